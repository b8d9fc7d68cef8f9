// @vitest-environment jsdom
import { Permissions, type OnlineMember } from '@clearsight/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { visibleMenu } from '../menu';
import { AdminOnlineMembers, ONLINE_REFRESH_MS } from './online-members';

const member = (patch: Partial<OnlineMember>): OnlineMember => ({
  userId: 'u2',
  userName: 'bob',
  nick: '鲍勃',
  since: '2026-11-25T06:30:00.000Z',
  tabs: 1,
  ips: null,
  ...patch,
});

const administrator = () => signIn({ id: 'me', userName: 'admin', roles: ['admin'], permissions: ['*:*:*'] });
const row = (userName: string) => screen.getByText(userName).closest('tr') as HTMLElement;
const onlineCalls = (calls: Array<{ path: string }>) => calls.filter((c) => c.path === '/online').length;

describe('the who-is-online screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is in the menu for holders of system:online:read only', () => {
    const keys = (permissions: string[]) =>
      visibleMenu({ roles: ['x'], permissions }).flatMap((g) => g.entries.map((e) => e.key));
    expect(keys([Permissions.onlineRead])).toEqual(['dashboard', 'online']);
    expect(keys([Permissions.userManage])).not.toContain('online');
  });

  it('lists members with nick, since, tabs and (for administrators) addresses, and counts guests', async () => {
    administrator();
    mockApi({
      'GET /online': {
        body: {
          items: [
            member({ userId: 'u2', userName: 'bob', tabs: 3, ips: ['203.0.113.7', '198.51.100.2'] }),
            member({ userId: 'me', userName: 'admin', nick: '管理员', ips: ['127.0.0.1'] }),
          ],
          guests: 4,
        },
      },
    });
    renderWithApp(<AdminOnlineMembers />, { path: '/admin/online' });
    await screen.findByText('bob');
    expect(screen.getByTestId('online-summary').textContent).toBe('2 位会员在线 · 另有 4 位访客');
    const bob = row('bob');
    expect(within(bob).getByText('鲍勃')).toBeTruthy();
    expect(within(bob).getByText('3')).toBeTruthy();
    expect(within(bob).getByTestId('online-ips').textContent).toBe('203.0.113.7198.51.100.2');
    // "since" in the visitor's own zone and language.
    const since = within(bob).getByText((_, el) => el?.tagName === 'TIME');
    expect(since.getAttribute('datetime')).toBe('2026-11-25T06:30:00.000Z');
    expect(screen.getByRole('columnheader', { name: 'IP 地址' })).toBeTruthy();
    // Nobody forces themselves out.
    expect((within(row('admin')).getByTestId('online-force-out') as HTMLButtonElement).disabled).toBe(true);
    expect(within(row('admin')).getByText('你自己')).toBeTruthy();
  });

  it('leaves the addresses column out when the server sends none (staff who are not administrators)', async () => {
    signIn({ roles: ['support'], permissions: [Permissions.onlineRead] });
    mockApi({ 'GET /online': { body: { items: [member({})], guests: 0 } } });
    renderWithApp(<AdminOnlineMembers />, { path: '/admin/online' });
    await screen.findByText('bob');
    expect(screen.queryByRole('columnheader', { name: 'IP 地址' })).toBeNull();
    expect(screen.queryByTestId('online-ips')).toBeNull();
    // Without the right to manage members there is no force-out either.
    expect(screen.queryByTestId('online-force-out')).toBeNull();
    expect(screen.getByTestId('online-summary').textContent).toBe('1 位会员在线');
  });

  it('forces a member out after a confirmation, then reloads the list', async () => {
    administrator();
    let items = [member({ userId: 'u2', userName: 'bob' }), member({ userId: 'u3', userName: 'carol', nick: '卡罗' })];
    const calls = mockApi({
      'GET /online': () => ({ body: { items, guests: 0 } }),
      'POST /admin/users/u3/force-out': () => {
        items = items.filter((m) => m.userId !== 'u3');
        return { body: { ok: true } };
      },
    });
    renderWithApp(<AdminOnlineMembers />, { path: '/admin/online' });
    await screen.findByText('carol');
    const user = userEvent.setup({ delay: null });
    await user.click(within(row('carol')).getByTestId('online-force-out'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定让 carol 在所有设备上立即下线吗？');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '强制下线' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/users/u3/force-out')).toBe(true));
    expect(await screen.findByText('carol 已被强制下线')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('carol')).toBeNull());
    expect(screen.getByText('bob')).toBeTruthy();
  });

  it('filters by user name or nick', async () => {
    administrator();
    mockApi({
      'GET /online': {
        body: {
          items: [member({ userId: 'u2', userName: 'bob' }), member({ userId: 'u3', userName: 'carol', nick: '卡罗' })],
          guests: 0,
        },
      },
    });
    renderWithApp(<AdminOnlineMembers />, { path: '/admin/online' });
    await screen.findByText('carol');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByPlaceholderText('按用户名或昵称筛选'), '卡罗');
    await waitFor(() => expect(screen.queryByText('bob')).toBeNull());
    expect(screen.getByText('carol')).toBeTruthy();
  });

  it('refreshes on the button and by itself every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    administrator();
    let n = 0;
    const calls = mockApi({
      'GET /online': () => {
        n += 1;
        return { body: { items: [member({ userName: `user${n}` })], guests: 0 } };
      },
    });
    renderWithApp(<AdminOnlineMembers />, { path: '/admin/online' });
    await screen.findByText('user1');
    expect(onlineCalls(calls)).toBe(1);
    expect(screen.getByTestId('online-updated').textContent).toContain('每 10 秒自动刷新');

    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByTestId('online-refresh'));
    await screen.findByText('user2');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(ONLINE_REFRESH_MS + 100);
    });
    await screen.findByText('user3');
    expect(onlineCalls(calls)).toBe(3);
  });

  it('shows the screen in English', async () => {
    administrator();
    mockApi({ 'GET /online': { body: { items: [member({ ips: ['203.0.113.7'] })], guests: 1 } } });
    renderWithApp(<AdminOnlineMembers />, { path: '/admin/online', lang: 'en' });
    await screen.findByText('bob');
    expect(screen.getByTestId('online-summary').textContent).toBe('1 member online · and 1 guest');
    expect(screen.getByRole('columnheader', { name: 'IP addresses' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Who is online' })).toBeTruthy();
  });
});
