import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { loginViaApi, nextVisitorIp, solveCaptcha } from '../../test/account-helpers.js';
import type { ManualClock } from '../../shared/clock.js';

const LOGIN = '/prod-api/account/login';

describe('image captcha and login', () => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    t = await createTestApp();
    clock = t.clock as ManualClock;
  });
  afterAll(async () => {
    await t.close();
  });

  async function login(body: Record<string, unknown>, options: { ip?: string; tenant?: string } = {}) {
    const ip = options.ip ?? nextVisitorIp();
    const captcha = await solveCaptcha(t, { ip });
    return t.request({
      method: 'POST',
      url: LOGIN,
      payload: { ...captcha, ...body },
      remoteAddress: ip,
      ...(options.tenant ? { tenant: options.tenant } : {}),
    });
  }

  it('issues a base64 SVG captcha with a uuid, stored server-side and never cached', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/account/captcha-image' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['img', 'uuid']);
    expect(Buffer.from(body.img, 'base64').toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-captcha-answer']).toMatch(/^[A-Za-z0-9]{4}$/);
    const row = await t.database.db
      .selectFrom('captcha_challenges')
      .selectAll()
      .where('id', '=', body.uuid)
      .executeTakeFirst();
    expect(row?.answer).toBe(String(res.headers['x-captcha-answer']).toLowerCase());
  });

  it('limits captcha images per address: each one is a stored row', async () => {
    const image = (ip: string) =>
      t.request({ method: 'GET', url: '/prod-api/account/captcha-image', remoteAddress: ip });
    const ip = '198.51.100.30';
    for (let i = 0; i < 30; i += 1) expect((await image(ip)).statusCode).toBe(200);
    const blocked = await image(ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ code: 'TooManyRequests' });
    expect(blocked.json().error.message).toMatch(/^获取验证码太频繁，请 \d+ 秒后再试$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await image('198.51.100.31')).statusCode).toBe(200);
  });

  it('does not reveal the answer when test mode is off', async () => {
    const plain = await createTestApp({ config: { captchaTestMode: false } });
    try {
      const res = await plain.request({ method: 'GET', url: '/prod-api/account/captcha-image' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-captcha-answer']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('logs in with the right captcha (any letter case), password and user name (any case)', async () => {
    const m = await createMember(t, { userName: 'LensMaker7' });
    const ip = nextVisitorIp();
    const captcha = await solveCaptcha(t, { ip });
    const res = await t.request({
      method: 'POST',
      url: LOGIN,
      remoteAddress: ip,
      payload: { username: 'lensmaker7', password: m.password, code: captcha.code.toUpperCase(), uuid: captcha.uuid },
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(typeof token).toBe('string');
    const me = await t.request({ method: 'GET', url: '/prod-api/account', token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.userName).toBe('LensMaker7');
    const row = await t.database.db
      .selectFrom('users')
      .select(['last_login_at', 'last_login_ip'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.last_login_ip).toBe(ip);
    expect(row.last_login_at).toBeTruthy();
  });

  it('emits user.logged-in', async () => {
    const m = await createMember(t);
    const seen: string[] = [];
    const off = t.app.events.on('user.logged-in', (e) => {
      seen.push(e.userId);
    });
    await loginViaApi(t, m.userName, m.password);
    await new Promise((r) => setTimeout(r, 10));
    off();
    expect(seen).toEqual([m.id]);
  });

  it('refuses a wrong captcha with 403 验证码错误', async () => {
    const m = await createMember(t);
    const res = await login({ username: m.userName, password: m.password, code: 'zzzz' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'CaptchaWrong', message: '验证码错误' });
  });

  it('refuses an unknown captcha uuid with 403 验证码错误', async () => {
    const m = await createMember(t);
    const res = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { username: m.userName, password: m.password, code: 'abcd', uuid: 'no-such-uuid' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('验证码错误');
  });

  it('uses a captcha up on the first check, right or wrong', async () => {
    const m = await createMember(t);
    const captcha = await solveCaptcha(t);
    const first = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { username: m.userName, password: 'wrong-password-1', ...captcha },
    });
    expect(first.statusCode).toBe(403);
    expect(first.json().error.code).toBe('BadCredentials');
    const reused = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { username: m.userName, password: m.password, ...captcha },
    });
    expect(reused.statusCode).toBe(403);
    expect(reused.json().error.message).toBe('验证码错误');

    const wrong = await solveCaptcha(t);
    await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { username: m.userName, password: m.password, code: 'nope', uuid: wrong.uuid },
    });
    const afterWrong = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { username: m.userName, password: m.password, ...wrong },
    });
    expect(afterWrong.statusCode).toBe(403);
    expect(afterWrong.json().error.message).toBe('验证码错误');
  });

  it('refuses a captcha older than 5 minutes', async () => {
    const m = await createMember(t);
    const captcha = await solveCaptcha(t);
    clock.advance(5 * 60_000 + 1);
    const res = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { username: m.userName, password: m.password, ...captcha },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('验证码错误');
  });

  it('answers the same 403 for an unknown user and a wrong password', async () => {
    const m = await createMember(t);
    const unknown = await login({ username: 'nobodyHere42', password: 'whatever-123' });
    const wrong = await login({ username: m.userName, password: 'not-the-password' });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'BadCredentials', message: '用户名或密码错误' });
    }
  });

  it('refuses bad input with 400 and validation errors', async () => {
    const res = await t.request({ method: 'POST', url: LOGIN, payload: { username: '', password: 'x' } });
    expect(res.statusCode).toBe(400);
    const members = res.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members);
    expect(members).toEqual(expect.arrayContaining(['username', 'code', 'uuid']));
  });

  it('lets a banned member in (read-only) and refuses a disabled one', async () => {
    const banned = await createMember(t);
    const disabled = await createMember(t);
    await t.database.db
      .updateTable('users')
      .set({ status: 'banned', ban_reason: '发布广告' })
      .where('id', '=', banned.id)
      .execute();
    await t.database.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', disabled.id).execute();
    const b = await login({ username: banned.userName, password: banned.password });
    expect(b.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/prod-api/account', token: b.json().token });
    expect(me.json().user.status).toBe('banned');
    const write = await t.request({
      method: 'PUT',
      url: '/prod-api/user/profile',
      token: b.json().token,
      payload: { nick: 'spam' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('AccountBanned');
    const d = await login({ username: disabled.userName, password: disabled.password });
    expect(d.statusCode).toBe(403);
    expect(d.json().error.code).toBe('AccountDisabled');
    // A wrong password never tells the account's status.
    const guess = await login({ username: disabled.userName, password: 'wrong-guess-1' });
    expect(guess.json().error.code).toBe('BadCredentials');
  });

  it('stops guessing from one address after 5 wrong passwords, while the owner elsewhere logs in at once', async () => {
    const m = await createMember(t);
    const stranger = '198.51.100.40';
    for (let i = 0; i < 12; i += 1) {
      const res = await login({ username: m.userName, password: `wrong-${i}-password` }, { ip: stranger });
      expect(res.statusCode).toBe(i < 5 ? 403 : 429);
    }
    // The stranger's address is stopped, with the right password too: it is the one guessing.
    const guessed = await login({ username: m.userName.toUpperCase(), password: m.password }, { ip: stranger });
    expect(guessed.statusCode).toBe(429);
    expect(guessed.json().error.code).toBe('TooManyRequests');
    expect(guessed.json().error.message).toMatch(/^密码错误次数过多，请 \d+ (秒|分钟)后再试$/);

    // The owner, from any other address, is never refused because of someone else's failures.
    const owner = await login({ username: m.userName, password: m.password }, { ip: '198.51.100.41' });
    expect(owner.statusCode).toBe(200);
    expect(typeof owner.json().token).toBe('string');

    clock.advance(10 * 60_000);
    const later = await login({ username: m.userName, password: m.password }, { ip: stranger });
    expect(later.statusCode).toBe(200);
  });

  it('forgets the failures of an address once it logs in', async () => {
    const m = await createMember(t);
    const ip = '198.51.100.42';
    for (let i = 0; i < 4; i += 1) await login({ username: m.userName, password: `typo-${i}-password` }, { ip });
    expect((await login({ username: m.userName, password: m.password }, { ip })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await login({ username: m.userName, password: `typo-${i}-again` }, { ip })).statusCode).toBe(403);
    }
    expect((await login({ username: m.userName, password: m.password }, { ip })).statusCode).toBe(200);
  });

  it('limits login attempts per address to 20 per 10 minutes', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const ip = '198.51.100.20';
    for (let i = 0; i < 20; i += 1) {
      const who = i % 2 === 0 ? m : other;
      const res = await login({ username: who.userName, password: who.password }, { ip });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await login({ username: m.userName, password: m.password }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^登录尝试太频繁，请 \d+ (秒|分钟)后再试$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await login({ username: m.userName, password: m.password }, { ip: '198.51.100.21' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('logs out: the token stops working at once (401 on /account)', async () => {
    const m = await createMember(t);
    const token = await loginViaApi(t, m.userName, m.password);
    expect((await t.request({ method: 'GET', url: '/prod-api/account', token })).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/prod-api/account/logout', token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const after = await t.request({ method: 'GET', url: '/prod-api/account', token });
    expect(after.statusCode).toBe(401);
    // The member's other sessions are untouched.
    expect((await t.request({ method: 'GET', url: '/prod-api/account', token: m.token })).statusCode).toBe(200);
  });

  it('refuses logout without a session', async () => {
    const res = await t.request({ method: 'POST', url: '/prod-api/account/logout' });
    expect(res.statusCode).toBe(401);
  });

  it('logs in the seeded administrator with the configured password', async () => {
    const res = await login({ username: 'admin', password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
  });
});
