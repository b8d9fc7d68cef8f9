// @vitest-environment jsdom
import type { DiscussDetail } from '@clearsight/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clearEverything } from '../../../lib/session/session-store';
import { envelope, mockApi, renderWithApp, signIn } from '../../../test/render';
import type * as forumClient from '../forum-client';
import { askToLogin } from '../forum-client';
import { TopicPage } from './topic-page';
import { author, comment, data, topic } from './topic.test-support';

// The login dialog is antd's (lib/feedback.ts): here it is enough that the guest's buttons ask for it.
vi.mock('../forum-client', async (importOriginal) => ({
  ...(await importOriginal<typeof forumClient>()),
  askToLogin: vi.fn(),
}));

const asMember: DiscussDetail = {
  ...topic,
  viewer: { ...topic.viewer, canComment: true, canLike: true },
};

describe('TopicPage', () => {
  it('tells a guest a topic hidden by a moderator is hidden, not private, and a private one is private', async () => {
    const hidden = { ...data, access: 'hidden' as const, discuss: null, comments: null };
    mockApi({ 'GET /discuss/t1': { status: 403, body: envelope('TopicHidden', '该主题已被管理员隐藏') } });
    const view = renderWithApp(<TopicPage data={hidden} />, { path: '/article/t1' });
    expect((await screen.findByTestId('topic-private')).textContent).toContain('该主题已被版主隐藏');
    expect(screen.queryByText('这是一个私密主题')).toBeNull();
    view.unmount();

    mockApi({ 'GET /discuss/t1': { status: 403, body: envelope('Forbidden', '该主题为私密内容，您没有查看权限') } });
    renderWithApp(<TopicPage data={{ ...hidden, access: 'forbidden' }} />, { path: '/article/t1' });
    expect((await screen.findByTestId('topic-private')).textContent).toContain('这是一个私密主题');
  });

  it('shows a guest the loader’s topic, counts the view, and asks to log in for likes', async () => {
    const calls = mockApi({
      'GET /discuss/t1': { body: { ...topic, viewCount: 11 } },
      'GET /bbs-user/u2': { body: { ...author, topicCount: 4, commentCount: 7, likeReceivedCount: 9 } },
    });
    renderWithApp(<TopicPage data={data} />, { path: '/article/t1' });
    expect(screen.getByTestId('topic-title').textContent).toBe('线扫相机选型');
    expect(screen.getByTestId('feed-link').getAttribute('href')).toBe('/feeds/topic/t1');
    expect(screen.getByTestId('comment-login')).toBeTruthy();
    // The threads' code loads on the visitor's first use of the page, or when a thread first renders (here).
    expect(await within(screen.getByTestId('comment-list')).findByText('欢迎补充实测数据')).toBeTruthy();
    // The browser's own request for the topic counts the view, and its count shows.
    await waitFor(() => expect(screen.getByTestId('topic-views').textContent).toContain('11'));
    expect(calls.filter((c) => c.path === '/discuss/t1')).toHaveLength(1);

    const like = screen.getByTestId('topic-like') as HTMLButtonElement;
    expect(like.disabled).toBe(false);
    await userEvent.setup({ delay: null }).click(like);
    expect(askToLogin).toHaveBeenCalledTimes(1);
    await userEvent
      .setup({ delay: null })
      .click(within(screen.getByTestId('comment-list')).getByTestId('comment-like'));
    expect(askToLogin).toHaveBeenCalledTimes(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.queryByTestId('comment-input')).toBeNull();
  });

  it('names the topic’s board in English on an English page (head and breadcrumbs), in Chinese without English', async () => {
    mockApi({ 'GET /discuss/t1': { body: topic } });
    const { unmount } = renderWithApp(<TopicPage data={data} />, { path: '/article/t1', lang: 'en' });
    expect(document.querySelector('.fm-topic__plate')?.textContent).toBe('Machine Vision');
    expect(screen.getByTestId('forum-breadcrumb').textContent).toContain('Machine Vision');
    expect(screen.getByTestId('forum-breadcrumb').textContent).not.toContain('机器视觉');
    unmount();

    const chineseOnly = { ...topic, plateNameEn: '' };
    mockApi({ 'GET /discuss/t1': { body: chineseOnly } });
    renderWithApp(<TopicPage data={{ ...data, discuss: chineseOnly }} />, { path: '/article/t1', lang: 'en' });
    expect(document.querySelector('.fm-topic__plate')?.textContent).toBe('机器视觉');
    await waitFor(() => expect(screen.getByTestId('topic-views')).toBeTruthy());
  });

  it('links the product models the topic is about, before its tags', async () => {
    const about = { ...topic, tags: ['选型'], models: [{ id: 'm1', modelNumber: 'CS-100', name: '相机', nameEn: '' }] };
    mockApi({ 'GET /discuss/t1': { body: about } });
    renderWithApp(<TopicPage data={{ ...data, discuss: about }} />, { path: '/article/t1' });
    const chips = within(screen.getByRole('list', { name: '标签' })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['CS-100', '选型']);
    expect(within(chips[0]!).getByRole('link').getAttribute('href')).toBe('/materialDetails?id=m1');
    await waitFor(() => expect(screen.getByTestId('topic-views')).toBeTruthy());
  });

  it('hands a member over to the member layer: their data, the comment box, likes', async () => {
    signIn();
    let liked = false;
    const calls = mockApi({
      'GET /discuss/t1': { body: asMember },
      'GET /article/all/discuss-id/t1': { body: [] },
      'GET /comment/discuss-id/t1': { body: { items: [comment], totalCount: 1 } },
      'POST /agree/operate/t1': () => {
        liked = !liked;
        return { body: { isAgree: liked, likeCount: liked ? 4 : 3 } };
      },
      'POST /agree/operate/comment/c1': { body: { isAgree: true, likeCount: 1 } },
    });
    renderWithApp(<TopicPage data={data} />, { path: '/article/t1' });
    // The guest's view stands while the member layer loads; then the member's comment box is there.
    expect(screen.getByTestId('topic-title').textContent).toBe('线扫相机选型');
    expect(await screen.findByTestId('comment-input')).toBeTruthy();
    const like = screen.getByTestId('topic-like') as HTMLButtonElement;
    await waitFor(() => expect(like.disabled).toBe(false));
    const user = userEvent.setup({ delay: null });
    await user.click(like);
    await waitFor(() => expect(like.getAttribute('data-liked')).toBe('true'));
    expect(screen.getByTestId('topic-like-count').textContent).toBe('4');
    expect(calls.find((c) => c.path === '/discuss/t1')?.headers.Authorization).toBe('Bearer tok-member');
  });

  it('adds the member’s parts to the view on screen once, when the member’s topic and comments are in', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = mockApi({
      'GET /discuss/t1': { body: asMember },
      'GET /article/all/discuss-id/t1': { body: [] },
      'GET /comment/discuss-id/t1': async () => {
        await held;
        return { body: { items: [{ ...comment, isAgree: true, likeCount: 1 }], totalCount: 1 } };
      },
    });
    renderWithApp(<TopicPage data={data} />, { path: '/article/t1' });
    expect(screen.getByTestId('comment-login')).toBeTruthy();
    const article = screen.getByTestId('topic-article');
    const title = screen.getByTestId('topic-title');
    // The visitor signs in on the page (the login dialog): the member layer takes over the view on screen.
    act(() => {
      signIn();
    });
    // The member's topic is in, their comments not yet: the guest's view stays, its buttons waiting.
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/discuss/t1', '/comment/discuss-id/t1'])),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('comment-input')).toBeNull();
    expect((screen.getByTestId('topic-like') as HTMLButtonElement).disabled).toBe(true);

    release();
    expect(await screen.findByTestId('comment-input')).toBeTruthy();
    // The member's first view already holds their copy of the comments: the comment they liked shows liked.
    const like = within(screen.getByTestId('comment-list')).getByTestId('comment-like');
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(calls.filter((c) => c.path === '/comment/discuss-id/t1')).toHaveLength(1);
    // The guest's view was updated, not replaced by a second copy: the same elements are on screen.
    expect(screen.getByTestId('topic-article')).toBe(article);
    expect(screen.getByTestId('topic-title')).toBe(title);
  });
  it('shows a member the private topic a guest is refused, and the guest’s notice again once they sign out', async () => {
    signIn();
    mockApi({
      'GET /discuss/t1': { body: asMember },
      'GET /article/all/discuss-id/t1': { body: [] },
      'GET /comment/discuss-id/t1': { body: { items: [comment], totalCount: 1 } },
    });
    const closed = { ...data, access: 'forbidden' as const, discuss: null, comments: null };
    renderWithApp(<TopicPage data={closed} />, { path: '/article/t1' });
    expect(await screen.findByTestId('comment-input')).toBeTruthy();
    expect(screen.getByTestId('topic-title').textContent).toBe('线扫相机选型');

    mockApi({ 'GET /discuss/t1': { status: 403, body: envelope('Forbidden', '该主题为私密内容，您没有查看权限') } });
    act(() => {
      clearEverything();
    });
    expect((await screen.findByTestId('topic-private')).textContent).toContain('这是一个私密主题');
    expect(screen.queryByTestId('topic-title')).toBeNull();
    expect(screen.queryByTestId('comment-input')).toBeNull();
  });
});
