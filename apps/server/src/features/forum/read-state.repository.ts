import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { iso, num } from '../../shared/values.js';
import { visibleTopicExpr } from './discuss-query.repository.js';
import type { Viewer } from './forum.access.js';

/** A place in a topic's comment order: a comment's time, its id breaking ties. */
export interface CommentPosition {
  at: string;
  id: string;
}

/** A topic of a page as the read state needs it, with the member's read row when they opened it. */
export interface TopicReadRow {
  discussId: string;
  plateId: string;
  authorId: string;
  createdAt: string;
  opened: boolean;
  /** The newest comment read; null when never opened, or opened before any comment. */
  lastRead: CommentPosition | null;
}

/** What to count in one topic: comments after `after` (all when null) and created after `since` (when set). */
export interface UnreadQuestion {
  discussId: string;
  after: CommentPosition | null;
  since: string | null;
}

/** The board id that stands for every board in forum_board_reads. */
export const ALL_BOARDS = '';

/**
 * Members' read state (migration 0023): how far each member read each topic they opened, and their "mark all
 * read" per board. Every read names the page's topic ids, so its cost follows the page, not the forum.
 */
export function createReadStateRepository(db: Db) {
  /** A topic's comments that count as unread for `userId`: live, not hidden, by someone else, after the mark. */
  function unreadComments(conn: Db, tenantId: string, userId: string, q: UnreadQuestion) {
    let s = conn
      .selectFrom('forum_comments as c')
      .where('c.tenant_id', '=', tenantId)
      .where('c.discuss_id', '=', q.discussId)
      .where('c.deleted_at', 'is', null)
      .where('c.is_hidden', '=', false)
      .where('c.user_id', '!=', userId);
    const after = q.after;
    if (after)
      s = s.where((eb) =>
        eb.or([
          eb('c.created_at', '>', after.at),
          eb.and([eb('c.created_at', '=', after.at), eb('c.id', '>', after.id)]),
        ]),
      );
    if (q.since) s = s.where('c.created_at', '>', q.since);
    return s;
  }

  return {
    /** The page's topics the viewer may read (live, visible to them), each with their read row if any. */
    async topics(tenantId: string, viewer: Viewer, ids: string[]): Promise<TopicReadRow[]> {
      if (ids.length === 0) return [];
      let q = db
        .selectFrom('forum_discusses as d')
        .leftJoin('forum_topic_reads as r', (j) => j.onRef('r.discuss_id', '=', 'd.id').on('r.user_id', '=', viewer.id))
        .select([
          'd.id',
          'd.plate_id',
          'd.user_id',
          'd.created_at',
          'r.read_at',
          'r.last_comment_at',
          'r.last_comment_id',
        ])
        .where('d.tenant_id', '=', tenantId)
        .where('d.id', 'in', ids)
        .where('d.deleted_at', 'is', null);
      const visible = visibleTopicExpr(viewer);
      if (visible) q = q.where(visible);
      const rows = await q.execute();
      return rows.map((r) => ({
        discussId: r.id,
        plateId: r.plate_id,
        authorId: r.user_id,
        createdAt: iso(r.created_at),
        opened: r.read_at !== null,
        lastRead:
          r.last_comment_at !== null && r.last_comment_id !== null
            ? { at: iso(r.last_comment_at), id: r.last_comment_id }
            : null,
      }));
    },

    /** The member's "mark all read" times by board (ALL_BOARDS for every board). */
    async boardMarks(tenantId: string, userId: string): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom('forum_board_reads')
        .select(['plate_id', 'read_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .execute();
      return new Map(rows.map((r) => [r.plate_id, iso(r.read_at)]));
    },

    /**
     * For each topic asked, how many comments are unread and the first of them, in one statement: one row per
     * topic, each two ranges of the topic's comment index.
     */
    async unread(
      tenantId: string,
      userId: string,
      questions: UnreadQuestion[],
      tx?: Tx | null,
    ): Promise<Map<string, { count: number; firstId: string | null }>> {
      if (questions.length === 0) return new Map();
      const conn = onTx(db, tx);
      const parts = questions.map((q) =>
        conn.selectNoFrom((eb) => [
          eb.val(q.discussId).as('discuss_id'),
          unreadComments(conn, tenantId, userId, q)
            .select((e) => e.fn.countAll<number>().as('n'))
            .as('n'),
          unreadComments(conn, tenantId, userId, q)
            .select('c.id')
            .orderBy('c.created_at')
            .orderBy('c.id')
            .limit(1)
            .as('first_id'),
        ]),
      );
      const [first, ...rest] = parts;
      const rows = await rest.reduce((all, part) => all.unionAll(part), first!).execute();
      return new Map(
        rows.map((r) => [String(r.discuss_id), { count: num(r.n), firstId: (r.first_id as string | null) ?? null }]),
      );
    },

    /** The topic's newest comment in any state: a read mark only needs a place in the order. */
    async newestComment(tenantId: string, discussId: string, tx?: Tx | null): Promise<CommentPosition | null> {
      const row = await onTx(db, tx)
        .selectFrom('forum_comments')
        .select(['id', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('discuss_id', '=', discussId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? { at: iso(row.created_at), id: row.id } : null;
    },

    /**
     * Records that the member read the topic up to `to`. One statement, and the mark only moves forward: an
     * older position (a slower request of two opens racing) leaves a newer one in place.
     */
    async advance(
      tx: Tx,
      r: { tenantId: string; userId: string; discussId: string; to: CommentPosition | null; readAt: string },
    ): Promise<void> {
      await onTx(db, tx)
        .insertInto('forum_topic_reads')
        .values({
          tenant_id: r.tenantId,
          user_id: r.userId,
          discuss_id: r.discussId,
          last_comment_at: r.to?.at ?? null,
          last_comment_id: r.to?.id ?? null,
          read_at: r.readAt,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'discuss_id'])
            .doUpdateSet({
              last_comment_at: (eb) => eb.ref('excluded.last_comment_at'),
              last_comment_id: (eb) => eb.ref('excluded.last_comment_id'),
              read_at: (eb) => eb.ref('excluded.read_at'),
            })
            .where(
              sql<boolean>`excluded.last_comment_at IS NOT NULL AND (
                forum_topic_reads.last_comment_at IS NULL
                OR excluded.last_comment_at > forum_topic_reads.last_comment_at
                OR (excluded.last_comment_at = forum_topic_reads.last_comment_at
                    AND excluded.last_comment_id > forum_topic_reads.last_comment_id))`,
            ),
        )
        .execute();
    },

    /** "Mark all read" on a board (or ALL_BOARDS): the board's mark moves to `at`, never back. */
    async markBoard(tx: Tx, r: { tenantId: string; userId: string; plateId: string; at: string }): Promise<void> {
      await onTx(db, tx)
        .insertInto('forum_board_reads')
        .values({ tenant_id: r.tenantId, user_id: r.userId, plate_id: r.plateId, read_at: r.at })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'plate_id'])
            .doUpdateSet({ read_at: (eb) => eb.ref('excluded.read_at') })
            .where(sql<boolean>`excluded.read_at > forum_board_reads.read_at`),
        )
        .execute();
    },
  };
}
export type ReadStateRepository = ReturnType<typeof createReadStateRepository>;
