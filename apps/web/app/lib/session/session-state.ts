import { ROLE_DEFAULT, type AccountResult } from '@clearsight/contracts';
import { GUEST_NAME } from '../constants';

/**
 * The signed-in user as the client keeps it (docs/product.md). It is persisted in session storage
 * under `userInfo`, so it must survive a JSON round trip and tolerate whatever an older build left there.
 */
export interface SessionUser {
  id: string | null;
  token: string | null;
  /** Display name: the nick, the user name, or the seed's guest name. */
  name: string;
  userName: string | null;
  /** File id of the avatar; null means the default avatar. */
  icon: string | null;
  roles: string[];
  permissions: string[];
  money: number;
  level: number | null;
  levelName: string | null;
  /** The title in English (null when none: English mode shows the Chinese). */
  levelNameEn: string | null;
}

export const GUEST: SessionUser = Object.freeze({
  id: null,
  token: null,
  name: GUEST_NAME,
  userName: null,
  icon: null,
  roles: [],
  permissions: [],
  money: 0,
  level: null,
  levelName: null,
  levelNameEn: null,
}) as SessionUser;

export function guestWithToken(token: string | null): SessionUser {
  return { ...GUEST, roles: [], permissions: [], token };
}

export function userFromAccount(account: AccountResult, token: string): SessionUser {
  const { user } = account;
  return {
    id: user.id,
    token,
    name: user.nick || user.userName || GUEST_NAME,
    userName: user.userName,
    icon: user.icon || null,
    roles: account.roleCodes.length > 0 ? [...account.roleCodes] : [ROLE_DEFAULT],
    permissions: [...account.permissionCodes],
    money: user.money,
    level: user.level,
    levelName: user.levelName,
    levelNameEn: user.levelNameEn || null,
  };
}

export function isSignedIn(user: SessionUser): boolean {
  return user.token !== null && user.id !== null;
}

export function serializeUser(user: SessionUser): string {
  return JSON.stringify(user);
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const strList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : [];
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Never throws: anything unreadable becomes the guest. */
export function deserializeUser(raw: string | null | undefined): SessionUser {
  if (!raw) return guestWithToken(null);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return guestWithToken(null);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return guestWithToken(null);
  const o = data as Record<string, unknown>;
  return {
    id: str(o.id),
    token: str(o.token),
    name: str(o.name) ?? GUEST_NAME,
    userName: str(o.userName),
    icon: str(o.icon),
    roles: strList(o.roles),
    permissions: strList(o.permissions),
    money: num(o.money) ?? 0,
    level: num(o.level),
    levelName: str(o.levelName),
    levelNameEn: str(o.levelNameEn),
  };
}

/**
 * What a fresh page load starts from: the token in local storage is the truth; the stored user info only
 * counts when it belongs to that token (otherwise its roles are dropped, so the guard reloads them).
 */
export function restoreSession(storedToken: string | null, storedUser: string | null): SessionUser {
  if (!storedToken) return guestWithToken(null);
  const user = deserializeUser(storedUser);
  if (user.token !== storedToken) return guestWithToken(storedToken);
  return user;
}
