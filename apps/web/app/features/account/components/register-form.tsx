import { PAGES } from '@clearsight/contracts';
import { MobileOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCaptcha } from '../../../lib/captcha';
import { register, sendRegisterSms } from '../account-api';
import { safeRedirect, SessionLoadError, startSession } from '../session-actions';
import { accountRules } from '../form-rules';
import { CaptchaField } from '../../../components/captcha-field';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';

interface RegisterValues {
  userName: string;
  password: string;
  confirmPassword: string;
  phone: string;
  code: string;
  smsCode: string;
}

export function RegisterForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const captcha = useCaptcha();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  // The register payload carries the captcha uuid the SMS code was requested with (docs/product.md).
  const [smsUuid, setSmsUuid] = useState<string | null>(null);

  const checkingSms = useRef(false);
  const captchaRules = accountRules.captchaForSms(t, () => checkingSms.current);

  const sendSms = async (): Promise<number | null> => {
    checkingSms.current = true;
    try {
      await form.validateFields(['phone', 'code']);
    } catch {
      return null;
    } finally {
      checkingSms.current = false;
    }
    const uuid = captcha.uuid;
    if (!uuid) {
      captcha.refresh();
      return null;
    }
    const { phone, code } = form.getFieldsValue(['phone', 'code']) as Pick<RegisterValues, 'phone' | 'code'>;
    try {
      const answer = await sendRegisterSms({ phone: phone.trim(), code: code.trim(), uuid });
      setSmsUuid(uuid);
      message.success(t('account.smsSent'));
      return answer.resendAfterSeconds;
    } catch {
      return null;
    } finally {
      // The image captcha is spent either way.
      form.setFieldValue('code', '');
      captcha.refresh();
    }
  };

  const onFinish = async (values: RegisterValues) => {
    setSubmitting(true);
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
      message.success(t('account.registerSuccess', { userName: result.userName }));
      void navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      // A failed account load was already handled (logged out, told, sent home); the HTTP client showed
      // any other failure's message.
      if (error instanceof SessionLoadError) return;
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      data-testid="register-form"
    >
      <Form.Item name="userName" label={t('account.userName')} rules={accountRules.userName(t)}>
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('account.userNamePlaceholder')}
          autoComplete="username"
          maxLength={20}
          data-testid="register-username"
        />
      </Form.Item>
      <NewPasswordFields label={t('account.password')} testIdPrefix="register" />
      <Form.Item name="phone" label={t('account.phone')} rules={accountRules.phone(t)}>
        <Input
          size="large"
          prefix={<MobileOutlined />}
          placeholder={t('account.phonePlaceholder')}
          autoComplete="tel"
          inputMode="tel"
          maxLength={11}
          data-testid="register-phone"
        />
      </Form.Item>
      <CaptchaField captcha={captcha} rules={captchaRules} />
      <SmsCodeField onSend={sendSms} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="register-submit">
        {t('account.registerButton')}
      </Button>
      <div className="cs-auth__row cs-auth__row--center">
        <Link to={PAGES.login}>{t('account.toLogin')}</Link>
      </div>
    </Form>
  );
}
