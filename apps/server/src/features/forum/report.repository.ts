import type { ForumUser } from '@clearsight/contracts';
import type { Db } from '../../db/database.js';
import { iso, isoOrNull, num } from '../../shared/values.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';

/** Members' reports of topics and comments: the moderation queue. */

export interface ReportRecord {
  id: string;
  targetType: 'discuss' | 'comment';
  targetId: string;
  discussId: string;
  reason: string;
  detail: string;
  status: 'open' | 'resolved' | 'dismissed';
  reporter: ForumUser;
  resolver: ForumUser | null;
  resolutionNote: string | null;
  createdAt: string;
  resolvedAt: string | null;
}

export function createReportRepository(db: Db) {
  function select(tenantId: string) {
    return db
      .selectFrom('forum_reports as r')
      .innerJoin('users as u', 'u.id', 'r.reporter_id')
      .leftJoin('users as v', 'v.id', 'r.resolver_id')
      .select([
        'r.id',
        'r.target_type',
        'r.target_id',
        'r.discuss_id',
        'r.reason',
        'r.detail',
        'r.status',
        'r.reporter_id',
        'r.resolver_id',
        'r.resolution_note',
        'r.created_at',
        'r.resolved_at',
        'u.user_name',
        'u.nick',
        'u.icon',
        'v.user_name as resolver_user_name',
        'v.nick as resolver_nick',
        'v.icon as resolver_icon',
      ])
      .where('r.tenant_id', '=', tenantId);
  }
  type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
  const toReport = (r: Row): ReportRecord => ({
    id: r.id,
    targetType: r.target_type as ReportRecord['targetType'],
    targetId: r.target_id,
    discussId: r.discuss_id,
    reason: r.reason,
    detail: r.detail,
    status: r.status as ReportRecord['status'],
    reporter: { id: r.reporter_id, userName: r.user_name, nick: r.nick, icon: r.icon },
    resolver:
      r.resolver_id && r.resolver_user_name !== null && r.resolver_nick !== null
        ? { id: r.resolver_id, userName: r.resolver_user_name, nick: r.resolver_nick, icon: r.resolver_icon }
        : null,
    resolutionNote: r.resolution_note,
    createdAt: iso(r.created_at),
    resolvedAt: isoOrNull(r.resolved_at),
  });

  return {
    async insert(r: {
      id: string;
      tenantId: string;
      targetType: 'discuss' | 'comment';
      targetId: string;
      discussId: string;
      reporterId: string;
      reason: string;
      detail: string;
      at: string;
    }): Promise<void> {
      await db
        .insertInto('forum_reports')
        .values({
          id: r.id,
          tenant_id: r.tenantId,
          target_type: r.targetType,
          target_id: r.targetId,
          discuss_id: r.discussId,
          reporter_id: r.reporterId,
          reason: r.reason,
          detail: r.detail,
          status: 'open',
          resolver_id: null,
          resolution_note: null,
          created_at: r.at,
          resolved_at: null,
        })
        .execute();
    },
    async find(tenantId: string, id: string): Promise<ReportRecord | undefined> {
      const row = await select(tenantId).where('r.id', '=', id).executeTakeFirst();
      return row && toReport(row);
    },
    async list(
      tenantId: string,
      status: 'open' | 'resolved' | 'dismissed' | 'all',
      skip: number,
      take: number,
    ): Promise<{ items: ReportRecord[]; totalCount: number }> {
      let base = select(tenantId);
      let counter = db.selectFrom('forum_reports as r').where('r.tenant_id', '=', tenantId);
      if (status !== 'all') {
        base = base.where('r.status', '=', status);
        counter = counter.where('r.status', '=', status);
      }
      const [rows, count] = await Promise.all([
        base
          .orderBy('r.created_at', status === 'open' ? 'asc' : 'desc')
          .orderBy('r.id', 'asc')
          .offset(skip)
          .limit(take)
          .execute(),
        counter.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toReport), totalCount: num(count.n) };
    },
    /** Resolves every open report of the same target at once: one decision clears the queue entry. */
    async resolve(
      tx: Tx,
      tenantId: string,
      report: ReportRecord,
      status: 'resolved' | 'dismissed',
      resolverId: string,
      note: string | null,
      at: string,
    ): Promise<void> {
      await onTx(db, tx)
        .updateTable('forum_reports')
        .set({ status, resolver_id: resolverId, resolution_note: note, resolved_at: at })
        .where('tenant_id', '=', tenantId)
        .where((eb) =>
          eb.or([
            eb('id', '=', report.id),
            eb.and([
              eb('target_type', '=', report.targetType),
              eb('target_id', '=', report.targetId),
              eb('status', '=', 'open'),
            ]),
          ]),
        )
        .execute();
    },
    async openCounts(
      tenantId: string,
      targetType: 'discuss' | 'comment',
      ids: string[],
      tx?: Tx | null,
    ): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await onTx(db, tx)
        .selectFrom('forum_reports')
        .select((eb) => ['target_id', eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', tenantId)
        .where('target_type', '=', targetType)
        .where('status', '=', 'open')
        .where('target_id', 'in', ids)
        .groupBy('target_id')
        .execute();
      return new Map(rows.map((r) => [r.target_id, num(r.n)]));
    },
  };
}
export type ReportRepository = ReturnType<typeof createReportRepository>;
