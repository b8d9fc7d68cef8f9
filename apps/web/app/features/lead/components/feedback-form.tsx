import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CaptchaField } from '../../../components/captcha-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { TextArea } from '../../../components/ui/text-area';
import { useForm } from '../../../components/ui/use-form';
import { useCaptcha } from '../../../lib/captcha';
import { describeFailure, sendFeedback } from '../lead-api';
import { fieldsOf, leadRules } from '../lead-rules';
import { LeadDone } from './lead-done';

const FIELDS = ['name', 'email', 'phone', 'message', 'code'] as const;

function FeedbackFields({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const [problem, setProblem] = useState<{ text: string; rateLimited: boolean } | null>(null);
  const form = useForm(
    { name: '', email: '', phone: '', message: '', code: '' },
    {
      name: leadRules.nickname(t),
      email: leadRules.optionalEmail(t),
      phone: leadRules.optionalPhone(t),
      message: leadRules.message(t, 'feedback'),
      code: leadRules.code(t),
    },
    'feedback',
  );

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    if (!captcha.uuid) {
      captcha.refresh();
      return;
    }
    try {
      const answer = await sendFeedback({
        name: values.name,
        email: values.email.trim() ? values.email.trim() : null,
        phone: values.phone.trim() ? values.phone.trim() : null,
        message: values.message,
        uuid: captcha.uuid,
        code: values.code,
      });
      onDone(answer.message || t('corporate.lead.feedbackDone'));
    } catch (error) {
      const failure = describeFailure(error, t('corporate.lead.failed'));
      // A captcha is good for one try: a new one, and an empty answer without a message of its own.
      captcha.refresh();
      form.setValue('code', '');
      form.setErrors({
        code: undefined,
        ...fieldsOf(failure.fields, FIELDS),
        ...(failure.captchaWrong ? { code: failure.message } : {}),
      });
      setProblem({
        text: failure.rateLimited ? failure.message || t('corporate.lead.rateLimited') : failure.message,
        rateLimited: failure.rateLimited,
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="cs-form" data-testid="feedback-form">
      <FormField form={form} name="name" label={t('corporate.lead.nickname')} required>
        {(control) => <Input {...control} autoComplete="name" maxLength={40} />}
      </FormField>
      <div className="cs-form__row">
        <FormField form={form} name="email" label={t('corporate.lead.emailOptional')}>
          {(control) => <Input {...control} autoComplete="email" inputMode="email" maxLength={120} />}
        </FormField>
        <FormField form={form} name="phone" label={t('corporate.lead.phoneOptional')}>
          {(control) => <Input {...control} autoComplete="tel" inputMode="tel" maxLength={20} />}
        </FormField>
      </div>
      <FormField form={form} name="message" label={t('corporate.lead.feedback')} required>
        {(control) => <TextArea {...control} rows={5} maxLength={2000} showCount />}
      </FormField>
      <CaptchaField captcha={captcha} form={form} name="code" required />
      {problem && (
        <Alert
          type={problem.rateLimited ? 'warning' : 'error'}
          title={problem.text}
          className="cs-form__alert"
          data-testid="feedback-error"
        />
      )}
      <Button type="primary" htmlType="submit" size="large" loading={form.submitting} data-testid="feedback-submit">
        {t('corporate.lead.submitFeedback')}
      </Button>
    </form>
  );
}

/** Feedback from the contact page (name, optional e-mail and phone, the text, the image captcha). */
export function FeedbackForm() {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  // A new form (empty fields, a new captcha) for another message.
  if (done)
    return <LeadDone title={t('corporate.lead.feedbackDoneTitle')} message={done} onAgain={() => setDone(null)} />;
  return <FeedbackFields onDone={setDone} />;
}
