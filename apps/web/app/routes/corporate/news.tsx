import '../../styles/corporate.css';
import { NEWS_CATEGORY_LABELS, newsFeedHref } from '@clearsight/contracts';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadNewsList } from '../../features/news/news-pages.server';
import { translate } from '../../lib/i18n';
import { labelOf } from '../../lib/labels';
import { feedLink, pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/news';
import { NewsPage, crumbs } from '../../features/news/components/news-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadNewsList(context, request);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  const category = data?.filters.category;
  return [
    ...pageMeta({
      matches,
      location,
      title: category ? labelOf(NEWS_CATEGORY_LABELS, category, root.lang) : translate(root.lang, 'nav.news'),
      descriptionKey: 'corporate.news.lead',
      canonicalQuery: ['category', 'page'],
    }),
    breadcrumbLd(root.origin, crumbs(root.lang)),
    feedLink(newsFeedHref(root.lang), translate(root.lang, 'corporate.news.feed')),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function NewsPageRoute({ loaderData }: Route.ComponentProps) {
  return <NewsPage data={loaderData} />;
}
