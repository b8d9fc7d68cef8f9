import type { ReactNode } from 'react';

/**
 * A form row: the label, the control, a hint and the field's message (linked to the control by
 * `aria-describedby` through `useForm`). `required` only marks the label; the form's rules decide.
 */
export function Field({
  label,
  htmlFor,
  error,
  errorId,
  help,
  required,
  children,
  className,
  ...rest
}: {
  label: ReactNode;
  htmlFor: string;
  error?: string;
  errorId: string;
  help?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div className={['cs-field', error ? 'has-error' : '', className].filter(Boolean).join(' ')} {...rest}>
      <label htmlFor={htmlFor} className={required ? 'cs-field__label is-required' : 'cs-field__label'}>
        {label}
      </label>
      {children}
      {help && !error && <div className="cs-field__help">{help}</div>}
      {error && (
        <div id={errorId} className="cs-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
