import type { TestApp } from './harness.js';

/**
 * Account journeys through the real endpoints, for tests of registration and of anything that wants a
 * member created the way visitors create one. Each call comes from its own address unless `ip` is given,
 * so the per-address limits on login and SMS never trip a test that is not about them.
 */

export type SmsPurpose = 'register' | 'repassword';

export interface VisitorOptions {
  /** `TenantId` header (id or code). */
  tenant?: string;
  /** Remote address the request comes from. */
  ip?: string;
}

let visitor = 0;
/** A fresh address from 10.0.0.0/8 (never the fixtures' 203.0.113.7). */
export function nextVisitorIp(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

let phones = 0;
/** A valid mainland mobile number that no other helper call in this process returns. */
export function uniquePhone(): string {
  phones += 1;
  const tail = (Number(`${process.pid % 1000}${String(phones).padStart(5, '0')}`) % 1e8).toString().padStart(8, '0');
  return `136${tail}`;
}

let names = 0;
/** A valid, unique user name (letters and digits, at most 20). */
export function uniqueUserName(prefix = 'u'): string {
  names += 1;
  return `${prefix}${Date.now().toString(36)}${names}`.slice(0, 20);
}

function fail(what: string, res: { statusCode: number; body: string }): never {
  throw new Error(`${what} failed: HTTP ${res.statusCode} ${res.body}`);
}

/** A fresh image captcha and its answer (read from the test-only `x-captcha-answer` header). */
export async function solveCaptcha(t: TestApp, options: VisitorOptions = {}): Promise<{ code: string; uuid: string }> {
  const res = await t.request({
    method: 'GET',
    url: '/prod-api/account/captcha-image',
    remoteAddress: options.ip ?? nextVisitorIp(),
    ...(options.tenant ? { tenant: options.tenant } : {}),
  });
  if (res.statusCode !== 200) fail('captcha-image', res);
  const answer = res.headers['x-captcha-answer'];
  if (typeof answer !== 'string') throw new Error('x-captcha-answer missing: is captchaTestMode on?');
  return { code: answer, uuid: (res.json() as { uuid: string }).uuid };
}

/** The last SMS text sent to a phone by the outbox provider. */
export async function lastSmsTo(t: TestApp, phone: string): Promise<string | null> {
  const row = await t.database.db
    .selectFrom('sms_outbox')
    .select('content')
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.content ?? null;
}

/** Requests an SMS code through the API (captcha included) and returns the code read from the outbox. */
export async function requestSmsCode(
  t: TestApp,
  phone: string,
  purpose: SmsPurpose = 'register',
  options: VisitorOptions = {},
): Promise<string> {
  const ip = options.ip ?? nextVisitorIp();
  const captcha = await solveCaptcha(t, { ...options, ip });
  const res = await t.request({
    method: 'POST',
    url: purpose === 'register' ? '/prod-api/account/captcha-phone' : '/prod-api/account/captcha-phone/repassword',
    payload: { phone, ...captcha },
    remoteAddress: ip,
    ...(options.tenant ? { tenant: options.tenant } : {}),
  });
  if (res.statusCode !== 200) fail(`captcha-phone (${purpose})`, res);
  const text = await lastSmsTo(t, phone);
  const code = text ? /(\d{6})/.exec(text)?.[1] : undefined;
  if (!code) throw new Error(`No SMS code found for ${phone}`);
  return code;
}

export interface RegisteredVisitor {
  userName: string;
  password: string;
  phone: string;
  nick: string;
}

/** Registers through the API (SMS code included); unspecified fields get fresh valid values. */
export async function registerViaApi(
  t: TestApp,
  input: { userName?: string; password?: string; phone?: string } & VisitorOptions = {},
): Promise<RegisteredVisitor> {
  const userName = input.userName ?? uniqueUserName();
  const password = input.password ?? 'Camera#Lens2026';
  const phone = input.phone ?? uniquePhone();
  const ip = input.ip ?? nextVisitorIp();
  const visitorOptions = { ip, ...(input.tenant ? { tenant: input.tenant } : {}) };
  const code = await requestSmsCode(t, phone, 'register', visitorOptions);
  const res = await t.request({
    method: 'POST',
    url: '/prod-api/account/register',
    payload: { userName, password, phone, code },
    remoteAddress: ip,
    ...(input.tenant ? { tenant: input.tenant } : {}),
  });
  if (res.statusCode !== 201) fail('register', res);
  const body = res.json() as { userName: string; nick: string };
  return { userName: body.userName, nick: body.nick, password, phone };
}

/** Logs in through the API (captcha included) and returns the bearer token. */
export async function loginViaApi(
  t: TestApp,
  userName: string,
  password: string,
  options: VisitorOptions = {},
): Promise<string> {
  const ip = options.ip ?? nextVisitorIp();
  const captcha = await solveCaptcha(t, { ...options, ip });
  const res = await t.request({
    method: 'POST',
    url: '/prod-api/account/login',
    payload: { username: userName, password, ...captcha },
    remoteAddress: ip,
    ...(options.tenant ? { tenant: options.tenant } : {}),
  });
  if (res.statusCode !== 200) fail('login', res);
  return (res.json() as { token: string }).token;
}
