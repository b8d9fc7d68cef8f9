// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderWithApp, signIn } from '../../../test/render';
import { OAuthBindings } from './bindings-section';
import { OAuthLoginCallback } from './login-callback';

const providers = {
  body: {
    items: [
      { type: 'github', name: 'GitHub', kind: 'github' },
      { type: 'corp', name: '企业 SSO', kind: 'oidc' },
    ],
  },
};

describe('third-party login pages', { timeout: 30_000 }, () => {
  it('hands the provider’s answer to the API once and starts the session with the token', async () => {
    const calls = mockApi({ 'GET /auth/oauth/login/corp': { body: { status: 'signed-in', token: 'tok-9' } } });
    const finish = vi.fn(async () => undefined);
    renderWithApp(<OAuthLoginCallback type="corp" finish={finish} />, {
      path: '/auth/corp?code=c1&state=s1&iss=https%3A%2F%2Fsso.example.com',
    });
    await waitFor(() => expect(finish).toHaveBeenCalledWith('tok-9', { kind: 'login' }));
    const exchange = calls.filter((c) => c.path === '/auth/oauth/login/corp');
    expect(exchange).toHaveLength(1);
    expect(Object.fromEntries(exchange[0]!.query)).toEqual({ code: 'c1', state: 's1', iss: 'https://sso.example.com' });
  });

  it('first time: offers a new user name (the provider’s suggestion) and creates the account with the ticket', async () => {
    const calls = mockApi({
      'GET /auth/oauth/login/corp': {
        body: {
          status: 'new-identity',
          ticket: 't-1',
          provider: { type: 'corp', name: '企业 SSO', kind: 'oidc' },
          displayName: '林悦',
          suggestedUserName: 'linyue',
          expiresInSeconds: 600,
        },
      },
      'POST /auth/oauth/register': ({ body }) =>
        (body as { userName: string }).userName === 'admin'
          ? { status: 400, body: envelope('Validation', '用户名已被注册') }
          : { body: { token: 'tok-new', userName: 'linyue2' } },
    });
    const finish = vi.fn(async () => undefined);
    renderWithApp(<OAuthLoginCallback type="corp" finish={finish} />, { path: '/auth/corp?code=c&state=s2' });
    expect(await screen.findByText('首次使用 企业 SSO 登录')).toBeTruthy();
    const input = screen.getByTestId('oauth-username');
    expect((input as HTMLInputElement).value).toBe('linyue');
    const user = userEvent.setup({ delay: null });
    await user.clear(input);
    await user.type(input, 'admin');
    await user.click(screen.getByTestId('oauth-create-submit'));
    expect(await screen.findByText('用户名已被注册')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'linyue2');
    await user.click(screen.getByTestId('oauth-create-submit'));
    await waitFor(() => expect(finish).toHaveBeenCalledWith('tok-new', { kind: 'created', userName: 'linyue2' }));
    expect(calls.filter((c) => c.path === '/auth/oauth/register').map((c) => c.body)).toEqual([
      { ticket: 't-1', userName: 'admin' },
      { ticket: 't-1', userName: 'linyue2' },
    ]);
  });

  it('says why a round trip failed and leads back to the login', async () => {
    mockApi({
      'GET /auth/oauth/login/corp': {
        status: 400,
        body: envelope('OAuthStateInvalid', '登录请求已失效或已使用，请重新发起登录'),
      },
    });
    renderWithApp(<OAuthLoginCallback type="corp" finish={vi.fn()} />, { path: '/auth/corp?code=c&state=old' });
    expect(await screen.findByText('登录请求已失效或已使用，请重新发起登录')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/login');
  });

  it('lists providers with their bindings, and unbinds after a confirmation', async () => {
    signIn();
    const calls = mockApi({
      'GET /auth/oauth/providers': providers,
      'GET /auth/account': {
        body: {
          items: [
            {
              id: 'b1',
              type: 'corp',
              providerName: '企业 SSO',
              displayName: '林悦',
              creationTime: '2026-11-01T08:00:00.000Z',
              lastLoginTime: null,
            },
          ],
          hasPassword: true,
        },
      },
      'DELETE /auth': { body: { ok: true } },
    });
    renderWithApp(<OAuthBindings userId="u1" />);
    expect(await screen.findByTestId('oauth-bind-github')).toBeTruthy();
    expect(screen.getByTestId('oauth-binding-corp').textContent).toContain('已绑定：林悦');
    expect(screen.queryByText('你的账号没有设置密码，至少要保留一个绑定才能登录。')).toBeNull();
    fireEvent.click(screen.getByTestId('oauth-unbind-corp'));
    fireEvent.click(await screen.findByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.query.get('id') === 'b1')).toBe(true));
  });
});
