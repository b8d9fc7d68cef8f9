import { ErrorCodes, OAuthErrorCodes } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { nextVisitorIp, solveCaptcha } from '../../test/account-helpers.js';
import { adminSession, createMember } from '../../test/fixtures.js';
import { startTestProvider, type TestAccount, type TestProvider } from './testing/oidc-test-support.js';

/**
 * Third-party login against a real OpenID Connect provider started here (docs/decisions/0014): the whole
 * round trip, first-time sign-up and linking, binding and unbinding, and every refusal of a bad round trip.
 */
const SITE = 'http://localhost:3000';
const TYPE = 'test-oidc';
const SECOND = 'corp-sso';

let t: TestApp;
let idp: TestProvider;
let accountSeq = 0;

function person(name: string): TestAccount {
  accountSeq += 1;
  return {
    id: `${name}-${accountSeq}-${Date.now().toString(36)}`,
    name: `${name} Liu`,
    preferredUserName: `${name}${accountSeq}`,
    email: 'admin@example.com',
  };
}

/** A browser: its own binding cookie, carried from the start of a round trip to its end. */
interface Browser {
  cookie: string | null;
  ip: string;
}
const newBrowser = (): Browser => ({ cookie: null, ip: nextVisitorIp() });

function cookieHeader(browser: Browser) {
  return browser.cookie ? { cookie: `oauth_browser=${browser.cookie}` } : {};
}

async function start(browser: Browser, options: { type?: string; purpose?: 'login' | 'bind'; token?: string } = {}) {
  const res = await t.request({
    method: 'POST',
    url: `/prod-api/auth/oauth/authorize/${options.type ?? TYPE}`,
    payload: { purpose: options.purpose ?? 'login' },
    headers: cookieHeader(browser),
    remoteAddress: browser.ip,
    ...(options.token ? { token: options.token } : {}),
  });
  const set = res.cookies.find((c) => c.name === 'oauth_browser');
  if (set) {
    browser.cookie = set.value;
    expect(set.httpOnly).toBe(true);
    expect(set.path).toBe('/prod-api/auth');
  }
  return res;
}

async function authorizeUrl(browser: Browser, options: Parameters<typeof start>[1] = {}): Promise<string> {
  const res = await start(browser, options);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { url: string }).url;
}

async function roundTrip(browser: Browser, who: TestAccount | 'deny', options: Parameters<typeof start>[1] = {}) {
  const url = await authorizeUrl(browser, options);
  idp.next(who);
  return idp.drive(url);
}

function finishLogin(browser: Browser, callback: URL, type = TYPE) {
  return t.request({
    method: 'GET',
    url: `/prod-api/auth/oauth/login/${type}${callback.search}`,
    headers: cookieHeader(browser),
    remoteAddress: browser.ip,
  });
}

function finishBind(browser: Browser, callback: URL, token: string, type = TYPE) {
  return t.request({
    method: 'POST',
    url: `/prod-api/auth/oauth/bind/${type}${callback.search}`,
    headers: cookieHeader(browser),
    remoteAddress: browser.ip,
    token,
  });
}

async function signUp(who: TestAccount, userName: string) {
  const browser = newBrowser();
  const first = await finishLogin(browser, await roundTrip(browser, who));
  expect(first.statusCode, first.body).toBe(200);
  const { ticket } = first.json() as { ticket: string };
  const res = await t.request({
    method: 'POST',
    url: '/prod-api/auth/oauth/register',
    payload: { ticket, userName },
    headers: cookieHeader(browser),
    remoteAddress: browser.ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

const errorOf = (res: { json(): unknown }) => (res.json() as { error: { code: string; message: string } }).error;

beforeAll(async () => {
  idp = await startTestProvider({
    redirectUris: [TYPE, SECOND].flatMap((type) => [`${SITE}/auth/${type}`, `${SITE}/bind/${type}`]),
  });
  const common = { kind: 'oidc' as const, clientId: idp.clientId, clientSecret: idp.clientSecret, issuer: idp.issuer };
  t = await createTestApp({
    config: {
      publicUrl: SITE,
      oauth: [
        { ...common, type: TYPE, name: 'Test OIDC' },
        { ...common, type: SECOND, name: 'Corp SSO' },
      ],
    },
  });
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

describe('third-party login', () => {
  it('lists only the configured providers, and refuses one that is not configured', async () => {
    const list = await t.request({ method: 'GET', url: '/prod-api/auth/oauth/providers' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      items: [
        { type: TYPE, name: 'Test OIDC', kind: 'oidc' },
        { type: SECOND, name: 'Corp SSO', kind: 'oidc' },
      ],
    });
    const browser = newBrowser();
    const disabled = await start(browser, { type: 'github' });
    expect(disabled.statusCode).toBe(404);
    expect(errorOf(disabled)).toEqual(
      expect.objectContaining({ code: OAuthErrorCodes.providerDisabled, message: '该登录方式未启用' }),
    );
    const callback = await finishLogin(browser, new URL(`${SITE}/auth/github?code=x&state=y`), 'github');
    expect(callback.statusCode).toBe(404);
    expect(errorOf(callback).code).toBe(OAuthErrorCodes.providerDisabled);
  });

  it('sends the browser to the provider with PKCE S256, state, nonce and the exact redirect address', async () => {
    const url = new URL(await authorizeUrl(newBrowser()));
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${SITE}/auth/${TYPE}`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('response_type')).toBe('code');
  });

  it('first time: a chosen user name makes an account and a normal session; next time logs straight in', async () => {
    const alice = person('alice');
    const browser = newBrowser();
    const callback = await roundTrip(browser, alice);
    expect(callback.pathname).toBe(`/auth/${TYPE}`);
    const first = await finishLogin(browser, callback);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json() as { status: string; ticket: string; displayName: string; suggestedUserName: string };
    expect(body).toEqual(
      expect.objectContaining({
        status: 'new-identity',
        displayName: 'alice Liu',
        suggestedUserName: alice.preferredUserName,
      }),
    );
    // Never a silent merge: the provider's verified e-mail matches no one here, and would not be used anyway.
    const taken = await t.request({
      method: 'POST',
      url: '/prod-api/auth/oauth/register',
      payload: { ticket: body.ticket, userName: 'admin' },
      headers: cookieHeader(browser),
    });
    expect(taken.statusCode).toBe(400);
    expect(errorOf(taken).message).toBe('用户名已被注册');
    const otherBrowser = await t.request({
      method: 'POST',
      url: '/prod-api/auth/oauth/register',
      payload: { ticket: body.ticket, userName: 'alice01' },
      headers: { cookie: 'oauth_browser=someone-else' },
    });
    expect(errorOf(otherBrowser).code).toBe(OAuthErrorCodes.ticketInvalid);
    const registered = await t.request({
      method: 'POST',
      url: '/prod-api/auth/oauth/register',
      payload: { ticket: body.ticket, userName: 'alice01' },
      headers: cookieHeader(browser),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { token } = registered.json() as { token: string };
    const account = await t.request({ method: 'GET', url: '/prod-api/account', token });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toEqual(
      expect.objectContaining({
        user: expect.objectContaining({ userName: 'alice01', nick: 'alice Liu' }),
        roleCodes: ['member'],
      }),
    );
    // A member made through a provider starts with the welcome grant too (docs/decisions/0024).
    expect((account.json() as { user: { money: number } }).user.money).toBe(10);
    // The same revocable session as a password login: logout ends it.
    expect((await t.request({ method: 'POST', url: '/prod-api/account/logout', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/prod-api/account', token })).statusCode).toBe(401);

    const spent = await t.request({
      method: 'POST',
      url: '/prod-api/auth/oauth/register',
      payload: { ticket: body.ticket, userName: 'alice02' },
      headers: cookieHeader(browser),
    });
    expect(errorOf(spent).code).toBe(OAuthErrorCodes.ticketInvalid);

    const again = newBrowser();
    const second = await finishLogin(again, await roundTrip(again, alice));
    expect(second.statusCode, second.body).toBe(200);
    const signedIn = second.json() as { status: string; token: string };
    expect(signedIn.status).toBe('signed-in');
    const me = await t.request({ method: 'GET', url: '/prod-api/account', token: signedIn.token });
    expect((me.json() as { user: { userName: string } }).user.userName).toBe('alice01');
    // Logging in again grants nothing more.
    expect((me.json() as { user: { money: number } }).user.money).toBe(10);
  });

  it('first time: links an existing account proven by its password (captcha and wrong-password rules included)', async () => {
    const bob = person('bob');
    const browser = newBrowser();
    const first = await finishLogin(browser, await roundTrip(browser, bob));
    const { ticket } = first.json() as { ticket: string };
    const link = async (password: string) =>
      t.request({
        method: 'POST',
        url: '/prod-api/auth/oauth/link',
        payload: { ticket, username: 'admin', password, ...(await solveCaptcha(t, { ip: browser.ip })) },
        headers: cookieHeader(browser),
        remoteAddress: browser.ip,
      });
    const wrong = await link('not-the-password');
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong).code).toBe(ErrorCodes.badCredentials);
    const right = await link(ADMIN_PASSWORD);
    expect(right.statusCode, right.body).toBe(200);
    const replay = await link(ADMIN_PASSWORD);
    expect(errorOf(replay).code).toBe(OAuthErrorCodes.ticketInvalid);

    const again = newBrowser();
    const next = await finishLogin(again, await roundTrip(again, bob));
    const { token } = next.json() as { token: string };
    const me = await t.request({ method: 'GET', url: '/prod-api/account', token });
    expect((me.json() as { user: { userName: string } }).user.userName).toBe('admin');
  });

  it('refuses a replayed state, a state from another browser, and one without the browser cookie', async () => {
    const carol = person('carol');
    const browser = newBrowser();
    const callback = await roundTrip(browser, carol);
    const stranger = { cookie: 'another-browser', ip: browser.ip };
    const foreign = await finishLogin(stranger, callback);
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign)).toEqual(
      expect.objectContaining({
        code: OAuthErrorCodes.stateInvalid,
        message: '登录请求不是从这个浏览器发起的，请重新发起登录',
      }),
    );
    expect(errorOf(await finishLogin({ cookie: null, ip: browser.ip }, callback)).code).toBe(
      OAuthErrorCodes.stateInvalid,
    );
    // The foreign attempts did not spend it: its own browser still finishes, once.
    expect((await finishLogin(browser, callback)).statusCode).toBe(200);
    const replay = await finishLogin(browser, callback);
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay)).toEqual(
      expect.objectContaining({
        code: OAuthErrorCodes.stateInvalid,
        message: '登录请求已失效或已使用，请重新发起登录',
      }),
    );
    const unknown = new URL(callback);
    unknown.searchParams.set('state', 'made-up');
    expect(errorOf(await finishLogin(browser, unknown)).code).toBe(OAuthErrorCodes.stateInvalid);
  });

  it('refuses a code used once already (the provider says invalid_grant)', async () => {
    const dan = person('dan');
    const browser = newBrowser();
    const used = await roundTrip(browser, dan);
    expect((await finishLogin(browser, used)).statusCode).toBe(200);
    // A fresh state of this browser, carrying the old code (an attacker replaying a leaked code).
    const fresh = new URL(await authorizeUrl(browser));
    const injected = new URL(used);
    injected.searchParams.set('state', fresh.searchParams.get('state') ?? '');
    const res = await finishLogin(browser, injected);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual(
      expect.objectContaining({
        code: OAuthErrorCodes.providerRefused,
        message: '授权码无效、已使用或已过期，请重新登录',
      }),
    );
  });

  it('refuses an ID token whose nonce is not the one this browser sent', async () => {
    const erin = person('erin');
    const browser = newBrowser();
    const url = new URL(await authorizeUrl(browser));
    url.searchParams.set('nonce', 'a-nonce-the-site-never-issued');
    idp.next(erin);
    const res = await finishLogin(browser, await idp.drive(url.toString()));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual(
      expect.objectContaining({
        code: OAuthErrorCodes.providerRefused,
        message: '身份令牌校验失败（nonce 不匹配），请重新登录',
      }),
    );
  });

  it('passes on a provider answering an error (the person refused)', async () => {
    const browser = newBrowser();
    const callback = await roundTrip(browser, 'deny');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const res = await finishLogin(browser, callback);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual(
      expect.objectContaining({ code: OAuthErrorCodes.providerRefused, message: '你在第三方取消了授权' }),
    );
  });
});

describe('binding on one’s own profile', () => {
  it('binds another provider, lists, unbinds, and keeps the last way into an account without a password', async () => {
    const frank = person('frank');
    const token = await signUp(frank, 'frank01');
    const list = async (tk = token) => t.request({ method: 'GET', url: '/prod-api/auth/account', token: tk });
    let mine = (await list()).json() as {
      items: Array<{ id: string; type: string; displayName: string }>;
      hasPassword: boolean;
    };
    expect(mine.hasPassword).toBe(false);
    expect(mine.items).toEqual([
      expect.objectContaining({ type: TYPE, providerName: 'Test OIDC', displayName: 'frank Liu' }),
    ]);
    const last = await t.request({ method: 'DELETE', url: `/prod-api/auth?id=${mine.items[0]!.id}`, token });
    expect(last.statusCode).toBe(409);
    expect(errorOf(last)).toEqual(
      expect.objectContaining({
        code: OAuthErrorCodes.lastLoginMethod,
        message: '这是你的账号唯一的登录方式，不能解绑',
      }),
    );

    const browser = newBrowser();
    const callback = await roundTrip(browser, person('frankwork'), { type: SECOND, purpose: 'bind', token });
    expect(callback.pathname).toBe(`/bind/${SECOND}`);
    // A login page cannot spend a binding's state.
    expect(errorOf(await finishLogin(browser, callback, SECOND)).code).toBe(OAuthErrorCodes.stateInvalid);
    const again = await roundTrip(browser, person('frankwork2'), { type: SECOND, purpose: 'bind', token });
    const bound = await finishBind(browser, again, token, SECOND);
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json()).toEqual(expect.objectContaining({ type: SECOND, providerName: 'Corp SSO' }));
    expect(bound.json()).not.toHaveProperty('subject');
    mine = (await list()).json() as typeof mine;
    expect(mine.items.map((b) => b.type)).toEqual([TYPE, SECOND]);

    // Both at once: one goes, the other is refused, and the account keeps a way in.
    const both = await Promise.all(
      mine.items.map((b) => t.request({ method: 'DELETE', url: `/prod-api/auth?id=${b.id}`, token })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    mine = (await list()).json() as typeof mine;
    expect(mine.items).toHaveLength(1);
    expect(
      (await t.request({ method: 'DELETE', url: `/prod-api/auth?id=${mine.items[0]!.id}`, token })).statusCode,
    ).toBe(409);
  });

  it('binds only for the member who started it, refuses an identity bound elsewhere, unbinds only one’s own', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const browser = newBrowser();
    const callback = await roundTrip(browser, person('gina'), { purpose: 'bind', token: member.token });
    const stolen = await finishBind(browser, callback, other.token);
    expect(errorOf(stolen)).toEqual(
      expect.objectContaining({
        code: OAuthErrorCodes.stateInvalid,
        message: '绑定请求不是由当前账号发起的，请重新发起绑定',
      }),
    );
    const anonymous = await start(newBrowser(), { purpose: 'bind' });
    expect(anonymous.statusCode).toBe(401);

    const hank = person('hank');
    await signUp(hank, 'hank01');
    const taken = await finishBind(
      browser,
      await roundTrip(browser, hank, { purpose: 'bind', token: member.token }),
      member.token,
    );
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toEqual(
      expect.objectContaining({ code: OAuthErrorCodes.alreadyBound, message: '该第三方账号已绑定到其他账号' }),
    );

    const ok = await finishBind(
      browser,
      await roundTrip(browser, person('ivy'), { purpose: 'bind', token: member.token }),
      member.token,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const { id } = ok.json() as { id: string };
    const foreign = await t.request({ method: 'DELETE', url: `/prod-api/auth?id=${id}`, token: other.token });
    expect(foreign.statusCode).toBe(404);
    // A member with a password may remove even the last binding.
    expect(
      (await t.request({ method: 'DELETE', url: `/prod-api/auth?id=${id}`, token: member.token })).statusCode,
    ).toBe(200);
  });

  it('shows staff a member’s bindings (provider, name, time), never tokens; members may not look', async () => {
    const jill = person('jill');
    const token = await signUp(jill, 'jill01');
    const me = (await t.request({ method: 'GET', url: '/prod-api/account', token })).json() as { user: { id: string } };
    const admin = await adminSession(t);
    const res = await t.request({
      method: 'GET',
      url: `/prod-api/admin/users/${me.user.id}/oauth`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: Array<Record<string, unknown>> };
    expect(items).toEqual([
      {
        id: expect.any(String),
        type: TYPE,
        providerName: 'Test OIDC',
        displayName: 'jill Liu',
        creationTime: expect.any(String),
        lastLoginTime: expect.any(String),
      },
    ]);
    expect(JSON.stringify(res.json())).not.toMatch(/token|subject/i);
    expect(
      (await t.request({ method: 'GET', url: `/prod-api/admin/users/${me.user.id}/oauth`, token })).statusCode,
    ).toBe(403);
    const rows = await t.database.db.selectFrom('oauth_identities').selectAll().execute();
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['created_at', 'display_name', 'id', 'last_login_at', 'provider', 'subject', 'tenant_id', 'user_id'].sort(),
    );
  });
});
