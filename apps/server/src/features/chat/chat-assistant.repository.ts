import type { ChatStreamState } from '@clearsight/contracts';
import type { Db, DbKind } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { num } from '../../shared/values.js';
import { messageOf, type ChatMessageRecord } from './chat.repository.js';

/**
 * The assistant's limits as the database holds them (decision 0021): the member's row locked for the length
 * of an asking transaction, the answers still streaming, the questions asked today, and an answer settled
 * only while it is still streaming.
 */
export function createAssistantRepository(db: Db, kind: DbKind) {
  return {
    /**
     * Locks the member's row until the transaction ends; false for an unknown member. On PostgreSQL the
     * lock queues every other question of the member, on any instance, behind this one (`NO KEY UPDATE`:
     * rows that only reference the member are not held up). SQLite runs one transaction at a time.
     */
    async lockMember(tx: Tx, tenantId: string, userId: string): Promise<boolean> {
      const query = onTx(db, tx)
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId);
      return (await (kind === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst()) !== undefined;
    },

    /** A conversation's answers still marked streaming (a partial unique index allows one). */
    async streaming(tenantId: string, conversationKey: string, tx?: Tx | null): Promise<ChatMessageRecord[]> {
      const rows = await onTx(db, tx)
        .selectFrom('chat_messages')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('conversation_key', '=', conversationKey)
        .where('state', '=', 'streaming')
        .execute();
      return rows.map(messageOf);
    },

    /** Questions a member asked the assistant since a time, cleared ones included (they were answered). */
    async questionsSince(tenantId: string, userId: string, since: string, tx?: Tx | null): Promise<number> {
      const row = await onTx(db, tx)
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('conversation_key', '=', `ai:${userId}`)
        .where('sender_id', '=', userId)
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return num(row?.n);
    },

    /**
     * An answer's text so far and its state, written only while it is still streaming: once settled (by
     * its stream, or as abandoned after the bound) a late write of a stream that outlived it changes nothing.
     * True when it was written.
     */
    async writeAnswer(
      tenantId: string,
      id: string,
      content: string,
      state: ChatStreamState,
      tx?: Tx | null,
    ): Promise<boolean> {
      const result = await onTx(db, tx)
        .updateTable('chat_messages')
        .set({ content, state })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('state', '=', 'streaming')
        .executeTakeFirst();
      return num(result.numUpdatedRows) > 0;
    },
  };
}
export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
