import { ROLE_MEMBER } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastSmsTo,
  loginViaApi,
  nextVisitorIp,
  registerViaApi,
  requestSmsCode,
  solveCaptcha,
  uniquePhone,
  uniqueUserName,
} from '../../test/account-helpers.js';
import { createMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { ManualClock } from '../../shared/clock.js';

/** An answer's body without its request id, which differs on every answer: for "answers alike" checks. */
function answerOf(res: { json(): unknown }): unknown {
  const body = res.json() as { error?: Record<string, unknown> };
  if (body.error) delete body.error.requestId;
  return body;
}

const REGISTER = '/prod-api/account/register';
const SEND = '/prod-api/account/captcha-phone';
const SEND_REPASSWORD = '/prod-api/account/captcha-phone/repassword';
const RETRIEVE = '/prod-api/account/retrieve-password';

describe('registration, SMS codes and password recovery', () => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    t = await createTestApp();
    clock = t.clock as ManualClock;
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (payload: Record<string, unknown>, ip = nextVisitorIp()) =>
    t.request({ method: 'POST', url: REGISTER, payload, remoteAddress: ip });

  async function send(url: string, phone: string, ip = nextVisitorIp()) {
    const captcha = await solveCaptcha(t, { ip });
    return t.request({ method: 'POST', url, payload: { phone, ...captcha }, remoteAddress: ip });
  }

  function members(res: { json(): unknown }): string[] {
    const body = res.json() as { error: { validationErrors: Array<{ members: string[] }> | null } };
    return (body.error.validationErrors ?? []).flatMap((v) => v.members);
  }

  describe('sending SMS codes', () => {
    it('sends a 6-digit code, keeps only its hash, and answers the timings', async () => {
      const phone = uniquePhone();
      const res = await send(SEND, phone);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
      const text = await lastSmsTo(t, phone);
      expect(text).toMatch(/^【澄镜视觉】您的注册验证码为 \d{6}，10 分钟内有效。$/);
      const code = /(\d{6})/.exec(text!)![1]!;
      const row = await t.database.db
        .selectFrom('sms_codes')
        .selectAll()
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      expect(row.purpose).toBe('register');
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).not.toContain(code);
    });

    it('requires a valid image captcha first', async () => {
      const phone = uniquePhone();
      const res = await t.request({ method: 'POST', url: SEND, payload: { phone, code: 'abcd', uuid: 'nope' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('验证码错误');
      expect(await lastSmsTo(t, phone)).toBeNull();
    });

    it('refuses an invalid phone with 400 on phone', async () => {
      const res = await send(SEND, '12345');
      expect(res.statusCode).toBe(400);
      expect(members(res)).toContain('phone');
    });

    it('answers the same whether or not the phone is registered; only the text tells the owner of the phone', async () => {
      const m = await createMember(t);
      const fresh = uniquePhone();
      const registered = await send(SEND, m.phone);
      const unregistered = await send(SEND, fresh);
      expect(registered.statusCode).toBe(200);
      expect(unregistered.statusCode).toBe(200);
      expect(answerOf(registered)).toEqual(answerOf(unregistered));
      // The owner of a registered phone is told so instead of getting a code.
      expect(await lastSmsTo(t, m.phone)).toMatch(/^【澄镜视觉】有人正在用本手机号注册账号，但该手机号已注册/);
      expect(await lastSmsTo(t, m.phone)).not.toMatch(/\d{6}/);
      expect(await lastSmsTo(t, fresh)).toMatch(/^【澄镜视觉】您的注册验证码为 \d{6}/);

      clock.advance(61_000);
      const stranger = uniquePhone();
      const recoverKnown = await send(SEND_REPASSWORD, m.phone);
      const recoverUnknown = await send(SEND_REPASSWORD, stranger);
      expect(recoverKnown.statusCode).toBe(200);
      expect(recoverUnknown.statusCode).toBe(200);
      expect(answerOf(recoverKnown)).toEqual(answerOf(recoverUnknown));

      // The resend rule holds the same for both, too.
      const againKnown = await send(SEND, m.phone);
      const againUnknown = await send(SEND, stranger);
      expect([againKnown.statusCode, againUnknown.statusCode]).toEqual([429, 429]);
      expect(againKnown.json().error.message).toBe(againUnknown.json().error.message);
    });

    it('tells the owner of an unknown phone asking for recovery that it has no account', async () => {
      const phone = uniquePhone();
      expect((await send(SEND_REPASSWORD, phone)).statusCode).toBe(200);
      const text = await lastSmsTo(t, phone);
      expect(text).toMatch(/^【澄镜视觉】有人正在用本手机号找回密码，但该手机号尚未注册账号。/);
      expect(text).not.toMatch(/\d{6}/);
    });

    it('allows one send per phone per 60 s (429 with the seconds left), whatever the purpose or address', async () => {
      const phone = uniquePhone();
      expect((await send(SEND, phone)).statusCode).toBe(200);
      clock.advance(15_000);
      const again = await send(SEND, phone);
      expect(again.statusCode).toBe(429);
      expect(again.json().error.message).toBe('短信发送太频繁，请 45 秒后再试');
      clock.advance(45_000);
      expect((await send(SEND, phone)).statusCode).toBe(200);
    });

    it('holds the 60 s rule from the database even when the shared store forgot it', async () => {
      const phone = uniquePhone();
      expect((await send(SEND, phone)).statusCode).toBe(200);
      const tenant = await t.database.db
        .selectFrom('tenants')
        .select('id')
        .where('is_default', '=', true)
        .executeTakeFirstOrThrow();
      // Another instance without a shared store: the key is gone, the row is not.
      await t.kv.delete(`sms:cooldown:${tenant.id}:${phone}`);
      const again = await send(SEND, phone);
      expect(again.statusCode).toBe(429);
    });

    it('lets concurrent requests for one phone send only once', async () => {
      const phone = uniquePhone();
      const captchas = await Promise.all([solveCaptcha(t), solveCaptcha(t), solveCaptcha(t)]);
      const results = await Promise.all(
        captchas.map((c) =>
          t.request({ method: 'POST', url: SEND, payload: { phone, ...c }, remoteAddress: nextVisitorIp() }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
      const sent = await t.database.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute();
      expect(sent).toHaveLength(1);
    });

    it('caps sends per address at 10 an hour', async () => {
      const ip = '198.51.100.77';
      clock.set(new Date(Math.ceil(clock.now().getTime() / 3_600_000) * 3_600_000 + 1000));
      for (let i = 0; i < 10; i += 1) expect((await send(SEND, uniquePhone(), ip)).statusCode).toBe(200);
      const blocked = await send(SEND, uniquePhone(), ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toMatch(/获取短信验证码太频繁/);
    });
  });

  describe('registering', () => {
    it('registers with a valid SMS code: 201 { userName, nick, token }, logged in at once, role member', async () => {
      const phone = uniquePhone();
      const userName = uniqueUserName('Reg');
      const code = await requestSmsCode(t, phone);
      const seen: string[] = [];
      const off = t.app.events.on('user.registered', (e) => {
        seen.push(e.userName);
      });
      const res = await register({ userName, password: 'Camera#Lens2026', phone, code, uuid: 'kept-for-seed-shape' });
      off();
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ userName, nick: userName, token: expect.any(String) });
      expect(seen).toEqual([userName]);

      // The token from registration is a working session; a password login works too.
      const account = (await t.request({ method: 'GET', url: '/prod-api/account', token: res.json().token })).json();
      expect(account.user.userName).toBe(userName);
      await loginViaApi(t, userName, 'Camera#Lens2026');
      expect(account.roleCodes).toEqual([ROLE_MEMBER]);
      expect(account.permissionCodes).toEqual(
        expect.arrayContaining(['bbs:discuss:add', 'bbs:comment:add', 'bbs:agree:operate']),
      );
      const row = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('user_name', '=', userName)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.phone).toBe(phone);
    });

    it('refuses bad input with 400 and validation errors per field', async () => {
      const res = await register({ userName: 'a', password: 'short', phone: '999', code: '12' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('Validation');
      expect(members(res)).toEqual(expect.arrayContaining(['userName', 'password', 'phone', 'code']));
      const symbols = await register({
        userName: 'bad name!',
        password: 'Camera#Lens2026',
        phone: uniquePhone(),
        code: '123456',
      });
      expect(symbols.statusCode).toBe(400);
      expect(members(symbols)).toEqual(['userName']);
    });

    it('refuses a common password (400 on password) before using the code', async () => {
      const phone = uniquePhone();
      const code = await requestSmsCode(t, phone);
      const res = await register({ userName: uniqueUserName(), password: 'password123', phone, code });
      expect(res.statusCode).toBe(400);
      expect(members(res)).toEqual(['password']);
      expect(res.json().error.message).toContain('常见');
      // The code survives for the corrected attempt.
      expect(
        (await register({ userName: uniqueUserName(), password: 'Camera#Lens2026', phone, code })).statusCode,
      ).toBe(201);
    });

    it('refuses a taken user name in any letter case (409 用户名已被注册)', async () => {
      const first = await registerViaApi(t, { userName: uniqueUserName('Dup') });
      const phone = uniquePhone();
      const code = await requestSmsCode(t, phone);
      const res = await register({ userName: first.userName.toUpperCase(), password: 'Camera#Lens2026', phone, code });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'Conflict', message: '用户名已被注册' });
    });

    it('says a phone is taken only after its code is proven (409), never before', async () => {
      const first = await registerViaApi(t);
      // Without the code (here: the one used to register it), the same answer an unregistered phone gets.
      const guess = await register({
        userName: uniqueUserName(),
        password: 'Camera#Lens2026',
        phone: first.phone,
        code: '123456',
      });
      const unknown = await register({
        userName: uniqueUserName(),
        password: 'Camera#Lens2026',
        phone: uniquePhone(),
        code: '123456',
      });
      expect(guess.statusCode).toBe(400);
      expect(answerOf(guess)).toEqual(answerOf(unknown));
      expect(members(guess)).toEqual(['code']);

      // Someone holds a valid code while the phone gets an account another way: then it is said.
      const phone = uniquePhone();
      const code = await requestSmsCode(t, phone);
      const member = await createMember(t);
      await t.database.db.updateTable('users').set({ phone }).where('id', '=', member.id).execute();
      const res = await register({ userName: uniqueUserName(), password: 'Camera#Lens2026', phone, code });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('该手机号已注册');
    });

    it('refuses a phone that never got a code, and a code sent to another phone', async () => {
      const none = await register({
        userName: uniqueUserName(),
        password: 'Camera#Lens2026',
        phone: uniquePhone(),
        code: '123456',
      });
      expect(none.statusCode).toBe(400);
      expect(members(none)).toEqual(['code']);
      const otherPhone = uniquePhone();
      const code = await requestSmsCode(t, otherPhone);
      const phone = uniquePhone();
      const own = await requestSmsCode(t, phone);
      // Two random codes can coincide (one in a million); then there is nothing to test.
      if (own !== code) {
        const res = await register({ userName: uniqueUserName(), password: 'Camera#Lens2026', phone, code });
        expect(res.statusCode).toBe(400);
        expect(members(res)).toEqual(['code']);
      }
    });

    it('refuses a wrong SMS code, counting attempts, and kills the code after 5', async () => {
      const phone = uniquePhone();
      const code = await requestSmsCode(t, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const first = await register({ userName: uniqueUserName(), password: 'Camera#Lens2026', phone, code: wrong });
      expect(first.statusCode).toBe(400);
      expect(first.json().error.message).toBe('短信验证码错误，还可以再试 4 次');
      for (let i = 0; i < 4; i += 1) {
        await register({ userName: uniqueUserName(), password: 'Camera#Lens2026', phone, code: wrong });
      }
      const right = await register({ userName: uniqueUserName(), password: 'Camera#Lens2026', phone, code });
      expect(right.statusCode).toBe(400);
      expect(right.json().error.message).toBe('短信验证码错误次数过多，请重新获取');
    });

    it('refuses an SMS code older than 10 minutes', async () => {
      const phone = uniquePhone();
      const code = await requestSmsCode(t, phone);
      clock.advance(10 * 60_000 + 1);
      const res = await register({ userName: uniqueUserName(), password: 'Camera#Lens2026', phone, code });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('短信验证码已过期，请重新获取');
    });

    it('accepts only the latest code sent to a phone', async () => {
      const phone = uniquePhone();
      const old = await requestSmsCode(t, phone);
      clock.advance(61_000);
      const latest = await requestSmsCode(t, phone);
      if (old !== latest) {
        const res = await register({ userName: uniqueUserName(), password: 'Camera#Lens2026', phone, code: old });
        expect(res.statusCode).toBe(400);
      }
      expect(
        (await register({ userName: uniqueUserName(), password: 'Camera#Lens2026', phone, code: latest })).statusCode,
      ).toBe(201);
    });

    it('lets exactly one of two concurrent registrations use the same SMS code', async () => {
      const phone = uniquePhone();
      const code = await requestSmsCode(t, phone);
      const results = await Promise.all([
        register({ userName: uniqueUserName('Race'), password: 'Camera#Lens2026', phone, code }),
        register({ userName: uniqueUserName('Race'), password: 'Camera#Lens2026', phone, code }),
      ]);
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses[0]).toBe(201);
      expect([400, 409]).toContain(statuses[1]);
      const loser = results.find((r) => r.statusCode !== 201)!.json().error.message;
      // Used by the winner before or after the loser's check.
      expect(['请先获取短信验证码', '短信验证码已使用，请重新获取', '该手机号已注册']).toContain(loser);
      const rows = await t.database.db.selectFrom('users').select('id').where('phone', '=', phone).execute();
      expect(rows).toHaveLength(1);
    });

    it('answers 409, never 500, when two registrations race for one user name', async () => {
      const userName = uniqueUserName('Same');
      const [p1, p2] = [uniquePhone(), uniquePhone()];
      const [c1, c2] = [await requestSmsCode(t, p1), await requestSmsCode(t, p2)];
      const results = await Promise.all([
        register({ userName, password: 'Camera#Lens2026', phone: p1, code: c1 }),
        register({ userName: userName.toLowerCase(), password: 'Camera#Lens2026', phone: p2, code: c2 }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe('用户名已被注册');
    });
  });

  describe('recovering a password', () => {
    it('answers "code wrong" alike for a known and an unknown phone that asked for a code', async () => {
      const m = await createMember(t);
      const stranger = uniquePhone();
      await requestSmsCode(t, m.phone, 'repassword');
      expect((await send(SEND_REPASSWORD, stranger)).statusCode).toBe(200);
      const attempt = (phone: string) =>
        t.request({ method: 'POST', url: RETRIEVE, payload: { phone, code: '000000', password: 'Fresh#Optics2026' } });
      const known = await attempt(m.phone);
      const unknown = await attempt(stranger);
      // (one in a million: the random code was 000000; then the known phone is simply reset)
      if (known.statusCode !== 200) {
        expect(known.statusCode).toBe(400);
        expect(answerOf(unknown)).toEqual(answerOf(known));
        expect(unknown.json().error.message).toBe('短信验证码错误，还可以再试 4 次');
      }
    });

    it('sets a new password with the recovery code, answers the account name and ends all sessions', async () => {
      const m = await createMember(t);
      const code = await requestSmsCode(t, m.phone, 'repassword');
      expect(await lastSmsTo(t, m.phone)).toMatch(/^【澄镜视觉】您正在找回密码，验证码为 \d{6}，10 分钟内有效。/);
      const res = await t.request({
        method: 'POST',
        url: RETRIEVE,
        payload: { phone: m.phone, code, password: 'Fresh#Optics2026' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ userName: m.userName });
      expect((await t.request({ method: 'GET', url: '/prod-api/account', token: m.token })).statusCode).toBe(401);
      expect(await loginViaApi(t, m.userName, 'Fresh#Optics2026')).toBeTruthy();
    });

    it('refuses a reused recovery code', async () => {
      const m = await createMember(t);
      const code = await requestSmsCode(t, m.phone, 'repassword');
      const payload = { phone: m.phone, code, password: 'Fresh#Optics2026' };
      expect((await t.request({ method: 'POST', url: RETRIEVE, payload })).statusCode).toBe(200);
      const again = await t.request({
        method: 'POST',
        url: RETRIEVE,
        payload: { ...payload, password: 'Other#Optics2026' },
      });
      expect(again.statusCode).toBe(400);
      // Said like "no code": "already used" would tell anyone naming the phone that it has an account.
      expect(again.json().error.message).toBe('请先获取短信验证码');
    });

    it('refuses a registration code for recovery, an unknown phone and a weak password', async () => {
      const phone = uniquePhone();
      const registerCode = await requestSmsCode(t, phone);
      await register({ userName: uniqueUserName(), password: 'Camera#Lens2026', phone, code: registerCode });
      const wrongPurpose = await t.request({
        method: 'POST',
        url: RETRIEVE,
        payload: { phone, code: registerCode, password: 'Fresh#Optics2026' },
      });
      expect(wrongPurpose.statusCode).toBe(400);
      expect(members(wrongPurpose)).toEqual(['code']);

      // An unknown phone gets exactly what a known phone with a wrong or missing code gets.
      const known = await createMember(t);
      const unknown = await t.request({
        method: 'POST',
        url: RETRIEVE,
        payload: { phone: uniquePhone(), code: '123456', password: 'Fresh#Optics2026' },
      });
      const knownNoCode = await t.request({
        method: 'POST',
        url: RETRIEVE,
        payload: { phone: known.phone, code: '123456', password: 'Fresh#Optics2026' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(answerOf(unknown)).toEqual(answerOf(knownNoCode));
      expect(members(unknown)).toEqual(['code']);

      const m = await createMember(t);
      const code = await requestSmsCode(t, m.phone, 'repassword');
      const weak = await t.request({
        method: 'POST',
        url: RETRIEVE,
        payload: { phone: m.phone, code, password: '11111111' },
      });
      expect(weak.statusCode).toBe(400);
      expect(members(weak)).toEqual(['password']);
    });
  });
});
