import '../features/activity/rank/rank.css';
import { PAGES } from '@clearsight/contracts';
import { RouteErrorBoundary } from '../components/route-error';
import { loadRichList } from '../features/activity/rank/rank-pages.server';
import { RichListPage } from '../features/activity/rank/rich-list-page';
import { translate } from '../lib/i18n';
import { pageMeta, rootDataOf } from '../lib/meta';
import { breadcrumbLd } from '../lib/seo';
import type { Route } from './+types/money';
import type { AreasHandle } from '../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['activity'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadRichList(context, request);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      matches,
      location,
      titleKey: 'activity.rank.metaTitle',
      descriptionKey: 'activity.rank.metaDescription',
      canonicalQuery: ['page', 'size'],
    }),
    breadcrumbLd(root.origin, [
      { label: translate(root.lang, 'nav.home'), to: PAGES.home },
      { label: translate(root.lang, 'activity.rank.title'), to: PAGES.richList },
    ]),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function MoneyRoute({ loaderData }: Route.ComponentProps) {
  return <RichListPage data={loaderData} />;
}
