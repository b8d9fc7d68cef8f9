import { MIRROR_COOKIES, STORAGE_KEYS, TOKEN_COOKIE_MAX_AGE_S } from '../constants';
import { readCookie, writeCookie } from '../cookies';
import { useBrowserStore } from '../hydrated';
import { GUEST, guestWithToken, restoreSession, serializeUser, type SessionUser } from './session-state';

/**
 * The session lives in the browser only (the token is in local storage, as the seed has it), so the
 * server always renders the guest and the client switches to the stored session right after hydration
 * (useSyncExternalStore's server snapshot makes that switch without a hydration mismatch).
 */

type Listener = () => void;

const listeners = new Set<Listener>();
let state: SessionUser | null = null;

const isBrowser = () => typeof window !== 'undefined';

function safeGet(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage can be disabled (private modes, quotas); the in-memory state still works for this page.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

const serverSession = (): SessionUser => GUEST;

function current(): SessionUser {
  if (state) return state;
  if (!isBrowser()) return GUEST;
  state = restoreSession(safeGet(local, STORAGE_KEYS.token), safeGet(session, STORAGE_KEYS.userInfo));
  return state;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function mirrorToken(token: string | null): void {
  if (readCookie(MIRROR_COOKIES.token) === token) return;
  writeCookie(MIRROR_COOKIES.token, token, { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_S });
}

function persist(next: SessionUser): void {
  safeSet(local, STORAGE_KEYS.token, next.token);
  safeSet(session, STORAGE_KEYS.userInfo, serializeUser(next));
  mirrorToken(next.token);
}

function commit(next: SessionUser): void {
  state = next;
  if (isBrowser()) persist(next);
  emit();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionUser {
  return current();
}

export function getToken(): string | null {
  return current().token;
}

export function setSession(user: SessionUser): void {
  commit(user);
}

export function setToken(token: string | null): void {
  commit(token ? { ...current(), token } : guestWithToken(null));
}

export function setMoney(money: number): void {
  commit({ ...current(), money });
}

/** Applies a signed amount (the `Money` realtime event). */
export function addMoney(delta: number): void {
  commit({ ...current(), money: Math.round((current().money + delta) * 100) / 100 });
}

/** Without a token the stored user info is meaningless; the guard resets it (docs/product.md). */
export function resetUserInfo(): void {
  const now = current();
  if (now.token === null && now.id === null && now.roles.length === 0) return;
  commit(guestWithToken(null));
}

/** Logout (docs/product.md): token, roles, permissions and all local and session storage go, every key. */
export function clearEverything(): void {
  if (isBrowser()) {
    try {
      window.localStorage.clear();
      window.sessionStorage.clear();
    } catch {
      // See safeSet.
    }
  }
  state = guestWithToken(null);
  // Session storage (the tab's tenant with it) is gone, so are their cookie copies.
  mirrorToken(null);
  writeCookie(MIRROR_COOKIES.tenant, null);
  emit();
}

/** The session: a guest's while the page hydrates (as the server rendered it), the stored one afterwards. */
export function useSession(): SessionUser {
  return useBrowserStore(subscribe, current, serverSession);
}

/** The site configuration is kept in session storage as the seed does; the server render has it anyway. */
export function storeConfigInfo(config: Record<string, string>): void {
  if (isBrowser()) safeSet(session, STORAGE_KEYS.configInfo, JSON.stringify(config));
}

/** A page address may name its tenant (`/bbs?tenant=acme`), so a link leads into a tenant (decision 0015). */
export const TENANT_QUERY = 'tenant';

/**
 * The tab's tenant: the seed's TenantId in session storage, which `?tenant=<code>` in the address sets (the
 * newest choice wins and stays for the tab). None: the server takes the host name's tenant when it is
 * configured with a host suffix, else the default tenant.
 */
export function tenantId(): string | null {
  if (!isBrowser()) return null;
  const named = new URLSearchParams(window.location.search).get(TENANT_QUERY)?.trim();
  if (named && named !== safeGet(session, STORAGE_KEYS.tenantId)) safeSet(session, STORAGE_KEYS.tenantId, named);
  return safeGet(session, STORAGE_KEYS.tenantId);
}

/** Whether the tab names no tenant or the default one: where the host's own console screens belong. */
export function onDefaultTenant(): boolean {
  const tenant = tenantId()?.trim().toLowerCase();
  return !tenant || tenant === 'default';
}

/**
 * Copies the tab's tenant (session storage) and token (local storage) into their cookies, so documents and
 * React Router's data requests carry them to the server renderer. Answers whether the tenant cookie changed:
 * the page on screen was then rendered for another tenant and its data must be loaded again.
 */
export function syncMirrorCookies(): { tenantChanged: boolean } {
  if (!isBrowser()) return { tenantChanged: false };
  mirrorToken(safeGet(local, STORAGE_KEYS.token));
  const tenant = tenantId()?.trim() || null;
  if (readCookie(MIRROR_COOKIES.tenant) === tenant) return { tenantChanged: false };
  writeCookie(MIRROR_COOKIES.tenant, tenant);
  return { tenantChanged: true };
}

if (isBrowser()) {
  // Another tab logging out or in changes the token under us; follow it so this tab never sends a dead token.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    const token = safeGet(local, STORAGE_KEYS.token);
    if (token === current().token) return;
    state = guestWithToken(token);
    safeSet(session, STORAGE_KEYS.userInfo, serializeUser(state));
    mirrorToken(token);
    emit();
  });
}
