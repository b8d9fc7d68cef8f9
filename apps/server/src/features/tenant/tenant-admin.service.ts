import { randomBytes } from 'node:crypto';
import type { AdminTenant, TenantCreated, TenantCreateInput } from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import { hashPassword } from '../../shared/password.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { SessionService } from '../account/session.service.js';
import { EMPTY_COUNTS, type Tenant, type TenantRepository } from './tenant.repository.js';
import type { TenantService } from './tenant.service.js';
import type { Transactor } from '../../shared/transaction.js';

/**
 * The host's tenant console (docs/product.md#tenants, decision 0015): only staff of the default tenant
 * holding `system:tenant:manage` (administrators hold every code) may list, create, disable or enable
 * tenants; staff of any other tenant get 403 even with the same permission. Every write is audited.
 */
export function createTenantAdminService(deps: {
  repo: TenantRepository;
  tenants: TenantService;
  sessions: Pick<SessionService, 'revokeAllForUser'>;
  audit: Audit;
  transactor: Transactor;
  clock: Clock;
}) {
  const { repo, tenants, sessions, audit, transactor, clock } = deps;

  async function requireHost(ctx: RequestContext): Promise<void> {
    const host = await tenants.defaultTenant();
    if (ctx.tenantId !== host.id) {
      throw AppError.forbidden('只有主站点（默认租户）的管理员可以管理租户');
    }
  }

  async function toAdmin(tenant: Tenant): Promise<AdminTenant> {
    const counts = (await repo.counts(clock.now().toISOString())).get(tenant.id) ?? EMPTY_COUNTS;
    return view(tenant, counts);
  }

  function view(tenant: Tenant, counts: typeof EMPTY_COUNTS): AdminTenant {
    return {
      id: tenant.id,
      code: tenant.code,
      name: tenant.name,
      isDefault: tenant.isDefault,
      disabledTime: tenant.disabledAt ?? null,
      creationTime: tenant.createdAt,
      counts,
    };
  }

  async function existing(id: string): Promise<Tenant> {
    const tenant = await repo.find(id);
    if (!tenant) throw AppError.notFound('租户不存在');
    return tenant;
  }

  return {
    async list(ctx: RequestContext): Promise<{ items: AdminTenant[] }> {
      await requireHost(ctx);
      const [all, counts] = await Promise.all([repo.list(), repo.counts(clock.now().toISOString())]);
      return { items: all.map((t) => view(t, counts.get(t.id) ?? EMPTY_COUNTS)) };
    },

    /**
     * A new tenant with what a fresh install has (roles, settings, boards, levels, tasks, prize tables) and
     * its first administrator, whose generated password is answered this once. The row is written disabled
     * and enabled when its defaults are in, so no request ever meets a half-made tenant.
     */
    async create(ctx: RequestContext, input: TenantCreateInput): Promise<TenantCreated> {
      await requireHost(ctx);
      if (await repo.codeTaken(input.code)) {
        throw AppError.conflict(`租户代码“${input.code}”已被使用，请换一个`);
      }
      const now = clock.now();
      const tenant: Tenant = {
        id: newId(now.getTime()),
        code: input.code,
        name: input.name,
        isDefault: false,
        createdAt: now.toISOString(),
        disabledAt: now.toISOString(),
      };
      try {
        await repo.insert(tenant);
      } catch (error) {
        // Two staff creating the same code at once: the unique index decides, the loser is told plainly.
        if (await repo.codeTaken(input.code)) throw AppError.conflict(`租户代码“${input.code}”已被使用，请换一个`);
        throw error;
      }
      const password = randomBytes(12).toString('base64url');
      await repo.setupDefaults(tenant.id, {
        now,
        siteName: input.name,
        administrator: {
          userName: input.adminUserName,
          nick: '管理员',
          introduction: `${input.name}管理员`,
          passwordHash: await hashPassword(password),
        },
      });
      // The tenant opens together with its audit record: a failure leaves it disabled, and "enable" finishes it.
      await transactor.run(async (tx) => {
        await repo.setDisabled(tenant.id, null, tx);
        await audit.record(tx, ctx, {
          action: 'tenant.create',
          targetType: 'tenant',
          targetId: tenant.id,
          after: { code: tenant.code, name: tenant.name, adminUserName: input.adminUserName },
        });
      });
      tenants.invalidate();
      const result = await toAdmin({ ...tenant, disabledAt: null });
      return { tenant: result, adminUserName: input.adminUserName, adminPassword: password };
    },

    /** Refuses the tenant's requests from now on (403) and ends every session of it, sockets included. */
    async disable(ctx: RequestContext, id: string): Promise<AdminTenant> {
      await requireHost(ctx);
      const tenant = await existing(id);
      if (tenant.isDefault) throw AppError.badRequest('默认租户（主站点）不能停用');
      if (tenant.disabledAt) return toAdmin(tenant);
      const at = clock.now().toISOString();
      await transactor.run(async (tx) => {
        await repo.setDisabled(id, at, tx);
        let ended = 0;
        for (const userId of await repo.usersWithOpenSessions(id, tx)) {
          ended += (await sessions.revokeAllForUser(userId, 'tenant-disabled', undefined, tx)).length;
        }
        await audit.record(tx, ctx, {
          action: 'tenant.disable',
          targetType: 'tenant',
          targetId: id,
          before: { disabledAt: null },
          after: { disabledAt: at, sessionsEnded: ended },
        });
      });
      tenants.invalidate();
      return toAdmin({ ...tenant, disabledAt: at });
    },

    /** Lets the tenant in again; its defaults are completed first should its creation have been cut short. */
    async enable(ctx: RequestContext, id: string): Promise<AdminTenant> {
      await requireHost(ctx);
      const tenant = await existing(id);
      if (!tenant.disabledAt) return toAdmin(tenant);
      await repo.setupDefaults(id, { now: clock.now(), siteName: tenant.name });
      await transactor.run(async (tx) => {
        await repo.setDisabled(id, null, tx);
        await audit.record(tx, ctx, {
          action: 'tenant.enable',
          targetType: 'tenant',
          targetId: id,
          before: { disabledAt: tenant.disabledAt },
          after: { disabledAt: null },
        });
      });
      tenants.invalidate();
      return toAdmin({ ...tenant, disabledAt: null });
    },
  };
}
export type TenantAdminService = ReturnType<typeof createTenantAdminService>;
