import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { PAGES, ErrorCodes } from '@clearsight/contracts';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/http/errors';
import { useCaptcha } from '../../../lib/captcha';
import { accountRules } from '../form-rules';
import { login, safeRedirect, SessionLoadError } from '../session-actions';
import { CaptchaField } from '../../../components/captcha-field';

interface LoginValues {
  username: string;
  password: string;
  code: string;
}

export function LoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: LoginValues) => {
    if (!captcha.uuid) {
      captcha.refresh();
      return;
    }
    setSubmitting(true);
    try {
      const user = await login({
        username: values.username.trim(),
        password: values.password,
        code: values.code.trim(),
        uuid: captcha.uuid,
      });
      message.success(t('account.loginSuccess', { user: user.name }));
      void navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      // The account could not be loaded: the session was ended and the visitor sent home with the message.
      if (error instanceof SessionLoadError) return;
      // A wrong captcha (code CaptchaWrong) refreshes the captcha. The server spends a captcha on
      // every attempt, so every failure needs a fresh one; the wrong-captcha case also puts the cursor back on it.
      form.setFieldValue('code', '');
      captcha.refresh();
      if (isApiError(error) && error.code === ErrorCodes.captchaWrong) {
        form.getFieldInstance('code')?.focus?.();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      data-testid="login-form"
    >
      <Form.Item name="username" label={t('account.userName')} rules={accountRules.loginUserName(t)}>
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('account.userNamePlaceholder')}
          autoComplete="username"
          data-testid="login-username"
        />
      </Form.Item>
      <Form.Item name="password" label={t('account.password')} rules={accountRules.loginPassword(t)}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('account.passwordPlaceholder')}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <div className="cs-auth__row">
        <Link to={PAGES.forgotPassword}>{t('account.forgotLink')}</Link>
        <Link to={PAGES.register}>{t('account.toRegister')}</Link>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="login-submit">
        {t('account.loginButton')}
      </Button>
    </Form>
  );
}
