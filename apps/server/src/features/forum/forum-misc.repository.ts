import { ALL_PERMISSIONS, Permissions, ROLE_ADMIN, type DraftPayload, type ForumUser } from '@clearsight/contracts';
import type { Db } from '../../db/database.js';
import { iso, isoOrNull, json, num } from '../../shared/values.js';

/** Drafts, edit history, reports and the member look-ups the forum needs. */

export interface DraftRecord {
  key: string;
  payload: DraftPayload;
  updatedAt: string;
}

export interface RevisionRecord {
  id: string;
  revision: number;
  title: string;
  content: string;
  editor: ForumUser | null;
  createdAt: string;
}

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

export interface MemberRecord {
  id: string;
  userName: string;
  nick: string;
  icon: string | null;
  status: 'active' | 'banned' | 'disabled';
  banReason: string | null;
}

export function createDraftRepository(db: Db) {
  const toDraft = (r: { editor_key: string; payload: string; updated_at: string }): DraftRecord => ({
    key: r.editor_key,
    payload: json<DraftPayload>(r.payload, {}),
    updatedAt: iso(r.updated_at),
  });
  return {
    async list(tenantId: string, userId: string): Promise<DraftRecord[]> {
      const rows = await db
        .selectFrom('forum_drafts')
        .select(['editor_key', 'payload', 'updated_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .limit(100)
        .execute();
      return rows.map(toDraft);
    },
    async get(tenantId: string, userId: string, key: string): Promise<DraftRecord | undefined> {
      const row = await db
        .selectFrom('forum_drafts')
        .select(['editor_key', 'payload', 'updated_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('editor_key', '=', key)
        .executeTakeFirst();
      return row && toDraft(row);
    },
    async upsert(
      tenantId: string,
      userId: string,
      key: string,
      payload: DraftPayload,
      id: string,
      at: string,
    ): Promise<void> {
      const text = JSON.stringify(payload);
      await db
        .insertInto('forum_drafts')
        .values({ id, tenant_id: tenantId, user_id: userId, editor_key: key, payload: text, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'user_id', 'editor_key']).doUpdateSet({ payload: text, updated_at: at }),
        )
        .execute();
    },
    async delete(tenantId: string, userId: string, key: string): Promise<void> {
      await db
        .deleteFrom('forum_drafts')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('editor_key', '=', key)
        .execute();
    },
    async count(tenantId: string, userId: string): Promise<number> {
      const row = await db
        .selectFrom('forum_drafts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return num(row.n);
    },
  };
}
export type DraftRepository = ReturnType<typeof createDraftRepository>;

export function createRevisionRepository(db: Db) {
  return {
    async list(
      tenantId: string,
      targetType: 'discuss' | 'article',
      targetId: string,
      skip: number,
      take: number,
    ): Promise<{ items: RevisionRecord[]; totalCount: number }> {
      const base = db
        .selectFrom('forum_revisions as r')
        .where('r.tenant_id', '=', tenantId)
        .where('r.target_type', '=', targetType)
        .where('r.target_id', '=', targetId);
      const [rows, count] = await Promise.all([
        base
          .leftJoin('users as u', 'u.id', 'r.editor_id')
          .select([
            'r.id',
            'r.revision',
            'r.title',
            'r.content',
            'r.editor_id',
            'r.created_at',
            'u.user_name',
            'u.nick',
            'u.icon',
          ])
          .orderBy('r.revision', 'desc')
          .orderBy('r.created_at', 'desc')
          .offset(skip)
          .limit(take)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          revision: num(r.revision),
          title: r.title,
          content: r.content,
          editor:
            r.editor_id && r.user_name !== null && r.nick !== null
              ? { id: r.editor_id, userName: r.user_name, nick: r.nick, icon: r.icon }
              : null,
          createdAt: iso(r.created_at),
        })),
        totalCount: num(count.n),
      };
    },
  };
}
export type RevisionRepository = ReturnType<typeof createRevisionRepository>;

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
      tenantId: string,
      report: ReportRecord,
      status: 'resolved' | 'dismissed',
      resolverId: string,
      note: string | null,
      at: string,
    ): Promise<void> {
      await db
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
    async openCounts(tenantId: string, targetType: 'discuss' | 'comment', ids: string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
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

export function createMemberRepository(db: Db) {
  const toMember = (r: {
    id: string;
    user_name: string;
    nick: string;
    icon: string | null;
    status: string;
    ban_reason: string | null;
  }): MemberRecord => ({
    id: r.id,
    userName: r.user_name,
    nick: r.nick,
    icon: r.icon,
    status: r.status as MemberRecord['status'],
    banReason: r.ban_reason,
  });
  const columns = ['id', 'user_name', 'nick', 'icon', 'status', 'ban_reason'] as const;
  return {
    async findById(tenantId: string, id: string): Promise<MemberRecord | undefined> {
      const row = await db
        .selectFrom('users')
        .select(columns)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toMember(row);
    },
    async findByUserName(tenantId: string, userName: string): Promise<MemberRecord | undefined> {
      const row = await db
        .selectFrom('users')
        .select(columns)
        .where('tenant_id', '=', tenantId)
        .where('user_name_key', '=', userName.toLowerCase())
        .executeTakeFirst();
      return row && toMember(row);
    },
    async findMany(tenantId: string, ids: string[]): Promise<MemberRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('users')
        .select(columns)
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .execute();
      return rows.map(toMember);
    },
    /** Members whose user name starts with the prefix (user names are letters and digits only). */
    async searchByUserName(tenantId: string, prefix: string, limit: number): Promise<MemberRecord[]> {
      if (!/^[A-Za-z0-9]{1,64}$/.test(prefix)) return [];
      const rows = await db
        .selectFrom('users')
        .select(columns)
        .where('tenant_id', '=', tenantId)
        .where('status', '!=', 'disabled')
        .where('user_name_key', 'like', `${prefix.toLowerCase()}%`)
        .orderBy('user_name_key', 'asc')
        .limit(limit)
        .execute();
      return rows.map(toMember);
    },
    async setStatus(
      tenantId: string,
      id: string,
      status: 'active' | 'banned',
      reason: string | null,
      at: string,
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({ status, ban_reason: status === 'banned' ? reason : null, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
    /** Whether the member holds the admin role, `*:*:*` or the moderator permission. */
    async isStaff(tenantId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
        .select('r.id')
        .where('r.tenant_id', '=', tenantId)
        .where('ur.user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('r.code', '=', ROLE_ADMIN),
            eb('rp.permission_code', 'in', [ALL_PERMISSIONS, Permissions.forumModerate]),
          ]),
        )
        .executeTakeFirst();
      return !!row;
    },
    async roles(tenantId: string): Promise<Array<{ code: string; name: string }>> {
      return db
        .selectFrom('roles')
        .select(['code', 'name'])
        .where('tenant_id', '=', tenantId)
        .orderBy('code', 'asc')
        .execute();
    },
    async roleCodesExist(tenantId: string, codes: string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .selectFrom('roles')
        .select('code')
        .where('tenant_id', '=', tenantId)
        .where('code', 'in', codes)
        .execute();
      return new Set(rows.map((r) => r.code));
    },
  };
}
export type MemberRepository = ReturnType<typeof createMemberRepository>;
