import { MessageOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_RESEND_SECONDS } from '../../../lib/constants';
import { accountRules } from '../form-rules';

/**
 * The SMS code input with its "send" button. `onSend` validates what it needs, calls the API and
 * resolves to the seconds to wait before another code may be sent (or null when nothing was sent).
 */
export function SmsCodeField({ onSend, name = 'smsCode' }: { onSend: () => Promise<number | null>; name?: string }) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const send = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait !== null) setRemaining(wait > 0 ? wait : SMS_RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label={t('account.smsCode')} required>
      <div className="cs-captcha">
        <Form.Item name={name} rules={accountRules.smsCode(t)} noStyle>
          <Input
            size="large"
            prefix={<MessageOutlined />}
            placeholder={t('account.smsCodePlaceholder')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            data-testid="sms-code-input"
          />
        </Form.Item>
        <Button
          size="large"
          className="cs-captcha__send"
          onClick={() => void send()}
          loading={sending}
          disabled={remaining > 0}
          data-testid="sms-send"
        >
          {remaining > 0 ? t('account.resendIn', { seconds: remaining }) : t('account.sendSms')}
        </Button>
      </div>
    </Form.Item>
  );
}
