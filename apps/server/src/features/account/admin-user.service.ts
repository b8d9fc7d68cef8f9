import {
  ROLE_ADMIN,
  type AdminUserRolesBody,
  type AdminUserStatusBody,
  type adminUserListRoute,
  type ResponseOf,
} from '@clearsight/contracts';
import type { z } from 'zod';
import type { DomainEvents } from '../../events.js';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { Audit } from '../../shared/audit.js';
import type { AccountStore } from './account.repository.js';
import type { SessionService } from './session.service.js';
import type { UserRecord } from './user.repository.js';
import type { Transactor, Tx } from '../../shared/transaction.js';

type AdminUserItem = ResponseOf<typeof adminUserListRoute>['items'][number];

function toItem(u: UserRecord, roleCodes: string[]): AdminUserItem {
  return {
    id: u.id,
    userName: u.userName,
    nick: u.nick,
    phone: u.phone,
    email: u.email,
    status: u.status,
    banReason: u.banReason,
    roleCodes,
    money: Math.round(u.moneyCents) / 100,
    creationTime: u.createdAt,
    lastLoginTime: u.lastLoginAt,
  };
}

function actor(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  return ctx.user;
}

/** Staff management of members. Access is checked by the routes' permission rule; every write is audited. */
export function createAdminUserService(deps: {
  store: AccountStore;
  sessions: SessionService;
  audit: Audit;
  transactor: Transactor;
  events: DomainEvents;
  clock: Clock;
}) {
  const { store, sessions, audit, transactor, events, clock } = deps;
  const { users, roles } = store;

  async function target(ctx: RequestContext, id: string, tx?: Tx): Promise<UserRecord> {
    const user = await users.findById(ctx.tenantId, id, tx);
    if (!user) throw AppError.notFound('用户不存在');
    return user;
  }

  async function item(ctx: RequestContext, id: string): Promise<AdminUserItem> {
    const user = await target(ctx, id);
    const { roleCodes } = await roles.rolesAndPermissionsOf(user.id);
    return toItem(user, roleCodes);
  }

  /** Ends the user's sessions in the unit of work; their tabs hear of it once it has committed. */
  async function endSessions(tx: Tx, ctx: RequestContext, userId: string, reason: string): Promise<string[]> {
    const sessionIds = await sessions.revokeAllForUser(userId, reason, undefined, tx);
    if (sessionIds.length > 0) {
      tx.afterCommit(() => events.emit('session.revoked', { tenantId: ctx.tenantId, userId, sessionIds, reason }));
    }
    return sessionIds;
  }

  return {
    async list(ctx: RequestContext, query: { filter?: string | undefined; skipCount: number; maxResultCount: number }) {
      const page = await users.list(ctx.tenantId, {
        filter: query.filter,
        skip: query.skipCount,
        take: query.maxResultCount,
      });
      const codes = await roles.roleCodesOfUsers(page.items.map((u) => u.id));
      return { items: page.items.map((u) => toItem(u, codes.get(u.id) ?? [])), totalCount: page.totalCount };
    },

    async setStatus(ctx: RequestContext, id: string, body: z.infer<typeof AdminUserStatusBody>) {
      const me = actor(ctx);
      const user = await target(ctx, id);
      if (user.id === me.id && body.status !== 'active') {
        throw AppError.badRequest('不能封禁或停用自己的账号');
      }
      const banReason = body.status === 'active' ? null : body.reason?.trim() || null;
      await transactor.run(async (tx) => {
        await users.updateStatus(ctx.tenantId, user.id, body.status, banReason, clock.now().toISOString(), tx);
        // A disabled account is out at once: its sessions end before we answer. A banned member keeps
        // reading (docs/product.md#banned-and-disabled): dropping the cached principal makes the ban apply to
        // their next write.
        const revoked = body.status === 'disabled' ? await endSessions(tx, ctx, user.id, body.status) : [];
        await audit.record(tx, ctx, {
          action: 'user.status',
          targetType: 'user',
          targetId: user.id,
          before: { status: user.status, banReason: user.banReason },
          after: { status: body.status, banReason, revokedSessions: revoked.length },
        });
        tx.afterCommit(() => sessions.refreshUser(user.id));
      });
      return item(ctx, user.id);
    },

    async forceOut(ctx: RequestContext, id: string) {
      const user = await target(ctx, id);
      await transactor.run(async (tx) => {
        const revoked = await endSessions(tx, ctx, user.id, 'force-out');
        await audit.record(tx, ctx, {
          action: 'user.force-out',
          targetType: 'user',
          targetId: user.id,
          after: { revokedSessions: revoked.length },
        });
      });
      return { ok: true as const };
    },

    async replaceRoles(ctx: RequestContext, id: string, body: z.infer<typeof AdminUserRolesBody>) {
      const me = actor(ctx);
      const user = await target(ctx, id);
      const wanted = [...new Set(body.roleCodes.map((c) => c.trim()).filter(Boolean))];
      const found = await roles.findByCodes(ctx.tenantId, wanted);
      const missing = wanted.filter((code) => !found.some((r) => r.code === code));
      if (missing.length > 0) throw AppError.field('roleCodes', `角色不存在：${missing.join('、')}`);
      const before = (await roles.rolesAndPermissionsOf(user.id)).roleCodes;
      if (user.id === me.id && before.includes(ROLE_ADMIN) && !wanted.includes(ROLE_ADMIN)) {
        // Otherwise the last administrator can lock everyone out of the console.
        throw AppError.badRequest('不能移除自己的管理员角色');
      }
      await transactor.run(async (tx) => {
        await roles.replaceUserRoles(
          tx,
          user.id,
          found.map((r) => r.id),
        );
        await audit.record(tx, ctx, {
          action: 'user.roles',
          targetType: 'user',
          targetId: user.id,
          before: { roleCodes: before },
          after: { roleCodes: [...wanted].sort() },
        });
        tx.afterCommit(() => sessions.refreshUser(user.id));
      });
      return item(ctx, user.id);
    },
  };
}
export type AdminUserService = ReturnType<typeof createAdminUserService>;
