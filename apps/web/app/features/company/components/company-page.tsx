import { PAGES } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageHero } from '../../../components/page-hero';
import { CompanySectionView, sectionAnchor } from './company-section';
import { useRootData } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { localText } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import type { CompanyPageData } from '../company-pages.server';

export function crumbs(lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    { label: translate(lang, 'nav.aboutUs') },
    { label: translate(lang, 'nav.companyInformation') },
  ];
}

export function CompanyPage({ data: loaderData }: { data: CompanyPageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { sections } = loaderData.company;
  return (
    <div className="cs-page" data-testid="company-page">
      <PageHero title={t('nav.companyInformation')} lead={t('corporate.company.lead')} crumbs={crumbs(lang)} />
      <div className="cs-container cs-with-toc">
        <nav className="cs-toc" aria-label={t('corporate.common.onThisPage')}>
          <ul>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${sectionAnchor(s)}`}>{localText(s.title, s.titleEn, lang)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="cs-with-toc__main">
          {sections.length === 0 ? (
            <div className="cs-empty">{t('corporate.common.empty')}</div>
          ) : (
            sections.map((s) => <CompanySectionView key={s.id} section={s} lang={lang} />)
          )}
        </div>
      </div>
    </div>
  );
}
