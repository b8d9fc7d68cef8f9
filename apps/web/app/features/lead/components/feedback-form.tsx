import { Alert, Button, Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { describeFailure, sendFeedback, type CaptchaHandle } from '../lead-api';
import { LeadDone } from './lead-done';

interface Values {
  name: string;
  email?: string;
  phone?: string;
  message: string;
  code: string;
}

export function FeedbackForm({ captcha, captchaField }: { captcha: CaptchaHandle; captchaField: ReactNode }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; rateLimited: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setProblem(null);
    if (!captcha.uuid) {
      captcha.refresh();
      return;
    }
    setBusy(true);
    try {
      const answer = await sendFeedback({
        name: values.name,
        email: values.email?.trim() ? values.email.trim() : null,
        phone: values.phone?.trim() ? values.phone.trim() : null,
        message: values.message,
        uuid: captcha.uuid,
        code: values.code,
      });
      setDone(answer.message || t('corporate.lead.feedbackDone'));
      form.resetFields();
    } catch (error) {
      const failure = describeFailure(error, t('corporate.lead.failed'));
      const fields = Object.entries(failure.fields);
      if (failure.captchaWrong) fields.push(['code', failure.message]);
      if (fields.length > 0)
        form.setFields(fields.map(([name, message]) => ({ name: name as keyof Values, errors: [message] })));
      setProblem({
        text: failure.rateLimited ? failure.message || t('corporate.lead.rateLimited') : failure.message,
        rateLimited: failure.rateLimited,
      });
    } finally {
      setBusy(false);
      captcha.refresh();
      form.setFieldValue('code', '');
    }
  };

  if (done)
    return <LeadDone title={t('corporate.lead.feedbackDoneTitle')} message={done} onAgain={() => setDone(null)} />;

  return (
    <Form
      form={form}
      layout="vertical"
      className="cs-form"
      onFinish={(v) => void submit(v)}
      data-testid="feedback-form"
    >
      <Form.Item
        name="name"
        label={t('corporate.lead.nickname')}
        rules={[{ required: true, max: 40, whitespace: true, message: t('corporate.lead.rules.nickname') }]}
      >
        <Input autoComplete="name" maxLength={40} />
      </Form.Item>
      <div className="cs-form__row">
        <Form.Item
          name="email"
          label={t('corporate.lead.emailOptional')}
          rules={[{ type: 'email', message: t('corporate.lead.rules.email') }]}
        >
          <Input autoComplete="email" inputMode="email" maxLength={120} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('corporate.lead.phoneOptional')}
          rules={[{ pattern: /^\+?[0-9][0-9 -]{5,19}$/, message: t('corporate.lead.rules.phone') }]}
        >
          <Input autoComplete="tel" inputMode="tel" maxLength={20} />
        </Form.Item>
      </div>
      <Form.Item
        name="message"
        label={t('corporate.lead.feedback')}
        rules={[{ required: true, min: 5, max: 2000, whitespace: true, message: t('corporate.lead.rules.feedback') }]}
      >
        <Input.TextArea rows={5} maxLength={2000} showCount />
      </Form.Item>
      {captchaField}
      {problem && (
        <Alert
          type={problem.rateLimited ? 'warning' : 'error'}
          showIcon
          title={problem.text}
          className="cs-form__alert"
          data-testid="feedback-error"
        />
      )}
      <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid="feedback-submit">
        {t('corporate.lead.submitFeedback')}
      </Button>
    </Form>
  );
}
