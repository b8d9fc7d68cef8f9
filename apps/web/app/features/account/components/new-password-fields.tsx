import { LockOutlined } from '../../../components/icons';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/input';
import type { FormState } from '../../../components/ui/use-form';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * A new password and its confirmation, as registration and password recovery both ask for them (the form's
 * fields `password` and `confirmPassword`). `testIdPrefix` keeps each form's end-to-end hooks
 * (register-password, forgot-confirm-password…).
 */
export function NewPasswordFields<K extends string>({
  form,
  label,
  testIdPrefix,
}: {
  form: FormState<K | 'password' | 'confirmPassword'>;
  label: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const password = form.control('password');
  const confirm = form.control('confirmPassword');
  return (
    <>
      <Field label={label} htmlFor={password.id} error={form.errors.password} errorId={form.errorId('password')}>
        <PasswordInput
          {...password}
          size="large"
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('account.passwordPlaceholder')}
          autoComplete="new-password"
          data-testid={`${testIdPrefix}-password`}
        />
      </Field>
      <Field
        label={t('account.confirmPassword')}
        htmlFor={confirm.id}
        error={form.errors.confirmPassword}
        errorId={form.errorId('confirmPassword')}
      >
        <PasswordInput
          {...confirm}
          size="large"
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('account.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          data-testid={`${testIdPrefix}-confirm-password`}
        />
      </Field>
    </>
  );
}
