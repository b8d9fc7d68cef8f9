import type { CommentReply } from '@clearsight/contracts';
import { lazy, memo, startTransition, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AppScope, PartScope } from '../../../lib/app-scope';
import { loadViewerReads } from '../../../lib/query/viewer-data';
import { CommentClosedNote, preloadThreads, type CommentMember } from '../components/comments/comment-section';
import { ArticleView } from '../components/topic/article-view';
import { AWAITED, TopicMissing } from '../components/topic/topic-missing';
import type { TopicLayerView, TopicMemberParts } from '../components/topic/topic-view';
import type { TopicPageData } from '../forum-types';
import { ArticleTools } from './article-tools';
import { CommentBox } from './comment-box';
import { CommentTools } from './comment-tools';
import {
  articleRead,
  commentsRead,
  discussRead,
  treeRead,
  useArticleDetail,
  useArticleTree,
  useComments,
  useDiscussDetail,
  useToggleCommentBookmark,
  useToggleCommentLike,
  useToggleTopicBookmark,
  useToggleTopicLike,
} from './forum-api';
import { TopicTools } from './topic-tools';
import { useReadOnOpen } from './use-read-on-open';

/** The report form (antd's form, radios and dialog): its code loads when a member first asks to report. */
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/** The member's live topic (features/forum/live/), loaded by the comments' live slot. */
const TopicLive = lazy(() => import('../live/topic-live').then((m) => m.withStrings));

type ReportTarget = { type: 'discuss' | 'comment'; id: string };

/** The member's parts are drawn inside the page's view, outside this layer's scope: each brings its own. */
const scoped = (node: ReactNode) => <PartScope>{node}</PartScope>;

type OnLayer = (layer: TopicLayerView | null) => void;

/**
 * The topic with the member's data (likes, abilities, a private topic) and what they may do on it, handed to the
 * page (`onLayer`) to draw in the view already on screen; it draws nothing itself.
 */
function MemberTopicParts({ data, onLayer }: { data: TopicPageData; onLayer: OnLayer }) {
  const tree = useArticleTree(data.discussId, data.tree).data ?? [];
  const { data: topic, query, viewer, fresh } = useDiscussDetail(data.discussId, data.discuss);
  const comments = useComments(data.discussId, data.commentSort, data.commentPage, data.comments);
  const like = useToggleTopicLike(data.discussId);
  const likeComment = useToggleCommentLike().mutateAsync;
  const bookmark = useToggleTopicBookmark(data.discussId);
  const bookmarkComment = useToggleCommentBookmark().mutateAsync;
  const [report, setReport] = useState<ReportTarget | null>(null);
  // Once opened, the dialog stays mounted, so that closing it plays its animation.
  const [reportAsked, setReportAsked] = useState(false);
  const askReport = (target: ReportTarget) => {
    setReport(target);
    setReportAsked(true);
  };
  // The member's parts need the member's copy of the topic (their abilities: may they comment, like, moderate?);
  // until it arrives the page stays as the server drew it.
  const ready = viewer !== null && viewer !== 'guest' && (fresh || query.isError);
  // Waits for the comments too, so the first unread one is on the page to scroll to.
  const firstUnreadId = useReadOnOpen(data.discussId, ready && !!topic && !!comments.data);
  const canModerate = !!topic?.viewer.canModerate;
  const canMarkAnswer = !!topic?.viewer.canMarkAnswer;

  const commentMember: CommentMember = useMemo(
    () => ({
      firstUnreadId,
      like: (comment: CommentReply) => likeComment(comment.id),
      bookmark: (comment: CommentReply) => bookmarkComment(comment.id),
      replyBox: ({ parent, onPosted, onCancel }) =>
        scoped(
          <CommentBox
            discussId={data.discussId}
            parent={{ id: parent.id, nick: parent.author.nick }}
            autoFocus
            onCancel={onCancel}
            onPosted={onPosted}
          />,
        ),
      actions: (comment, patch) =>
        scoped(
          <CommentTools
            comment={comment}
            canModerate={canModerate}
            canMarkAnswer={canMarkAnswer}
            onPatched={patch}
            onReport={(id) => askReport({ type: 'comment', id })}
          />,
        ),
    }),
    [data.discussId, firstUnreadId, canModerate, canMarkAnswer, likeComment, bookmarkComment],
  );

  const member: TopicMemberParts | undefined =
    topic && ready
      ? {
          like: { toggle: () => like.mutate(), pending: like.isPending },
          bookmark: { toggle: () => bookmark.mutate(), pending: bookmark.isPending },
          report: () => askReport({ type: 'discuss', id: topic.id }),
          tools: scoped(<TopicTools topic={topic} />),
          commentBox: topic.viewer.canComment ? (
            scoped(<CommentBox discussId={topic.id} />)
          ) : (
            <CommentClosedNote commentsDisabled={topic.commentsDisabled} />
          ),
          comments: commentMember,
          dialogs:
            reportAsked &&
            scoped(
              <Suspense fallback={null}>
                <ReportDialog target={report} onClose={() => setReport(null)} />
              </Suspense>,
            ),
        }
      : undefined;

  const layer: TopicLayerView = !topic
    ? { missing: <TopicMissing access={data.access} query={viewer === null ? AWAITED : query} viewer={viewer} /> }
    : {
        view: {
          topic,
          tree,
          comments: {
            list: comments.data,
            failed: comments.query.isError,
            sort: data.commentSort,
            page: data.commentPage,
          },
          member,
          pending: !ready,
          refresh: ready
            ? {
                Live: TopicLive,
                topicChanged: () => query.refetch(),
                reload: () => Promise.all([comments.query.refetch(), query.refetch()]),
              }
            : undefined,
        },
      };
  // Every render's layer goes to the page, in a transition: React works on the page in slices and keeps it as it
  // is until the view with the member's parts is ready.
  useEffect(() => {
    startTransition(() => onLayer(layer));
  });
  useEffect(() => () => onLayer(null), [onLayer]);
  return null;
}

/**
 * The topic page's member layer (features/forum/components/topic-page.tsx renders it once a member is signed in):
 * the topic, its tree and comments fetched again with the member's token, with the member's parts: likes, the
 * comment box, replies, deleting and reporting, and the staff's tools (hide a comment, moderate the topic, its
 * history). It draws nothing: the page draws what it hands over (`onLayer`) in the view already on screen, so the
 * guest's view is updated in place, never taken out for a second copy. Memoised: it renders again for its own data,
 * never because the page did (which its handing over makes happen).
 *
 * @public
 */
export const MemberTopicLayer = memo(function MemberTopicLayer({
  data,
  onLayer,
}: {
  data: TopicPageData;
  onLayer: OnLayer;
}) {
  return (
    <AppScope>
      <MemberTopicParts data={data} onLayer={onLayer} />
    </AppScope>
  );
});

/** A child article with the member's data and tools; keyed by the article, so that moving to another starts afresh. */
function MemberArticle({ data }: { data: TopicPageData }) {
  const tree = useArticleTree(data.discussId, data.tree).data ?? [];
  const { data: article, query, viewer } = useArticleDetail(data.articleId!, data.article);
  if (!article) return <TopicMissing access={data.access} query={viewer === null ? AWAITED : query} viewer={viewer} />;
  return <ArticleView article={article} tree={tree} tools={<ArticleTools article={article} />} />;
}

/**
 * A child article as a member sees it (features/forum/components/article-page.tsx loads it once a member is signed
 * in): fetched again with their token, with their tools (delete, its history). The server's copy shows until the
 * member's arrives.
 */
export default function ArticleMember({ data }: { data: TopicPageData }) {
  return (
    <AppScope>
      <MemberArticle key={data.articleId} data={data} />
    </AppScope>
  );
}

/**
 * What the layer's first render shows, loaded before it (`useMemberLayer`): the member's copies of the topic, its
 * comments and its tree, or of the child article and the tree, and the comment threads' code (the layer draws every
 * thread, which the guest's view left as server HTML). Called by the topic and child-article pages on the
 * module their dynamic import loads, which dead-code analysis cannot follow.
 *
 * @public
 */
export async function prepareTopicMember(data: TopicPageData): Promise<void> {
  if (data.articleId) return loadViewerReads([articleRead(data.articleId), treeRead(data.discussId)]);
  await Promise.all([
    preloadThreads(),
    loadViewerReads([
      discussRead(data.discussId),
      commentsRead(data.discussId, data.commentSort, data.commentPage),
      treeRead(data.discussId),
    ]),
  ]);
}
