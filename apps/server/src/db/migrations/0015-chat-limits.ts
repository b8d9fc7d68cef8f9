import { sql, type Kysely } from 'kysely';
import type { DbKind } from '../database.js';

/** The texts an answer cut off by a stopped instance ends with (as the chat service writes them then). */
const FAILED = 'AI 助手暂时无法回答，请稍后再试';
const INTERRUPTED = '（回答中断）';

/**
 * The assistant's "one answer at a time per member" held by the database (decision 0021): at most one answer
 * of a member's assistant conversation may be `streaming`, whichever instance asks. Answers left streaming by
 * stopped instances would break the index, so every streaming answer but the newest of its conversation is
 * first settled as failed, the way the chat service settles an abandoned one.
 */
export function chatLimits(_kind: DbKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        UPDATE chat_messages
        SET state = 'failed',
            content = CASE WHEN trim(content) = '' THEN ${FAILED} ELSE content || ${`\n\n${INTERRUPTED}${FAILED}`} END
        WHERE state = 'streaming'
          AND EXISTS (
            SELECT 1 FROM chat_messages newer
            WHERE newer.tenant_id = chat_messages.tenant_id
              AND newer.conversation_key = chat_messages.conversation_key
              AND newer.state = 'streaming'
              AND (newer.created_at > chat_messages.created_at
                OR (newer.created_at = chat_messages.created_at AND newer.id > chat_messages.id))
          )`.execute(db);
      await db.schema
        .createIndex('chat_messages_one_streaming_uq')
        .on('chat_messages')
        .columns(['tenant_id', 'conversation_key'])
        .unique()
        .where(sql.ref('state'), '=', 'streaming')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('chat_messages_one_streaming_uq').execute();
    },
  };
}
