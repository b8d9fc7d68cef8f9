// @vitest-environment jsdom
import { Permissions, type AdminSiteNotice } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn, type ApiCall } from '../../../test/render';
import { visibleMenu } from '../../admin/menu';
import { AdminSiteNotices } from './site-notices';

const staff = () => signIn({ roles: ['notice-staff'], permissions: [Permissions.siteNoticeManage] });

function notice(patch: Partial<AdminSiteNotice>): AdminSiteNotice {
  return {
    id: 'n1',
    type: 'Popup',
    title: '系统维护通知',
    contentHtml: '<p>今晚维护</p>',
    html: '<p>今晚维护</p>',
    startTime: null,
    endTime: null,
    status: 'draft',
    publishedTime: null,
    withdrawnTime: null,
    creationTime: '2026-11-20T08:00:00.000Z',
    lastModificationTime: '2026-11-20T08:00:00.000Z',
    ...patch,
  };
}

/** The list answers whatever `items` holds now, so a test can change it as the server would. */
function listOf(items: AdminSiteNotice[]) {
  return (call: ApiCall) => {
    const status = call.query.get('status');
    const shown = status ? items.filter((n) => n.status === status) : items;
    return { body: { items: shown, totalCount: shown.length } };
  };
}

const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('the site notices screen', () => {
  it('is in the menu only for holders of system:notice:manage, and refuses others', async () => {
    const keys = (permissions: string[]) =>
      visibleMenu({ roles: ['x'], permissions }).flatMap((g) => g.entries.map((e) => e.key));
    expect(keys([Permissions.siteNoticeManage])).toEqual(['dashboard', 'siteNotices']);
    expect(keys([Permissions.configManage])).not.toContain('siteNotices');

    signIn({ roles: ['editor'], permissions: [Permissions.contentManage] });
    mockApi({});
    renderWithApp(<AdminSiteNotices />, { path: '/admin/site-notices' });
    expect(await screen.findByText('你的账号没有此页面所需的权限。')).toBeTruthy();
    expect(screen.queryByTestId('admin-create')).toBeNull();
  });

  it('lists notices with their status and the action each allows', async () => {
    staff();
    const items = [
      notice({ id: 'a', title: '草稿公告', status: 'draft' }),
      notice({ id: 'b', title: '展示中的公告', status: 'published', publishedTime: '2026-11-20T09:00:00.000Z' }),
      notice({ id: 'c', title: '撤回的公告', status: 'withdrawn', withdrawnTime: '2026-11-20T10:00:00.000Z' }),
    ];
    const calls = mockApi({ 'GET /notice': listOf(items) });
    renderWithApp(<AdminSiteNotices />, { path: '/admin/site-notices' });
    await screen.findByText('展示中的公告');
    expect(within(row('草稿公告')).getByText('草稿')).toBeTruthy();
    expect(within(row('展示中的公告')).getByTestId('notice-status').textContent).toBe('已发布展示中');
    expect(within(row('撤回的公告')).getByText('已撤回')).toBeTruthy();
    // Published ones can be withdrawn, the others published.
    expect(within(row('展示中的公告')).getByTestId('notice-withdraw')).toBeTruthy();
    expect(within(row('草稿公告')).getByTestId('notice-publish')).toBeTruthy();
    expect(within(row('撤回的公告')).getByTestId('notice-publish')).toBeTruthy();
    expect(calls[0]!.query.get('status')).toBeNull();
  });

  it('asks for the status filter the address carries', async () => {
    staff();
    const calls = mockApi({ 'GET /notice': listOf([notice({ id: 'b', title: '已发', status: 'published' })]) });
    renderWithApp(<AdminSiteNotices />, { path: '/admin/site-notices?status=published' });
    await screen.findByText('已发');
    expect(calls.find((c) => c.path === '/notice')!.query.get('status')).toBe('published');
  });

  it('publishes after a confirmation and shows the new status', async () => {
    staff();
    const items = [notice({ id: 'n1', title: '新品发布', status: 'draft' })];
    const calls = mockApi({
      'GET /notice': listOf(items),
      'POST /notice/online/n1': () => {
        items[0] = { ...items[0]!, status: 'published', publishedTime: new Date().toISOString() };
        return { body: items[0] };
      },
    });
    renderWithApp(<AdminSiteNotices />, { path: '/admin/site-notices' });
    await screen.findByText('新品发布');
    const user = userEvent.setup({ delay: null });
    await user.click(within(row('新品发布')).getByTestId('notice-publish'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('网站上所有在线访客会立即看到「新品发布」');
    // Nothing is sent before the confirmation.
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: /发\s?布/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/notice/online/n1')).toBe(true));
    expect(await screen.findByText('已发布，正在推送给所有在线访客')).toBeTruthy();
    await waitFor(() => expect(within(row('新品发布')).getByTestId('notice-withdraw')).toBeTruthy());
  });

  it('withdraws after a confirmation; cancelling sends nothing', async () => {
    staff();
    const items = [notice({ id: 'n2', title: '活动公告', status: 'published', publishedTime: '2026-11-20T09:00:00Z' })];
    const calls = mockApi({
      'GET /notice': listOf(items),
      'POST /notice/offline/n2': () => {
        items[0] = { ...items[0]!, status: 'withdrawn', withdrawnTime: new Date().toISOString() };
        return { body: items[0] };
      },
    });
    renderWithApp(<AdminSiteNotices />, { path: '/admin/site-notices' });
    await screen.findByText('活动公告');
    const user = userEvent.setup({ delay: null });

    await user.click(within(row('活动公告')).getByTestId('notice-withdraw'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /取\s?消/ }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(row('活动公告')).getByTestId('notice-withdraw'));
    // The cancelled dialog may still be closing: the new one is the last.
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(dialog.textContent).toContain('「活动公告」会立即从所有访客的页面上消失');
    await user.click(within(dialog).getByRole('button', { name: /撤\s?回/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/notice/offline/n2')).toBe(true));
    await waitFor(() => expect(within(row('活动公告')).getByText('已撤回')).toBeTruthy());
  });

  it("writes a notice with the server's sanitised preview, then saves it as a draft", async () => {
    staff();
    const items: AdminSiteNotice[] = [];
    const calls = mockApi({
      'GET /notice': listOf(items),
      // The server's answer, not the browser's: the handler and the script are gone.
      'POST /notice/preview': (call) => ({
        body: {
          html: String((call.body as { contentHtml: string }).contentHtml)
            .replace(/<script>.*?<\/script>/g, '')
            .replace(/ onclick="[^"]*"/g, ''),
        },
      }),
      'POST /notice': (call) => {
        const created = notice({ id: 'new', ...(call.body as object), status: 'draft' });
        items.unshift(created);
        return { status: 201, body: created };
      },
    });
    renderWithApp(<AdminSiteNotices />, { path: '/admin/site-notices' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('admin-create'));

    await user.type(await screen.findByRole('textbox', { name: '标题' }), '停机维护');
    const body = screen.getByTestId('notice-body-input');
    await user.click(body);
    await user.paste('<p onclick="steal()">周六 <b>停机</b></p><script>alert(1)</script>');

    const preview = await screen.findByTestId('notice-preview');
    await waitFor(() => expect(preview.innerHTML).toBe('<p>周六 <b>停机</b></p>'));
    expect(document.querySelector('[data-testid="notice-preview"] script')).toBeNull();
    const previews = calls.filter((c) => c.path === '/notice/preview');
    expect(previews.at(-1)!.body).toEqual({
      contentHtml: '<p onclick="steal()">周六 <b>停机</b></p><script>alert(1)</script>',
    });

    await user.click(screen.getByTestId('admin-form-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/notice')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/notice')!.body).toEqual({
      type: 'MerryGoRound',
      title: '停机维护',
      contentHtml: '<p onclick="steal()">周六 <b>停机</b></p><script>alert(1)</script>',
      startTime: null,
      endTime: null,
    });
    expect(await screen.findByText('停机维护')).toBeTruthy();
  });

  it("shows the contract's messages and sends nothing when the title or body is missing", async () => {
    staff();
    const calls = mockApi({ 'GET /notice': listOf([]) });
    renderWithApp(<AdminSiteNotices />, { path: '/admin/site-notices' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('admin-create'));
    await user.click(await screen.findByTestId('admin-form-save'));
    expect(await screen.findByText('请填写标题')).toBeTruthy();
    expect(await screen.findByText('请填写内容')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('warns that saving a live notice shows the change to everyone at once', async () => {
    staff();
    mockApi({
      'GET /notice': listOf([notice({ id: 'p', title: '正在展示', status: 'published' })]),
      'POST /notice/preview': { body: { html: '<p>今晚维护</p>' } },
    });
    renderWithApp(<AdminSiteNotices />, { path: '/admin/site-notices' });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('正在展示');
    await user.click(within(row('正在展示')).getByTestId('admin-row-edit'));
    expect(await screen.findByText('这条公告正在展示：保存后，所有在线访客会立即看到修改后的内容。')).toBeTruthy();
    expect(((await screen.findByRole('textbox', { name: '标题' })) as HTMLInputElement).value).toBe('正在展示');
  });
});
