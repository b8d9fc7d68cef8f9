import type { Notice, NoticeEventGroup } from '@clearsight/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { bool, iso } from '../../shared/values.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';

/** A member's stored notification settings (the site's daily limit is not stored with them). */
export interface StoredNoticeSettings {
  events: Record<NoticeEventGroup, boolean>;
  watchOwnTopics: boolean;
  watchRepliedTopics: boolean;
  dailyLimit: number | null;
}

/** What a new notice is made of; the repository adds its unread state and group. */
interface NewNotice {
  id: string;
  tenantId: string;
  userId: string;
  message: string;
  link: string | null;
  kind: string;
  createdAt: string;
}

/** The notices row of a new, unread notice: a group of one when it has a group key, plain otherwise. */
function noticeRow(n: NewNotice, groupKey: string | null) {
  return {
    id: n.id,
    tenant_id: n.tenantId,
    user_id: n.userId,
    message: n.message,
    link: n.link,
    kind: n.kind,
    is_read: false,
    created_at: n.createdAt,
    group_key: groupKey,
    group_count: 1,
  };
}

export function createNoticeRepository(db: Db) {
  return {
    async insert(n: NewNotice, tx?: Tx | null): Promise<void> {
      await onTx(db, tx).insertInto('notices').values(noticeRow(n, null)).execute();
    },

    /**
     * Adds one event to the member's unread notice of this group: its count goes up and it moves to the top.
     * Null when the member has no unread notice of the group (reading one clears its key).
     */
    async addToGroup(
      tx: Tx,
      g: { tenantId: string; userId: string; groupKey: string; at: string },
    ): Promise<{ id: string; count: number } | null> {
      const row = await onTx(db, tx)
        .updateTable('notices')
        .set({ group_count: sql<number>`group_count + 1`, created_at: g.at })
        .where('tenant_id', '=', g.tenantId)
        .where('user_id', '=', g.userId)
        .where('group_key', '=', g.groupKey)
        .returning(['id', 'group_count'])
        .executeTakeFirst();
      return row ? { id: row.id, count: Number(row.group_count) } : null;
    },

    /**
     * Starts a group's notice, or — when a concurrent writer started it first — adds to that one: the unique
     * (tenant, member, group key) index decides, so two replies at once never make two notices nor lose one.
     */
    async openGroup(tx: Tx, n: NewNotice & { groupKey: string }): Promise<{ id: string; count: number }> {
      const row = await onTx(db, tx)
        .insertInto('notices')
        .values(noticeRow(n, n.groupKey))
        .onConflict((oc) =>
          oc
            .columns(['tenant_id', 'user_id', 'group_key'])
            .doUpdateSet({ group_count: sql<number>`notices.group_count + 1`, created_at: n.createdAt }),
        )
        .returning(['id', 'group_count'])
        .executeTakeFirstOrThrow();
      return { id: row.id, count: Number(row.group_count) };
    },

    async setMessage(tx: Tx, id: string, message: string): Promise<void> {
      await onTx(db, tx).updateTable('notices').set({ message }).where('id', '=', id).execute();
    },

    /** Counts one more limited notice for the member's day; answers the day's count with it. */
    async countDay(tenantId: string, userId: string, day: string, tx?: Tx | null): Promise<number> {
      const row = await onTx(db, tx)
        .insertInto('notice_days')
        .values({ tenant_id: tenantId, user_id: userId, day, count: 1 })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet({ count: sql<number>`notice_days.count + 1` }))
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async settings(tenantId: string, userId: string, tx?: Tx | null): Promise<StoredNoticeSettings | null> {
      const row = await onTx(db, tx)
        .selectFrom('notice_settings')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        events: {
          replies: bool(row.replies),
          mentions: bool(row.mentions),
          watching: bool(row.watching),
          likes: bool(row.likes),
          solved: bool(row.solved),
          tasks: bool(row.tasks),
        },
        watchOwnTopics: bool(row.watch_own_topics),
        watchRepliedTopics: bool(row.watch_replied_topics),
        dailyLimit: row.daily_limit === null ? null : Number(row.daily_limit),
      };
    },

    async saveSettings(tx: Tx, tenantId: string, userId: string, s: StoredNoticeSettings, at: string): Promise<void> {
      const values = {
        replies: s.events.replies,
        mentions: s.events.mentions,
        watching: s.events.watching,
        likes: s.events.likes,
        solved: s.events.solved,
        tasks: s.events.tasks,
        watch_own_topics: s.watchOwnTopics,
        watch_replied_topics: s.watchRepliedTopics,
        daily_limit: s.dailyLimit,
        updated_at: at,
      };
      await onTx(db, tx)
        .insertInto('notice_settings')
        .values({ tenant_id: tenantId, user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
    async listForUser(
      tenantId: string,
      userId: string,
      skip: number,
      take: number,
    ): Promise<{ items: Notice[]; totalCount: number; unreadCount: number }> {
      const base = db.selectFrom('notices').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
      const [rows, counts] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(skip).limit(take).execute(),
        base
          .select((eb) => [
            eb.fn.countAll<number>().as('total'),
            eb.fn.sum<number>(eb.case().when('is_read', '=', false).then(1).else(0).end()).as('unread'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          message: r.message,
          isRead: bool(r.is_read),
          creationTime: iso(r.created_at),
          link: r.link,
          kind: r.kind,
        })),
        totalCount: Number(counts.total),
        unreadCount: Number(counts.unread ?? 0),
      };
    },
    /** Marks one notice read; only the owner's row matches, so another member's id updates nothing. */
    async markRead(tenantId: string, userId: string, id: string): Promise<number> {
      const result = await db
        .updateTable('notices')
        // A read notice leaves its group: the next event of the group starts a new notice.
        .set({ is_read: true, group_key: null })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async markAllRead(tenantId: string, userId: string): Promise<number> {
      const result = await db
        .updateTable('notices')
        .set({ is_read: true, group_key: null })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('is_read', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
