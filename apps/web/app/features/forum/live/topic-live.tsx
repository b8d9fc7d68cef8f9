import { commentGetRoute, type CommentReply, type LiveLikeTarget } from '@clearsight/contracts';
import { useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '../../../lib/http/client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useHubEvent } from '../../../lib/realtime/hub-store';
import { useLiveRoom } from '../../../lib/realtime/live-room';
import { getSession } from '../../../lib/session/session-store';
import type { CommentSort } from '../forum-constants';
import { liveStrings } from './live-strings';
import { NewItemsBar } from './new-items-bar';

/** What the topic gives its live comments: how to fetch again, and where the topic's own changes go. */
export interface CommentLive {
  /**
   * This component, as `React.lazy` loads it: the page that makes the topic live imports it (a guest's page in the
   * route's chunk, a member's in the member layer), so the topic's shared views carry no import of their own.
   */
  Live: ComponentType<TopicLiveProps>;
  discussId: string;
  /** Fetches the comments shown (this page, this order) and the topic (its comment count) again. */
  reload: () => Promise<unknown>;
  /** The topic's like count now. */
  topicLikes: (likeCount: number) => void;
  /** The topic changed (edited, moderated, answered, deleted): fetch it again. */
  topicChanged: () => unknown;
}

/** Whether the page shows this comment (a root, a reply loaded under it, or one the reader just posted). */
function onPage(commentId: string): boolean {
  return [...document.querySelectorAll('[data-comment-id]')].some(
    (element) => element.getAttribute('data-comment-id') === commentId,
  );
}

/**
 * A topic page, live (docs/decisions/0036-live-topics-and-boards.md): in the topic's room while the page is open,
 * it counts the comments others post into a "2 new replies" bar that loads them when clicked, and draws like counts
 * and changed comments in place. Every event is ids and counts; what is drawn is fetched through the API as the
 * reader (a guest or the member), which decides what they may see. Loaded lazily, after the page is interactive.
 */
export interface TopicLiveProps {
  live: CommentLive;
  sort: CommentSort;
  page: number;
  /** A comment's fresh copy, or its new like count, drawn in place. */
  patchComment: (id: string, patch: Partial<CommentReply>) => void;
}

export default function TopicLive({ live, sort, page, patchComment }: TopicLiveProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { discussId, topicLikes, topicChanged } = live;
  const joined = useLiveRoom('topic', discussId);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());

  useHubEvent('notice', 'liveComment', (topicId, commentId, authorId) => {
    // The reader's own comments are on their page already (this tab's or another of theirs: the list has them).
    if (topicId !== discussId || authorId === getSession().id || onPage(commentId)) return;
    setArrived((prev) => (prev.has(commentId) ? prev : new Set(prev).add(commentId)));
  });
  useHubEvent('notice', 'liveLikes', (topicId, targetType: LiveLikeTarget, targetId, likeCount) => {
    if (topicId !== discussId || !Number.isInteger(likeCount) || likeCount < 0) return;
    if (targetType === 'discuss') topicLikes(likeCount);
    else patchComment(targetId, { likeCount });
  });
  useHubEvent('notice', 'liveTopic', (topicId) => {
    if (topicId === discussId) topicChanged();
  });
  useHubEvent('notice', 'liveCommentChanged', (topicId, commentId) => {
    if (topicId !== discussId || !onPage(commentId)) return;
    callApi(commentGetRoute, { params: { id: commentId }, silent: true })
      .then((comment) => patchComment(commentId, comment))
      .catch(() => undefined);
  });

  // New comments are at the top of the newest first page: there the list is fetched again (and the topic, for its
  // count); from another page or order the bar goes there.
  const load = async () => {
    if (sort === 'newest' && page === 1) {
      await live.reload();
    } else {
      const search = new URLSearchParams(location.search);
      search.delete('cpage');
      search.delete('csort');
      const query = search.toString();
      await navigate(`${location.pathname}${query ? `?${query}` : ''}#comments`);
    }
    setArrived(new Set());
  };
  return (
    <NewItemsBar
      joined={joined}
      count={arrived.size}
      label={t('forum.live.newReplies', { count: arrived.size })}
      onLoad={load}
      testId="live-new-replies"
    />
  );
}

/** For `React.lazy`: the component once its strings are loaded too. */
export const withStrings = liveStrings.then(() => ({ default: TopicLive }));
