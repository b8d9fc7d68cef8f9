import { PAGES, ErrorCodes } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { CaptchaField } from '../../../components/captcha-field';
import { LockOutlined, UserOutlined } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/field';
import { Input, PasswordInput } from '../../../components/ui/input';
import { useForm } from '../../../components/ui/use-form';
import { EarlySubmitNotice } from '../../../components/early-submit-notice';
import { captchaRules, useCaptcha } from '../../../lib/captcha';
import { keptValue, useEarlySubmission } from '../../../lib/early-form';
import { feedback } from '../../../lib/feedback';
import { isApiError } from '../../../lib/http/errors';
import { accountRules } from '../form-rules';
import { login, safeRedirect, SessionLoadError } from '../session-actions';

export function LoginForm() {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const early = useEarlySubmission();
  const form = useForm(
    { username: keptValue(early, 'username'), password: '', code: '' },
    { username: accountRules.loginUserName(t), password: accountRules.loginPassword(t), code: captchaRules(t) },
    'login',
  );

  const submit = form.handleSubmit(async (values) => {
    if (!captcha.uuid) {
      captcha.refresh();
      return;
    }
    try {
      const user = await login({
        username: values.username.trim(),
        password: values.password,
        code: values.code.trim(),
        uuid: captcha.uuid,
      });
      feedback.message.success(t('account.loginSuccess', { user: user.name }));
      void navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      // The account could not be loaded: the session was ended and the visitor sent home with the message.
      if (error instanceof SessionLoadError) return;
      // A wrong captcha (code CaptchaWrong) refreshes the captcha. The server spends a captcha on
      // every attempt, so every failure needs a fresh one; the wrong-captcha case also puts the cursor back on it.
      form.setValue('code', '');
      captcha.refresh();
      if (isApiError(error) && error.code === ErrorCodes.captchaWrong) {
        document.getElementById(form.control('code').id)?.focus();
      }
    }
  });
  return (
    // Posted, never a GET: sent before the script takes over, the password must not land in the address.
    <form method="post" onSubmit={submit} noValidate data-testid="login-form">
      <EarlySubmitNotice early={early} />
      <FormField form={form} name="username" label={t('account.userName')}>
        {(control) => (
          <Input
            {...control}
            size="large"
            prefix={<UserOutlined aria-hidden />}
            placeholder={t('account.userNamePlaceholder')}
            autoComplete="username"
            data-testid="login-username"
          />
        )}
      </FormField>
      <FormField form={form} name="password" label={t('account.password')}>
        {(control) => (
          <PasswordInput
            {...control}
            size="large"
            prefix={<LockOutlined aria-hidden />}
            placeholder={t('account.passwordPlaceholder')}
            autoComplete="current-password"
            data-testid="login-password"
          />
        )}
      </FormField>
      <CaptchaField captcha={captcha} form={form} name="code" />
      <div className="cs-auth__row">
        <Link to={PAGES.forgotPassword}>{t('account.forgotLink')}</Link>
        <Link to={PAGES.register}>{t('account.toRegister')}</Link>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={form.submitting} data-testid="login-submit">
        {t('account.loginButton')}
      </Button>
    </form>
  );
}
