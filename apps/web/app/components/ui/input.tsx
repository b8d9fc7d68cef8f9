import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { EyeInvisibleOutlined, EyeOutlined } from '../icons';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'>;

/** A text input, optionally large and with an icon inside its left edge. */
export function Input({
  size,
  prefix,
  className,
  ...rest
}: NativeInput & { size?: 'middle' | 'large'; prefix?: ReactNode }) {
  const classes = ['cs-input', size === 'large' ? 'cs-input--large' : '', className].filter(Boolean).join(' ');
  if (!prefix) return <input className={classes} {...rest} />;
  return (
    <span className="cs-input-affix">
      {prefix}
      <input className={classes} {...rest} />
    </span>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput(props: Omit<NativeInput, 'type'> & { size?: 'middle' | 'large'; prefix?: ReactNode }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <span className="cs-input-affix cs-input-affix--suffix">
      <Input {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="cs-input-affix__toggle"
        aria-label={shown ? t('common.hidePassword') : t('common.showPassword')}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
      </button>
    </span>
  );
}
