import '../../styles/corporate.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadDocumentPage } from '../../features/download/download-pages.server';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/document-download';
import { DocumentDownloadPage, crumbs } from '../../features/download/components/document-download-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'support'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadDocumentPage(context, request);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      matches,
      location,
      titleKey: 'corporate.download.documentTitle',
      descriptionKey: 'corporate.download.documentLead',
      canonicalQuery: ['docType', 'productTypeId', 'page'],
    }),
    breadcrumbLd(root.origin, crumbs(root.lang)),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function DocumentDownloadPageRoute({ loaderData }: Route.ComponentProps) {
  return <DocumentDownloadPage data={loaderData} />;
}
