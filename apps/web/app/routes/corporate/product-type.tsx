import '../../styles/corporate.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadTypePage } from '../../features/catalog/catalog-pages.server';
import { localText } from '../../lib/labels';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/product-type';
import { ProductTypePage, crumbsOf } from '../../features/catalog/components/product-type-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadTypePage(context, request);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  if (!data) return pageMeta({ matches, location, titleKey: 'notFound.metaTitle', noIndex: true });
  const { detail } = data;
  return [
    ...pageMeta({
      matches,
      location,
      title: localText(detail.name, detail.nameEn, root.lang),
      description: localText(detail.description, detail.descriptionEn, root.lang) || undefined,
      canonicalQuery: ['id'],
    }),
    breadcrumbLd(root.origin, crumbsOf(detail, root.lang)),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function ProductTypePageRoute({ loaderData }: Route.ComponentProps) {
  return <ProductTypePage data={loaderData} />;
}
