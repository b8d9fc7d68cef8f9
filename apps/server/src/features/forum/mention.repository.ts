import { ALL_PERMISSIONS, Permissions, ROLE_ADMIN } from '@clearsight/contracts';
import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import type { Viewer } from './forum.access.js';

export type MentionItemType = 'discuss' | 'article' | 'comment';

export interface MentionedMember {
  id: string;
  userName: string;
  nick: string;
}

/** Mentions: which names are members, who may be told, and who was told of an item (once per item). */
export function createMentionRepository(db: Db) {
  return {
    /** The tenant's members (not disabled) with these user names, whatever the case they were typed in. */
    async membersNamed(tenantId: string, names: readonly string[]): Promise<MentionedMember[]> {
      const keys = [...new Set(names.map((n) => n.toLowerCase()))];
      if (keys.length === 0) return [];
      const rows = await db
        .selectFrom('users')
        .select(['id', 'user_name', 'nick'])
        .where('tenant_id', '=', tenantId)
        .where('user_name_key', 'in', keys)
        .where('status', '!=', 'disabled')
        .execute();
      return rows.map((r) => ({ id: r.id, userName: r.user_name, nick: r.nick }));
    },

    /** The members as the topic rule sees a viewer: their role codes, and whether they are forum staff. */
    async viewers(tenantId: string, userIds: readonly string[]): Promise<Map<string, Viewer>> {
      const out = new Map<string, Viewer>(userIds.map((id) => [id, { id, roleCodes: [], isStaff: false }]));
      if (userIds.length === 0) return out;
      const rows = await db
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
        .select(['ur.user_id', 'r.code', 'rp.permission_code'])
        .where('r.tenant_id', '=', tenantId)
        .where('ur.user_id', 'in', [...userIds])
        .execute();
      for (const row of rows) {
        const viewer = out.get(row.user_id);
        if (!viewer) continue;
        if (!viewer.roleCodes.includes(row.code)) viewer.roleCodes.push(row.code);
        // As hasAny reads a session's permissions: the admin role and *:*:* pass every check.
        if (
          row.code === ROLE_ADMIN ||
          row.permission_code === ALL_PERMISSIONS ||
          row.permission_code === Permissions.forumModerate
        ) {
          viewer.isStaff = true;
        }
      }
      return out;
    },

    /** The members already told of a mention in this item. */
    async notifiedIds(tx: Tx, tenantId: string, itemType: MentionItemType, itemId: string): Promise<Set<string>> {
      const rows = await onTx(db, tx)
        .selectFrom('forum_mentions')
        .select('user_id')
        .where('tenant_id', '=', tenantId)
        .where('item_type', '=', itemType)
        .where('item_id', '=', itemId)
        .execute();
      return new Set(rows.map((r) => r.user_id));
    },

    /** Records that a member is told of a mention in the item; false when they already were (a racing edit). */
    async record(
      tx: Tx,
      row: {
        tenantId: string;
        itemType: MentionItemType;
        itemId: string;
        userId: string;
        discussId: string;
        authorId: string;
        at: string;
      },
    ): Promise<boolean> {
      const result = await onTx(db, tx)
        .insertInto('forum_mentions')
        .values({
          tenant_id: row.tenantId,
          item_type: row.itemType,
          item_id: row.itemId,
          user_id: row.userId,
          discuss_id: row.discussId,
          author_id: row.authorId,
          created_at: row.at,
        })
        .onConflict((oc) => oc.columns(['item_type', 'item_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
export type MentionRepository = ReturnType<typeof createMentionRepository>;
