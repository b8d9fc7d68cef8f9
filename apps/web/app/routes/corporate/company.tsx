import '../../styles/corporate.css';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadCompany } from '../../features/company/company-pages.server';
import { CompanySectionView, sectionAnchor } from '../../features/company/components/company-section';
import { siteInfoOf, useRootData } from '../../lib/site-config';
import { translate, type Lang } from '../../lib/i18n';
import { localText } from '../../lib/labels';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { absoluteUrl, breadcrumbLd, jsonLd, plainText, type Crumb } from '../../lib/seo';
import type { Route } from './+types/company';

export const loader = ({ context, request }: Route.LoaderArgs) => loadCompany(context, request);

function crumbs(lang: Lang): Crumb[] {
  return [
    { label: translate(lang, 'nav.home'), to: '/index' },
    { label: translate(lang, 'nav.aboutUs') },
    { label: translate(lang, 'nav.companyInformation') },
  ];
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  const site = siteInfoOf(root.config);
  const intro = data?.company.sections.find((s) => s.kind === 'intro');
  const description = intro ? plainText(intro.contentHtml) : undefined;
  const hq = data?.company.offices.find((o) => o.isHeadquarters) ?? data?.company.offices[0];
  return [
    ...pageMeta({
      matches,
      location,
      titleKey: 'nav.companyInformation',
      description: description || undefined,
      descriptionKey: 'corporate.company.lead',
    }),
    jsonLd({
      '@type': 'Organization',
      name: site.name,
      url: root.origin,
      logo: absoluteUrl(root.origin, '/favicon.svg'),
      description,
      ...(hq ? { address: hq.address, telephone: hq.phone || undefined, email: hq.email || undefined } : {}),
    }),
    breadcrumbLd(root.origin, crumbs(root.lang)),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
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
