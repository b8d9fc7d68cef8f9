import '../../features/forum/forum.css';
import '../../features/profile/profile.css';
import '../../features/oauth/oauth.css';
import { fileUrl } from '@clearsight/contracts';
import { lazy } from 'react';
import { RouteErrorBoundary } from '../../components/route-error';
import { withForumTools } from '../../features/forum/components/member-layer';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { loadProfilePage } from '../../features/profile/profile-pages.server';
import { translate } from '../../lib/i18n';
import { earlySubmissionAction } from '../../lib/early-form.server';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { absoluteUrl, jsonLd } from '../../lib/seo';
import type { Route } from './+types/profile';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['forum', 'profile', 'oauth'] };

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadProfilePage(context, request, { userName: params.userName });

/**
 * The password form of one's own settings posts (lib/early-form.ts); it appears only once the script runs, so a
 * post here is a form sent by other means: the page answers harmlessly, keeping nothing.
 */
export const action = earlySubmissionAction([]);

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = rootDataOf(matches);
  const card = loaderData?.card;
  if (!card) return pageMeta({ matches, location, titleKey: 'forum.profile.notFound', noIndex: true });
  return [
    ...pageMeta({
      matches,
      location,
      title: translate(root.lang, 'forum.profile.metaTitle', { nick: card.nick }),
      description: card.introduction || translate(root.lang, 'forum.profile.metaDescription', { nick: card.nick }),
      canonicalQuery: ['tab', 'page'],
      noIndex: loaderData.tab !== 'topics' && loaderData.tab !== 'comments',
    }),
    jsonLd({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: card.nick,
        alternateName: card.userName,
        ...(card.icon ? { image: absoluteUrl(root.origin, fileUrl(card.icon)) } : {}),
      },
    }),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

/** One's own linked accounts: member-only, loaded on that tab (the profile page waits for it). */
const OwnBindings = lazy(() => import('../../features/oauth/member/layers').then((layers) => layers.bindings()));
/** One's own bookmarks: member-only, loaded on that tab. */
const OwnBookmarks = lazy(() => import('../../features/forum/member/layers').then((layers) => layers.bookmarkList()));
/** What one watches or mutes: member-only, loaded on that tab with the forum tools' strings (the watch levels). */
const OwnFollowing = lazy(
  withForumTools(() => import('../../features/forum/member/layers').then((layers) => layers.watchList())),
);
/** One's own notification settings (the notice feature's): member-only, loaded on that tab. */
const OwnNoticeSettings = lazy(() =>
  import('../../features/notice/member/layers').then((layers) => layers.noticeSettings()),
);

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ProfilePage
      data={loaderData}
      bindings={(userId) => <OwnBindings userId={userId} />}
      bookmarks={(props) => <OwnBookmarks {...props} />}
      following={(props) => <OwnFollowing {...props} />}
      noticeSettings={(userId) => <OwnNoticeSettings userId={userId} />}
    />
  );
}
