// @vitest-environment jsdom
import type { DiscussDetail } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import type * as forumClient from '../forum-client';
import { askToLogin } from '../forum-client';
import { TopicPage } from './topic-page';
import { comment, data, topic } from './topic.test-support';

// The login dialog is antd's (lib/feedback.ts): here it is enough that the guest's buttons ask for it.
vi.mock('../forum-client', async (importOriginal) => ({
  ...(await importOriginal<typeof forumClient>()),
  askToLogin: vi.fn(),
}));

const question: DiscussDetail = { ...topic, isQuestion: true };
const solved: DiscussDetail = {
  ...question,
  isSolved: true,
  solvedCommentId: 'c1',
  solvedAnswer: {
    commentId: 'c1',
    rootId: 'c1',
    author: { id: 'u2', userName: 'bob', nick: 'Bob' },
    excerpt: '欢迎补充实测数据',
  },
};

describe('TopicPage: bookmarks and solved questions', () => {
  it('asks a guest to log in for bookmarks and shows an open question as open', async () => {
    const calls = mockApi({ 'GET /discuss/t1': { body: question } });
    renderWithApp(<TopicPage data={{ ...data, discuss: question }} />, { path: '/article/t1' });
    expect(screen.getByTestId('topic-answer-open').textContent).toContain('待解决');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('topic-bookmark'));
    expect(askToLogin).toHaveBeenCalled();
    const before = vi.mocked(askToLogin).mock.calls.length;
    await user.click(await within(screen.getByTestId('comment-list')).findByTestId('comment-bookmark'));
    expect(vi.mocked(askToLogin).mock.calls.length).toBe(before + 1);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.queryByTestId('comment-mark-answer')).toBeNull();
  });

  it('shows the accepted answer under the question with a link to it, and its badge on the comment', async () => {
    mockApi({ 'GET /discuss/t1': { body: solved } });
    renderWithApp(
      <TopicPage
        data={{ ...data, discuss: solved, comments: { items: [{ ...comment, isAnswer: true }], totalCount: 1 } }}
      />,
      { path: '/article/t1' },
    );
    const box = screen.getByTestId('topic-answer');
    expect(box.textContent).toContain('已解决');
    expect(box.textContent).toContain('Bob 的回答');
    expect(screen.getByTestId('topic-answer-link').getAttribute('href')).toBe('#comment-c1');
    expect((await screen.findByTestId('comment-answer-tag')).textContent).toContain('已采纳的答案');
  });

  it('lets a member bookmark the topic and a comment, and the asker accept an answer', async () => {
    signIn();
    let kept = false;
    const asker: DiscussDetail = {
      ...question,
      viewer: { ...question.viewer, canComment: true, canLike: true, canBookmark: true, canMarkAnswer: true },
    };
    const calls = mockApi({
      'GET /discuss/t1': { body: asker },
      'GET /article/all/discuss-id/t1': { body: [] },
      'GET /comment/discuss-id/t1': { body: { items: [comment], totalCount: 1 } },
      'POST /bookmark/discuss/t1': () => {
        kept = !kept;
        return { body: { isBookmarked: kept, message: kept ? '已收藏' : '已取消收藏' } };
      },
      'POST /bookmark/comment/c1': { body: { isBookmarked: true, message: '已收藏' } },
      'PUT /discuss/t1/answer': { body: { solvedCommentId: 'c1', message: '已采纳为答案' } },
    });
    renderWithApp(<TopicPage data={{ ...data, discuss: question }} />, { path: '/article/t1' });
    expect(await screen.findByTestId('comment-input')).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    const bookmark = screen.getByTestId('topic-bookmark') as HTMLButtonElement;
    await waitFor(() => expect(bookmark.disabled).toBe(false));
    await user.click(bookmark);
    await waitFor(() => expect(bookmark.getAttribute('data-bookmarked')).toBe('true'));
    expect(bookmark.textContent).toContain('取消收藏');

    const list = screen.getByTestId('comment-list');
    await user.click(within(list).getByTestId('comment-bookmark'));
    await waitFor(() => expect(within(list).getByTestId('comment-bookmark').getAttribute('aria-pressed')).toBe('true'));

    await user.click(await within(list).findByTestId('comment-mark-answer'));
    await waitFor(() => expect(within(list).getByTestId('comment-answer-tag')).toBeTruthy());
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/discuss/t1/answer');
    expect(put?.body).toEqual({ commentId: 'c1' });
  });
});
