import type { ForumUser } from '@clearsight/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { bool, iso, isoOrNull, num } from '../../shared/values.js';
import { likePattern, visibleTopicExpr } from './discuss-query.repository.js';
import type { Viewer } from './forum.access.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';

export interface CommentRecord {
  id: string;
  tenantId: string;
  discussId: string;
  userId: string;
  rootId: string | null;
  parentId: string | null;
  replyToUserId: string | null;
  content: string;
  likeCount: number;
  replyCount: number;
  isHidden: boolean;
  hiddenReason: string | null;
  createdAt: string;
  deletedAt: string | null;
  author: ForumUser;
  replyTo: { id: string; userName: string; nick: string } | null;
}

/** Moves a topic's kept root count (the comment list's total), inside the comment write's transaction. */
async function addRoots(trx: Db, discussId: string, delta: 1 | -1): Promise<void> {
  await trx
    .updateTable('forum_discusses')
    .set((e) => ({ root_count: e(e.ref('root_count'), '+', delta) }))
    .where('id', '=', discussId)
    .execute();
}

export function createCommentRepository(db: Db) {
  function select(tenantId: string, tx?: Tx | null) {
    return onTx(db, tx)
      .selectFrom('forum_comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('users as ru', 'ru.id', 'c.reply_to_user_id')
      .select([
        'c.id',
        'c.tenant_id',
        'c.discuss_id',
        'c.user_id',
        'c.root_id',
        'c.parent_id',
        'c.reply_to_user_id',
        'c.content',
        'c.like_count',
        'c.reply_count',
        'c.is_hidden',
        'c.hidden_reason',
        'c.created_at',
        'c.deleted_at',
        'u.user_name',
        'u.nick',
        'u.icon',
        'ru.user_name as reply_user_name',
        'ru.nick as reply_nick',
      ])
      .where('c.tenant_id', '=', tenantId);
  }
  type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
  const toComment = (r: Row): CommentRecord => ({
    id: r.id,
    tenantId: r.tenant_id,
    discussId: r.discuss_id,
    userId: r.user_id,
    rootId: r.root_id,
    parentId: r.parent_id,
    replyToUserId: r.reply_to_user_id,
    content: r.content,
    likeCount: num(r.like_count),
    replyCount: num(r.reply_count),
    isHidden: bool(r.is_hidden),
    hiddenReason: r.hidden_reason,
    createdAt: iso(r.created_at),
    deletedAt: isoOrNull(r.deleted_at),
    author: { id: r.user_id, userName: r.user_name, nick: r.nick, icon: r.icon },
    replyTo:
      r.reply_to_user_id && r.reply_user_name !== null && r.reply_nick !== null
        ? { id: r.reply_to_user_id, userName: r.reply_user_name, nick: r.reply_nick }
        : null,
  });

  /** Root comments of a topic: live ones, and deleted ones that still carry replies (shown as a marker). */
  function rootsQuery(tenantId: string, discussId: string) {
    return db
      .selectFrom('forum_comments as c')
      .where('c.tenant_id', '=', tenantId)
      .where('c.discuss_id', '=', discussId)
      .where('c.root_id', 'is', null)
      .where((eb) => eb.or([eb('c.deleted_at', 'is', null), eb('c.reply_count', '>', 0)]));
  }

  /**
   * One page of root comments. The query walks the partial index forum_comments_roots_idx (tenant, topic,
   * time; roots only) in order, so its cost does not grow with the topic's size.
   */
  function rootPageQuery(tenantId: string, discussId: string, sort: 'newest' | 'oldest', skip: number, take: number) {
    const dir = sort === 'newest' ? 'desc' : 'asc';
    return rootsQuery(tenantId, discussId)
      .select('c.id')
      .orderBy('c.created_at', dir)
      .orderBy('c.id', dir)
      .offset(skip)
      .limit(take);
  }

  return {
    rootPageQuery,

    async rootPage(
      tenantId: string,
      discussId: string,
      sort: 'newest' | 'oldest',
      skip: number,
      take: number,
    ): Promise<{ items: CommentRecord[]; totalCount: number }> {
      // The total is the topic's kept root count (see insert and softDelete), not a count of its roots:
      // a topic with 50,000 comments costs the same as one with three.
      const [idRows, topic] = await Promise.all([
        rootPageQuery(tenantId, discussId, sort, skip, take).execute(),
        db
          .selectFrom('forum_discusses')
          .select('root_count')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', discussId)
          .executeTakeFirst(),
      ]);
      const totalCount = num(topic?.root_count);
      const ids = idRows.map((r) => r.id);
      if (ids.length === 0) return { items: [], totalCount };
      const rows = await select(tenantId).where('c.id', 'in', ids).execute();
      const byId = new Map(rows.map((r) => [r.id, toComment(r)]));
      return { items: ids.map((id) => byId.get(id)).filter((c): c is CommentRecord => !!c), totalCount };
    },

    /** How many of a topic's listed roots come before `root` in the list's order (its place, 0-based). */
    async rootsBefore(tenantId: string, root: CommentRecord, sort: 'newest' | 'oldest'): Promise<number> {
      const row = await rootsQuery(tenantId, root.discussId)
        .where((eb) =>
          sort === 'newest'
            ? eb.or([
                eb('c.created_at', '>', root.createdAt),
                eb.and([eb('c.created_at', '=', root.createdAt), eb('c.id', '>', root.id)]),
              ])
            : eb.or([
                eb('c.created_at', '<', root.createdAt),
                eb.and([eb('c.created_at', '=', root.createdAt), eb('c.id', '<', root.id)]),
              ]),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return num(row.n);
    },

    /** Live replies under a root, oldest first. */
    async replies(tenantId: string, rootId: string, skip: number, take: number): Promise<CommentRecord[]> {
      const rows = await select(tenantId)
        .where('c.root_id', '=', rootId)
        .where('c.deleted_at', 'is', null)
        .orderBy('c.created_at', 'asc')
        .orderBy('c.id', 'asc')
        .offset(skip)
        .limit(take)
        .execute();
      return rows.map(toComment);
    },

    async find(tenantId: string, id: string, tx?: Tx | null): Promise<CommentRecord | undefined> {
      const row = await select(tenantId, tx).where('c.id', '=', id).executeTakeFirst();
      return row && toComment(row);
    },

    async likedIds(tenantId: string, userId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('forum_comment_likes')
        .select('comment_id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('comment_id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.comment_id));
    },

    /**
     * Inserts a comment and counts it (topic's comments and roots, root's replies, the author), in one
     * transaction. The topic row is locked first by its counter update, which also refuses a topic deleted
     * meanwhile.
     */
    async insert(
      tx: Tx,
      c: {
        id: string;
        tenantId: string;
        discussId: string;
        userId: string;
        rootId: string | null;
        parentId: string | null;
        replyToUserId: string | null;
        content: string;
        at: string;
      },
    ): Promise<boolean> {
      const trx = onTx(db, tx);
      const topic = await trx
        .updateTable('forum_discusses')
        .set((e) => ({
          comment_count: e(e.ref('comment_count'), '+', 1),
          ...(c.rootId ? {} : { root_count: e(e.ref('root_count'), '+', 1) }),
        }))
        .where('tenant_id', '=', c.tenantId)
        .where('id', '=', c.discussId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(topic.numUpdatedRows) === 0) return false;
      await trx
        .insertInto('forum_comments')
        .values({
          id: c.id,
          tenant_id: c.tenantId,
          discuss_id: c.discussId,
          user_id: c.userId,
          root_id: c.rootId,
          parent_id: c.parentId,
          reply_to_user_id: c.replyToUserId,
          content: c.content,
          like_count: 0,
          reply_count: 0,
          is_hidden: false,
          hidden_reason: null,
          created_at: c.at,
          deleted_at: null,
        })
        .execute();
      if (c.rootId) {
        const root = await trx
          .updateTable('forum_comments')
          .set((e) => ({ reply_count: e(e.ref('reply_count'), '+', 1) }))
          .where('id', '=', c.rootId)
          .returning(['reply_count', 'deleted_at'])
          .executeTakeFirst();
        // A deleted root with its first live reply is listed again (as a "deleted" marker).
        if (root && root.deleted_at !== null && num(root.reply_count) === 1) await addRoots(trx, c.discussId, 1);
      }
      await trx
        .updateTable('users')
        .set((e) => ({ comment_count: e(e.ref('comment_count'), '+', 1) }))
        .where('tenant_id', '=', c.tenantId)
        .where('id', '=', c.userId)
        .execute();
      return true;
    },

    /**
     * Soft-deletes a comment and takes it out of the counters (topic's comments and roots, root's replies,
     * the author's comments and likes received). Locks the topic row first, like every forum write. A root
     * with live replies stays listed as a "deleted" marker until its last reply goes.
     */
    async softDelete(tx: Tx, tenantId: string, comment: CommentRecord, at: string): Promise<boolean> {
      const trx = onTx(db, tx);
      const topic = await trx
        .updateTable('forum_discusses')
        .set((e) => ({ comment_count: e.ref('comment_count') }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', comment.discussId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(topic.numUpdatedRows) === 0) return false;
      const deleted = await trx
        .updateTable('forum_comments')
        .set({ deleted_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', comment.id)
        .where('deleted_at', 'is', null)
        .returning(['like_count', 'root_id', 'user_id', 'reply_count'])
        .executeTakeFirst();
      if (!deleted) return false;
      await trx
        .updateTable('forum_discusses')
        .set((e) => ({ comment_count: e(e.ref('comment_count'), '-', 1) }))
        .where('id', '=', comment.discussId)
        .execute();
      if (!deleted.root_id && num(deleted.reply_count) === 0) await addRoots(trx, comment.discussId, -1);
      if (deleted.root_id) {
        const root = await trx
          .updateTable('forum_comments')
          .set((e) => ({ reply_count: e(e.ref('reply_count'), '-', 1) }))
          .where('id', '=', deleted.root_id)
          .returning(['reply_count', 'deleted_at'])
          .executeTakeFirst();
        if (root && root.deleted_at !== null && num(root.reply_count) === 0) {
          await addRoots(trx, comment.discussId, -1);
        }
      }
      await trx
        .updateTable('users')
        .set((e) => ({
          comment_count: e(e.ref('comment_count'), '-', 1),
          like_received_count: e(e.ref('like_received_count'), '-', num(deleted.like_count)),
        }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', deleted.user_id)
        .execute();
      return true;
    },

    async setHidden(
      tenantId: string,
      id: string,
      hidden: boolean,
      reason: string | null,
      tx?: Tx | null,
    ): Promise<void> {
      await onTx(db, tx)
        .updateTable('forum_comments')
        .set({ is_hidden: hidden, hidden_reason: hidden ? reason : null })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },

    /** Toggles a like on a live comment; topic row locked first. Null when the comment or topic is gone. */
    async toggleLike(
      tx: Tx,
      tenantId: string,
      comment: CommentRecord,
      userId: string,
      at: string,
    ): Promise<{ isAgree: boolean; likeCount: number } | null> {
      const trx = onTx(db, tx);
      const topic = await trx
        .updateTable('forum_discusses')
        .set((e) => ({ like_count: e.ref('like_count') }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', comment.discussId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(topic.numUpdatedRows) === 0) return null;
      const live = await trx
        .selectFrom('forum_comments')
        .select('user_id')
        .where('id', '=', comment.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!live) return null;
      const removed = await trx
        .deleteFrom('forum_comment_likes')
        .where('comment_id', '=', comment.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const isAgree = Number(removed.numDeletedRows) === 0;
      if (isAgree) {
        await trx
          .insertInto('forum_comment_likes')
          .values({ comment_id: comment.id, user_id: userId, tenant_id: tenantId, created_at: at })
          .execute();
      }
      const delta = isAgree ? 1 : -1;
      const updated = await trx
        .updateTable('forum_comments')
        .set((e) => ({ like_count: e(e.ref('like_count'), '+', delta) }))
        .where('id', '=', comment.id)
        .returning('like_count')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('users')
        .set((e) => ({ like_received_count: e(e.ref('like_received_count'), '+', delta) }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', live.user_id)
        .execute();
      return { isAgree, likeCount: num(updated.like_count) };
    },

    /** A member's live, visible comments on topics the viewer may see (profile tab). */
    async byUser(
      tenantId: string,
      userId: string,
      viewer: Viewer | null,
      skip: number,
      take: number,
    ): Promise<{
      items: Array<{
        id: string;
        discussId: string;
        discussTitle: string;
        content: string;
        likeCount: number;
        createdAt: string;
      }>;
      totalCount: number;
    }> {
      let base = db
        .selectFrom('forum_comments as c')
        .innerJoin('forum_discusses as d', 'd.id', 'c.discuss_id')
        .where('c.tenant_id', '=', tenantId)
        .where('c.user_id', '=', userId)
        .where('c.deleted_at', 'is', null)
        .where('d.deleted_at', 'is', null);
      if (!viewer?.isStaff && viewer?.id !== userId) base = base.where('c.is_hidden', '=', false);
      const visible = visibleTopicExpr(viewer);
      if (visible) base = base.where(visible);
      const [rows, count] = await Promise.all([
        base
          .select(['c.id', 'c.discuss_id', 'd.title', 'c.content', 'c.like_count', 'c.created_at'])
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .offset(skip)
          .limit(take)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          discussId: r.discuss_id,
          discussTitle: r.title,
          content: r.content,
          likeCount: num(r.like_count),
          createdAt: iso(r.created_at),
        })),
        totalCount: num(count.n),
      };
    },

    /** The staff console's comment list. */
    async adminList(
      tenantId: string,
      opts: {
        discussId?: string | undefined;
        q?: string | undefined;
        userId?: string | undefined;
        status: 'all' | 'visible' | 'hidden' | 'deleted';
        skip: number;
        take: number;
      },
    ): Promise<{ items: Array<CommentRecord & { discussTitle: string }>; totalCount: number }> {
      let base = db.selectFrom('forum_comments as c').where('c.tenant_id', '=', tenantId);
      if (opts.discussId) base = base.where('c.discuss_id', '=', opts.discussId);
      if (opts.userId) base = base.where('c.user_id', '=', opts.userId);
      if (opts.q) base = base.where(sql<boolean>`lower(c.content) like ${likePattern(opts.q)} escape '\\'`);
      if (opts.status === 'deleted') base = base.where('c.deleted_at', 'is not', null);
      else if (opts.status !== 'all') base = base.where('c.deleted_at', 'is', null);
      if (opts.status === 'visible') base = base.where('c.is_hidden', '=', false);
      if (opts.status === 'hidden') base = base.where('c.is_hidden', '=', true);
      const [idRows, count] = await Promise.all([
        base
          .select('c.id')
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .offset(opts.skip)
          .limit(opts.take)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const ids = idRows.map((r) => r.id);
      if (ids.length === 0) return { items: [], totalCount: num(count.n) };
      const rows = await select(tenantId)
        .innerJoin('forum_discusses as d', 'd.id', 'c.discuss_id')
        .select('d.title as discuss_title')
        .where('c.id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, { ...toComment(r), discussTitle: r.discuss_title }]));
      return {
        items: ids.map((id) => byId.get(id)).filter((c): c is CommentRecord & { discussTitle: string } => !!c),
        totalCount: num(count.n),
      };
    },
  };
}
export type CommentRepository = ReturnType<typeof createCommentRepository>;
