import '../../styles/corporate.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadComparePage } from '../../features/catalog/compare-pages.server';
import { translate } from '../../lib/i18n';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/compare';
import { ComparePage, crumbsOf } from '../../features/catalog/components/compare-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadComparePage(context, request);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  const models = data?.ok ? data.result.models.map((m) => m.modelNumber).join(' / ') : '';
  return [
    ...pageMeta({
      matches,
      location,
      title: models
        ? `${translate(root.lang, 'corporate.compare.title')}: ${models}`
        : translate(root.lang, 'corporate.compare.title'),
      description: translate(root.lang, 'corporate.compare.description'),
      canonicalQuery: ['ids'],
      noIndex: !data?.ok,
    }),
    breadcrumbLd(root.origin, crumbsOf(root.lang, data?.ok ? data.result.productType : undefined)),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function ComparePageRoute({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />;
}
