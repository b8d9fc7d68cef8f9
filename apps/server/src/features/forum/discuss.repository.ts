import type { DiscussTab } from '@clearsight/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { bool, iso, json, num } from '../../shared/values.js';
import {
  CARD_COLUMNS,
  likePattern,
  notHiddenFor,
  selectCards,
  toTopic,
  visibleTopicExpr,
} from './discuss-query.repository.js';
import type { Grants, NewTopic, TopicEdit, TopicModeration, TopicRecord } from './discuss.records.js';
import type { Viewer } from './forum.access.js';
import { createTopicCountRepository, lockTopicState, moveTopicCount } from './topic-count.repository.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';

/**
 * Topics and their visibility grants: reads (cards, detail, lists, the console's list) and writes that keep
 * the members' counters in the same transaction. Likes, views and the curated list have their own
 * repositories.
 */

async function replaceGrants(trx: Db, tenantId: string, discussId: string, grants: Grants) {
  await trx.deleteFrom('forum_discuss_grants').where('discuss_id', '=', discussId).execute();
  const rows = [
    ...[...new Set(grants.userIds)].map((value) => ({
      discuss_id: discussId,
      tenant_id: tenantId,
      kind: 'user',
      value,
    })),
    ...[...new Set(grants.roleCodes)].map((value) => ({
      discuss_id: discussId,
      tenant_id: tenantId,
      kind: 'role',
      value,
    })),
  ];
  if (rows.length > 0) await trx.insertInto('forum_discuss_grants').values(rows).execute();
}

export function createDiscussRepository(db: Db) {
  const cards = (tenantId: string, tx?: Tx | null) => selectCards(onTx(db, tx), tenantId);
  const counts = createTopicCountRepository(db);

  /**
   * The total of a topic list without the title search or an author: a sum of the kept counts (plus the
   * viewer's own hidden topics, which only they see), so it costs the same at 60 topics and at 100,000.
   * Undefined when the list's rule needs the rows themselves (per-topic grants).
   */
  async function keptTotal(
    tenantId: string,
    opts: { viewer: Viewer | null; plateId?: string | undefined; onlyVisible: boolean },
  ): Promise<number | undefined> {
    const { viewer, plateId } = opts;
    if (viewer?.isStaff) return counts.sum(tenantId, { plateId, isDeleted: false });
    if (!viewer) {
      return counts.sum(tenantId, {
        plateId,
        isDeleted: false,
        isHidden: false,
        ...(opts.onlyVisible ? { visibility: 'public' } : {}),
      });
    }
    if (opts.onlyVisible) return undefined;
    let own = db
      .selectFrom('forum_discusses')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', viewer.id)
      .where('is_hidden', '=', true)
      .where('deleted_at', 'is', null);
    if (plateId) own = own.where('plate_id', '=', plateId);
    const [shown, ownHidden] = await Promise.all([
      counts.sum(tenantId, { plateId, isDeleted: false, isHidden: false }),
      own.executeTakeFirstOrThrow(),
    ]);
    return shown + num(ownHidden.n);
  }

  return {
    /** One topic with its content; deleted ones only when asked (staff console). */
    async find(
      tenantId: string,
      id: string,
      options: { includeDeleted?: boolean } = {},
      tx?: Tx | null,
    ): Promise<TopicRecord | undefined> {
      let q = cards(tenantId, tx)
        .select([...CARD_COLUMNS, 'd.content'])
        .where('d.id', '=', id);
      if (!options.includeDeleted) q = q.where('d.deleted_at', 'is', null);
      const row = await q.executeTakeFirst();
      return row && toTopic(row);
    },

    async grantsOf(tenantId: string, ids: string[]): Promise<Map<string, Grants>> {
      const map = new Map<string, Grants>();
      if (ids.length === 0) return map;
      const rows = await db
        .selectFrom('forum_discuss_grants')
        .select(['discuss_id', 'kind', 'value'])
        .where('tenant_id', '=', tenantId)
        .where('discuss_id', 'in', ids)
        .execute();
      for (const r of rows) {
        const g = map.get(r.discuss_id) ?? { userIds: [], roleCodes: [] };
        (r.kind === 'user' ? g.userIds : g.roleCodes).push(r.value);
        map.set(r.discuss_id, g);
      }
      return map;
    },

    /**
     * A page of cards. `onlyVisible` leaves invisible topics out (search, profile); otherwise they are
     * returned for masking. Pinned first, then order weight, then the tab's measure.
     */
    async list(
      tenantId: string,
      opts: {
        viewer: Viewer | null;
        plateId?: string | undefined;
        userId?: string | undefined;
        tab: DiscussTab;
        q?: string | undefined;
        /** Only topics naming this product model. */
        modelId?: string | undefined;
        onlyVisible: boolean;
        skip: number;
        take: number;
        /** false: the caller shows no total (the home page's hot topics); totalCount is then 0. */
        count?: boolean;
      },
    ): Promise<{ items: TopicRecord[]; totalCount: number }> {
      let base = cards(tenantId).where('d.deleted_at', 'is', null);
      if (opts.plateId) base = base.where('d.plate_id', '=', opts.plateId);
      if (opts.userId) base = base.where('d.user_id', '=', opts.userId);
      if (opts.q) base = base.where(sql<boolean>`lower(d.title) like ${likePattern(opts.q)} escape '\\'`);
      const modelId = opts.modelId;
      if (modelId) {
        base = base.where((e) =>
          e.exists(
            e
              .selectFrom('forum_discuss_models as dm')
              .select('dm.model_id')
              .whereRef('dm.discuss_id', '=', 'd.id')
              .where('dm.model_id', '=', modelId),
          ),
        );
      }
      const hiddenRule = notHiddenFor(opts.viewer);
      if (hiddenRule) base = base.where(hiddenRule);
      if (opts.onlyVisible) {
        const visible = visibleTopicExpr(opts.viewer);
        if (visible) base = base.where(visible);
      }
      let page = base.select(CARD_COLUMNS).orderBy('d.is_pinned', 'desc').orderBy('d.order_num', 'desc');
      if (opts.tab === 'recommend') page = page.orderBy('d.like_count', 'desc');
      if (opts.tab === 'hot') page = page.orderBy('d.view_count', 'desc');
      page = page.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').offset(opts.skip).limit(opts.take);
      const total = async (): Promise<number> => {
        if (opts.count === false) return 0;
        const kept =
          opts.q || opts.userId || opts.modelId
            ? undefined
            : await keptTotal(tenantId, { viewer: opts.viewer, plateId: opts.plateId, onlyVisible: opts.onlyVisible });
        if (kept !== undefined) return kept;
        const row = await base.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        return num(row.n);
      };
      const [rows, totalCount] = await Promise.all([page.execute(), total()]);
      return { items: rows.map(toTopic), totalCount };
    },

    /** Cards by id, in the given order, leaving out deleted and invisible topics. */
    async cardsByIds(tenantId: string, ids: string[], viewer: Viewer | null): Promise<TopicRecord[]> {
      if (ids.length === 0) return [];
      let q = cards(tenantId).select(CARD_COLUMNS).where('d.id', 'in', ids).where('d.deleted_at', 'is', null);
      const visible = visibleTopicExpr(viewer);
      if (visible) q = q.where(visible);
      const rows = await q.execute();
      const byId = new Map(rows.map((r) => [r.id, toTopic(r)]));
      return ids.map((id) => byId.get(id)).filter((t): t is TopicRecord => !!t);
    },

    async titleTaken(
      tenantId: string,
      plateId: string,
      title: string,
      exceptId?: string,
      tx?: Tx | null,
    ): Promise<boolean> {
      let q = onTx(db, tx)
        .selectFrom('forum_discusses')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('plate_id', '=', plateId)
        .where('title', '=', title)
        .where('deleted_at', 'is', null);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return !!(await q.executeTakeFirst());
    },

    /** Inserts a topic with its grants and counts it on the author, in one transaction. */
    async insert(tx: Tx, topic: NewTopic, grants: Grants): Promise<void> {
      const trx = onTx(db, tx);
      await trx
        .insertInto('forum_discusses')
        .values({
          id: topic.id,
          tenant_id: topic.tenantId,
          plate_id: topic.plateId,
          user_id: topic.userId,
          title: topic.title,
          introduction: topic.introduction,
          content: topic.content,
          cover: topic.cover,
          tags: JSON.stringify(topic.tags),
          color: topic.color,
          visibility: topic.visibility,
          is_hidden: false,
          hidden_reason: null,
          is_pinned: false,
          order_num: 0,
          comments_disabled: topic.commentsDisabled,
          like_count: 0,
          view_count: 0,
          comment_count: 0,
          root_count: 0,
          revision: 1,
          solved_comment_id: null,
          answer_paid_user_id: null,
          answer_paid_cents: 0,
          created_at: topic.createdAt,
          updated_at: topic.createdAt,
          deleted_at: null,
        })
        .execute();
      await replaceGrants(trx, topic.tenantId, topic.id, grants);
      await moveTopicCount(trx, null, {
        tenantId: topic.tenantId,
        plateId: topic.plateId,
        visibility: topic.visibility,
        isHidden: false,
        isDeleted: false,
      });
      await trx
        .updateTable('users')
        .set((e) => ({ topic_count: e(e.ref('topic_count'), '+', 1) }))
        .where('tenant_id', '=', topic.tenantId)
        .where('id', '=', topic.userId)
        .execute();
    },

    /**
     * Applies an edit. When title or content change, the previous version goes to the history and the
     * revision number goes up (which also invalidates the rendered-HTML cache).
     */
    async update(
      tx: Tx,
      tenantId: string,
      before: TopicRecord,
      edit: TopicEdit,
      grants: Grants | null,
      meta: { editorId: string; at: string; revisionId: string },
    ): Promise<void> {
      const contentChanged =
        (edit.title !== undefined && edit.title !== before.title) ||
        (edit.content !== undefined && edit.content !== before.content);
      const trx = onTx(db, tx);
      // Locked first: the visibility's count moves from the state the row has now, not the one read before.
      const state = await lockTopicState(trx, tenantId, before.id);
      if (!state || state.isDeleted) return;
      if (contentChanged) {
        await trx
          .insertInto('forum_revisions')
          .values({
            id: meta.revisionId,
            tenant_id: tenantId,
            target_type: 'discuss',
            target_id: before.id,
            revision: before.revision,
            title: before.title,
            content: before.content,
            editor_id: meta.editorId,
            created_at: meta.at,
          })
          .execute();
      }
      await trx
        .updateTable('forum_discusses')
        .set((e) => ({
          ...(edit.title !== undefined ? { title: edit.title } : {}),
          ...(edit.introduction !== undefined ? { introduction: edit.introduction } : {}),
          ...(edit.content !== undefined ? { content: edit.content } : {}),
          ...(edit.cover !== undefined ? { cover: edit.cover } : {}),
          ...(edit.tags !== undefined ? { tags: JSON.stringify(edit.tags) } : {}),
          ...(edit.color !== undefined ? { color: edit.color } : {}),
          ...(edit.visibility !== undefined ? { visibility: edit.visibility } : {}),
          ...(edit.commentsDisabled !== undefined ? { comments_disabled: edit.commentsDisabled } : {}),
          ...(contentChanged ? { revision: e(e.ref('revision'), '+', 1) } : {}),
          updated_at: meta.at,
        }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', before.id)
        .where('deleted_at', 'is', null)
        .execute();
      if (grants) await replaceGrants(trx, tenantId, before.id, grants);
      if (edit.visibility !== undefined) await moveTopicCount(trx, state, { ...state, visibility: edit.visibility });
    },

    /** Pins, hides or moves a topic; a hidden flag or board that changes moves its count, in one transaction. */
    async moderate(tx: Tx, tenantId: string, id: string, m: TopicModeration, at: string): Promise<void> {
      const trx = onTx(db, tx);
      const state = await lockTopicState(trx, tenantId, id);
      if (!state) return;
      await trx
        .updateTable('forum_discusses')
        .set({
          ...(m.isPinned !== undefined ? { is_pinned: m.isPinned } : {}),
          ...(m.orderNum !== undefined ? { order_num: m.orderNum } : {}),
          ...(m.commentsDisabled !== undefined ? { comments_disabled: m.commentsDisabled } : {}),
          ...(m.isHidden !== undefined ? { is_hidden: m.isHidden } : {}),
          ...(m.hiddenReason !== undefined ? { hidden_reason: m.hiddenReason } : {}),
          ...(m.plateId !== undefined ? { plate_id: m.plateId } : {}),
          updated_at: at,
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
      await moveTopicCount(trx, state, {
        ...state,
        plateId: m.plateId ?? state.plateId,
        isHidden: m.isHidden ?? state.isHidden,
      });
    },

    /**
     * Soft-deletes a topic and takes it out of every member counter, in one transaction: the author's
     * topic and likes-received counts, and each commenter's comment and likes-received counts. The topic
     * row is locked first (as every forum write does) so concurrent comments and likes cannot slip past.
     */
    async softDelete(tx: Tx, tenantId: string, id: string, at: string): Promise<boolean> {
      const trx = onTx(db, tx);
      const topic = await trx
        .updateTable('forum_discusses')
        .set({ deleted_at: at, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returning(['user_id', 'like_count', 'plate_id', 'visibility', 'is_hidden'])
        .executeTakeFirst();
      if (!topic) return false;
      const live = {
        tenantId,
        plateId: topic.plate_id,
        visibility: topic.visibility,
        isHidden: bool(topic.is_hidden),
        isDeleted: false,
      };
      await moveTopicCount(trx, live, { ...live, isDeleted: true });
      const perUser = await trx
        .selectFrom('forum_comments')
        .select((e) => ['user_id', e.fn.countAll<number>().as('n'), e.fn.sum<number>('like_count').as('likes')])
        .where('tenant_id', '=', tenantId)
        .where('discuss_id', '=', id)
        .where('deleted_at', 'is', null)
        .groupBy('user_id')
        .execute();
      const deltas = new Map<string, { topics: number; comments: number; likes: number }>();
      deltas.set(topic.user_id, { topics: 1, comments: 0, likes: num(topic.like_count) });
      for (const r of perUser) {
        const d = deltas.get(r.user_id) ?? { topics: 0, comments: 0, likes: 0 };
        d.comments += num(r.n);
        d.likes += num(r.likes);
        deltas.set(r.user_id, d);
      }
      // A fixed order of user rows keeps concurrent deletions from deadlocking on PostgreSQL.
      for (const userId of [...deltas.keys()].sort()) {
        const d = deltas.get(userId)!;
        await trx
          .updateTable('users')
          .set((e) => ({
            topic_count: e(e.ref('topic_count'), '-', d.topics),
            comment_count: e(e.ref('comment_count'), '-', d.comments),
            like_received_count: e(e.ref('like_received_count'), '-', d.likes),
          }))
          .where('tenant_id', '=', tenantId)
          .where('id', '=', userId)
          .execute();
      }
      await trx.deleteFrom('forum_tops').where('tenant_id', '=', tenantId).where('discuss_id', '=', id).execute();
      return true;
    },

    /** Topics that exist (live) in the tenant, of the given ids. */
    async existingIds(tenantId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('forum_discusses')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Topics anyone may read (public, not hidden, not deleted), with content: what the site search may show.
     * `ids` narrows it to some topics.
     */
    async publicTopics(tenantId: string, ids?: string[]): Promise<TopicRecord[]> {
      if (ids && ids.length === 0) return [];
      let q = cards(tenantId)
        .select([...CARD_COLUMNS, 'd.content'])
        .where('d.deleted_at', 'is', null)
        .where('d.is_hidden', '=', false)
        .where('d.visibility', '=', 'public');
      if (ids) q = q.where('d.id', 'in', ids);
      return (await q.orderBy('d.created_at', 'asc').execute()).map(toTopic);
    },

    /**
     * The newest `limit` answered questions anyone may read (public, not hidden, not deleted, an answer
     * marked): id, title and tags, for the chat assistant's further reading.
     */
    async solvedPublicTopics(
      tenantId: string,
      limit: number,
    ): Promise<Array<{ id: string; title: string; tags: string[] }>> {
      const rows = await db
        .selectFrom('forum_discusses')
        .select(['id', 'title', 'tags'])
        .where('tenant_id', '=', tenantId)
        .where('deleted_at', 'is', null)
        .where('is_hidden', '=', false)
        .where('visibility', '=', 'public')
        .where('solved_comment_id', 'is not', null)
        .orderBy('updated_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, title: r.title, tags: json<string[]>(r.tags, []) }));
    },

    /** How many topics anyone may read (public, not hidden, not deleted): a sum of the kept counts. */
    async publicTopicCount(tenantId: string): Promise<number> {
      return counts.sum(tenantId, { visibility: 'public', isHidden: false, isDeleted: false });
    },

    /**
     * A slice of the topics anyone may read, id and last change only, in id order (creation order: ids are
     * UUIDv7): the first slice by position, the next ones after the last id seen, so that walking 100,000
     * topics in slices never re-reads what it passed.
     */
    async publicTopicRefs(
      tenantId: string,
      from: { offset: number } | { afterId: string },
      limit: number,
    ): Promise<Array<{ id: string; updatedAt: string }>> {
      let q = db
        .selectFrom('forum_discusses')
        .select(['id', 'updated_at'])
        .where('tenant_id', '=', tenantId)
        .where('deleted_at', 'is', null)
        .where('is_hidden', '=', false)
        .where('visibility', '=', 'public')
        .orderBy('id')
        .limit(limit);
      q = 'afterId' in from ? q.where('id', '>', from.afterId) : q.offset(from.offset);
      return (await q.execute()).map((r) => ({ id: r.id, updatedAt: iso(r.updated_at) }));
    },

    /** The staff console's list: every topic, deleted ones included, with filters. */
    async adminList(
      tenantId: string,
      opts: {
        plateId?: string | undefined;
        q?: string | undefined;
        userId?: string | undefined;
        status: 'all' | 'visible' | 'hidden' | 'deleted' | 'pinned';
        skip: number;
        take: number;
      },
    ): Promise<{ items: TopicRecord[]; totalCount: number }> {
      let base = cards(tenantId);
      if (opts.plateId) base = base.where('d.plate_id', '=', opts.plateId);
      if (opts.userId) base = base.where('d.user_id', '=', opts.userId);
      if (opts.q) base = base.where(sql<boolean>`lower(d.title) like ${likePattern(opts.q)} escape '\\'`);
      if (opts.status === 'deleted') base = base.where('d.deleted_at', 'is not', null);
      else if (opts.status !== 'all') base = base.where('d.deleted_at', 'is', null);
      if (opts.status === 'visible') base = base.where('d.is_hidden', '=', false);
      if (opts.status === 'hidden') base = base.where('d.is_hidden', '=', true);
      if (opts.status === 'pinned') base = base.where('d.is_pinned', '=', true);
      // Without a search or an author the total is a sum of the kept counts (pinned topics are few and
      // indexed); otherwise the filter has to look at the rows anyway.
      const kept =
        opts.q || opts.userId || opts.status === 'pinned'
          ? undefined
          : {
              plateId: opts.plateId,
              ...(opts.status === 'all' ? {} : { isDeleted: opts.status === 'deleted' }),
              ...(opts.status === 'visible' ? { isHidden: false } : {}),
              ...(opts.status === 'hidden' ? { isHidden: true } : {}),
            };
      const [rows, totalCount] = await Promise.all([
        base
          .select(CARD_COLUMNS)
          .orderBy('d.created_at', 'desc')
          .orderBy('d.id', 'desc')
          .offset(opts.skip)
          .limit(opts.take)
          .execute(),
        kept
          ? counts.sum(tenantId, kept)
          : base
              .select((e) => e.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
              .then((r) => num(r.n)),
      ]);
      return { items: rows.map(toTopic), totalCount };
    },
  };
}
export type DiscussRepository = ReturnType<typeof createDiscussRepository>;
