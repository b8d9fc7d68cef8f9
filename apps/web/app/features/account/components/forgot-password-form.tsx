import { PAGES } from '@clearsight/contracts';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link';
import { CaptchaField } from '../../../components/captcha-field';
import { MobileOutlined } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useForm } from '../../../components/ui/use-form';
import { EarlySubmitNotice } from '../../../components/early-submit-notice';
import { useCaptcha } from '../../../lib/captcha';
import { keptValue, useEarlySubmission } from '../../../lib/early-form';
import { RECOVERY_MESSAGE_MS } from '../../../lib/constants';
import { feedback } from '../../../lib/feedback';
import { retrievePassword, sendRecoverySms } from '../account-api';
import { accountRules } from '../form-rules';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const navigate = useNavigate();
  const checkingSms = useRef(false);
  const early = useEarlySubmission();
  const form = useForm(
    { phone: keptValue(early, 'phone'), code: '', smsCode: '', password: '', confirmPassword: '' },
    {
      phone: accountRules.phone(t),
      code: accountRules.captchaForSms(t, () => checkingSms.current),
      smsCode: accountRules.smsCode(t),
      password: accountRules.password(t),
      confirmPassword: accountRules.confirmPassword(t),
    },
    'forgot',
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
      const answer = await sendRecoverySms({ phone: form.values.phone.trim(), code: form.values.code.trim(), uuid });
      feedback.message.success(t('account.smsSent'));
      return answer.resendAfterSeconds;
    } catch {
      return null;
    } finally {
      form.setValue('code', '');
      captcha.refresh();
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const { userName } = await retrievePassword({
        phone: values.phone.trim(),
        code: values.smsCode.trim(),
        password: values.password,
      });
      // The recovery message names the account and stays 8000 ms.
      feedback.message.success({
        content: t('account.recoverySuccess', { userName }),
        duration: RECOVERY_MESSAGE_MS / 1000,
      });
      void navigate(PAGES.login);
    } catch {
      // The HTTP client already showed the server's message.
    }
  });
  return (
    // Posted, never a GET: sent before the script takes over, the new password must not land in the address.
    <form method="post" onSubmit={submit} noValidate data-testid="forgot-form">
      <EarlySubmitNotice early={early} />
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
            data-testid="forgot-phone"
          />
        )}
      </FormField>
      <CaptchaField captcha={captcha} form={form} name="code" />
      <SmsCodeField form={form} name="smsCode" onSend={sendSms} />
      <NewPasswordFields form={form} label={t('account.newPassword')} testIdPrefix="forgot" />
      <Button type="primary" htmlType="submit" size="large" block loading={form.submitting} data-testid="forgot-submit">
        {t('account.resetButton')}
      </Button>
      <div className="cs-auth__row cs-auth__row--center">
        <Link to={PAGES.login}>{t('account.toLogin')}</Link>
      </div>
    </form>
  );
}
