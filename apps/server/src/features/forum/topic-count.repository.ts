import type { Db } from '../../db/database.js';
import { bool, num } from '../../shared/values.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';

/**
 * Kept topic counts (table forum_topic_counts): one row per board and topic state. A list's total is a sum
 * over a few of these rows instead of a count over every topic, which at 100,000 topics cost hundreds of
 * milliseconds per request (docs/performance.md). Every write that creates a topic or changes its board,
 * visibility, hidden flag or deletion moves the topic between rows in the same transaction, after locking
 * the topic row, so the counts stay exact under concurrent writes on both engines.
 */

/** The part of a topic that decides which count it is in. */
export interface TopicCountState {
  tenantId: string;
  plateId: string;
  visibility: string;
  isHidden: boolean;
  isDeleted: boolean;
}

/** Which topics to add up; an absent field means "any". */
export interface TopicCountFilter {
  plateId?: string | undefined;
  visibility?: string | undefined;
  isHidden?: boolean | undefined;
  isDeleted?: boolean | undefined;
}

const sameState = (a: TopicCountState, b: TopicCountState) =>
  a.plateId === b.plateId && a.visibility === b.visibility && a.isHidden === b.isHidden && a.isDeleted === b.isDeleted;

const stateKey = (s: TopicCountState) => `${s.plateId}|${s.visibility}|${s.isHidden ? 1 : 0}|${s.isDeleted ? 1 : 0}`;

async function add(trx: Db, state: TopicCountState, delta: 1 | -1): Promise<void> {
  if (delta > 0) {
    await trx
      .insertInto('forum_topic_counts')
      .values({
        tenant_id: state.tenantId,
        plate_id: state.plateId,
        visibility: state.visibility,
        is_hidden: state.isHidden,
        is_deleted: state.isDeleted,
        n: 1,
      })
      .onConflict((oc) =>
        oc
          .columns(['plate_id', 'visibility', 'is_hidden', 'is_deleted'])
          .doUpdateSet((eb) => ({ n: eb(eb.ref('forum_topic_counts.n'), '+', 1) })),
      )
      .execute();
    return;
  }
  await trx
    .updateTable('forum_topic_counts')
    .set((eb) => ({ n: eb(eb.ref('n'), '-', 1) }))
    .where('plate_id', '=', state.plateId)
    .where('visibility', '=', state.visibility)
    .where('is_hidden', '=', state.isHidden)
    .where('is_deleted', '=', state.isDeleted)
    .execute();
}

/**
 * Moves one topic from the count of `from` to the count of `to` (null: the topic did not exist / no longer
 * exists). Rows are touched in a fixed order, so two transactions moving topics in opposite directions
 * cannot deadlock on PostgreSQL.
 */
export async function moveTopicCount(trx: Db, from: TopicCountState | null, to: TopicCountState | null): Promise<void> {
  if (from && to && sameState(from, to)) return;
  const changes: Array<{ state: TopicCountState; delta: 1 | -1 }> = [];
  if (from) changes.push({ state: from, delta: -1 });
  if (to) changes.push({ state: to, delta: 1 });
  changes.sort((a, b) => (stateKey(a.state) < stateKey(b.state) ? -1 : 1));
  for (const change of changes) await add(trx, change.state, change.delta);
}

/**
 * Locks a topic's row for the rest of the transaction (a no-op update, as every forum write starts) and
 * answers the state its count is kept under; undefined when the topic does not exist.
 */
export async function lockTopicState(trx: Db, tenantId: string, id: string): Promise<TopicCountState | undefined> {
  const row = await trx
    .updateTable('forum_discusses')
    .set((eb) => ({ revision: eb.ref('revision') }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning(['plate_id', 'visibility', 'is_hidden', 'deleted_at'])
    .executeTakeFirst();
  return (
    row && {
      tenantId,
      plateId: row.plate_id,
      visibility: row.visibility,
      isHidden: bool(row.is_hidden),
      isDeleted: row.deleted_at !== null,
    }
  );
}

export function createTopicCountRepository(db: Db) {
  return {
    /** The number of the tenant's topics matching `filter`: a sum over at most a few rows per board. */
    async sum(tenantId: string, filter: TopicCountFilter, tx?: Tx | null): Promise<number> {
      let q = onTx(db, tx)
        .selectFrom('forum_topic_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
        .where('tenant_id', '=', tenantId);
      if (filter.plateId !== undefined) q = q.where('plate_id', '=', filter.plateId);
      if (filter.visibility !== undefined) q = q.where('visibility', '=', filter.visibility);
      if (filter.isHidden !== undefined) q = q.where('is_hidden', '=', filter.isHidden);
      if (filter.isDeleted !== undefined) q = q.where('is_deleted', '=', filter.isDeleted);
      const row = await q.executeTakeFirst();
      return num(row?.n);
    },

    /**
     * Counts a tenant's topics and comments again from the rows and replaces the kept counts: for writers
     * that insert rows directly (the demo seed, the load generator).
     */
    async recount(tx: Tx, tenantId: string): Promise<void> {
      await recountTopics(onTx(db, tx), tenantId);
    },
  };
}

/**
 * Replaces a tenant's kept counts with a fresh count, inside the caller's transaction: the boards' topic
 * counts, and each topic's root count (what its comment list shows: live roots and deleted roots that still
 * carry live replies; kept by the comment repository).
 */
export async function recountTopics(trx: Db, tenantId: string): Promise<void> {
  await trx
    .updateTable('forum_discusses')
    .set((eb) => ({
      root_count: eb
        .selectFrom('forum_comments as c')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .where('c.tenant_id', '=', tenantId)
        .whereRef('c.discuss_id', '=', 'forum_discusses.id')
        .where('c.root_id', 'is', null)
        .where((w) => w.or([w('c.deleted_at', 'is', null), w('c.reply_count', '>', 0)])),
    }))
    .where('tenant_id', '=', tenantId)
    .execute();
  await trx.deleteFrom('forum_topic_counts').where('tenant_id', '=', tenantId).execute();
  const rows = await trx
    .selectFrom('forum_discusses')
    .select((eb) => [
      'plate_id',
      'visibility',
      'is_hidden',
      eb('deleted_at', 'is not', null).as('is_deleted'),
      eb.fn.countAll<number>().as('n'),
    ])
    .where('tenant_id', '=', tenantId)
    .groupBy(['plate_id', 'visibility', 'is_hidden', 'deleted_at'])
    .execute();
  // Grouping by deleted_at itself keeps the query portable; rows of one state are merged here.
  const merged = new Map<string, TopicCountState & { n: number }>();
  for (const r of rows) {
    const state = {
      tenantId,
      plateId: r.plate_id,
      visibility: r.visibility,
      isHidden: bool(r.is_hidden),
      isDeleted: bool(r.is_deleted),
    };
    const key = stateKey(state);
    const existing = merged.get(key);
    if (existing) existing.n += num(r.n);
    else merged.set(key, { ...state, n: num(r.n) });
  }
  const values = [...merged.values()].map((s) => ({
    tenant_id: s.tenantId,
    plate_id: s.plateId,
    visibility: s.visibility,
    is_hidden: s.isHidden,
    is_deleted: s.isDeleted,
    n: s.n,
  }));
  for (let i = 0; i < values.length; i += 200) {
    await trx
      .insertInto('forum_topic_counts')
      .values(values.slice(i, i + 200))
      .execute();
  }
}
