import { SEEDED_ROLES } from '@clearsight/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { bool, iso, num } from '../../shared/values.js';

export interface RoleRecord {
  id: string;
  code: string;
  name: string;
  description: string;
  isSystem: boolean;
  permissionCodes: string[];
  userCount: number;
  creationTime: string;
}

const countOf = (row: { n: unknown } | undefined) => num(row?.n ?? 0);

/** Reads for the console's own screens. Every query is filtered by tenant. */
export function createAdminRepository(db: Db) {
  return {
    async roles(tenantId: string): Promise<RoleRecord[]> {
      const rows = await db.selectFrom('roles').selectAll().where('tenant_id', '=', tenantId).execute();
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const [perms, users] = await Promise.all([
        db.selectFrom('role_permissions').select(['role_id', 'permission_code']).where('role_id', 'in', ids).execute(),
        db
          .selectFrom('user_roles')
          .select(['role_id', (eb) => eb.fn.countAll().as('n')])
          .where('role_id', 'in', ids)
          .groupBy('role_id')
          .execute(),
      ]);
      const permsOf = new Map<string, string[]>();
      for (const p of perms) permsOf.set(p.role_id, [...(permsOf.get(p.role_id) ?? []), p.permission_code]);
      const usersOf = new Map(users.map((u) => [u.role_id, num(u.n)]));
      // Seeded roles first, in their seeded order (admin, editor, moderator, member), then the rest by code.
      const rank = (code: string) => {
        const i = SEEDED_ROLES.findIndex((r) => r.code === code);
        return i === -1 ? SEEDED_ROLES.length : i;
      };
      return rows
        .map((r) => ({
          id: r.id,
          code: r.code,
          name: r.name,
          description: r.description,
          isSystem: bool(r.is_system),
          permissionCodes: (permsOf.get(r.id) ?? []).sort(),
          userCount: usersOf.get(r.id) ?? 0,
          creationTime: iso(r.created_at),
        }))
        .sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
    },

    async memberStatusCounts(tenantId: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('users')
        .select(['status', (eb) => eb.fn.countAll().as('n')])
        .where('tenant_id', '=', tenantId)
        .groupBy('status')
        .execute();
      return new Map(rows.map((r) => [r.status, num(r.n)]));
    },

    /** Creation instants of the members registered since `since` (a few days: small). */
    async registrationsSince(tenantId: string, since: Date): Promise<Date[]> {
      const rows = await db
        .selectFrom('users')
        .select('created_at')
        .where('tenant_id', '=', tenantId)
        .where('created_at', '>=', since.toISOString())
        .execute();
      return rows.map((r) => new Date(iso(r.created_at)));
    },

    async activeSessions(tenantId: string, now: Date): Promise<{ sessions: number; members: number }> {
      const row = await db
        .selectFrom('sessions')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.count('user_id').distinct().as('m')])
        .where('tenant_id', '=', tenantId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return { sessions: num(row?.n ?? 0), members: num(row?.m ?? 0) };
    },

    async noticeCounts(tenantId: string): Promise<{ total: number; unread: number }> {
      const row = await db
        .selectFrom('notices')
        .select((eb) => [
          eb.fn.countAll().as('n'),
          eb.fn.sum<number>(eb.case().when('is_read', '=', false).then(1).else(0).end()).as('unread'),
        ])
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      return { total: num(row?.n ?? 0), unread: num(row?.unread ?? 0) };
    },

    async smsSince(tenantId: string, since: Date): Promise<number> {
      return countOf(
        await db
          .selectFrom('sms_outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('created_at', '>=', since.toISOString())
          .executeTakeFirst(),
      );
    },

    async auditSince(tenantId: string, since: Date): Promise<number> {
      return countOf(
        await db
          .selectFrom('audit_logs')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('created_at', '>=', since.toISOString())
          .executeTakeFirst(),
      );
    },

    async leadCounts(tenantId: string, since: Date): Promise<{ total: number; new: number; inPeriod: number }> {
      const row = await db
        .selectFrom('leads')
        .select((eb) => [
          eb.fn.countAll().as('n'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'new').then(1).else(0).end()).as('fresh'),
          eb.fn.sum<number>(eb.case().when('created_at', '>=', since.toISOString()).then(1).else(0).end()).as('recent'),
        ])
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      return { total: num(row?.n ?? 0), new: num(row?.fresh ?? 0), inPeriod: num(row?.recent ?? 0) };
    },

    async downloadCounts(tenantId: string): Promise<{ software: number; documents: number }> {
      const [software, documents] = await Promise.all([
        db
          .selectFrom('software_files')
          .select((eb) => eb.fn.sum<number>('download_count').as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst(),
        db
          .selectFrom('documents')
          .select((eb) => eb.fn.sum<number>('download_count').as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst(),
      ]);
      return { software: num(software?.n ?? 0), documents: num(documents?.n ?? 0) };
    },

    async contentCounts(tenantId: string, now: Date) {
      const count = async (table: 'product_models' | 'news' | 'courses' | 'documents' | 'software_packages') =>
        countOf(
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('tenant_id', '=', tenantId)
            .executeTakeFirst(),
        );
      const [models, news, courses, documents, software, openJobs, newApplications] = await Promise.all([
        count('product_models'),
        count('news'),
        count('courses'),
        count('documents'),
        count('software_packages'),
        db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('is_published', '=', true)
          .where((eb) => eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', now.toISOString())]))
          .executeTakeFirst()
          .then(countOf),
        db
          .selectFrom('job_applications')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'new')
          .executeTakeFirst()
          .then(countOf),
      ]);
      return { models, news, courses, documents, software, openJobs, newApplications };
    },

    /**
     * Money credited and debited between consecutive boundaries (local midnights), from the ledger, in cents:
     * one indexed range scan summed into a column pair per day, the same SQL on both engines. Opening rows
     * (balances that predate the ledger) are neither issued nor spent.
     */
    async pointsPerDay(tenantId: string, bounds: readonly Date[]): Promise<Array<{ issued: number; spent: number }>> {
      if (bounds.length < 2) return [];
      const at = bounds.map((b) => b.toISOString());
      const columns = at.slice(0, -1).flatMap((from, i) => {
        const to = at[i + 1]!;
        const inDay = sql`created_at >= ${from} and created_at < ${to}`;
        return [
          sql<number>`coalesce(sum(case when ${inDay} and amount_cents > 0 then amount_cents else 0 end), 0)`.as(
            `i${i}`,
          ),
          sql<number>`coalesce(sum(case when ${inDay} and amount_cents < 0 then -amount_cents else 0 end), 0)`.as(
            `s${i}`,
          ),
        ];
      });
      const row = (await db
        .selectFrom('money_ledger')
        .select(columns)
        .where('tenant_id', '=', tenantId)
        .where('reason', '<>', 'opening')
        .where('created_at', '>=', at[0]!)
        .where('created_at', '<', at.at(-1)!)
        .executeTakeFirst()) as Record<string, unknown> | undefined;
      return at.slice(0, -1).map((_, i) => ({ issued: num(row?.[`i${i}`] ?? 0), spent: num(row?.[`s${i}`] ?? 0) }));
    },

    async forumCounts(tenantId: string): Promise<{ topics: number; comments: number; openReports: number }> {
      const [topics, comments, reports] = await Promise.all([
        db
          .selectFrom('forum_discusses')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst(),
        db
          .selectFrom('forum_comments')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst(),
        db
          .selectFrom('forum_reports')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'open')
          .executeTakeFirst(),
      ]);
      return { topics: countOf(topics), comments: countOf(comments), openReports: countOf(reports) };
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
