// @vitest-environment jsdom
import { commentAnchor } from '@clearsight/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { comment } from '../topic.test-support';
import { CommentItem, type CommentHandlers } from './comment-item';

const handlers = (firstUnreadId: string | null): CommentHandlers => ({
  lang: 'zh-CN',
  canReply: true,
  onReply: () => undefined,
  onLike: () => Promise.resolve(),
  onBookmark: () => Promise.resolve(),
  onPatched: () => undefined,
  firstUnreadId,
});

const marked = () => document.getElementById(commentAnchor(comment.id))?.classList.contains('fm-comment--first-unread');

describe('a comment and the member’s read mark', () => {
  // The mark must be part of what React draws: a thread drawn anew for the member replaces the server's HTML, and
  // with it a class put there by hand.
  it('draws the first unread comment marked', () => {
    renderWithApp(
      <ul>
        <CommentItem comment={comment} handlers={handlers(comment.id)} isReply={false} />
      </ul>,
    );
    expect(marked()).toBe(true);
  });

  it('leaves the others unmarked', () => {
    renderWithApp(
      <ul>
        <CommentItem comment={comment} handlers={handlers('another')} isReply={false} />
      </ul>,
    );
    expect(marked()).toBe(false);
  });
});
