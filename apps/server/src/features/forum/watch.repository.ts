import type { WatchLevel, WatchTargetType } from '@clearsight/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { iso } from '../../shared/values.js';
import { visibleTopicExpr } from './discuss-query.repository.js';
import type { Viewer } from './forum.access.js';

/** One member's level on a topic or its board, as a new comment's fan-out reads them. */
export interface WatchRow {
  userId: string;
  targetType: WatchTargetType;
  level: WatchLevel;
}

export interface WatchListRow {
  targetType: WatchTargetType;
  targetId: string;
  title: string;
  titleEn: string;
  level: WatchLevel;
  updatedAt: string;
}

/** Watch levels (following): one row per member and topic or board (migration 0022). */
export function createWatchRepository(db: Db) {
  /** The member's watched or muted items they may still read: a live topic visible to them, or a board. */
  function readable(tenantId: string, viewer: Viewer, level: WatchLevel | undefined) {
    let q = db
      .selectFrom('forum_watches as w')
      .leftJoin('forum_discusses as d', (j) =>
        j.onRef('d.id', '=', 'w.target_id').on('w.target_type', '=', 'discuss').on('d.tenant_id', '=', tenantId),
      )
      .leftJoin('forum_plates as p', (j) =>
        j.onRef('p.id', '=', 'w.target_id').on('w.target_type', '=', 'plate').on('p.tenant_id', '=', tenantId),
      )
      .where('w.tenant_id', '=', tenantId)
      .where('w.user_id', '=', viewer.id)
      .where('w.level', level ? '=' : '!=', level ?? 'normal');
    const visible = visibleTopicExpr(viewer);
    q = q.where((eb) =>
      eb.or([
        eb('p.id', 'is not', null),
        eb.and([eb('d.id', 'is not', null), eb('d.deleted_at', 'is', null), ...(visible ? [visible] : [])]),
      ]),
    );
    return q;
  }

  return {
    /** The member's own levels on these items (absent: nothing set). */
    async levelsOf(
      tenantId: string,
      userId: string,
      items: ReadonlyArray<{ type: WatchTargetType; id: string }>,
      tx?: Tx | null,
    ): Promise<Map<string, WatchLevel>> {
      if (items.length === 0) return new Map();
      const rows = await onTx(db, tx)
        .selectFrom('forum_watches')
        .select(['target_type', 'target_id', 'level'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where((eb) => eb.or(items.map((i) => eb.and([eb('target_type', '=', i.type), eb('target_id', '=', i.id)]))))
        .execute();
      return new Map(rows.map((r) => [`${r.target_type}:${r.target_id}`, r.level as WatchLevel]));
    },

    /**
     * Every level set on the topic or its board by members who are not disabled: what a new comment's or
     * topic's notices are decided from (a board's level applies where the topic has none of its own).
     */
    async levelsOn(tenantId: string, topicId: string | null, plateId: string, tx?: Tx | null): Promise<WatchRow[]> {
      const rows = await onTx(db, tx)
        .selectFrom('forum_watches as w')
        .innerJoin('users as u', 'u.id', 'w.user_id')
        .select(['w.user_id', 'w.target_type', 'w.level'])
        .where('w.tenant_id', '=', tenantId)
        .where('u.status', '!=', 'disabled')
        .where((eb) =>
          eb.or([
            eb.and([eb('w.target_type', '=', 'plate'), eb('w.target_id', '=', plateId)]),
            ...(topicId ? [eb.and([eb('w.target_type', '=', 'discuss'), eb('w.target_id', '=', topicId)])] : []),
          ]),
        )
        .execute();
      return rows.map((r) => ({
        userId: r.user_id,
        targetType: r.target_type as WatchTargetType,
        level: r.level as WatchLevel,
      }));
    },

    /** Sets the member's level on an item (replacing what was set). */
    async set(
      tx: Tx,
      w: { tenantId: string; userId: string; targetType: WatchTargetType; targetId: string; level: WatchLevel },
      at: string,
    ): Promise<void> {
      await onTx(db, tx)
        .insertInto('forum_watches')
        .values({
          tenant_id: w.tenantId,
          user_id: w.userId,
          target_type: w.targetType,
          target_id: w.targetId,
          level: w.level,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'target_type', 'target_id']).doUpdateSet({ level: w.level, updated_at: at }),
        )
        .execute();
    },

    /** Watches a topic unless the member set a level on it already (theirs wins over the default). */
    async watchByDefault(tx: Tx, tenantId: string, userId: string, topicId: string, at: string): Promise<void> {
      await onTx(db, tx)
        .insertInto('forum_watches')
        .values({
          tenant_id: tenantId,
          user_id: userId,
          target_type: 'discuss',
          target_id: topicId,
          level: 'watching',
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(['user_id', 'target_type', 'target_id']).doNothing())
        .execute();
    },

    async clear(tx: Tx, tenantId: string, userId: string, targetType: WatchTargetType, targetId: string) {
      await onTx(db, tx)
        .deleteFrom('forum_watches')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .execute();
    },

    /** How many items the member set a level on. */
    async countOf(tenantId: string, userId: string, tx?: Tx | null): Promise<number> {
      const row = await onTx(db, tx)
        .selectFrom('forum_watches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A page of what the member watches or mutes (not the plain "normal" rows), newest first. */
    async list(
      tenantId: string,
      viewer: Viewer,
      level: WatchLevel | undefined,
      skip: number,
      take: number,
    ): Promise<{ items: WatchListRow[]; totalCount: number }> {
      const [rows, total] = await Promise.all([
        readable(tenantId, viewer, level)
          .select([
            'w.target_type',
            'w.target_id',
            'w.level',
            'w.updated_at',
            sql<string>`coalesce(d.title, p.name)`.as('title'),
            sql<string>`coalesce(p.name_en, '')`.as('title_en'),
          ])
          .orderBy('w.updated_at', 'desc')
          .orderBy('w.target_id', 'desc')
          .offset(skip)
          .limit(take)
          .execute(),
        readable(tenantId, viewer, level)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((r) => ({
          targetType: r.target_type as WatchTargetType,
          targetId: r.target_id,
          title: r.title,
          titleEn: r.title_en,
          level: r.level as WatchLevel,
          updatedAt: iso(r.updated_at),
        })),
        totalCount: Number(total.n),
      };
    },
  };
}
export type WatchRepository = ReturnType<typeof createWatchRepository>;
