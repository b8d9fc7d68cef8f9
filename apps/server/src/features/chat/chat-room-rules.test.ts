import { randomUUID } from 'node:crypto';
import { CHAT_PRICE_INVALID, CHAT_PRICE_SETTING, type ChatStatus } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Rules of the chat room staff and the console meet: a mute never reaches administrators or moderators (the
 * forum ban's rule), and the room's price is set from the console, checked when set, and read safely when the
 * stored value is not a price.
 */
describe('chat room rules for staff', () => {
  let t: TestApp;
  let admin: { id: string; token: string; tenantId: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const mute = (by: { token: string }, userId: string) =>
    t.request({
      method: 'PUT',
      url: `/prod-api/chat-user/${userId}/mute`,
      token: by.token,
      payload: { minutes: 30, reason: '刷屏' },
    });
  const setPrice = (value: string) =>
    t.request({
      method: 'PUT',
      url: `/prod-api/admin/config/${CHAT_PRICE_SETTING}`,
      token: admin.token,
      payload: { configValue: value },
    });
  const status = async (m: TestMember) =>
    (await t.request({ method: 'GET', url: '/prod-api/chat-message/status', token: m.token })).json<ChatStatus>();
  const money = async (m: TestMember) => {
    const row = await t.database.db.selectFrom('users').select('money_cents').where('id', '=', m.id).executeTakeFirst();
    return Number(row?.money_cents ?? 0);
  };
  const sendGroup = (m: TestMember, content: string) =>
    t.request({
      method: 'POST',
      url: '/prod-api/chat-message/group',
      token: m.token,
      headers: { 'idempotency-key': randomUUID() },
      payload: { content },
    });

  it('refuses a moderator muting an administrator or another moderator, as the forum ban does', async () => {
    const moderator = await createMember(t, { roles: ['moderator'] });
    const otherModerator = await createMember(t, { roles: ['moderator'] });
    const member = await createMember(t);
    for (const target of [admin.id, otherModerator.id]) {
      const refused = await mute(moderator, target);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'Forbidden', message: '不能禁言管理员或版主' } });
    }
    // Nor may an administrator mute a moderator; nothing was stored or audited for the refusals.
    expect((await mute(admin, moderator.id)).statusCode).toBe(403);
    const stored = await t.database.db
      .selectFrom('chat_mutes')
      .select('user_id')
      .where('user_id', 'in', [admin.id, moderator.id, otherModerator.id])
      .execute();
    expect(stored).toHaveLength(0);
    // A member is muted as before.
    expect((await mute(moderator, member.id)).statusCode).toBe(200);
    expect((await status(member)).canSend).toBe(false);
  });

  it('sets the room price from the console and refuses a value that is not a price', async () => {
    const alice = await createMember(t, { moneyCents: 1000 });
    const set = await setPrice('2.5');
    expect(set.statusCode).toBe(200);
    expect((await status(alice)).groupPrice).toBe(2.5);
    expect((await sendGroup(alice, '两块五一条')).statusCode).toBe(201);
    expect(await money(alice)).toBe(750);
    for (const value of ['10000000.01', '20000000', '-1', 'abc', '1.005', '1e3']) {
      const refused = await setPrice(value);
      expect(refused.statusCode, value).toBe(400);
      expect(JSON.stringify(refused.json()), value).toContain(CHAT_PRICE_INVALID);
    }
    expect((await setPrice('10000000')).statusCode).toBe(200);
    expect((await setPrice('0')).statusCode).toBe(200);
    expect((await status(alice)).groupPrice).toBe(0);
  });

  it('charges the default price and logs when the stored price is not a price, instead of failing every message', async () => {
    const alice = await createMember(t, { moneyCents: 1000 });
    expect((await setPrice('1.5')).statusCode).toBe(200);
    const warn = vi.spyOn(t.server.log, 'warn');
    for (const stored of ['20000000', 'abc']) {
      await t.database.db
        .updateTable('site_configs')
        .set({ config_value: stored })
        .where('config_key', '=', CHAT_PRICE_SETTING)
        .execute();
      const before = await money(alice);
      const sent = await sendGroup(alice, `价格是 ${stored}`);
      expect(sent.statusCode, stored).toBe(201);
      expect(await money(alice)).toBe(before - 100);
      expect((await status(alice)).groupPrice).toBe(1);
    }
    expect(warn.mock.calls.some(([message]) => String(message).includes(CHAT_PRICE_SETTING))).toBe(true);
    warn.mockRestore();
  });
});
