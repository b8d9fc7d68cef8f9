// @vitest-environment jsdom
import { Permissions, type AdminTenant } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { visibleMenu } from '../menu';
import { AdminTenants } from './tenants';

const tenant = (patch: Partial<AdminTenant>): AdminTenant => ({
  id: 't1',
  code: 'default',
  name: '澄镜视觉',
  isDefault: true,
  disabledTime: null,
  creationTime: '2026-11-01T00:00:00.000Z',
  counts: { members: 13, boards: 6, topics: 60, comments: 240, activeSessions: 2 },
  ...patch,
});
const ACME = tenant({
  id: 't2',
  code: 'acme',
  name: '艾克姆视觉',
  isDefault: false,
  counts: { members: 1, boards: 6, topics: 0, comments: 0, activeSessions: 1 },
});

const administrator = () => signIn({ id: 'me', userName: 'admin', roles: ['admin'], permissions: ['*:*:*'] });
const row = (code: string) => screen.getByTestId(`tenant-row-${code}`);
const keys = (onHost: boolean) =>
  visibleMenu({ roles: ['admin'], permissions: ['*:*:*'] }, undefined, onHost).flatMap((g) =>
    g.entries.map((e) => e.key),
  );

describe('the tenants screen', () => {
  afterEach(() => {
    window.sessionStorage.clear();
  });

  it('is in the menu for holders of system:tenant:manage in the default tenant only', () => {
    expect(keys(true)).toContain('tenants');
    expect(keys(false)).not.toContain('tenants');
    expect(keys(false)).toContain('audit');
    const staff = visibleMenu({ roles: ['x'], permissions: [Permissions.auditRead] }, undefined, true);
    expect(staff.flatMap((g) => g.entries.map((e) => e.key))).not.toContain('tenants');
    // A tab that named another tenant hides it too (the server would answer 403 there).
    window.sessionStorage.setItem('TenantId', 'acme');
    expect(
      visibleMenu({ roles: ['admin'], permissions: ['*:*:*'] }).flatMap((g) => g.entries.map((e) => e.key)),
    ).not.toContain('tenants');
  });

  it('lists tenants with their counts and state; the host tenant cannot be disabled', async () => {
    administrator();
    mockApi({
      'GET /tenant': { body: { items: [tenant({}), { ...ACME, disabledTime: '2026-11-20T00:00:00.000Z' }] } },
    });
    renderWithApp(<AdminTenants />, { path: '/admin/tenants' });
    await screen.findByText('艾克姆视觉');
    const host = row('default');
    expect(within(host).getByText('主站点')).toBeTruthy();
    expect(within(host).getByTestId('tenant-count-members').textContent).toBe('13');
    expect(within(host).getByTestId('tenant-count-topics').textContent).toBe('60');
    expect(within(host).queryByTestId('tenant-disable')).toBeNull();
    const acme = row('acme');
    expect(within(acme).getByTestId('tenant-status').textContent).toBe('已停用');
    expect(within(acme).getByTestId('tenant-enable')).toBeTruthy();
    expect(within(acme).getByTestId('tenant-count-boards').textContent).toBe('6');
  });

  it('creates a tenant and shows its administrator password once, in a dialog left only by acknowledging it', async () => {
    administrator();
    let items = [tenant({})];
    const calls = mockApi({
      'GET /tenant': () => ({ body: { items } }),
      'POST /tenant': (call) => {
        items = [...items, ACME];
        expect(call.body).toEqual({ code: 'acme', name: '艾克姆视觉', adminUserName: 'acmeboss' });
        return {
          status: 201,
          body: { tenant: ACME, adminUserName: 'acmeboss', adminPassword: 'Gen-Pass-123456' },
        };
      },
    });
    renderWithApp(<AdminTenants />, { path: '/admin/tenants' });
    await screen.findByText('澄镜视觉');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('tenant-create'));
    await user.type(await screen.findByLabelText('租户代码'), 'acme');
    await user.type(screen.getByLabelText('租户名称'), '艾克姆视觉');
    await user.type(screen.getByLabelText('首个管理员用户名'), 'acmeboss');
    await user.click(screen.getByTestId('admin-form-save'));
    const shown = await screen.findByTestId('tenant-created');
    expect(within(shown).getByTestId('tenant-created-password').textContent).toBe('Gen-Pass-123456');
    expect(within(shown).getByTestId('tenant-created-user').textContent).toBe('acmeboss');
    expect(within(shown).getByTestId('tenant-created-address').textContent).toContain('?tenant=acme');
    expect(shown.textContent).toContain('密码只显示这一次');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await screen.findByTestId('tenant-row-acme');
    // The dialog can only be left by acknowledging it: no close icon, no mask or Escape.
    const modal = shown.closest('.ant-modal') as HTMLElement;
    expect(within(modal).queryByRole('button', { name: /close|关闭/i })).toBeNull();
    expect(screen.getByTestId('tenant-created-close').textContent).toBe('我已保存密码');
    await user.click(document.querySelector('.ant-modal-wrap') as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('tenant-created')).toBe(shown);
  });

  it('refuses a malformed code before sending anything', async () => {
    administrator();
    const calls = mockApi({ 'GET /tenant': { body: { items: [tenant({})] } } });
    renderWithApp(<AdminTenants />, { path: '/admin/tenants' });
    await screen.findByText('澄镜视觉');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('tenant-create'));
    await user.type(await screen.findByLabelText('租户代码'), '9 bad');
    await user.type(screen.getByLabelText('租户名称'), 'x');
    await user.type(screen.getByLabelText('首个管理员用户名'), 'boss01');
    await user.click(screen.getByTestId('admin-form-save'));
    expect(await screen.findByText(/租户代码须为/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('disables a tenant after a confirmation that says what happens', async () => {
    administrator();
    let acme = ACME;
    const calls = mockApi({
      'GET /tenant': () => ({ body: { items: [tenant({}), acme] } }),
      'POST /tenant/t2/disable': () => {
        acme = { ...ACME, disabledTime: '2026-11-25T00:00:00.000Z' };
        return { body: acme };
      },
    });
    renderWithApp(<AdminTenants />, { path: '/admin/tenants' });
    await screen.findByText('艾克姆视觉');
    const user = userEvent.setup({ delay: null });
    await user.click(within(row('acme')).getByTestId('tenant-disable'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('所有登录会话立即结束');
    await user.click(within(dialog).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/tenant/t2/disable')).toBe(true));
    await waitFor(() => expect(within(row('acme')).getByTestId('tenant-status').textContent).toBe('已停用'));
  });
});
