import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Recorder } from './recorder.js';

/** The cluster proof's visitors: members registered and signed in through nginx as browsers do. */

export interface Member {
  id: string;
  userName: string;
  password: string;
  token: string;
}

const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** A fresh image captcha and its answer (CAPTCHA_TEST_MODE's header). */
async function captcha(front: string, recorder: Recorder): Promise<{ code: string; uuid: string } | null> {
  const res = await recorder.send(
    'GET /prod-api/account/captcha-image',
    () => fetch(`${front}/prod-api/account/captcha-image`),
    200,
  );
  if (!res) return null;
  const code = res.headers.get('x-captcha-answer') ?? '';
  const { uuid } = (await res.json()) as { uuid: string };
  return { code, uuid };
}

/** Signs in with the image captcha: the session token, or null (recorded as a failure). */
export async function login(
  front: string,
  recorder: Recorder,
  userName: string,
  password: string,
): Promise<string | null> {
  const solved = await captcha(front, recorder);
  if (!solved) return null;
  const res = await recorder.send(
    'POST /prod-api/account/login',
    () =>
      fetch(`${front}/prod-api/account/login`, {
        method: 'POST',
        headers: json(),
        body: JSON.stringify({ username: userName, password, ...solved }),
      }),
    200,
  );
  return res ? ((await res.json()) as { token: string }).token : null;
}

/**
 * Registers a member the way the site's form does: image captcha, SMS code (read from the outbox table, as the
 * `outbox` SMS provider keeps it), registration; the answer carries the new member's session.
 */
export async function register(front: string, recorder: Recorder, db: pg.Client, n: number): Promise<Member> {
  const userName = `cl${randomBytes(4).toString('hex')}${n}`;
  const password = 'Cluster#Member-2026';
  const phone = `137${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;
  const solved = await captcha(front, recorder);
  if (!solved) throw new Error('captcha for registration failed');
  const sms = await recorder.send(
    'POST /prod-api/account/captcha-phone',
    () =>
      fetch(`${front}/prod-api/account/captcha-phone`, {
        method: 'POST',
        headers: json(),
        body: JSON.stringify({ phone, ...solved }),
      }),
    200,
  );
  if (!sms) throw new Error('SMS code for registration failed');
  const text = await db.query<{ content: string }>(
    'select content from sms_outbox where phone = $1 order by created_at desc, id desc limit 1',
    [phone],
  );
  const code = /(\d{6})/.exec(text.rows[0]?.content ?? '')?.[1];
  if (!code) throw new Error(`no SMS code was sent to ${phone}`);
  const res = await recorder.send(
    'POST /prod-api/account/register',
    () =>
      fetch(`${front}/prod-api/account/register`, {
        method: 'POST',
        headers: json(),
        body: JSON.stringify({ userName, password, phone, code }),
      }),
    201,
  );
  if (!res) throw new Error(`registering ${userName} failed`);
  const { token } = (await res.json()) as { token: string };
  const row = await db.query<{ id: string }>('select id from users where user_name = $1', [userName]);
  return { id: row.rows[0]!.id, userName, password, token };
}

/** Staff credit a member's money (the console's adjustment: audited, on the ledger). */
export async function credit(
  front: string,
  recorder: Recorder,
  adminToken: string,
  member: Member,
  amount: number,
): Promise<void> {
  const res = await recorder.send(
    'POST /prod-api/admin/ledger/adjust',
    () =>
      fetch(`${front}/prod-api/admin/ledger/adjust`, {
        method: 'POST',
        headers: { ...json(adminToken), 'idempotency-key': randomUUID() },
        body: JSON.stringify({ userId: member.id, amount, remark: '集群验证的聊天费用' }),
      }),
    201,
  );
  if (!res) throw new Error(`crediting ${member.userName} failed`);
}

export { json };
