// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { HeaderBell as NoticeBell } from '../../../layouts/shared/header-bell';

const notice = (id: string, isRead: boolean, link: string | null = null) => ({
  id,
  message: `通知 ${id}`,
  isRead,
  creationTime: new Date().toISOString(),
  link,
  kind: 'system',
});

describe('NoticeBell', () => {
  it('is not there for guests', async () => {
    const calls = mockApi({});
    renderWithApp(<NoticeBell />);
    await screen.findByTestId('location');
    expect(screen.queryByTestId('notice-bell')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows the unread count, marks one read, then all', async () => {
    signIn();
    const calls = mockApi({
      'GET /bbs-notice': {
        body: { items: [notice('n1', false), notice('n2', false), notice('n3', true)], totalCount: 3, unreadCount: 2 },
      },
      'PUT /bbs-notice/n1/read': { body: { ok: true } },
      'PUT /bbs-notice/read-all': { body: { ok: true } },
    });
    renderWithApp(<NoticeBell />);
    const bell = await screen.findByTestId('notice-bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('消息通知，2 条未读'));
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok-member');

    const user = userEvent.setup({ delay: null });
    await user.click(bell);
    const panel = await screen.findByTestId('notice-panel');
    expect(within(panel).getAllByTestId('notice-item')).toHaveLength(3);
    await user.click(within(panel).getAllByTestId('notice-mark-read')[0]!);
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('消息通知，1 条未读'));
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/bbs-notice/n1/read')).toBe(true);

    await user.click(within(panel).getByTestId('notice-read-all'));
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('消息通知，0 条未读'));
    expect(within(panel).queryAllByTestId('notice-mark-read')).toHaveLength(0);
    expect((within(panel).getByTestId('notice-read-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens what a notice points to, marking it read', async () => {
    signIn();
    const calls = mockApi({
      'GET /bbs-notice': { body: { items: [notice('n9', false, '/article/t9')], totalCount: 1, unreadCount: 1 } },
      'PUT /bbs-notice/n9/read': { body: { ok: true } },
    });
    renderWithApp(<NoticeBell />, { path: '/index' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('notice-bell'));
    await user.click(await screen.findByText('通知 n9'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/article/t9'));
    expect(calls.some((c) => c.path === '/bbs-notice/n9/read')).toBe(true);
  });
});
