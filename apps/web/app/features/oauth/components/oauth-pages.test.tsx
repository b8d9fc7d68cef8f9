// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderWithApp, signIn } from '../../../test/render';
import OAuthBindings from '../member/bindings';
import { keepFirstTime, OAUTH_FIRST_TIME_KEY, readFirstTime, type NewIdentity } from '../oauth-api';
import { OAuthFirstTime } from './first-time-page';
import { OAuthLoginCallback } from './login-callback';
import { OAuthProviderButtons } from './provider-buttons';
import { OAuthRedirect } from './redirect-page';

const newIdentity = {
  body: {
    status: 'new-identity',
    ticket: 't-1',
    provider: { type: 'corp', name: '企业 SSO', kind: 'oidc' },
    displayName: '林悦',
    suggestedUserName: 'linyue',
    expiresInSeconds: 600,
  },
};

let captchas = 0;
const captcha = () => ({ body: { img: btoa('<svg/>'), uuid: `uuid-${++captchas}` } });

const providers = {
  body: {
    items: [
      { type: 'github', name: 'GitHub', kind: 'github' },
      { type: 'corp', name: '企业 SSO', kind: 'oidc' },
    ],
  },
};

describe('third-party login pages', () => {
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

  it('first time: keeps the new identity in the tab and goes on to /bind', async () => {
    mockApi({ 'GET /auth/oauth/login/corp': newIdentity });
    const finish = vi.fn(async () => undefined);
    renderWithApp(<OAuthLoginCallback type="corp" finish={finish} />, {
      path: '/auth/corp?code=c&state=s2',
      pattern: '/auth/:type',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bind'));
    expect(readFirstTime()).toEqual(newIdentity.body);
    expect(finish).not.toHaveBeenCalled();
  });

  it('/bind without an identity waiting says so and leads back to the login', async () => {
    mockApi({});
    renderWithApp(<OAuthFirstTime finish={vi.fn()} />, { path: '/bind' });
    expect(await screen.findByText('没有等待完成的第三方登录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/login');
    // An expired one is none either.
    keepFirstTime(newIdentity.body as NewIdentity, Date.now() - 601_000);
    expect(readFirstTime()).toBeNull();
    expect(sessionStorage.getItem(OAUTH_FIRST_TIME_KEY)).not.toBeNull();
  });

  it('first time: offers a new user name (the provider’s suggestion) and creates the account with the ticket', async () => {
    keepFirstTime(newIdentity.body as NewIdentity);
    const calls = mockApi({
      'POST /auth/oauth/register': ({ body }) =>
        (body as { userName: string }).userName === 'admin'
          ? { status: 400, body: envelope('Validation', '用户名已被注册') }
          : { body: { token: 'tok-new', userName: 'linyue2' } },
    });
    const finish = vi.fn(async () => undefined);
    renderWithApp(<OAuthFirstTime finish={finish} />, { path: '/bind' });
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

  it('first time: links an existing account on its tab, and says under the password why it failed', async () => {
    keepFirstTime(newIdentity.body as NewIdentity);
    const calls = mockApi({
      'GET /account/captcha-image': captcha,
      'POST /auth/oauth/link': ({ body }) =>
        (body as { password: string }).password === 'right-password'
          ? { body: { token: 'tok-linked' } }
          : { status: 400, body: envelope('LoginFailed', '用户名或密码错误') },
    });
    const finish = vi.fn(async () => undefined);
    renderWithApp(<OAuthFirstTime finish={finish} />, { path: '/bind' });
    const tab = await screen.findByRole('tab', { name: '关联已有账号' });
    expect(tab.getAttribute('aria-selected')).toBe('false');
    // The captcha is fetched only once the tab that needs it is opened.
    expect(calls.some((c) => c.path === '/account/captcha-image')).toBe(false);
    const user = userEvent.setup({ delay: null });
    await user.click(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByTestId('oauth-link-submit'));
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    await user.type(screen.getByTestId('oauth-link-username'), 'alice');
    await user.type(screen.getByTestId('oauth-link-password'), 'wrong-password');
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-uuid')).not.toBe(''));
    await user.type(screen.getByTestId('captcha-input'), 'ab12');
    await user.click(screen.getByTestId('oauth-link-submit'));
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect((screen.getByTestId('captcha-input') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('请输入图形验证码')).toBeNull();
    await user.clear(screen.getByTestId('oauth-link-password'));
    await user.type(screen.getByTestId('oauth-link-password'), 'right-password');
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-uuid')).toMatch(/uuid-\d+/));
    await user.type(screen.getByTestId('captcha-input'), 'cd34');
    await user.click(screen.getByTestId('oauth-link-submit'));
    await waitFor(() => expect(finish).toHaveBeenCalledWith('tok-linked', { kind: 'linked', provider: '企业 SSO' }));
    const links = calls.filter((c) => c.path === '/auth/oauth/link').map((c) => c.body as Record<string, string>);
    expect(links).toHaveLength(2);
    expect(links[1]).toMatchObject({ ticket: 't-1', username: 'alice', password: 'right-password', code: 'cd34' });
    expect(links[1]!.uuid).not.toBe(links[0]!.uuid);
  });

  it('offers one login link per provider, to the way out (/auth-redirect) with where to return', async () => {
    mockApi({ 'GET /auth/oauth/providers': providers });
    renderWithApp(<OAuthProviderButtons />, { path: '/login?redirect=%2Fdiscuss' });
    const github = await screen.findByTestId('oauth-provider-github');
    expect(screen.getByTestId('oauth-provider-corp').textContent).toContain('企业 SSO');
    expect(screen.getByRole('separator').textContent).toBe('其他登录方式');
    expect(github.getAttribute('href')).toBe('/auth-redirect?type=github&redirect=%2Fdiscuss');
    expect(github.getAttribute('aria-label')).toBe('使用 GitHub 登录');
    fireEvent.click(github);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/auth-redirect?type=github&redirect=%2Fdiscuss'),
    );
  });

  it.each([
    ['zh-CN', '正在前往 GitHub…'],
    ['en', 'Going to GitHub…'],
  ] as const)('/auth-redirect (%s) asks for the provider’s address and keeps where to return', async (lang, text) => {
    const calls = mockApi({
      'GET /auth/oauth/providers': providers,
      'POST /auth/oauth/authorize/github': { body: { url: 'https://github.example/authorize?x=1' } },
    });
    renderWithApp(<OAuthRedirect />, { path: '/auth-redirect?type=github&redirect=%2Fdiscuss', lang });
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/auth/oauth/authorize/github')?.body).toEqual({ purpose: 'login' }),
    );
    expect(sessionStorage.getItem('oauthRedirect')).toBe('/discuss');
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });

  it('/auth-redirect says why it cannot go, and leads back to the login', async () => {
    mockApi({
      'POST /auth/oauth/authorize/nope': { status: 404, body: envelope('OAuthProviderUnknown', '不支持该登录方式') },
    });
    const { unmount } = renderWithApp(<OAuthRedirect />, { path: '/auth-redirect?type=nope' });
    expect(await screen.findByText('不支持该登录方式')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/login');
    unmount();
    renderWithApp(<OAuthRedirect />, { path: '/auth-redirect' });
    expect(await screen.findByText('没有指定第三方登录方式，请回到登录页重新选择')).toBeTruthy();
  });

  it('shows no login buttons when no provider is configured', async () => {
    const calls = mockApi({ 'GET /auth/oauth/providers': { body: { items: [] } } });
    renderWithApp(<OAuthProviderButtons />, { path: '/login' });
    await waitFor(() => expect(calls.some((c) => c.path === '/auth/oauth/providers')).toBe(true));
    expect(screen.queryByTestId('oauth-providers')).toBeNull();
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
    expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/login');
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
