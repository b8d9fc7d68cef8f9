import type { ReactNode } from 'react';
import type { FormState } from './use-form';

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

/**
 * A form row for one field of a `useForm` state: the label, message and hint wired to the field, and the control
 * drawn by `children` from the field's control props.
 */
export function FormField<K extends string>({
  form,
  name,
  children,
  ...row
}: {
  form: FormState<K>;
  name: K;
  children: (control: ReturnType<FormState<K>['control']>) => ReactNode;
  label: ReactNode;
  help?: ReactNode;
  required?: boolean;
  className?: string;
  'data-testid'?: string;
}) {
  const control = form.control(name);
  return (
    <Field {...row} htmlFor={control.id} error={form.errors[name]} errorId={form.errorId(name)}>
      {children(control)}
    </Field>
  );
}
