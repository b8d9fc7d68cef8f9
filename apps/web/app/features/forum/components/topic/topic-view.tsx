import { PAGES, type ArticleNode, type CommentRoot, type DiscussDetail, boardHref } from '@clearsight/contracts';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Breadcrumbs } from '../../../../components/breadcrumbs';
import { useHydrated } from '../../../../lib/hydrated';
import { localText } from '../../../../lib/labels';
import type { Paged } from '../../../../lib/viewer-data';
import type { CommentSort } from '../../forum-constants';
import { askToLogin } from '../../forum-client';
import { AuthorCard } from '../author-card';
import { CommentLoginNote, CommentSection, type CommentMember } from '../comments/comment-section';
import type { CommentLive } from '../../live/topic-live';
import { Toc } from '../toc';
import { ReadLayout } from './read-layout';
import { TopicActions, type LikeControl } from './topic-actions';
import { SolvedAnswerBox } from './solved-answer';
import { TopicBody } from './topic-body';
import { TopicHeader } from './topic-header';

/** What the member layer brings to the topic (features/forum/member/topic-member.tsx). */
export interface TopicMemberParts {
  like: Omit<LikeControl, 'disabled'>;
  bookmark: Omit<LikeControl, 'disabled'>;
  report: () => void;
  /** Delete and moderation, after the actions everyone sees. */
  tools: ReactNode;
  /** The comment box, or why the member may not comment. */
  commentBox: ReactNode;
  comments: CommentMember;
  /** The dialogs the parts open (a report). */
  dialogs: ReactNode;
}

export interface TopicComments {
  list: Paged<CommentRoot> | null;
  failed?: boolean;
  sort: CommentSort;
  page: number;
}

/** What makes the page live: the live code (lazy), and how it fetches again what it shows. */
export type TopicRefresh = Pick<CommentLive, 'Live' | 'reload' | 'topicChanged'>;

export interface TopicViewProps {
  topic: DiscussDetail;
  tree: ArticleNode[];
  comments: TopicComments;
  member?: TopicMemberParts;
  pending?: boolean;
  /** Makes the page live (features/forum/live/topic-live.tsx). */
  refresh?: TopicRefresh;
}

/**
 * What the member layer gives the topic page to draw instead of the guest's (features/forum/member/topic-member.tsx):
 * the view with the member's copy of the topic and their parts, or what shows while there is no topic for them.
 */
export type TopicLayerView = { view: TopicViewProps } | { missing: ReactElement };

/**
 * The topic itself (its cover article) with its comments; the author and the contents at the side. A guest's
 * buttons ask to log in; `member` is the member layer's, and `pending` says it is still loading (the page stays
 * as the server drew it, its buttons waiting).
 */
export function TopicView({ topic: given, tree, comments, member, pending = false, refresh }: TopicViewProps) {
  const { t, lang } = useTranslation();
  const hydrated = useHydrated();
  // A live like count, for the copy of the topic it arrived on (a fresher copy has its own).
  const [likes, setLikes] = useState<[DiscussDetail, number]>();
  const topic = likes?.[0] === given ? { ...given, likeCount: likes[1] } : given;
  const plateName = localText(topic.plateName, topic.plateNameEn, lang);
  const crumbs = [
    { label: t('forum.common.home'), to: PAGES.home },
    { label: plateName, to: boardHref(topic.plateId) },
    { label: topic.title },
  ];
  const guestAction = () => {
    if (!pending) askToLogin();
  };
  const like: LikeControl = member
    ? { ...member.like, disabled: !topic.viewer.canLike }
    : { toggle: guestAction, pending: false, disabled: !hydrated || pending };
  const bookmark: LikeControl = member
    ? { ...member.bookmark, disabled: !topic.viewer.canBookmark }
    : { toggle: guestAction, pending: false, disabled: !hydrated || pending };

  const main = (
    <>
      <article className="fm-article" data-testid="topic-article">
        <TopicHeader topic={topic} plateName={plateName} lang={lang} />
        <TopicBody topic={topic} />
        <SolvedAnswerBox topic={topic} />
        <TopicActions
          topic={topic}
          like={like}
          bookmark={bookmark}
          onReport={member ? member.report : guestAction}
          tools={member?.tools}
        />
      </article>
      <CommentSection
        list={comments.list}
        failed={comments.failed}
        sort={comments.sort}
        page={comments.page}
        totalCount={topic.commentCount}
        canComment={topic.viewer.canComment}
        canReply={member ? topic.viewer.canComment : true}
        commentsDisabled={topic.commentsDisabled}
        box={member ? member.commentBox : <CommentLoginNote />}
        member={member?.comments}
        pending={pending}
        lang={lang}
        live={refresh && { ...refresh, discussId: topic.id, topicLikes: (count) => setLikes([given, count]) }}
      />
      {member?.dialogs}
    </>
  );

  return (
    <>
      <Breadcrumbs items={crumbs} testId="forum-breadcrumb" />
      <ReadLayout
        discussId={topic.id}
        tree={tree}
        current={null}
        main={main}
        side={
          <>
            <AuthorCard author={topic.author} />
            <Toc items={topic.toc} />
          </>
        }
      />
    </>
  );
}
