import { CheckCircleOutlined, PaperClipOutlined } from '../../../components/icons';
import { CV_MAX_BYTES } from '@clearsight/contracts';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApplyError, applyToJob } from '../career-api';
import { cvProblem } from '../career';

interface Values {
  name: string;
  phone: string;
  email: string;
  message?: string;
  consent?: boolean;
}

/** Apply with a CV (PDF/DOC/DOCX, 10 MB) and consent; errors from the server shown in place. */
export function ApplicationForm({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const maxMb = Math.round(CV_MAX_BYTES / 1024 / 1024);

  const checkCv = (file: File | null) => {
    const problem = cvProblem(file, CV_MAX_BYTES);
    const text = problem ? t(`corporate.career.cv.${problem}`, { max: maxMb }) : null;
    setCvError(text);
    return text === null;
  };

  const submit = async (values: Values) => {
    setError(null);
    if (!checkCv(cv) || !cv) return;
    setBusy(true);
    try {
      const answer = await applyToJob(jobId, {
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        message: (values.message ?? '').trim(),
        cv,
      });
      setDone(answer.message || t('corporate.career.applied'));
    } catch (e) {
      if (e instanceof ApplyError) {
        const fields = Object.entries(e.fields);
        if (fields.length > 0) {
          form.setFields(
            fields
              .filter(([name]) => name !== 'cv')
              .map(([name, message]) => ({ name: name as keyof Values, errors: [message] })),
          );
          if (e.fields.cv) setCvError(e.fields.cv);
        }
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
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="cs-done" role="status" data-testid="application-done">
        <CheckCircleOutlined className="cs-done__icon" aria-hidden="true" />
        <h3>{t('corporate.career.appliedTitle')}</h3>
        <p>{done}</p>
      </div>
    );
  }

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      requiredMark
      className="cs-form"
      data-testid="application-form"
      aria-label={t('corporate.career.formLabel', { job: jobTitle })}
    >
      <div className="cs-form__row">
        <Form.Item
          name="name"
          label={t('corporate.lead.name')}
          rules={[{ required: true, min: 2, max: 40, whitespace: true, message: t('corporate.lead.rules.name') }]}
        >
          <Input autoComplete="name" maxLength={40} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('corporate.lead.phone')}
          rules={[{ required: true, pattern: /^\+?[0-9][0-9 -]{5,19}$/, message: t('corporate.lead.rules.phone') }]}
        >
          <Input autoComplete="tel" inputMode="tel" maxLength={20} />
        </Form.Item>
      </div>
      <Form.Item
        name="email"
        label={t('corporate.lead.email')}
        rules={[{ required: true, type: 'email', message: t('corporate.lead.rules.email') }]}
      >
        <Input autoComplete="email" inputMode="email" maxLength={120} />
      </Form.Item>
      <Form.Item
        label={t('corporate.career.cvLabel')}
        required
        htmlFor="cv-file"
        validateStatus={cvError ? 'error' : undefined}
        help={cvError ?? t('corporate.career.cvHelp', { max: maxMb })}
      >
        <label className="cs-file">
          <PaperClipOutlined aria-hidden="true" />
          <span className="cs-file__name">{cv ? cv.name : t('corporate.career.cvChoose')}</span>
          <input
            id="cv-file"
            type="file"
            name="cv"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0] ?? null;
              setCv(file);
              checkCv(file);
            }}
            data-testid="cv-input"
          />
        </label>
      </Form.Item>
      <Form.Item name="message" label={t('corporate.career.messageLabel')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item
        name="consent"
        valuePropName="checked"
        rules={[
          {
            validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('corporate.lead.rules.consent')))),
          },
        ]}
      >
        <Checkbox data-testid="consent">{t('corporate.career.consent')}</Checkbox>
      </Form.Item>
      {error && (
        <Alert type="error" showIcon title={error} className="cs-form__alert" data-testid="application-error" />
      )}
      <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid="application-submit">
        {t('corporate.career.submit')}
      </Button>
    </Form>
  );
}
