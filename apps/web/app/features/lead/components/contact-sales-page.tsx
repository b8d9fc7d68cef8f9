import { MailOutlined, PhoneOutlined } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../../components/link';
import { PageHero } from '../../../components/page-hero';
import { SalesLeadForm } from './sales-lead-form';
import { useRootData, useSiteInfo } from '../../../lib/site-config';
import { messagesFor, translate, type Lang } from '../../../lib/i18n';
import { localText, localName } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import { PAGES, modelHref } from '@clearsight/contracts';
import { useCatalogMenu } from '../../../lib/catalog-menu';
import type { ContactSalesPageData } from '../lead-pages.server';

export function crumbs(lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    { label: translate(lang, 'corporate.lead.salesTitle') },
  ];
}

export function ContactSalesPage({ data: loaderData }: { data: ContactSalesPageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const site = useSiteInfo();
  const catalog = useCatalogMenu();
  const location = useLocation();
  const { model } = loaderData;
  const steps = messagesFor(lang).corporate.lead.steps;
  const modelLabel = model ? `${model.modelNumber} ${localText(model.name, model.nameEn, lang)}` : null;

  return (
    <div className="cs-page" data-testid="contact-sales-page">
      <PageHero title={t('corporate.lead.salesTitle')} lead={t('corporate.lead.salesLead')} crumbs={crumbs(lang)} />
      <div className="cs-container cs-contact-layout">
        <section className="cs-panel" aria-labelledby="sales-form-title">
          <h2 id="sales-form-title">{t('corporate.lead.formTitle')}</h2>
          {model && (
            <div className="cs-about-model" data-testid="lead-model">
              {model.imageUrl && <img src={model.imageUrl} alt="" width={64} height={48} />}
              <p>
                {t('corporate.lead.aboutModel')} <Link to={modelHref(model.id)}>{modelLabel}</Link>
              </p>
            </div>
          )}
          <noscript>
            <p className="cs-muted">{t('corporate.common.noscriptForm')}</p>
          </noscript>
          <SalesLeadForm
            lang={lang}
            model={model && modelLabel ? { id: model.id, label: model.modelNumber } : null}
            productOptions={catalog.productTypes.map((p) => localName(p, lang))}
            sourceUrl={location.pathname + location.search}
          />
        </section>
        <aside className="cs-contact-side">
          <div className="cs-panel">
            <h2>{t('corporate.lead.nextTitle')}</h2>
            <ol className="cs-steps">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <div className="cs-panel">
            <h2>{t('corporate.lead.direct')}</h2>
            <ul className="cs-contact-lines">
              {site.phone && (
                <li>
                  <PhoneOutlined aria-hidden="true" /> {t('header.hotline')}{' '}
                  <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
                </li>
              )}
              {site.email && (
                <li>
                  <MailOutlined aria-hidden="true" /> <a href={`mailto:${site.email}`}>{site.email}</a>
                </li>
              )}
              <li>
                <Link to={PAGES.contact}>{t('corporate.lead.officesLink')}</Link>
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}
