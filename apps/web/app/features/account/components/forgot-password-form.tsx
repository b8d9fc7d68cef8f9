import { PAGES } from '@clearsight/contracts';
import { MobileOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RECOVERY_MESSAGE_MS } from '../../../lib/constants';
import { useCaptcha } from '../../../lib/captcha';
import { retrievePassword, sendRecoverySms } from '../account-api';
import { accountRules } from '../form-rules';
import { CaptchaField } from '../../../components/captcha-field';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';

interface RecoveryValues {
  phone: string;
  code: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RecoveryValues>();
  const captcha = useCaptcha();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

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
    const { phone, code } = form.getFieldsValue(['phone', 'code']) as Pick<RecoveryValues, 'phone' | 'code'>;
    try {
      const answer = await sendRecoverySms({ phone: phone.trim(), code: code.trim(), uuid });
      message.success(t('account.smsSent'));
      return answer.resendAfterSeconds;
    } catch {
      return null;
    } finally {
      form.setFieldValue('code', '');
      captcha.refresh();
    }
  };

  const onFinish = async (values: RecoveryValues) => {
    setSubmitting(true);
    try {
      const { userName } = await retrievePassword({
        phone: values.phone.trim(),
        code: values.smsCode.trim(),
        password: values.password,
      });
      // The recovery message names the account and stays 8000 ms.
      message.success({
        content: t('account.recoverySuccess', { userName }),
        duration: RECOVERY_MESSAGE_MS / 1000,
      });
      void navigate(PAGES.login);
    } catch {
      // The HTTP client already showed the server's message.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<RecoveryValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      data-testid="forgot-form"
    >
      <Form.Item name="phone" label={t('account.phone')} rules={accountRules.phone(t)}>
        <Input
          size="large"
          prefix={<MobileOutlined />}
          placeholder={t('account.phonePlaceholder')}
          autoComplete="tel"
          inputMode="tel"
          maxLength={11}
          data-testid="forgot-phone"
        />
      </Form.Item>
      <CaptchaField captcha={captcha} rules={captchaRules} />
      <SmsCodeField onSend={sendSms} />
      <NewPasswordFields label={t('account.newPassword')} testIdPrefix="forgot" />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="forgot-submit">
        {t('account.resetButton')}
      </Button>
      <div className="cs-auth__row cs-auth__row--center">
        <Link to={PAGES.login}>{t('account.toLogin')}</Link>
      </div>
    </Form>
  );
}
