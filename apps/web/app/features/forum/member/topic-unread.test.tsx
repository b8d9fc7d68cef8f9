// @vitest-environment jsdom
import { type DiscussDetail, commentAnchor } from '@clearsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { TopicPage } from '../components/topic-page';
import { comment, data, topic } from '../components/topic.test-support';

const asMember: DiscussDetail = { ...topic, viewer: { ...topic.viewer, canComment: true, canLike: true } };
const later = { ...comment, id: 'c2', content: '后来的评论', creationTime: '2024-05-03T08:00:00.000Z' };
const comments = { items: [later, comment], totalCount: 2 };

function mockTopic(firstUnreadCommentId: string | null) {
  return mockApi({
    'GET /discuss/t1': { body: asMember },
    'GET /article/all/discuss-id/t1': { body: [] },
    'GET /comment/discuss-id/t1': { body: comments },
    'POST /forum/read-state/topic/t1': {
      body: { discussId: 't1', unreadCount: firstUnreadCommentId ? 2 : 0, isNew: false, firstUnreadCommentId },
    },
  });
}

describe('a member opening a topic', () => {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  afterEach(() => {
    scrolled.mockClear();
    window.location.hash = '';
  });

  it('records the open once and lands on the first unread comment', async () => {
    signIn();
    const calls = mockTopic('c1');
    renderWithApp(<TopicPage data={{ ...data, comments }} />, { path: '/article/t1' });
    await waitFor(() =>
      expect(document.getElementById(commentAnchor('c1'))?.classList.contains('fm-comment--first-unread')).toBe(true),
    );
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById(commentAnchor('c1')));
    const opens = calls.filter((c) => c.method === 'POST' && c.path === '/forum/read-state/topic/t1');
    expect(opens).toHaveLength(1);
    expect(opens[0]?.headers.Authorization).toBe('Bearer tok-member');
  });

  it('stays where it is when nothing is unread', async () => {
    signIn();
    const calls = mockTopic(null);
    renderWithApp(<TopicPage data={{ ...data, comments }} />, { path: '/article/t1' });
    await waitFor(() => expect(calls.some((c) => c.path === '/forum/read-state/topic/t1')).toBe(true));
    await screen.findByTestId('comment-input');
    expect(scrolled).not.toHaveBeenCalled();
    expect(document.querySelector('.fm-comment--first-unread')).toBeNull();
  });

  it('records nothing for a guest', async () => {
    const calls = mockTopic('c1');
    renderWithApp(<TopicPage data={{ ...data, comments }} />, { path: '/article/t1' });
    expect(screen.getByTestId('topic-title')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((c) => c.path.startsWith('/forum/read-state'))).toBe(false);
  });
});
