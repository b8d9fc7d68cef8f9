import { HubErrors, type TenantCreated } from '@clearsight/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  closeTabs,
  connected,
  createListeningApp,
  openTab,
  record,
  refusal,
} from '../../realtime/realtime.test-support.js';
import { loginViaApi } from '../../test/account-helpers.js';
import { adminSession } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';

/** Disabling a tenant ends its sessions, and with them its members' open tabs; new connections are refused. */
describe('a disabled tenant on the realtime hubs', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await createListeningApp());
  });
  afterEach(() => closeTabs());
  afterAll(async () => {
    await t.close();
  });

  it("forces out its members' tabs at once and refuses its new connections; other tenants stay", async () => {
    const admin = await adminSession(t);
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/tenant',
      token: admin.token,
      payload: { code: 'sockets', name: 'Sockets', adminUserName: 'socketboss' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as TenantCreated;
    const token = await loginViaApi(t, 'socketboss', created.adminPassword, { tenant: 'sockets' });

    const tab = openTab(url, ['main', 'notice'], { token, tenantId: 'sockets' });
    const host = openTab(url, ['main'], { token: admin.token });
    await Promise.all([connected(tab.main), connected(tab.notice), connected(host.main)]);
    const forced = record(tab.main, 'forceOut');
    const closed = new Promise((resolve) => tab.notice.once('disconnect', resolve));

    const disabled = await t.request({
      method: 'POST',
      url: `/prod-api/tenant/${created.tenant.id}/disable`,
      token: admin.token,
    });
    expect(disabled.statusCode).toBe(200);
    await vi.waitFor(() => expect(forced).toEqual([[HubErrors.sessionEnded]]), { timeout: 3000 });
    await closed;
    expect(tab.main.connected).toBe(false);
    expect(host.main.connected).toBe(true);

    const guest = openTab(url, ['notice'], { tenantId: 'sockets' });
    expect(await refusal(guest.notice)).toBe(HubErrors.unknownTenant);
  });
});
