import { HubErrors } from '@clearsight/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, createTenant } from '../test/fixtures.js';
import type { TestApp } from '../test/harness.js';
import { closeTabs, connected, createListeningApp, openTab, refusal } from './realtime.test-support.js';

describe('hub handshake', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await createListeningApp());
  });
  afterEach(() => closeTabs());
  afterAll(async () => {
    await t.close();
  });

  it('admits a guest to /main and /notice, over WebSocket and over long-polling', async () => {
    const tab = openTab(url, ['main', 'notice']);
    await Promise.all([connected(tab.main), connected(tab.notice)]);
    const polling = openTab(url, ['main'], {}, { transports: ['polling'] });
    await connected(polling.main);
  });

  it('refuses a guest on the members-only hubs', async () => {
    const tab = openTab(url, ['bbsNotice', 'chat']);
    expect(await refusal(tab.bbsNotice)).toBe(HubErrors.membersOnly);
    expect(await refusal(tab.chat)).toBe(HubErrors.membersOnly);
  });

  it('admits a member to every hub, with the tenant given by id or by code', async () => {
    const member = await createMember(t);
    const tab = openTab(url, ['main', 'notice', 'bbsNotice', 'chat'], { token: member.token });
    await Promise.all(Object.values(tab).map(connected));
    const tenant = await t.database.db
      .selectFrom('tenants')
      .select('code')
      .where('id', '=', member.tenantId)
      .executeTakeFirstOrThrow();
    const byCode = openTab(url, ['bbsNotice'], { token: member.token, tenantId: tenant.code });
    await connected(byCode.bbsNotice);
  });

  it('refuses a revoked token, on guest hubs too', async () => {
    const member = await createMember(t);
    const before = openTab(url, ['main'], { token: member.token });
    await connected(before.main);
    await t.request({ method: 'POST', url: '/prod-api/account/logout', token: member.token });
    const after = openTab(url, ['main', 'bbsNotice'], { token: member.token });
    expect(await refusal(after.main)).toBe(HubErrors.sessionEnded);
    expect(await refusal(after.bbsNotice)).toBe(HubErrors.sessionEnded);
  });

  it('refuses a token that is not one', async () => {
    const tab = openTab(url, ['notice'], { token: 'not-a-token' });
    expect(await refusal(tab.notice)).toBe(HubErrors.sessionEnded);
  });

  it('refuses an expired session', async () => {
    const member = await createMember(t);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(t.clock.now().getTime() - 1000).toISOString() })
      .where('user_id', '=', member.id)
      .execute();
    const tab = openTab(url, ['main'], { token: member.token });
    expect(await refusal(tab.main)).toBe(HubErrors.sessionEnded);
  });

  it('refuses a disabled account with its own message', async () => {
    const admin = await adminSession(t);
    const member = await createMember(t);
    const res = await t.request({
      method: 'PUT',
      url: `/prod-api/admin/users/${member.id}/status`,
      token: admin.token,
      payload: { status: 'disabled', reason: 'test' },
    });
    expect(res.statusCode).toBe(200);
    const tab = openTab(url, ['main'], { token: member.token });
    expect(await refusal(tab.main)).toBe(HubErrors.accountDisabled);
  });

  it('refuses an unknown tenant, and a token of another tenant', async () => {
    const unknown = openTab(url, ['notice'], { tenantId: 'no-such-tenant' });
    expect(await refusal(unknown.notice)).toBe(HubErrors.unknownTenant);
    const other = await createTenant(t);
    const member = await createMember(t);
    const crossed = openTab(url, ['main'], { token: member.token, tenantId: other.id });
    expect(await refusal(crossed.main)).toBe(HubErrors.sessionEnded);
  });

  it('drops a malformed browser id instead of refusing', async () => {
    const tab = openTab(url, ['main'], { browserId: 'short' });
    await connected(tab.main);
  });

  it("accepts pages of the server's own host and refuses other origins", async () => {
    const own = openTab(url, ['main'], {}, { origin: url });
    await connected(own.main);
    const foreign = openTab(url, ['main', 'notice'], {}, { origin: 'https://evil.example' });
    expect(await refusal(foreign.main)).toBe(HubErrors.originRefused);
    expect(await refusal(foreign.notice)).toBe(HubErrors.originRefused);
  });
});

describe('hub handshake with PUBLIC_URL and a connection limit', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await createListeningApp({ origins: ['https://www.example.com'], connectionsPerMinute: 3 }));
  });
  afterEach(() => closeTabs());
  afterAll(async () => {
    await t.close();
  });

  it('accepts only the public origin, then refuses an address that opens too many connections', async () => {
    // The origin check comes first: these two refusals count as connections opened too.
    const ownHost = openTab(url, ['main'], {}, { origin: url });
    expect(await refusal(ownHost.main)).toBe(HubErrors.originRefused);
    const allowed = openTab(url, ['main'], {}, { origin: 'https://www.example.com' });
    await connected(allowed.main);
    const third = openTab(url, ['notice']);
    await connected(third.notice);
    const fourth = openTab(url, ['main', 'notice']);
    expect(await refusal(fourth.main)).toBe(HubErrors.tooManyConnections);
    expect(await refusal(fourth.notice)).toBe(HubErrors.tooManyConnections);
  });
});
