import '../../features/forum/forum.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { BoardPage } from '../../features/forum/components/board-page';
import { loadBoardPage } from '../../features/forum/forum-pages.server';
import { translate } from '../../lib/i18n';
import { localName, localText } from '../../lib/labels';
import { feedLink, pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/discuss';
import { PAGES, boardFeedHref, boardHref } from '@clearsight/contracts';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['forum'] };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadBoardPage(context, request, { plateId: params.plateId });

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = rootDataOf(matches);
  const plate = loaderData?.plateId ? loaderData.plates.find((p) => p.id === loaderData.plateId) : undefined;
  const forum = translate(root.lang, 'forum.board.metaTitle');
  const name = plate ? localName(plate, root.lang) : '';
  return [
    ...pageMeta({
      matches,
      // `/discuss/:plateId/:isPublish` is the same page as `/discuss/:plateId`.
      location: { pathname: boardHref(loaderData?.plateId), search: location.search },
      title: plate ? `${name} - ${forum}` : forum,
      description:
        (plate && localText(plate.introduction, plate.introductionEn, root.lang)) ||
        translate(root.lang, 'forum.board.metaDescription'),
      canonicalQuery: ['tab', 'page'],
      // Search results are not pages of their own.
      noIndex: !!loaderData?.q,
    }),
    breadcrumbLd(root.origin, [
      { label: translate(root.lang, 'forum.common.home'), to: PAGES.home },
      { label: forum, to: PAGES.forum },
      ...(plate ? [{ label: name }] : []),
    ]),
    ...(plate ? [feedLink(boardFeedHref(plate.id, root.lang), translate(root.lang, 'forum.feed.board'))] : []),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function DiscussRoute({ loaderData }: Route.ComponentProps) {
  return <BoardPage data={loaderData} />;
}
