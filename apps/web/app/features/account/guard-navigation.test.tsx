// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/constants';
import { getSession, setToken } from '../../lib/session/session-store';
import { envelope, mockApi, type ApiCall } from '../../test/render';
import { clientLoader } from '../../root';
import { guardNavigation } from './guard-navigation';

const account = {
  user: {
    id: 'u1',
    userName: 'alice',
    nick: 'Alice',
    icon: null,
    money: 3,
    experience: 0,
    level: 1,
    levelName: '小白',
    status: 'active',
    creationTime: '2026-01-01T00:00:00.000Z',
  },
  roleCodes: ['member'],
  permissionCodes: [],
};

const logouts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/account/logout');

/** A tab that has a token but no user info yet (a new tab, a reload after the session storage went). */
function tokenWithoutRoles() {
  setToken('tok-1');
  window.localStorage.setItem('other-key', 'kept before');
}

describe('the navigation guard, when the account behind the token cannot be loaded', () => {
  it.each([
    ['a server error', { status: 500, body: envelope('Internal', 'boom') }, '网络开小差了，请稍后再试'],
    ['an overloaded server', { status: 503, body: envelope('Unavailable', '服务器繁忙') }, '网络开小差了，请稍后再试'],
    ['a refusal', { status: 401, body: envelope('Unauthorized', '登录已过期，请重新登录') }, '登录已过期，请重新登录'],
  ])('%s: logs out, shows the message received and goes to /', async (_case, answer, message) => {
    tokenWithoutRoles();
    const calls = mockApi({ 'GET /account': answer, 'POST /account/logout': { body: { ok: true } } });
    expect(await guardNavigation('/discuss')).toBe('/');
    expect(getSession().token).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(logouts(calls)).toHaveLength(1);
  });

  it('a network error: logs out with "网络连接错误" and goes to /', async () => {
    tokenWithoutRoles();
    mockApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await guardNavigation('/index')).toBe('/');
    expect(getSession().token).toBeNull();
    expect(await screen.findByText('网络连接错误')).toBeTruthy();
  });

  it('a load the page’s own reload cut off: keeps the session and lets the navigation through', async () => {
    tokenWithoutRoles();
    const shown = () => screen.queryAllByText('网络连接错误').length;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // A reload starts, then the browser drops the page's requests.
        window.dispatchEvent(new Event('beforeunload'));
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await guardNavigation('/index')).toBeNull();
    expect(getSession().token).toBe('tok-1');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown()).toBe(0);
  });

  it('loads the account, then lets the navigation through with the roles', async () => {
    tokenWithoutRoles();
    mockApi({ 'GET /account': { body: account } });
    expect(await guardNavigation('/activity/sign')).toBeNull();
    expect(getSession()).toMatchObject({ token: 'tok-1', name: 'Alice', roles: ['member'] });
  });

  it('sends a token away from /login to /', async () => {
    tokenWithoutRoles();
    mockApi({ 'GET /account': { body: account } });
    expect(await guardNavigation('/login')).toBe('/');
  });
});

describe('the root’s client loader: the guard before a navigation completes', () => {
  const args = (path: string, serverLoader = vi.fn(async () => ({ lang: 'zh-CN', origin: '', config: {} }))) =>
    ({ request: new Request(`http://localhost${path}`), params: {}, serverLoader }) as unknown as Parameters<
      typeof clientLoader
    >[0];

  it('resolves only once the member’s account is loaded, so the next page renders as the member', async () => {
    tokenWithoutRoles();
    let answer: () => void = () => undefined;
    mockApi({
      'GET /account': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: account });
        }),
    });
    let done = false;
    const loading = clientLoader(args('/discuss')).then(() => {
      done = true;
    });
    await waitFor(() => expect(getSession().token).toBe('tok-1'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(done).toBe(false);
    answer();
    await loading;
    expect(getSession().name).toBe('Alice');
  });

  it('redirects to / when loading fails, before the page is shown', async () => {
    tokenWithoutRoles();
    mockApi({ 'GET /account': { status: 500, body: envelope('Internal', 'boom') }, 'POST /account/logout': {} });
    const thrown = await clientLoader(args('/discuss')).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/');
    expect(getSession().token).toBeNull();
  });

  it('costs a guest nothing: no request, no wait', async () => {
    const calls = mockApi({});
    const serverLoader = vi.fn(async () => ({ lang: 'zh-CN' as const, origin: '', config: {} }));
    await clientLoader(args('/index', serverLoader));
    expect(calls).toEqual([]);
  });
});
