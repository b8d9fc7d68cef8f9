import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { MessageOutlined } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { FormState } from '../../../components/ui/use-form';
import { SMS_RESEND_SECONDS } from '../../../lib/constants';

/**
 * The SMS code input with its "send" button. `onSend` validates what it needs, calls the API and
 * resolves to the seconds to wait before another code may be sent (or null when nothing was sent).
 */
export function SmsCodeField<K extends string>({
  form,
  name,
  onSend,
}: {
  form: FormState<K>;
  name: K;
  onSend: () => Promise<number | null>;
}) {
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
    <FormField form={form} name={name} label={t('account.smsCode')}>
      {(control) => (
        <div className="cs-captcha">
          <Input
            {...control}
            size="large"
            prefix={<MessageOutlined aria-hidden />}
            placeholder={t('account.smsCodePlaceholder')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            data-testid="sms-code-input"
          />
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
      )}
    </FormField>
  );
}
