import type { BookmarkTargetType, ForumUser } from '@clearsight/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { iso, num } from '../../shared/values.js';
import { visibleTopicExpr } from './discuss-query.repository.js';
import type { Viewer } from './forum.access.js';

export interface BookmarkRecord {
  targetType: BookmarkTargetType;
  targetId: string;
  discussId: string;
  title: string;
  /** The comment's text, or the topic's introduction. */
  text: string;
  author: ForumUser;
  createdAt: string;
}

/** Members' bookmarks on topics and comments: one row per member and item. */
export function createBookmarkRepository(db: Db) {
  /**
   * A member's bookmarks they may still read: the topic live and visible to them by the topic rule, and for
   * a comment the comment live and not hidden by a moderator (unless it is their own or they are staff).
   */
  function readable(tenantId: string, userId: string, viewer: Viewer) {
    let q = db
      .selectFrom('forum_bookmarks as b')
      .innerJoin('forum_discusses as d', 'd.id', 'b.discuss_id')
      .leftJoin('forum_comments as c', (j) => j.onRef('c.id', '=', 'b.target_id').on('b.target_type', '=', 'comment'))
      .where('b.tenant_id', '=', tenantId)
      .where('b.user_id', '=', userId)
      .where('d.tenant_id', '=', tenantId)
      .where('d.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('b.target_type', '=', 'discuss'),
          eb.and([
            eb('c.id', 'is not', null),
            eb('c.deleted_at', 'is', null),
            viewer.isStaff
              ? sql<boolean>`1 = 1`
              : eb.or([eb('c.is_hidden', '=', false), eb('c.user_id', '=', viewer.id)]),
          ]),
        ]),
      );
    const visible = visibleTopicExpr(viewer);
    if (visible) q = q.where(visible);
    return q;
  }

  return {
    /** Which of the items (of one kind) the member bookmarked. */
    async bookmarkedIds(
      tenantId: string,
      userId: string,
      targetType: BookmarkTargetType,
      ids: string[],
    ): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('forum_bookmarks')
        .select('target_id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('target_type', '=', targetType)
        .where('target_id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.target_id));
    },

    /**
     * Toggles a bookmark. The member's user row is locked first so that concurrent toggles of one member
     * serialise: the cap is counted and the row added or removed under that lock. `added` is null when adding
     * would pass `max`.
     */
    async toggle(
      tx: Tx,
      b: { tenantId: string; userId: string; targetType: BookmarkTargetType; targetId: string; discussId: string },
      at: string,
      max: number,
    ): Promise<{ added: boolean } | null> {
      const trx = onTx(db, tx);
      await trx
        .updateTable('users')
        .set((e) => ({ id: e.ref('id') }))
        .where('tenant_id', '=', b.tenantId)
        .where('id', '=', b.userId)
        .execute();
      const removed = await trx
        .deleteFrom('forum_bookmarks')
        .where('user_id', '=', b.userId)
        .where('target_type', '=', b.targetType)
        .where('target_id', '=', b.targetId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) return { added: false };
      const { n } = await trx
        .selectFrom('forum_bookmarks')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', b.tenantId)
        .where('user_id', '=', b.userId)
        .executeTakeFirstOrThrow();
      if (num(n) >= max) return null;
      await trx
        .insertInto('forum_bookmarks')
        .values({
          tenant_id: b.tenantId,
          user_id: b.userId,
          target_type: b.targetType,
          target_id: b.targetId,
          discuss_id: b.discussId,
          created_at: at,
        })
        .execute();
      return { added: true };
    },

    async remove(tx: Tx, tenantId: string, userId: string, targetType: BookmarkTargetType, targetId: string) {
      await onTx(db, tx)
        .deleteFrom('forum_bookmarks')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .execute();
    },

    /** A page of the member's readable bookmarks, newest first. */
    async list(
      tenantId: string,
      viewer: Viewer,
      skip: number,
      take: number,
    ): Promise<{ items: BookmarkRecord[]; totalCount: number }> {
      const [rows, total] = await Promise.all([
        readable(tenantId, viewer.id, viewer)
          .innerJoin('users as u', (j) => j.on((eb) => eb('u.id', '=', eb.fn.coalesce('c.user_id', 'd.user_id'))))
          .select([
            'b.target_type',
            'b.target_id',
            'b.discuss_id',
            'b.created_at',
            'd.title',
            'd.introduction',
            'c.content',
            'u.id as author_id',
            'u.user_name',
            'u.nick',
            'u.icon',
          ])
          .orderBy('b.created_at', 'desc')
          .orderBy('b.target_id', 'desc')
          .offset(skip)
          .limit(take)
          .execute(),
        readable(tenantId, viewer.id, viewer)
          .select((e) => e.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((r) => ({
          targetType: r.target_type as BookmarkTargetType,
          targetId: r.target_id,
          discussId: r.discuss_id,
          title: r.title,
          text: r.target_type === 'comment' ? (r.content ?? '') : r.introduction,
          author: { id: r.author_id, userName: r.user_name, nick: r.nick, icon: r.icon },
          createdAt: iso(r.created_at),
        })),
        totalCount: num(total.n),
      };
    },
  };
}
export type BookmarkRepository = ReturnType<typeof createBookmarkRepository>;
