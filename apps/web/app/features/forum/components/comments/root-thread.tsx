import type { CommentReply, CommentRoot } from '@clearsight/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { mergeReplies } from '../../comment-thread';
import { fetchReplies } from '../../forum-client';
import { Button } from '../../../../components/ui/button';
import { CommentItem, type CommentHandlers, type CommentPatch } from './comment-item';
import type { CommentMember } from './comment-section';

/** The patches made on this page to comments (likes, bookmarks, hiding), by comment. */
export type CommentOverrides = Record<string, CommentPatch>;

function withOverride<T extends CommentReply>(comment: T, overrides: CommentOverrides): T {
  const patch = overrides[comment.id];
  return patch ? { ...comment, ...patch } : comment;
}

/** A root comment with its replies flattened under it, more replies on demand, and the reply box. */
export function RootThread({
  root,
  island,
  handlers,
  overrides,
  replyingTo,
  member,
  onCloseReply,
}: {
  root: CommentRoot;
  /** The thread's server island (../server-island.tsx): on its root comment and its replies' list. */
  island: string;
  handlers: CommentHandlers;
  overrides: CommentOverrides;
  replyingTo: CommentReply | null;
  member: CommentMember | undefined;
  onCloseReply: () => void;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<CommentReply[]>([]);
  const [mine, setMine] = useState<CommentReply[]>([]);
  const [loading, setLoading] = useState(false);
  const replies = mergeReplies(root.replies, loaded, mine).map((r) => withOverride(r, overrides));
  const fromServer = root.replies.length + loaded.length;
  const remaining = Math.max(0, root.replyCount - mergeReplies(root.replies, loaded).length);
  const replyHere =
    member && replyingTo && (replyingTo.id === root.id || replyingTo.rootId === root.id) ? replyingTo : null;

  const loadMore = () => {
    setLoading(true);
    fetchReplies(root.id, fromServer)
      .then((page) => setLoaded((prev) => [...prev, ...page.items]))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };

  return (
    <>
      <CommentItem comment={withOverride(root, overrides)} handlers={handlers} isReply={false} island={island} />
      {(replies.length > 0 || remaining > 0 || replyHere) && (
        <li className="fm-replies-wrap" data-island={island}>
          <ul className="fm-replies" data-testid="replies">
            {replies.map((reply) => (
              <CommentItem key={reply.id} comment={reply} handlers={handlers} isReply />
            ))}
          </ul>
          {remaining > 0 && (
            <Button type="link" size="small" onClick={loadMore} loading={loading} data-testid="more-replies">
              {t('forum.comment.moreReplies', { count: remaining })}
            </Button>
          )}
          {replyHere &&
            member?.replyBox({
              parent: replyHere,
              onCancel: onCloseReply,
              onPosted: (created) => {
                setMine((prev) => [...prev, created]);
                onCloseReply();
              },
            })}
        </li>
      )}
    </>
  );
}
