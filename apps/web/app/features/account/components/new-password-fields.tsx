import { LockOutlined } from '../../../components/icons';
import { FormField } from '../../../components/ui/field';
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
  return (
    <>
      <FormField form={form} name="password" label={label}>
        {(control) => (
          <PasswordInput
            {...control}
            size="large"
            prefix={<LockOutlined aria-hidden />}
            placeholder={t('account.passwordPlaceholder')}
            autoComplete="new-password"
            data-testid={`${testIdPrefix}-password`}
          />
        )}
      </FormField>
      <FormField form={form} name="confirmPassword" label={t('account.confirmPassword')}>
        {(control) => (
          <PasswordInput
            {...control}
            size="large"
            prefix={<LockOutlined aria-hidden />}
            placeholder={t('account.confirmPasswordPlaceholder')}
            autoComplete="new-password"
            data-testid={`${testIdPrefix}-confirm-password`}
          />
        )}
      </FormField>
    </>
  );
}
