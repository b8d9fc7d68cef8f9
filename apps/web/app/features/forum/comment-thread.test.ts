import type { CommentReply } from '@clearsight/contracts';
import { describe, expect, it } from 'vitest';
import { commentBody, commentLength, mergeReplies } from './comment-thread';

function reply(id: string, minute: number, extra: Partial<CommentReply> = {}): CommentReply {
  return {
    id,
    discussId: 'd1',
    rootId: 'r1',
    parentId: 'r1',
    content: `reply ${id}`,
    author: { id: 'u1', userName: 'alice', nick: 'Alice', icon: null },
    replyTo: { id: 'u2', userName: 'bob', nick: 'Bob' },
    likeCount: 0,
    isAgree: false,
    isBookmarked: false,
    isAnswer: false,
    isDeleted: false,
    isHidden: false,
    hiddenReason: null,
    canDelete: false,
    creationTime: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
    ...extra,
  };
}

describe('comment threads', () => {
  it('merges the first replies, later pages and my new reply once each, oldest first', () => {
    const first = [reply('a', 1), reply('b', 2)];
    const page2 = [reply('b', 2), reply('c', 3)];
    const mine = [reply('d', 4)];
    expect(mergeReplies(first, page2, mine).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(mergeReplies(mine, first).map((r) => r.id)).toEqual(['a', 'b', 'd']);
  });

  it('lets the fresher copy of a reply win', () => {
    const merged = mergeReplies([reply('a', 1, { likeCount: 0 })], [reply('a', 1, { likeCount: 3, isAgree: true })]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ likeCount: 3, isAgree: true });
  });

  it('keeps a stable order for replies of the same instant', () => {
    expect(mergeReplies([reply('z', 1), reply('y', 1)]).map((r) => r.id)).toEqual(['y', 'z']);
  });

  it('says what a comment shows instead of its text', () => {
    expect(commentBody(reply('a', 1))).toEqual({ kind: 'text', text: 'reply a' });
    expect(commentBody(reply('a', 1, { isDeleted: true, content: '' }))).toEqual({ kind: 'deleted' });
    expect(commentBody(reply('a', 1, { isHidden: true, content: '' }))).toEqual({ kind: 'hidden' });
    expect(commentBody(reply('a', 1, { isHidden: true, hiddenReason: 'spam' }))).toEqual({
      kind: 'hidden-visible',
      text: 'reply a',
      reason: 'spam',
    });
  });

  it('counts length as the server does', () => {
    expect(commentLength('  hi  ')).toBe(2);
    expect(commentLength('')).toBe(0);
  });
});
