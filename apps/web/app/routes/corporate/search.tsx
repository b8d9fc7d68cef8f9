import '../../styles/corporate.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadSearch } from '../../features/search/search-pages.server';
import { translate } from '../../lib/i18n';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/search';
import { SearchPage, crumbs } from '../../features/search/components/search-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'forum'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadSearch(context, request);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      matches,
      location,
      title: data?.q
        ? translate(root.lang, 'corporate.search.titleFor', { q: data.q })
        : translate(root.lang, 'corporate.search.title'),
      descriptionKey: 'corporate.search.lead',
      noIndex: true,
    }),
    breadcrumbLd(root.origin, crumbs(root.lang)),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function SearchPageRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
