import '../../styles/corporate.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadSoftwarePage } from '../../features/download/download-pages.server';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/software-download';
import { SoftwareDownloadPage, crumbs } from '../../features/download/components/software-download-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'support'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadSoftwarePage(context, request);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      matches,
      location,
      titleKey: 'corporate.download.softwareTitle',
      descriptionKey: 'corporate.download.softwareLead',
      canonicalQuery: ['category', 'page'],
    }),
    breadcrumbLd(root.origin, crumbs(root.lang)),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function SoftwareDownloadPageRoute({ loaderData }: Route.ComponentProps) {
  return <SoftwareDownloadPage data={loaderData} />;
}
