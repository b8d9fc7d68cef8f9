import { commentAnchor } from '@clearsight/contracts';
import { useEffect, useRef, useState } from 'react';
import { useOpenTopic } from './read-state-api';

/** Where the topic opens: the first unread comment when it is on the page, else the comments' start. */
function scrollToUnread(commentId: string): void {
  const anchor = commentAnchor(commentId);
  const hash = window.location.hash.slice(1);
  // A link to another place on the page (a bookmarked comment, a heading) wins over the read mark.
  if (hash && hash !== anchor) return;
  const target = document.getElementById(anchor) ?? document.getElementById('comments');
  if (!target) return;
  target.classList.add('fm-comment--first-unread');
  target.scrollIntoView({ block: 'start' });
}

/**
 * Once the member's copy of the topic is on screen (`ready`), tells the server they opened it — which moves
 * their read mark to the newest comment — and scrolls to what they had not read yet. Once per topic.
 *
 * Answers the first unread comment's id, for the comments to draw their mark themselves: the mark put on the page
 * at once is on the server's HTML of the comment, which React replaces when it renders that thread for the member
 * (a thread that gets the member's parts before it hydrated is drawn anew), so the drawn comment must carry it too.
 */
export function useReadOnOpen(discussId: string, ready: boolean): string | null {
  const { mutate } = useOpenTopic();
  const done = useRef<string | null>(null);
  const [firstUnread, setFirstUnread] = useState<{ discussId: string; commentId: string } | null>(null);
  useEffect(() => {
    if (!ready || done.current === discussId) return;
    done.current = discussId;
    mutate(discussId, {
      onSuccess: (state) => {
        if (!state.firstUnreadCommentId) return;
        setFirstUnread({ discussId, commentId: state.firstUnreadCommentId });
        scrollToUnread(state.firstUnreadCommentId);
      },
    });
  }, [discussId, ready, mutate]);
  return firstUnread?.discussId === discussId ? firstUnread.commentId : null;
}
