import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createSmsOutboxRepository } from './sms-outbox.repository.js';
import { createOutboxSmsProvider } from './sms.provider.js';

describe('SMS outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('records sent messages and lists them to administrators only, newest first', async () => {
    const admin = await adminSession(t);
    const provider = createOutboxSmsProvider(createSmsOutboxRepository(t.database.db), t.clock);
    await provider.send({ tenantId: admin.tenantId, phone: '13800000001', content: 'first' });
    (t.clock as { advance?: (ms: number) => void }).advance?.(1000);
    await provider.send({ tenantId: admin.tenantId, phone: '13800000002', content: 'second' });
    const res = await t.request({ method: 'GET', url: '/prod-api/admin/sms-outbox', token: admin.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBeGreaterThanOrEqual(2);
    expect(body.items[0].content).toBe('second');
    const filtered = await t.request({
      method: 'GET',
      url: '/prod-api/admin/sms-outbox?phone=13800000001',
      token: admin.token,
    });
    expect(filtered.json().items.map((i: { content: string }) => i.content)).toEqual(['first']);
    const member = await createMember(t);
    expect(
      (await t.request({ method: 'GET', url: '/prod-api/admin/sms-outbox', token: member.token })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/prod-api/admin/sms-outbox' })).statusCode).toBe(401);
  });
});
