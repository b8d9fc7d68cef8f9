import type { AssistantMode, ChatMessageType, ChatStreamState } from '@clearsight/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText, oneOf } from '../../db/repository-helpers.js';
import type { ChatMessagesTable } from '../../db/schema/chat.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { iso, isoOrNull, num } from '../../shared/values.js';

export interface ChatMessageRecord {
  id: string;
  tenantId: string;
  conversationKey: string;
  messageType: ChatMessageType;
  senderId: string | null;
  receiverId: string | null;
  content: string;
  assistantMode: AssistantMode | null;
  state: ChatStreamState | null;
  createdAt: string;
}

/** A member as the chat room needs them; phone, e-mail and addresses are never read here. */
export interface ChatMemberRecord {
  id: string;
  userName: string;
  nick: string;
  icon: string | null;
  experience: number;
  status: 'active' | 'banned' | 'disabled';
}

export interface ChatReadRecord {
  conversationKey: string;
  peerId: string | null;
  lastMessageAt: string | null;
  lastReadAt: string | null;
}

/** A position in a conversation: messages strictly older than it come next. */
export interface ChatCursor {
  createdAt: string;
  id: string;
}

const TYPES: readonly ChatMessageType[] = ['Personal', 'All', 'Ai'];
const MODES: readonly AssistantMode[] = ['model', 'site'];
const STATES: readonly ChatStreamState[] = ['streaming', 'done', 'failed'];
const STATUSES = ['active', 'banned', 'disabled'] as const;

export const messageOf = (r: Selectable<ChatMessagesTable>): ChatMessageRecord => ({
  id: r.id,
  tenantId: r.tenant_id,
  conversationKey: r.conversation_key,
  messageType: oneOf(TYPES, r.message_type, 'chat_messages.message_type'),
  senderId: r.sender_id,
  receiverId: r.receiver_id,
  content: r.content,
  assistantMode: r.assistant_mode === null ? null : oneOf(MODES, r.assistant_mode, 'chat_messages.assistant_mode'),
  state: r.state === null ? null : oneOf(STATES, r.state, 'chat_messages.state'),
  createdAt: iso(r.created_at),
});

export function createChatRepository(db: Db) {
  const memberColumns = ['id', 'user_name', 'nick', 'icon', 'experience', 'status'] as const;
  const memberOf = (r: {
    id: string;
    user_name: string;
    nick: string;
    icon: string | null;
    experience: number;
    status: string;
  }): ChatMemberRecord => ({
    id: r.id,
    userName: r.user_name,
    nick: r.nick,
    icon: r.icon,
    experience: num(r.experience),
    status: oneOf(STATUSES, r.status, 'users.status'),
  });

  return {
    async insertMessage(tx: Tx | null, m: ChatMessageRecord): Promise<void> {
      await onTx(db, tx)
        .insertInto('chat_messages')
        .values({
          id: m.id,
          tenant_id: m.tenantId,
          conversation_key: m.conversationKey,
          message_type: m.messageType,
          sender_id: m.senderId,
          receiver_id: m.receiverId,
          content: m.content,
          assistant_mode: m.assistantMode,
          state: m.state,
          deleted_at: null,
          deleted_by: null,
          created_at: m.createdAt,
        })
        .execute();
    },

    /** A message that is not deleted, in the tenant. */
    async message(tenantId: string, id: string, tx?: Tx | null): Promise<ChatMessageRecord | undefined> {
      const row = await onTx(db, tx)
        .selectFrom('chat_messages')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row ? messageOf(row) : undefined;
    },

    /** Soft delete: the row stays for the audit trail; true when it was live. */
    async markDeleted(tenantId: string, id: string, by: string, at: string, tx?: Tx | null): Promise<boolean> {
      const result = await onTx(db, tx)
        .updateTable('chat_messages')
        .set({ deleted_at: at, deleted_by: by })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return num(result.numUpdatedRows) > 0;
    },

    /**
     * One page of a conversation, newest first: messages after `since` (when given) and older than `before`
     * (when given), at most `limit`.
     */
    async page(
      tenantId: string,
      conversationKey: string,
      options: { since?: string | undefined; before?: ChatCursor | undefined; limit: number; tx?: Tx | null },
    ): Promise<ChatMessageRecord[]> {
      let query = onTx(db, options.tx)
        .selectFrom('chat_messages')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('conversation_key', '=', conversationKey)
        .where('deleted_at', 'is', null);
      if (options.since) query = query.where('created_at', '>=', options.since);
      const before = options.before;
      if (before) {
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', before.createdAt),
            eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
          ]),
        );
      }
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
      return rows.map(messageOf);
    },

    /** The newest live message of each of these conversations. */
    async lastMessages(tenantId: string, keys: readonly string[]): Promise<Map<string, ChatMessageRecord>> {
      const found = new Map<string, ChatMessageRecord>();
      // One small indexed query per conversation: the list shows a few dozen at most.
      await Promise.all(
        keys.map(async (key) => {
          const row = await db
            .selectFrom('chat_messages')
            .selectAll()
            .where('tenant_id', '=', tenantId)
            .where('conversation_key', '=', key)
            .where('deleted_at', 'is', null)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(1)
            .executeTakeFirst();
          if (row) found.set(key, messageOf(row));
        }),
      );
      return found;
    },

    /** Live messages of a conversation after `since` not written by `userId`, counted up to `cap`. */
    async unread(
      tenantId: string,
      conversationKey: string,
      userId: string,
      since: string | null,
      cap: number,
    ): Promise<number> {
      let inner = db
        .selectFrom('chat_messages')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('conversation_key', '=', conversationKey)
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('sender_id', 'is', null), eb('sender_id', '<>', userId)]));
      if (since) inner = inner.where('created_at', '>', since);
      const row = await db
        .selectFrom(inner.limit(cap).as('u'))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      return num(row?.n);
    },

    /** Notes a new message in a member's conversation list (creating the entry on the first one). */
    async touchConversation(
      tx: Tx | null,
      r: { tenantId: string; userId: string; conversationKey: string; peerId: string | null; at: string },
      readToo: boolean,
    ): Promise<void> {
      await onTx(db, tx)
        .insertInto('chat_reads')
        .values({
          tenant_id: r.tenantId,
          user_id: r.userId,
          conversation_key: r.conversationKey,
          peer_id: r.peerId,
          last_message_at: r.at,
          last_read_at: readToo ? r.at : null,
        })
        .onConflict((oc) =>
          oc
            .columns(['tenant_id', 'user_id', 'conversation_key'])
            .doUpdateSet(readToo ? { last_message_at: r.at, last_read_at: r.at } : { last_message_at: r.at }),
        )
        .execute();
    },

    async markRead(r: {
      tenantId: string;
      userId: string;
      conversationKey: string;
      peerId: string | null;
      at: string;
    }): Promise<void> {
      await db
        .insertInto('chat_reads')
        .values({
          tenant_id: r.tenantId,
          user_id: r.userId,
          conversation_key: r.conversationKey,
          peer_id: r.peerId,
          last_message_at: null,
          last_read_at: r.at,
        })
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'user_id', 'conversation_key']).doUpdateSet({ last_read_at: r.at }),
        )
        .execute();
    },

    async readMark(tenantId: string, userId: string, conversationKey: string): Promise<ChatReadRecord | undefined> {
      const row = await db
        .selectFrom('chat_reads')
        .select(['conversation_key', 'peer_id', 'last_message_at', 'last_read_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('conversation_key', '=', conversationKey)
        .executeTakeFirst();
      return row
        ? {
            conversationKey: row.conversation_key,
            peerId: row.peer_id,
            lastMessageAt: isoOrNull(row.last_message_at),
            lastReadAt: isoOrNull(row.last_read_at),
          }
        : undefined;
    },

    /** A member's private conversations, most recent first. */
    async recentPersonal(tenantId: string, userId: string, limit: number): Promise<ChatReadRecord[]> {
      const rows = await db
        .selectFrom('chat_reads')
        .select(['conversation_key', 'peer_id', 'last_message_at', 'last_read_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('peer_id', 'is not', null)
        .where('last_message_at', 'is not', null)
        .orderBy('last_message_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        conversationKey: row.conversation_key,
        peerId: row.peer_id,
        lastMessageAt: isoOrNull(row.last_message_at),
        lastReadAt: isoOrNull(row.last_read_at),
      }));
    },

    async members(tenantId: string, ids: readonly string[]): Promise<ChatMemberRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('users')
        .select(memberColumns)
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', [...ids])
        .execute();
      return rows.map(memberOf);
    },

    /** Active members whose user name or nick contains `keyword`, shortest names first. */
    async searchMembers(tenantId: string, keyword: string, limit: number): Promise<ChatMemberRecord[]> {
      const rows = await db
        .selectFrom('users')
        .select(memberColumns)
        .where('tenant_id', '=', tenantId)
        .where('status', '<>', 'disabled')
        .where((eb) => containsText(eb, ['user_name', 'nick'], keyword))
        .orderBy((eb) => eb.fn('length', ['user_name']))
        .orderBy('user_name')
        .limit(limit)
        .execute();
      return rows.map(memberOf);
    },

    async isBlocked(tenantId: string, ownerId: string, blockedId: string): Promise<boolean> {
      const row = await db
        .selectFrom('chat_blocks')
        .select('blocked_id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', ownerId)
        .where('blocked_id', '=', blockedId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Which of `others` blocked `userId` or were blocked by them (the forum's mentions honour both). */
    async blockedEitherWay(tenantId: string, userId: string, others: readonly string[]): Promise<Set<string>> {
      if (others.length === 0) return new Set();
      const rows = await db
        .selectFrom('chat_blocks')
        .select(['user_id', 'blocked_id'])
        .where('tenant_id', '=', tenantId)
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', userId), eb('blocked_id', 'in', [...others])]),
            eb.and([eb('blocked_id', '=', userId), eb('user_id', 'in', [...others])]),
          ]),
        )
        .execute();
      return new Set(rows.map((r) => (r.user_id === userId ? r.blocked_id : r.user_id)));
    },

    async blockedIds(tenantId: string, ownerId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('chat_blocks')
        .select('blocked_id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', ownerId)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => r.blocked_id);
    },

    async block(tenantId: string, ownerId: string, blockedId: string, at: string): Promise<void> {
      await db
        .insertInto('chat_blocks')
        .values({ tenant_id: tenantId, user_id: ownerId, blocked_id: blockedId, created_at: at })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async unblock(tenantId: string, ownerId: string, blockedId: string): Promise<void> {
      await db
        .deleteFrom('chat_blocks')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', ownerId)
        .where('blocked_id', '=', blockedId)
        .execute();
    },

    async mutedUntil(tenantId: string, userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('chat_mutes')
        .select('muted_until')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? iso(row.muted_until) : null;
    },

    async mute(
      r: { tenantId: string; userId: string; until: string; reason: string; by: string; at: string },
      tx?: Tx | null,
    ) {
      await onTx(db, tx)
        .insertInto('chat_mutes')
        .values({
          tenant_id: r.tenantId,
          user_id: r.userId,
          muted_until: r.until,
          reason: r.reason,
          muted_by: r.by,
          created_at: r.at,
        })
        .onConflict((oc) =>
          oc
            .columns(['tenant_id', 'user_id'])
            .doUpdateSet({ muted_until: r.until, reason: r.reason, muted_by: r.by, created_at: r.at }),
        )
        .execute();
    },

    async unmute(tenantId: string, userId: string, tx?: Tx | null): Promise<boolean> {
      const result = await onTx(db, tx)
        .deleteFrom('chat_mutes')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return num(result.numDeletedRows) > 0;
    },

    /** Forgets a member's conversation with the assistant. */
    async clearConversation(tenantId: string, conversationKey: string, by: string, at: string): Promise<void> {
      await db
        .updateTable('chat_messages')
        .set({ deleted_at: at, deleted_by: by })
        .where('tenant_id', '=', tenantId)
        .where('conversation_key', '=', conversationKey)
        .where('deleted_at', 'is', null)
        .execute();
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
