// @vitest-environment jsdom
import type { Notice } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '../../../components/link';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchHubEvent } from '../../../lib/realtime/hub-store';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { readSeen, resetSiteNoticesForTests, SEEN_KEY } from '../site-notice-store';
import { HeaderBell as NoticeBell } from '../../../layouts/shared/header-bell';
import { NoticeRealtime } from './notice-realtime';
import { SiteNoticeMarquee } from './site-notice-marquee';

const notice = (id: string, isRead: boolean): Notice => ({
  id,
  message: `通知 ${id}`,
  isRead,
  creationTime: new Date().toISOString(),
  link: null,
  kind: 'system',
});

const active = (id: string, type: 'Popup' | 'MerryGoRound', title: string) => ({
  id,
  type,
  title,
  html: `<p>${title}的内容 <strong>重要</strong></p>`,
  publishedTime: new Date().toISOString(),
  endTime: null,
});

function App() {
  return (
    <>
      <NoticeBell />
      <SiteNoticeMarquee />
      <NoticeRealtime />
    </>
  );
}

afterEach(() => resetSiteNoticesForTests());

describe('live notices and announcements', () => {
  it('Personal puts the notice on top of the bell’s list, unread, and moves the count at once', async () => {
    signIn();
    let list = { items: [notice('n1', false), notice('n2', true)], totalCount: 2, unreadCount: 1 };
    let answerLater: (() => void) | null = null;
    const calls = mockApi({
      'GET /notice/active': { body: { items: [] } },
      'PUT /bbs-notice/n3/read': { body: { ok: true } },
      'GET /bbs-notice': () =>
        answerLater === null
          ? { body: list }
          : new Promise((resolve) => {
              answerLater = () => resolve({ body: list });
            }),
    });
    renderWithApp(<App />);
    const bell = await screen.findByTestId('notice-bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('消息通知，1 条未读'));
    const reads = () => calls.filter((c) => c.path === '/bbs-notice').length;
    const before = reads();

    // The server stored it (with its link) and sent it live.
    const stored = { ...notice('n3', false), message: 'bob 评论了你的主题', link: '/article/t1' };
    list = { items: [stored, ...list.items], totalCount: 3, unreadCount: 2 };
    dispatchHubEvent('bbsNotice', 'Personal', ['bob 评论了你的主题', stored.creationTime, 'n3']);
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('消息通知，2 条未读'));
    expect(reads()).toBe(before);
    // A notification says so too (the documented notification settings apply).
    expect(await screen.findByText('您有一条新消息')).toBeTruthy();
    // The same notice twice counts once.
    dispatchHubEvent('bbsNotice', 'Personal', ['bob 评论了你的主题', stored.creationTime, 'n3']);

    // Opening the panel shows it on top at once, and reads the list again for its link.
    answerLater = () => undefined;
    const user = userEvent.setup({ delay: null });
    await user.click(bell);
    const panel = await screen.findByTestId('notice-panel');
    const first = () => within(panel).getAllByTestId('notice-item')[0]!;
    expect(first().textContent).toContain('bob 评论了你的主题');
    expect(first().className).toContain('is-unread');
    expect(bell.getAttribute('aria-label')).toBe('消息通知，2 条未读');
    await waitFor(() => expect(reads()).toBe(before + 1));
    answerLater!();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await user.click(within(panel).getByText('bob 评论了你的主题'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/article/t1'));
  });

  it('a grouped notice the member has unread is reworded and moved up, and the count stays', async () => {
    signIn();
    const group = { ...notice('g1', false), message: 'bob 回复了你关注的主题《相机》：第一条' };
    // A third unread notice (g0) is further back than the list holds.
    const list = { items: [notice('n1', false), group], totalCount: 3, unreadCount: 3 };
    mockApi({ 'GET /notice/active': { body: { items: [] } }, 'GET /bbs-notice': () => ({ body: list }) });
    renderWithApp(<App />);
    const bell = await screen.findByTestId('notice-bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('消息通知，3 条未读'));
    dispatchHubEvent('bbsNotice', 'Personal', [
      '你关注的主题《相机》有 3 条新回复',
      new Date().toISOString(),
      'g1',
      true,
    ]);
    // The one from further back: counted already, so it comes up without moving the count.
    dispatchHubEvent('bbsNotice', 'Personal', [
      '你关注的主题《镜头》有 2 条新回复',
      new Date().toISOString(),
      'g0',
      true,
    ]);
    await userEvent.setup({ delay: null }).click(bell);
    const panel = await screen.findByTestId('notice-panel');
    const items = within(panel).getAllByTestId('notice-item');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('《镜头》有 2 条新回复'),
      expect.stringContaining('《相机》有 3 条新回复'),
      expect.stringContaining('通知 n1'),
    ]);
    expect(bell.getAttribute('aria-label')).toBe('消息通知，3 条未读');
  });

  it('a Popup opens a dialog with the HTML as sent; a MerryGoRound runs under the header', async () => {
    mockApi({ 'GET /notice/active': { body: { items: [] } } });
    renderWithApp(<App />);
    dispatchHubEvent('notice', 'receiveNotice', ['Popup', '停机维护通知', '<p>今晚 <em>22:00</em> 停机</p>', 'p1']);
    const body = await screen.findByTestId('site-notice-popup-body');
    expect(body.innerHTML).toBe('<p>今晚 <em>22:00</em> 停机</p>');
    expect(within(screen.getByTestId('site-notice-popup')).getByText('停机维护通知')).toBeTruthy();

    dispatchHubEvent('notice', 'receiveNotice', ['MerryGoRound', '新品发布', '<p>CS-5000 系列上市</p>', 'm1']);
    const marquee = await screen.findByTestId('site-notice-marquee');
    expect(within(marquee).getByText('新品发布')).toBeTruthy();
    expect(marquee.querySelector('.cs-marquee__html')!.innerHTML).toBe('<p>CS-5000 系列上市</p>');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('site-notice-popup-ok'));
    await waitFor(() => expect(screen.queryByTestId('site-notice-popup-body')).toBeNull());
    await user.click(screen.getByTestId('site-notice-marquee-close'));
    expect(screen.queryByTestId('site-notice-marquee')).toBeNull();
    expect(readSeen().sort()).toEqual(['m1', 'p1']);
  });

  it('either type also shows a notification, top right, with the title and the HTML message', async () => {
    mockApi({ 'GET /notice/active': { body: { items: [] } } });
    renderWithApp(<App />);
    dispatchHubEvent('notice', 'receiveNotice', ['Popup', '停机维护通知', '<p>今晚 <em>22:00</em> 停机</p>', 'p2']);
    dispatchHubEvent('notice', 'receiveNotice', ['MerryGoRound', '新品发布', '<p>CS-5000 <b>上市</b></p>', 'm2']);
    await waitFor(() => expect(screen.getAllByTestId('site-notice-notification')).toHaveLength(2));
    const [popup, marquee] = screen.getAllByTestId('site-notice-notification');
    expect(popup!.innerHTML).toBe('<p>今晚 <em>22:00</em> 停机</p>');
    expect(marquee!.innerHTML).toBe('<p>CS-5000 <b>上市</b></p>');
    const notice = popup!.closest('.ant-notification-notice')!;
    expect(notice.textContent).toContain('停机维护通知');
    expect(notice.closest('.ant-notification')!.className).toContain('ant-notification-topRight');
    // The marquee and the dialog are there as well.
    expect(await screen.findByTestId('site-notice-popup-body')).toBeTruthy();
    expect(await screen.findByTestId('site-notice-marquee')).toBeTruthy();
    // Withdrawn: the notification goes too.
    dispatchHubEvent('notice', 'withdrawNotice', ['m2']);
    await waitFor(() => expect(screen.getAllByTestId('site-notice-notification')).toHaveLength(1));
  });

  it('a personal notice’s notification is top right, where notifications are by default', async () => {
    signIn();
    mockApi({
      'GET /notice/active': { body: { items: [] } },
      'GET /bbs-notice': { body: { items: [], totalCount: 0, unreadCount: 0 } },
    });
    renderWithApp(<App />);
    dispatchHubEvent('bbsNotice', 'Personal', ['bob 回复了你', new Date().toISOString(), 'n7']);
    const title = await screen.findByText('您有一条新消息');
    expect(title.closest('.ant-notification')!.className).toContain('ant-notification-topRight');
  });

  it('a withdrawn announcement leaves the screen at once: its dialog closes, the marquee goes', async () => {
    mockApi({ 'GET /notice/active': { body: { items: [] } } });
    renderWithApp(<App />);
    dispatchHubEvent('notice', 'receiveNotice', ['Popup', '临时通知', '<p>稍后撤回</p>', 'p9']);
    dispatchHubEvent('notice', 'receiveNotice', ['MerryGoRound', '滚动公告', '<p>也会撤回</p>', 'm9']);
    expect(await screen.findByTestId('site-notice-popup-body')).toBeTruthy();
    expect(await screen.findByTestId('site-notice-marquee')).toBeTruthy();
    dispatchHubEvent('notice', 'withdrawNotice', ['p9']);
    await waitFor(() => expect(screen.queryByTestId('site-notice-popup-body')).toBeNull());
    expect(screen.getByTestId('site-notice-marquee')).toBeTruthy();
    dispatchHubEvent('notice', 'withdrawNotice', ['m9']);
    await waitFor(() => expect(screen.queryByTestId('site-notice-marquee')).toBeNull());
  });

  it('shows the announcements that went live before the visit, once per browser', async () => {
    window.localStorage.setItem(SEEN_KEY, JSON.stringify(['old-gone', 'p-seen']));
    mockApi({
      'GET /notice/active': {
        body: {
          items: [
            active('p-seen', 'Popup', '已看过的弹窗'),
            active('p-new', 'Popup', '年终促销'),
            active('m-new', 'MerryGoRound', '展会邀请'),
          ],
        },
      },
    });
    renderWithApp(<App />);
    expect(await screen.findByText('年终促销')).toBeTruthy();
    expect(await screen.findByText('展会邀请')).toBeTruthy();
    expect(screen.queryByText('已看过的弹窗')).toBeNull();
    // Ids no longer active are forgotten; a marquee is not seen until it is closed.
    expect(readSeen().sort()).toEqual(['p-new', 'p-seen']);
  });

  it('runs a marquee again on the next visit, until the visitor closes it', async () => {
    mockApi({ 'GET /notice/active': { body: { items: [active('m1', 'MerryGoRound', '展会邀请')] } } });
    const first = renderWithApp(<App />);
    expect(await screen.findByText('展会邀请')).toBeTruthy();
    first.unmount();
    resetSiteNoticesForTests();

    const second = renderWithApp(<App />);
    expect(await screen.findByText('展会邀请')).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByTestId('site-notice-marquee-close'));
    expect(readSeen()).toEqual(['m1']);
    second.unmount();
    resetSiteNoticesForTests();

    const calls = mockApi({ 'GET /notice/active': { body: { items: [active('m1', 'MerryGoRound', '展会邀请')] } } });
    renderWithApp(<App />);
    await waitFor(() => expect(calls.some((c) => c.path === '/notice/active')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('site-notice-marquee')).toBeNull();
  });

  it('keeps a dialog waiting in the console (and on the sign-in pages), and opens it on the next page of the site', async () => {
    mockApi({ 'GET /notice/active': { body: { items: [] } } });
    renderWithApp(<NoticeRealtime />, {
      path: '/admin',
      pattern: '/index',
      extraRoutes: [
        {
          id: 'layouts/admin-layout',
          path: 'admin',
          element: (
            <>
              <NoticeRealtime />
              <Link to="/index">返回网站</Link>
            </>
          ),
        },
      ],
    });
    dispatchHubEvent('notice', 'receiveNotice', ['Popup', '停机维护通知', '<p>今晚停机</p>', 'p-quiet']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('site-notice-popup')).toBeNull();
    // Not shown, so not seen: a reload of the console would keep it waiting too.
    expect(readSeen()).toEqual([]);
    await userEvent.setup({ delay: null }).click(screen.getByText('返回网站'));
    expect(await screen.findByTestId('site-notice-popup-body')).toBeTruthy();
    expect(readSeen()).toEqual(['p-quiet']);
  });

  it('does not show them again on the next visit', async () => {
    window.localStorage.setItem(SEEN_KEY, JSON.stringify(['p1']));
    const calls = mockApi({ 'GET /notice/active': { body: { items: [active('p1', 'Popup', '年终促销')] } } });
    renderWithApp(<App />);
    await waitFor(() => expect(calls.some((c) => c.path === '/notice/active')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('年终促销')).toBeNull();
  });

  it('shows one still active once more after a logout, which clears every stored key', async () => {
    window.localStorage.setItem(SEEN_KEY, JSON.stringify(['p1']));
    signIn();
    const { clearEverything } = await import('../../../lib/session/session-store');
    clearEverything();
    expect(window.localStorage.getItem(SEEN_KEY)).toBeNull();
    mockApi({ 'GET /notice/active': { body: { items: [active('p1', 'Popup', '年终促销')] } } });
    renderWithApp(<App />);
    expect(await screen.findByText('年终促销')).toBeTruthy();
  });

  it('copes without the announcements endpoint', async () => {
    mockApi({});
    renderWithApp(<App />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('site-notice-marquee')).toBeNull();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });
});
