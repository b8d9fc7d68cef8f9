import type { HubHandshake } from '@clearsight/contracts';
import { getToken, keepAcrossLogout, tenantId } from '../session/session-store';

/**
 * The Socket.IO handshake (`auth`) of every hub: the session token, the tab's tenant as the HTTP client sends
 * it (`TenantId` in session storage) and a random id this browser keeps, so that a guest with several tabs
 * counts once online.
 */

export const BROWSER_ID_KEY = 'cs.browserId';

// The id names the browser, not the member: logging out keeps it.
keepAcrossLogout(BROWSER_ID_KEY);

let remembered: string | null = null;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID().replace(/-/g, '');
  }
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

const valid = (id: string | null): id is string => !!id && /^[A-Za-z0-9_-]{8,64}$/.test(id);

function readStored(): string | null {
  try {
    return window.localStorage.getItem(BROWSER_ID_KEY);
  } catch {
    return null;
  }
}

/** This browser's id: the stored one, else a new one that is stored (memory only when storage is off). */
export function browserId(): string {
  const stored = typeof window === 'undefined' ? null : readStored();
  if (valid(stored)) {
    remembered = stored;
    return stored;
  }
  const id = remembered ?? randomId();
  remembered = id;
  if (typeof window !== 'undefined') {
    try {
      window.localStorage.setItem(BROWSER_ID_KEY, id);
    } catch {
      // Private modes and quotas: the id still holds for this page.
    }
  }
  return id;
}

/** Read at every (re)connection, so a login, a logout or a tenant switch is in the next handshake. */
export function currentHandshake(): HubHandshake {
  const auth: HubHandshake = { browserId: browserId() };
  const token = getToken();
  if (token) auth.token = token;
  const tenant = tenantId()?.trim();
  if (tenant) auth.tenantId = tenant;
  return auth;
}
