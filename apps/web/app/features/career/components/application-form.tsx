import { ACCOUNT_RULES, CV_MAX_BYTES } from '@clearsight/contracts';
import { useState } from 'react';
import { CheckCircleOutlined, PaperClipOutlined } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox';
import { Field, FormField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { checked, lengthWithin, matches, required } from '../../../components/ui/rules';
import { TextArea } from '../../../components/ui/text-area';
import { useForm } from '../../../components/ui/use-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApplyError, applyToJob } from '../career-api';
import { cvProblem } from '../career';

const FIELDS = ['name', 'phone', 'email', 'message', 'consent'] as const;

/** The contract's phone pattern (career.contract.ts), checked on the trimmed value as the server does. */
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;

/** Apply with a CV (PDF/DOC/DOCX, 10 MB) and consent; errors from the server shown in place. */
export function ApplicationForm({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const { t } = useTranslation();
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const maxMb = Math.round(CV_MAX_BYTES / 1024 / 1024);
  const form = useForm(
    { name: '', phone: '', email: '', message: '', consent: '' },
    {
      name: [required(t('corporate.lead.rules.name')), lengthWithin(2, 40, t('corporate.lead.rules.name'))],
      phone: [required(t('corporate.lead.rules.phone')), matches(PHONE, t('corporate.lead.rules.phone'))],
      email: [required(t('corporate.lead.rules.email')), matches(ACCOUNT_RULES.email, t('corporate.lead.rules.email'))],
      consent: [checked(t('corporate.lead.rules.consent'))],
    },
    'application',
  );

  const checkCv = (file: File | null) => {
    const problem = cvProblem(file, CV_MAX_BYTES);
    const text = problem ? t(`corporate.career.cv.${problem}`, { max: maxMb }) : null;
    setCvError(text);
    return text === null;
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (!checkCv(cv) || !cv) return;
    try {
      const answer = await applyToJob(jobId, {
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        cv,
      });
      setDone(answer.message || t('corporate.career.applied'));
    } catch (e) {
      if (e instanceof ApplyError) {
        form.setErrors(
          Object.fromEntries(Object.entries(e.fields).filter(([name]) => (FIELDS as readonly string[]).includes(name))),
        );
        if (e.fields.cv) setCvError(e.fields.cv);
        if (e.status === 415) setCvError(e.message || t('corporate.career.cv.type', { max: maxMb }));
        setError(
          e.status === null
            ? t('http.network')
            : e.status >= 500
              ? t('http.server')
              : e.message || t('corporate.career.failed'),
        );
      } else {
        setError(t('corporate.career.failed'));
      }
    }
  });

  if (done) {
    return (
      <div className="cs-done" role="status" data-testid="application-done">
        <CheckCircleOutlined className="cs-done__icon" aria-hidden="true" />
        <h3>{t('corporate.career.appliedTitle')}</h3>
        <p>{done}</p>
      </div>
    );
  }
  const cvErrorId = 'application-cv-error';
  return (
    <form
      onSubmit={submit}
      noValidate
      className="cs-form"
      data-testid="application-form"
      aria-label={t('corporate.career.formLabel', { job: jobTitle })}
    >
      <div className="cs-form__row">
        <FormField form={form} name="name" label={t('corporate.lead.name')} required>
          {(control) => <Input {...control} autoComplete="name" maxLength={40} />}
        </FormField>
        <FormField form={form} name="phone" label={t('corporate.lead.phone')} required>
          {(control) => <Input {...control} autoComplete="tel" inputMode="tel" maxLength={20} />}
        </FormField>
      </div>
      <FormField form={form} name="email" label={t('corporate.lead.email')} required>
        {(control) => <Input {...control} autoComplete="email" inputMode="email" maxLength={120} />}
      </FormField>
      <Field
        label={t('corporate.career.cvLabel')}
        htmlFor="cv-file"
        error={cvError ?? undefined}
        errorId={cvErrorId}
        help={t('corporate.career.cvHelp', { max: maxMb })}
        required
      >
        <label className="cs-file">
          <PaperClipOutlined aria-hidden="true" />
          <span className="cs-file__name">{cv ? cv.name : t('corporate.career.cvChoose')}</span>
          <input
            id="cv-file"
            type="file"
            name="cv"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            aria-invalid={cvError ? true : undefined}
            aria-describedby={cvError ? cvErrorId : undefined}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0] ?? null;
              setCv(file);
              checkCv(file);
            }}
            data-testid="cv-input"
          />
        </label>
      </Field>
      <FormField form={form} name="message" label={t('corporate.career.messageLabel')}>
        {(control) => <TextArea {...control} rows={3} maxLength={2000} showCount />}
      </FormField>
      <CheckboxField
        {...form.checkbox('consent')}
        error={form.errors.consent}
        errorId={form.errorId('consent')}
        data-testid="consent"
      >
        {t('corporate.career.consent')}
      </CheckboxField>
      {error && <Alert type="error" title={error} className="cs-form__alert" data-testid="application-error" />}
      <Button type="primary" htmlType="submit" size="large" loading={form.submitting} data-testid="application-submit">
        {t('corporate.career.submit')}
      </Button>
    </form>
  );
}
