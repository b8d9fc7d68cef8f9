import type { InputHTMLAttributes, ReactNode } from 'react';

type NativeCheckbox = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

/** A native checkbox with its label beside it. Other props (a test id) go to the input. */
export function Checkbox({ children, className, ...rest }: NativeCheckbox & { children: ReactNode }) {
  return (
    <label className={['cs-check', className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...rest} />
      <span>{children}</span>
    </label>
  );
}

/**
 * A checkbox as a form row (a consent): the box and its label, then the field's message (linked to the box by
 * `aria-describedby` through `useForm`'s `checkbox()`).
 */
export function CheckboxField({
  error,
  errorId,
  ...rest
}: NativeCheckbox & { children: ReactNode; error?: string; errorId: string }) {
  return (
    <div className={error ? 'cs-field has-error' : 'cs-field'}>
      <Checkbox {...rest} />
      {error && (
        <div id={errorId} className="cs-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
