import { PAGES } from '@clearsight/contracts';
import { MailOutlined, PhoneOutlined } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageHero } from '../../../components/page-hero';
import { ButtonLink } from '../../../components/button-link';
import { Offices } from '../../../components/offices';
import { FeedbackForm } from './feedback-form';
import { useRootData, useSiteInfo } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { type Crumb } from '../../../lib/seo';
import type { ContactPageData } from '../lead-pages.server';

export function crumbs(lang: Lang): Crumb[] {
  return [{ label: translate(lang, 'nav.home'), to: PAGES.home }, { label: translate(lang, 'footer.contactUs') }];
}

export function ContactPage({ data: loaderData }: { data: ContactPageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const site = useSiteInfo();
  return (
    <div className="cs-page" data-testid="contact-page">
      <PageHero title={t('footer.contactUs')} lead={t('corporate.lead.contactLead')} crumbs={crumbs(lang)}>
        <div className="cs-hero-contact">
          {site.phone && (
            <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>
              <PhoneOutlined aria-hidden="true" /> {site.phone}
            </a>
          )}
          {site.email && (
            <a href={`mailto:${site.email}`}>
              <MailOutlined aria-hidden="true" /> {site.email}
            </a>
          )}
          <ButtonLink to={PAGES.contactSales} type="primary">
            {t('corporate.lead.salesTitle')}
          </ButtonLink>
        </div>
      </PageHero>
      <div className="cs-container cs-contact-layout">
        <section className="cs-panel" aria-labelledby="offices-title">
          <h2 id="offices-title">{t('corporate.lead.offices')}</h2>
          {loaderData.offices.length > 0 ? (
            <Offices offices={loaderData.offices} lang={lang} />
          ) : (
            <p className="cs-muted">{t('corporate.common.empty')}</p>
          )}
        </section>
        <section className="cs-panel" aria-labelledby="feedback-title">
          <h2 id="feedback-title">{t('corporate.lead.feedbackTitle')}</h2>
          <p className="cs-muted">{t('corporate.lead.feedbackLead')}</p>
          <noscript>
            <p className="cs-muted">{t('corporate.common.noscriptForm')}</p>
          </noscript>
          <FeedbackForm />
        </section>
      </div>
    </div>
  );
}
