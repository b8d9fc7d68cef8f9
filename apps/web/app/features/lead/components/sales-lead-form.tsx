import { SALES_REGIONS } from '@clearsight/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type Lang, messagesFor } from '../../../lib/i18n';
import { CaptchaField } from '../../../components/captcha-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox';
import { Field, FormField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { TextArea } from '../../../components/ui/text-area';
import { useForm } from '../../../components/ui/use-form';
import { useCaptcha } from '../../../lib/captcha';
import { describeFailure, sendSalesLead } from '../lead-api';
import { fieldsOf, leadRules } from '../lead-rules';
import { LeadDone } from './lead-done';

const FIELDS = [
  'name',
  'company',
  'phone',
  'email',
  'region',
  'productInterest',
  'message',
  'consent',
  'code',
] as const;

interface SalesLeadProps {
  lang: Lang;
  model: { id: string; label: string } | null;
  productOptions: string[];
  sourceUrl: string;
}

function SalesLeadFields({
  lang,
  model,
  productOptions,
  sourceUrl,
  onDone,
}: SalesLeadProps & { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const [problem, setProblem] = useState<{ text: string; rateLimited: boolean } | null>(null);
  const regionNames = messagesFor(lang).corporate.lead.regions;
  const form = useForm(
    {
      name: '',
      company: '',
      phone: '',
      email: '',
      region: '',
      productInterest: model?.label ?? '',
      message: '',
      consent: '',
      code: '',
    },
    {
      name: leadRules.name(t),
      company: leadRules.company(t),
      phone: leadRules.phone(t),
      email: leadRules.email(t),
      region: leadRules.region(t),
      message: leadRules.message(t, 'message'),
      consent: leadRules.consent(t),
      code: leadRules.code(t),
    },
    'lead',
  );

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    if (!captcha.uuid) {
      captcha.refresh();
      return;
    }
    try {
      const answer = await sendSalesLead({
        name: values.name,
        company: values.company,
        phone: values.phone,
        email: values.email,
        region: values.region,
        productInterest: values.productInterest,
        modelId: model?.id ?? null,
        message: values.message,
        consent: true,
        sourceUrl,
        uuid: captcha.uuid,
        code: values.code,
      });
      onDone(answer.message || t('corporate.lead.salesDone'));
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
  const product = form.control('productInterest');
  return (
    <form onSubmit={submit} noValidate className="cs-form" data-testid="sales-lead-form">
      <div className="cs-form__row">
        <FormField form={form} name="name" label={t('corporate.lead.name')} required>
          {(control) => <Input {...control} autoComplete="name" maxLength={40} data-testid="lead-name" />}
        </FormField>
        <FormField form={form} name="company" label={t('corporate.lead.company')} required>
          {(control) => <Input {...control} autoComplete="organization" maxLength={100} data-testid="lead-company" />}
        </FormField>
      </div>
      <div className="cs-form__row">
        <FormField form={form} name="phone" label={t('corporate.lead.phone')} required>
          {(control) => (
            <Input {...control} autoComplete="tel" inputMode="tel" maxLength={20} data-testid="lead-phone" />
          )}
        </FormField>
        <FormField form={form} name="email" label={t('corporate.lead.email')} required>
          {(control) => (
            <Input {...control} autoComplete="email" inputMode="email" maxLength={120} data-testid="lead-email" />
          )}
        </FormField>
      </div>
      <div className="cs-form__row">
        <FormField form={form} name="region" label={t('corporate.lead.region')} required>
          {(control) => (
            <select
              {...control}
              className={form.values.region ? 'cs-select' : 'cs-select is-placeholder'}
              data-testid="lead-region"
            >
              <option value="" disabled hidden>
                {t('corporate.lead.regionPlaceholder')}
              </option>
              {SALES_REGIONS.map((r, i) => (
                <option key={r} value={r}>
                  {regionNames[i] ?? r}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Field
          label={t('corporate.lead.productInterest')}
          htmlFor={product.id}
          errorId={form.errorId('productInterest')}
        >
          <Input
            {...product}
            list="product-interest-options"
            maxLength={200}
            placeholder={t('corporate.lead.productPlaceholder')}
            data-testid="lead-product"
          />
        </Field>
        <datalist id="product-interest-options">
          {productOptions.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      </div>
      <FormField form={form} name="message" label={t('corporate.lead.message')} required>
        {(control) => (
          <TextArea
            {...control}
            rows={5}
            maxLength={2000}
            showCount
            placeholder={t('corporate.lead.messagePlaceholder')}
            data-testid="lead-message"
          />
        )}
      </FormField>
      <CaptchaField captcha={captcha} form={form} name="code" required />
      <CheckboxField
        {...form.checkbox('consent')}
        error={form.errors.consent}
        errorId={form.errorId('consent')}
        data-testid="lead-consent"
      >
        {t('corporate.common.consent')}
      </CheckboxField>
      {problem && (
        <Alert
          type={problem.rateLimited ? 'warning' : 'error'}
          title={problem.text}
          className="cs-form__alert"
          data-testid="lead-error"
        />
      )}
      <Button type="primary" htmlType="submit" size="large" loading={form.submitting} data-testid="lead-submit">
        {t('corporate.lead.submitSales')}
      </Button>
    </form>
  );
}

/** Contact sales (docs/product.md): lead form with consent and the image captcha; rate limits shown in place. */
export function SalesLeadForm(props: SalesLeadProps) {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  // A new form (empty fields, a new captcha) for another request.
  if (done) return <LeadDone title={t('corporate.lead.salesDoneTitle')} message={done} onAgain={() => setDone(null)} />;
  return <SalesLeadFields {...props} onDone={setDone} />;
}
