import type { CommentReply, CommentRoot } from '@clearsight/contracts';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../../../components/link';
import { loginPathFor } from '../../../../lib/http/present';
import type { Paged } from '../../../../lib/viewer-data';
import { COMMENTS_PAGE_SIZE, type CommentSort } from '../../forum-constants';
import { askToLogin } from '../../forum-client';
import { Pagination } from '../../../../components/pagination';
import { Alert } from '../../../../components/ui/alert';
import { Empty } from '../../../../components/ui/empty';
import { partOnUse } from '../../../../lib/part-on-use';
import type { CommentHandlers, CommentPatch } from './comment-item';
import type { CommentOverrides } from './root-thread';
import { LiveSlot, ServerIsland } from '../member-layer';
import type { CommentLive } from '../../live/topic-live';

/** A thread's server island key (decision 0041) starts with this, on its root comment and its replies' list. */
const THREAD_ISLAND = 'thread-';

/**
 * A thread's code (its comments, links in their text, more replies, the reply box's place): every thread is server
 * HTML until used (decision 0041), so a visitor who only reads never runs it. It loads at the visitor's first use of
 * the page, or before the member's layer draws the threads (`preloadThreads`); a click on a thread's button that comes
 * before it is made again once it is in.
 */
const { Part: RootThread, preload: preloadThreads } = partOnUse(
  () => import('./root-thread').then((module) => module.RootThread),
  { holdClicksOn: `[data-island^="${THREAD_ISLAND}"] button` },
);
export { preloadThreads };

/** What the member layer adds to the comments (features/forum/member/topic-member.tsx). */
export interface CommentMember {
  /** The first comment the member had not read when they opened the topic, marked on the page. */
  firstUnreadId: string | null;
  like: (comment: CommentReply) => Promise<CommentPatch>;
  bookmark: (comment: CommentReply) => Promise<CommentPatch>;
  /** The reply box under a thread. */
  replyBox: (props: {
    parent: CommentReply;
    onPosted: (created: CommentReply) => void;
    onCancel: () => void;
  }) => ReactNode;
  /** Delete, report and hide on one comment. */
  actions: (comment: CommentReply, patch: (patch: CommentPatch) => void) => ReactNode;
}

const threadIsland = (root: CommentRoot) => `${THREAD_ISLAND}${root.id}`;

/** The patches of a thread's comments (likes, bookmarks, hiding): what its island watches besides the thread. */
const threadPatches = (root: CommentRoot, overrides: CommentOverrides) => [
  overrides[root.id],
  ...root.replies.map((reply) => overrides[reply.id]),
];

/** For a guest, in place of the comment box. */
export function CommentLoginNote() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <p className="fm-comment-note" data-testid="comment-login">
      <Link to={loginPathFor({ pathname: location.pathname, search: location.search })}>
        {t('forum.comment.loginToComment')}
      </Link>
    </p>
  );
}

const NO_ROOTS: CommentRoot[] = [];

/** For a member who may not comment here: the topic's comments are closed, or the member lacks the right. */
export function CommentClosedNote({ commentsDisabled }: { commentsDisabled: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="fm-comment-note" data-testid="comment-closed">
      {commentsDisabled ? t('forum.comment.disabled') : t('forum.comment.noPermission')}
    </p>
  );
}

/**
 * Comments under a topic (docs/product.md): root comments paged by links, newest or oldest first, each with its
 * replies; plain text with links only. A guest's likes and replies ask to log in; the member layer (`member`,
 * `box`) adds the comment box, likes, replies, delete by the author or a moderator, reports and hiding by staff.
 * `pending`: a member's layer is still loading, so the buttons wait for it.
 */
export function CommentSection({
  list: given,
  failed = false,
  sort,
  page,
  totalCount,
  canComment,
  canReply,
  commentsDisabled,
  box,
  member,
  pending = false,
  lang,
  live,
}: {
  list: Paged<CommentRoot> | null;
  failed?: boolean;
  sort: CommentSort;
  page: number;
  totalCount: number;
  canComment: boolean;
  canReply: boolean;
  commentsDisabled: boolean;
  /** The comment box, a note in its place, or nothing. */
  box: ReactNode;
  member?: CommentMember;
  pending?: boolean;
  lang: string;
  live?: CommentLive;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [overrides, setOverrides] = useState<CommentOverrides>({});
  const [replyingTo, setReplyingTo] = useState<CommentReply | null>(null);

  // The member's view and copy of the comments reach the threads in a deferred render: they arrive from stores React
  // must render synchronously, and every thread they change is a server island to hydrate (decision 0041).
  // Deferred, React renders them in slices instead of one long task; until then the threads keep the view they
  // had.
  const roots = useDeferredValue(given?.items ?? NO_ROOTS);
  const threadMember = useDeferredValue(member);
  // A click acts on what the page has now, not on the threads' deferred copy: in the moment between the member's
  // parts arriving and the threads drawing them, a click on a like or a bookmark is the member's, and while the
  // layer loads (`pending`) a click never asks a signed-in member to log in.
  const current = useRef({ member, pending });
  useLayoutEffect(() => {
    current.current = { member, pending };
  }, [member, pending]);

  const closeReply = useCallback(() => setReplyingTo(null), []);
  const onPatched = useCallback(
    (id: string, patch: CommentPatch) => setOverrides((prev) => ({ ...prev, [id]: { ...prev[id], ...patch } })),
    [],
  );
  const handlers: CommentHandlers = useMemo(
    () => ({
      lang,
      canReply,
      onReply: (comment) => {
        const now = current.current;
        if (now.member) setReplyingTo(comment);
        else if (!now.pending) askToLogin();
      },
      onLike: (comment) => {
        const now = current.current;
        if (now.member) return now.member.like(comment);
        if (!now.pending) askToLogin();
        return Promise.resolve();
      },
      onBookmark: (comment) => {
        const now = current.current;
        if (now.member) return now.member.bookmark(comment);
        if (!now.pending) askToLogin();
        return Promise.resolve();
      },
      onPatched,
      renderActions: threadMember?.actions,
      firstUnreadId: threadMember?.firstUnreadId ?? null,
    }),
    // The threads' copy still renews the handlers: an island watches them, so the member's arrival reaches it.
    [lang, canReply, threadMember, onPatched],
  );

  const totalListed = given?.totalCount ?? 0;
  const sortHref = (next: CommentSort) => {
    const search = new URLSearchParams(location.search);
    search.delete('cpage');
    if (next === 'newest') search.delete('csort');
    else search.set('csort', next);
    const text = search.toString();
    return `${location.pathname}${text ? `?${text}` : ''}#comments`;
  };

  return (
    <section className="fm-comments" id="comments" aria-labelledby="fm-comments-title" data-testid="comments">
      <div className="fm-comments__head">
        <h2 id="fm-comments-title">
          {t('forum.comment.heading')}{' '}
          <span className="fm-comments__count">{t('forum.comment.count', { count: totalCount })}</span>
        </h2>
        <nav className="fm-sort" aria-label={t('forum.comment.sortLabel')}>
          {(['newest', 'oldest'] as const).map((option) => (
            <Link
              key={option}
              to={sortHref(option)}
              preventScrollReset
              className={option === sort ? 'is-current' : undefined}
              aria-current={option === sort ? 'true' : undefined}
              data-testid={`comment-sort-${option}`}
            >
              {t(`forum.comment.${option}`)}
            </Link>
          ))}
        </nav>
      </div>
      {commentsDisabled && canComment && <Alert type="warning" title={t('forum.topic.commentsDisabledNotice')} />}
      {box}
      {live && (
        <LiveSlot>
          <live.Live live={live} sort={sort} page={page} patchComment={onPatched} />
        </LiveSlot>
      )}
      {failed && !given && <Alert type="error" title={t('forum.common.loadFailed')} />}
      {roots.length === 0 ? (
        <Empty description={t('forum.comment.empty')} />
      ) : (
        <ul className="fm-comment-list" data-testid="comment-list">
          {roots.map((root) => (
            // Server HTML until used (decision 0041): the comments are most of what the page would hydrate.
            <ServerIsland
              key={root.id}
              islandKey={threadIsland(root)}
              watch={[root, handlers, replyingTo, threadMember, ...threadPatches(root, overrides)]}
            >
              <RootThread
                root={root}
                island={threadIsland(root)}
                handlers={handlers}
                overrides={overrides}
                replyingTo={replyingTo}
                member={threadMember}
                onCloseReply={closeReply}
              />
            </ServerIsland>
          ))}
        </ul>
      )}
      <Pagination
        total={totalListed}
        pageSize={COMMENTS_PAGE_SIZE}
        page={page}
        param="cpage"
        hash="comments"
        keepScroll
        testId="comment-pager"
      />
    </section>
  );
}
