import { ROLE_DEFAULT } from '@clearsight/contracts';
import { addMs, type Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { KeyValueStore } from '../../shared/kv-store.js';
import type { SessionUser } from '../../shared/request-context.js';
import type { RoleRepository } from './role.repository.js';
import type { SessionRepository } from './session.repository.js';
import type { TokenSigner } from './token.js';
import type { Tx } from '../../shared/transaction.js';

const CACHE_TTL_MS = 60_000;
/**
 * Most principals kept per process. Each entry is a few hundred bytes; past this the oldest entries go first,
 * so memory stays bounded however many sessions the process ever checks (an evicted session is read again
 * from the database on its next request).
 */
export const PRINCIPAL_CACHE_MAX = 20_000;
const REVOKED_CHANNEL = 'session-revoked';

/** Why a token opens no session: it is invalid, expired or revoked, or its account is disabled. */
export type SessionRefusal = 'ended' | 'disabled';

/**
 * Sessions bind a JWT to a server-side row, so logout, password change, ban and force-out stop a token at
 * once. Principals are cached per process for a minute; every revocation is broadcast (Redis pub/sub when
 * several instances run) so no instance keeps serving a revoked session from its cache.
 */
export function createSessionService(deps: {
  sessions: SessionRepository;
  roles: RoleRepository;
  tokens: TokenSigner;
  kv: KeyValueStore;
  clock: Clock;
  ttlDays: number;
  /** Most principals cached in this process (PRINCIPAL_CACHE_MAX). */
  cacheMax?: number;
}) {
  const { sessions, roles, tokens, kv, clock } = deps;
  const cacheMax = deps.cacheMax ?? PRINCIPAL_CACHE_MAX;
  // In insertion order, which is the order entries expire in (each lives CACHE_TTL_MS from its insertion).
  const cache = new Map<string, { user: SessionUser; expiresAt: number; cachedUntil: number }>();
  const byUser = new Map<string, Set<string>>();

  function drop(sid: string): void {
    const entry = cache.get(sid);
    if (!entry) return;
    cache.delete(sid);
    const ofUser = byUser.get(entry.user.id);
    ofUser?.delete(sid);
    if (ofUser?.size === 0) byUser.delete(entry.user.id);
  }

  function remember(sid: string, entry: { user: SessionUser; expiresAt: number; cachedUntil: number }): void {
    drop(sid);
    // The oldest entries are the stale ones first: drop those past their time, then the oldest while full.
    for (const [oldest, old] of cache) {
      if (cache.size < cacheMax && old.cachedUntil > entry.cachedUntil - CACHE_TTL_MS) break;
      drop(oldest);
    }
    cache.set(sid, entry);
    if (!byUser.has(entry.user.id)) byUser.set(entry.user.id, new Set());
    byUser.get(entry.user.id)!.add(sid);
  }

  function forget(message: string): void {
    // message is "s:<sessionId>" or "u:<userId>"
    if (message.startsWith('s:')) {
      drop(message.slice(2));
    } else if (message.startsWith('u:')) {
      const uid = message.slice(2);
      for (const sid of byUser.get(uid) ?? []) cache.delete(sid);
      byUser.delete(uid);
    }
  }
  const revokedListeners = new Set<(sessionId: string) => void>();
  // Every instance (this one included) hears each revocation once, here.
  const ready = kv.subscribe(REVOKED_CHANNEL, (message) => {
    forget(message);
    if (message.startsWith('s:')) for (const listener of revokedListeners) listener(message.slice(2));
  });

  async function broadcast(message: string): Promise<void> {
    forget(message);
    await kv.publish(REVOKED_CHANNEL, message);
  }

  return {
    ready,
    async create(input: { userId: string; tenantId: string; ip: string | null; userAgent: string | null }) {
      const now = clock.now();
      const expiresAt = addMs(now, deps.ttlDays * 86_400_000);
      const id = newId();
      await sessions.insert({
        id,
        tenantId: input.tenantId,
        userId: input.userId,
        createdAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
        ip: input.ip,
        userAgent: input.userAgent,
      });
      const token = await tokens.sign({ sub: input.userId, sid: id, tid: input.tenantId }, expiresAt);
      return { sessionId: id, token, expiresAt: expiresAt.toISOString() };
    },

    /** The signed-in principal for a bearer token, or null when it is invalid, expired or revoked. */
    async authenticate(token: string): Promise<SessionUser | null> {
      const result = await this.check(token);
      return result.user;
    },

    /**
     * Like `authenticate`, and says why a token opens no session: the realtime hubs tell a disabled account
     * apart from an ended session (docs/product.md#realtime).
     */
    async check(
      token: string,
    ): Promise<{ user: SessionUser; refusal: null } | { user: null; refusal: SessionRefusal }> {
      const ended = { user: null, refusal: 'ended' } as const;
      const claims = await tokens.verify(token);
      if (!claims) return ended;
      const nowMs = clock.now().getTime();
      const hit = cache.get(claims.sid);
      if (hit && hit.cachedUntil > nowMs && hit.expiresAt > nowMs) return { user: hit.user, refusal: null };
      if (hit) drop(claims.sid);
      const row = await sessions.findPrincipal(claims.sid);
      if (!row || row.userId !== claims.sub || row.tenantId !== claims.tid) return ended;
      // Disabling an account also revokes its sessions; the account's state is the better answer.
      if (row.status === 'disabled') return { user: null, refusal: 'disabled' };
      if (row.revokedAt) return ended;
      const expiresAt = Date.parse(row.expiresAt);
      if (expiresAt <= nowMs) return ended;
      const { roleCodes, permissionCodes } = await roles.rolesAndPermissionsOf(row.userId);
      const user: SessionUser = {
        id: row.userId,
        tenantId: row.tenantId,
        sessionId: row.sessionId,
        userName: row.userName,
        nick: row.nick,
        status: row.status as SessionUser['status'],
        roleCodes: roleCodes.length > 0 ? roleCodes : [ROLE_DEFAULT],
        permissionCodes,
      };
      remember(claims.sid, { user, expiresAt, cachedUntil: nowMs + CACHE_TTL_MS });
      return { user, refusal: null };
    },

    async revoke(sessionId: string, reason: string): Promise<void> {
      await sessions.revoke(sessionId, clock.now().toISOString(), reason);
      await broadcast(`s:${sessionId}`);
    },

    /**
     * Ends every session of a user (ban, force-out), or every other one (password change). In the caller's
     * unit of work when given one; every instance hears of it once that unit has committed.
     */
    async revokeAllForUser(userId: string, reason: string, keepSessionId?: string, tx?: Tx | null): Promise<string[]> {
      const ids = await sessions.revokeAllForUser(userId, clock.now().toISOString(), reason, keepSessionId, tx);
      const announce = async () => {
        for (const id of ids) await broadcast(`s:${id}`);
      };
      if (tx) tx.afterCommit(announce);
      else await announce();
      return ids;
    },

    /** How many principals this process holds (tests of the bound). */
    cachedPrincipals(): number {
      return cache.size;
    },

    /** Calls `listener` on every instance whenever a session is revoked (the realtime hubs close its tabs). */
    onRevoked(listener: (sessionId: string) => void): () => void {
      revokedListeners.add(listener);
      return () => revokedListeners.delete(listener);
    },

    /** Drops cached principals of a user after their roles, nick or status changed. */
    async refreshUser(userId: string): Promise<void> {
      await broadcast(`u:${userId}`);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
