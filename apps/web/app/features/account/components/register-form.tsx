import { PAGES } from '@clearsight/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { CaptchaField } from '../../../components/captcha-field';
import { MobileOutlined, UserOutlined } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useForm } from '../../../components/ui/use-form';
import { EarlySubmitNotice } from '../../../components/early-submit-notice';
import { useCaptcha } from '../../../lib/captcha';
import { keptValue, useEarlySubmission } from '../../../lib/early-form';
import { feedback } from '../../../lib/feedback';
import { register, sendRegisterSms } from '../account-api';
import { accountRules } from '../form-rules';
import { safeRedirect, SessionLoadError, startSession } from '../session-actions';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';

export function RegisterForm() {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The register payload carries the captcha uuid the SMS code was requested with (docs/product.md).
  const [smsUuid, setSmsUuid] = useState<string | null>(null);
  const checkingSms = useRef(false);
  const early = useEarlySubmission();
  const form = useForm(
    {
      userName: keptValue(early, 'userName'),
      password: '',
      confirmPassword: '',
      phone: keptValue(early, 'phone'),
      code: '',
      smsCode: '',
    },
    {
      userName: accountRules.userName(t),
      password: accountRules.password(t),
      confirmPassword: accountRules.confirmPassword(t),
      phone: accountRules.phone(t),
      code: accountRules.captchaForSms(t, () => checkingSms.current),
      smsCode: accountRules.smsCode(t),
    },
    'register',
  );

  const sendSms = async (): Promise<number | null> => {
    checkingSms.current = true;
    const valid = form.validate(['phone', 'code']);
    checkingSms.current = false;
    if (!valid) return null;
    const uuid = captcha.uuid;
    if (!uuid) {
      captcha.refresh();
      return null;
    }
    try {
      const answer = await sendRegisterSms({ phone: form.values.phone.trim(), code: form.values.code.trim(), uuid });
      setSmsUuid(uuid);
      feedback.message.success(t('account.smsSent'));
      return answer.resendAfterSeconds;
    } catch {
      return null;
    } finally {
      // The image captcha is spent either way.
      form.setValue('code', '');
      captcha.refresh();
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await register({
        userName: values.userName.trim(),
        password: values.password,
        phone: values.phone.trim(),
        code: values.smsCode.trim(),
        ...(smsUuid ? { uuid: smsUuid } : {}),
      });
      // The answer carries a session: keep it exactly as login does and go on as the new member.
      await startSession(result.token);
      feedback.message.success(t('account.registerSuccess', { userName: result.userName }));
      void navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      // A failed account load was already handled (logged out, told, sent home); the HTTP client showed
      // any other failure's message.
      if (error instanceof SessionLoadError) return;
    }
  });
  return (
    // Posted, never a GET: sent before the script takes over, the password must not land in the address.
    <form method="post" onSubmit={submit} noValidate data-testid="register-form">
      <EarlySubmitNotice early={early} />
      <FormField form={form} name="userName" label={t('account.userName')}>
        {(control) => (
          <Input
            {...control}
            size="large"
            prefix={<UserOutlined aria-hidden />}
            placeholder={t('account.userNamePlaceholder')}
            autoComplete="username"
            maxLength={20}
            data-testid="register-username"
          />
        )}
      </FormField>
      <NewPasswordFields form={form} label={t('account.password')} testIdPrefix="register" />
      <FormField form={form} name="phone" label={t('account.phone')}>
        {(control) => (
          <Input
            {...control}
            size="large"
            prefix={<MobileOutlined aria-hidden />}
            placeholder={t('account.phonePlaceholder')}
            autoComplete="tel"
            inputMode="tel"
            maxLength={11}
            data-testid="register-phone"
          />
        )}
      </FormField>
      <CaptchaField captcha={captcha} form={form} name="code" />
      <SmsCodeField form={form} name="smsCode" onSend={sendSms} />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={form.submitting}
        data-testid="register-submit"
      >
        {t('account.registerButton')}
      </Button>
      <div className="cs-auth__row cs-auth__row--center">
        <Link to={PAGES.login}>{t('account.toLogin')}</Link>
      </div>
    </form>
  );
}
