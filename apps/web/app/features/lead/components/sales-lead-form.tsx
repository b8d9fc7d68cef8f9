import { SALES_REGIONS } from '@clearsight/contracts';
import { Alert, Button, Checkbox, Form, Input, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type Lang, messagesFor } from '../../../lib/i18n';
import { describeFailure, sendSalesLead, type CaptchaHandle } from '../lead-api';
import { LeadDone } from './lead-done';

interface Values {
  name: string;
  company: string;
  phone: string;
  email: string;
  region: string;
  productInterest?: string;
  message: string;
  consent?: boolean;
  code: string;
}

/** Contact sales (docs/product.md): lead form with consent and the image captcha; rate limits shown in place. */
export function SalesLeadForm({
  lang,
  captcha,
  captchaField,
  model,
  productOptions,
  sourceUrl,
}: {
  lang: Lang;
  captcha: CaptchaHandle;
  captchaField: ReactNode;
  model: { id: string; label: string } | null;
  productOptions: string[];
  sourceUrl: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; rateLimited: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const regionNames = messagesFor(lang).corporate.lead.regions;

  const submit = async (values: Values) => {
    setProblem(null);
    if (!captcha.uuid) {
      captcha.refresh();
      return;
    }
    setBusy(true);
    try {
      const answer = await sendSalesLead({
        name: values.name,
        company: values.company,
        phone: values.phone,
        email: values.email,
        region: values.region,
        productInterest: values.productInterest ?? '',
        modelId: model?.id ?? null,
        message: values.message,
        consent: true,
        sourceUrl,
        uuid: captcha.uuid,
        code: values.code,
      });
      setDone(answer.message || t('corporate.lead.salesDone'));
      form.resetFields();
    } catch (error) {
      const failure = describeFailure(error, t('corporate.lead.failed'));
      const fields = Object.entries(failure.fields).filter(
        ([name]) => name in form.getFieldsValue(true) || name === 'code',
      );
      if (failure.captchaWrong) fields.push(['code', failure.message]);
      if (fields.length > 0)
        form.setFields(fields.map(([name, message]) => ({ name: name as keyof Values, errors: [message] })));
      setProblem({
        text: failure.rateLimited ? failure.message || t('corporate.lead.rateLimited') : failure.message,
        rateLimited: failure.rateLimited,
      });
    } finally {
      setBusy(false);
      // A captcha is good for one try.
      captcha.refresh();
      form.setFieldValue('code', '');
    }
  };

  if (done) return <LeadDone title={t('corporate.lead.salesDoneTitle')} message={done} onAgain={() => setDone(null)} />;

  return (
    <Form
      form={form}
      layout="vertical"
      className="cs-form"
      onFinish={(v) => void submit(v)}
      initialValues={{ productInterest: model?.label ?? '' }}
      data-testid="sales-lead-form"
    >
      <div className="cs-form__row">
        <Form.Item
          name="name"
          label={t('corporate.lead.name')}
          rules={[{ required: true, min: 2, max: 40, whitespace: true, message: t('corporate.lead.rules.name') }]}
        >
          <Input autoComplete="name" maxLength={40} data-testid="lead-name" />
        </Form.Item>
        <Form.Item
          name="company"
          label={t('corporate.lead.company')}
          rules={[{ required: true, min: 2, max: 100, whitespace: true, message: t('corporate.lead.rules.company') }]}
        >
          <Input autoComplete="organization" maxLength={100} data-testid="lead-company" />
        </Form.Item>
      </div>
      <div className="cs-form__row">
        <Form.Item
          name="phone"
          label={t('corporate.lead.phone')}
          rules={[{ required: true, pattern: /^\+?[0-9][0-9 -]{5,19}$/, message: t('corporate.lead.rules.phone') }]}
        >
          <Input autoComplete="tel" inputMode="tel" maxLength={20} data-testid="lead-phone" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('corporate.lead.email')}
          rules={[{ required: true, type: 'email', message: t('corporate.lead.rules.email') }]}
        >
          <Input autoComplete="email" inputMode="email" maxLength={120} data-testid="lead-email" />
        </Form.Item>
      </div>
      <div className="cs-form__row">
        <Form.Item
          name="region"
          label={t('corporate.lead.region')}
          rules={[{ required: true, message: t('corporate.lead.rules.region') }]}
        >
          <Select
            placeholder={t('corporate.lead.regionPlaceholder')}
            options={SALES_REGIONS.map((r, i) => ({ value: r, label: regionNames[i] ?? r }))}
            data-testid="lead-region"
          />
        </Form.Item>
        <Form.Item name="productInterest" label={t('corporate.lead.productInterest')}>
          <Input
            list="product-interest-options"
            maxLength={200}
            placeholder={t('corporate.lead.productPlaceholder')}
            data-testid="lead-product"
          />
        </Form.Item>
        <datalist id="product-interest-options">
          {productOptions.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      </div>
      <Form.Item
        name="message"
        label={t('corporate.lead.message')}
        rules={[{ required: true, min: 5, max: 2000, whitespace: true, message: t('corporate.lead.rules.message') }]}
      >
        <Input.TextArea
          rows={5}
          maxLength={2000}
          showCount
          placeholder={t('corporate.lead.messagePlaceholder')}
          data-testid="lead-message"
        />
      </Form.Item>
      {captchaField}
      <Form.Item
        name="consent"
        valuePropName="checked"
        rules={[
          {
            validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('corporate.lead.rules.consent')))),
          },
        ]}
      >
        <Checkbox data-testid="lead-consent">{t('corporate.common.consent')}</Checkbox>
      </Form.Item>
      {problem && (
        <Alert
          type={problem.rateLimited ? 'warning' : 'error'}
          showIcon
          title={problem.text}
          className="cs-form__alert"
          data-testid="lead-error"
        />
      )}
      <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid="lead-submit">
        {t('corporate.lead.submitSales')}
      </Button>
    </Form>
  );
}
