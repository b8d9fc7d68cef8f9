import type { CommentReply } from '@clearsight/contracts';

/**
 * Two levels, as the original (docs/product.md): a root comment and its replies flattened under it, each reply
 * naming whom it answers. The first replies come with the root; more pages and the viewer's own new replies
 * are merged in, once each, oldest first.
 */
export function mergeReplies(...lists: ReadonlyArray<readonly CommentReply[]>): CommentReply[] {
  const byId = new Map<string, CommentReply>();
  // Later lists are fresher (a like toggled, a reply hidden): they win.
  for (const list of lists) for (const reply of list) byId.set(reply.id, reply);
  return [...byId.values()].sort(
    (a, b) => Date.parse(a.creationTime) - Date.parse(b.creationTime) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** What a comment shows in place of its text. */
export type CommentBody =
  | { kind: 'text'; text: string }
  | { kind: 'deleted' }
  | { kind: 'hidden' }
  /** Hidden by a moderator, seen by staff or the author: the text, marked, with the reason. */
  | { kind: 'hidden-visible'; text: string; reason: string | null };

export function commentBody(
  comment: Pick<CommentReply, 'content' | 'isDeleted' | 'isHidden' | 'hiddenReason'>,
): CommentBody {
  if (comment.isDeleted) return { kind: 'deleted' };
  if (comment.isHidden) {
    return comment.content
      ? { kind: 'hidden-visible', text: comment.content, reason: comment.hiddenReason }
      : { kind: 'hidden' };
  }
  return { kind: 'text', text: comment.content };
}

/** Length as the server checks it (trimmed, UTF-16 units), so the counter and the server agree. */
export function commentLength(text: string): number {
  return text.trim().length;
}
