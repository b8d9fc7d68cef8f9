import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountRules } from '../form-rules';

/**
 * A new password and its confirmation, as registration and password recovery both ask for them.
 * `testIdPrefix` keeps each form's end-to-end hooks (register-password, forgot-confirm-password…).
 */
export function NewPasswordFields({ label, testIdPrefix }: { label: string; testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="password" label={label} rules={accountRules.password(t)}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('account.passwordPlaceholder')}
          autoComplete="new-password"
          data-testid={`${testIdPrefix}-password`}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('account.confirmPassword')}
        dependencies={['password']}
        rules={accountRules.confirmPassword(t)}
      >
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('account.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          data-testid={`${testIdPrefix}-confirm-password`}
        />
      </Form.Item>
    </>
  );
}
