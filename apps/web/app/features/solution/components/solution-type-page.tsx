import '../../../styles/cards.css';
import { PAGES, type SolutionTypeDetail, solutionTypeHref } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ButtonLink } from '../../../components/button-link';
import { PageHero } from '../../../components/page-hero';
import { SolutionCard } from './solution-card';
import { useRootData } from '../../../lib/site-config';
import { translate, type Lang } from '../../../lib/i18n';
import { localText, localName } from '../../../lib/labels';
import { type Crumb } from '../../../lib/seo';
import { Link } from '../../../components/link';
import { useCatalogMenu } from '../../../lib/catalog-menu';
import type { SolutionTypePageData } from '../solution-pages.server';

export function crumbs(type: SolutionTypeDetail, lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: PAGES.home },
    { label: translate(lang, 'nav.solutions'), to: '/index#solutions' },
    { label: localText(type.name, type.nameEn, lang) },
  ];
}

export function SolutionTypePage({ data: loaderData }: { data: SolutionTypePageData }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const catalog = useCatalogMenu();
  const { type } = loaderData;
  return (
    <div className="cs-page" data-testid="solution-type-page">
      <PageHero
        eyebrow={t('nav.solutions')}
        title={localText(type.name, type.nameEn, lang)}
        lead={localText(type.description, type.descriptionEn, lang)}
        crumbs={crumbs(type, lang)}
        image={type.coverUrl}
      >
        <nav aria-label={t('corporate.solution.otherTypes')} className="cs-series-nav">
          <ul>
            {catalog.solutionTypes.map((s) => (
              <li key={s.id}>
                <Link to={solutionTypeHref(s.id)} aria-current={s.id === type.id ? 'page' : undefined}>
                  {localName(s, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className="cs-container cs-section-tight">
        {type.solutions.length === 0 ? (
          <div className="cs-empty">{t('corporate.solution.empty')}</div>
        ) : (
          <ul className="cs-card-grid" data-testid="solution-list">
            {type.solutions.map((s) => (
              <li key={s.id}>
                <SolutionCard solution={s} lang={lang} />
              </li>
            ))}
          </ul>
        )}
        <div className="cs-cta-band">
          <div>
            <h2>{t('corporate.solution.ctaTitle')}</h2>
            <p>{t('corporate.solution.ctaText')}</p>
          </div>
          <ButtonLink to={PAGES.contactSales} type="primary" size="large">
            {t('corporate.lead.salesTitle')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
