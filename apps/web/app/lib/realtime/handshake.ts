import type { HubHandshake } from '@clearsight/contracts';
import { getToken, tenantId } from '../session/session-store';

/**
 * The Socket.IO handshake (`auth`) of every hub: the session token and the tab's tenant as the HTTP client sends
 * it (`TenantId` in session storage). No id of the browser: only members open the main hub, where presence is
 * counted by member, and nothing of the visitor's outlives a logout's clearing of the storage.
 */

/** Read at every (re)connection, so a login, a logout or a tenant switch is in the next handshake. */
export function currentHandshake(): HubHandshake {
  const auth: HubHandshake = {};
  const token = getToken();
  if (token) auth.token = token;
  const tenant = tenantId()?.trim();
  if (tenant) auth.tenantId = tenant;
  return auth;
}
