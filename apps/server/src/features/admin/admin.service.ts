import {
  fromCents,
  hasAny,
  ROLE_LIST_PERMISSIONS,
  STAFF_PERMISSIONS,
  type AdminDashboard,
  type AdminRoleItem,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { AdminRepository } from './admin.repository.js';
import { addDays, countPerDay, periodDays, startOfDay } from '../../shared/calendar.js';

function requireAny(ctx: RequestContext, permissions: readonly string[]): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  if (!hasAny(ctx.user, { permissions })) throw AppError.forbidden();
  return ctx.user;
}

/**
 * A count from a table another feature owns: when that table is missing from this database (a feature not
 * migrated yet) the dashboard shows "no data" for it instead of failing as a whole.
 */
async function optional<T>(read: () => Promise<T>, onError: (error: unknown) => void): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    onError(error);
    return null;
  }
}

export function createAdminService(deps: {
  repo: AdminRepository;
  clock: Clock;
  timeZone: string;
  log?: (message: string, error: unknown) => void;
}) {
  const { repo, clock, timeZone } = deps;
  const log = deps.log ?? (() => undefined);

  return {
    async roles(ctx: RequestContext): Promise<{ items: AdminRoleItem[] }> {
      requireAny(ctx, ROLE_LIST_PERMISSIONS);
      return { items: await repo.roles(ctx.tenantId) };
    },

    async dashboard(ctx: RequestContext, days: number): Promise<AdminDashboard> {
      requireAny(ctx, STAFF_PERMISSIONS);
      const tenantId = ctx.tenantId;
      const now = clock.now();
      const keys = periodDays(now, timeZone, days);
      const since = startOfDay(keys[0]!, timeZone);
      const warn = (what: string) => (error: unknown) => log(`dashboard: ${what} unavailable`, error);

      const bounds = [...keys, addDays(keys.at(-1)!, 1)].map((key) => startOfDay(key, timeZone));
      const [statuses, registrations, sessions, notices, sms, audit, leads, downloads, content, forum, points] =
        await Promise.all([
          repo.memberStatusCounts(tenantId),
          repo.registrationsSince(tenantId, since),
          repo.activeSessions(tenantId, now),
          repo.noticeCounts(tenantId),
          repo.smsSince(tenantId, since),
          repo.auditSince(tenantId, since),
          optional(() => repo.leadCounts(tenantId, since), warn('leads')),
          optional(() => repo.downloadCounts(tenantId), warn('downloads')),
          optional(() => repo.contentCounts(tenantId, now), warn('content')),
          optional(() => repo.forumCounts(tenantId), warn('forum')),
          optional(() => repo.pointsPerDay(tenantId, bounds), warn('points')),
        ]);
      const perDay = countPerDay(registrations, keys, timeZone);
      const status = (s: string) => statuses.get(s) ?? 0;
      return {
        generatedAt: now.toISOString(),
        timeZone,
        days,
        members: {
          total: [...statuses.values()].reduce((a, b) => a + b, 0),
          active: status('active'),
          banned: status('banned'),
          disabled: status('disabled'),
          newInPeriod: perDay.reduce((a, d) => a + d.count, 0),
          perDay,
        },
        sessions: { active: sessions.sessions, members: sessions.members },
        notices,
        smsSentInPeriod: sms,
        auditInPeriod: audit,
        leads,
        downloads: downloads && { ...downloads, total: downloads.software + downloads.documents },
        content,
        forum,
        points: points && {
          issuedInPeriod: fromCents(points.reduce((a, d) => a + d.issued, 0)),
          spentInPeriod: fromCents(points.reduce((a, d) => a + d.spent, 0)),
          perDay: points.map((d, i) => ({ date: keys[i]!, issued: fromCents(d.issued), spent: fromCents(d.spent) })),
        },
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
