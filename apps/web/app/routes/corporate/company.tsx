import '../../styles/corporate.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadCompany } from '../../features/company/company-pages.server';
import { siteInfoOf } from '../../lib/site-config';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { absoluteUrl, breadcrumbLd, jsonLd, plainText } from '../../lib/seo';
import type { Route } from './+types/company';
import { CompanyPage, crumbs } from '../../features/company/components/company-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadCompany(context, request);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  const site = siteInfoOf(root.config, root.lang);
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

export default function CompanyPageRoute({ loaderData }: Route.ComponentProps) {
  return <CompanyPage data={loaderData} />;
}
