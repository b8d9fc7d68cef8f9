import type { Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * The chat room (docs/decisions/0013-chat-assistant.md). Every message is one row of `chat_messages`, keyed
 * by its conversation (`all`, `ai:<member>`, `p:<member>:<member>` with the two ids in order), so a page of
 * one conversation is one index range on (tenant, conversation, time, id). `chat_reads` is each member's
 * list of conversations: when the last message came and how far they have read. Blocks and mutes are one
 * row per pair and per member.
 */
export function chat(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('chat_messages')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('conversation_key', 'varchar(160)', (c) => c.notNull())
        .addColumn('message_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('sender_id', 'varchar(64)', (c) => c.references('users.id'))
        .addColumn('receiver_id', 'varchar(64)', (c) => c.references('users.id'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('assistant_mode', 'varchar(16)')
        .addColumn('state', 'varchar(16)')
        .addColumn('deleted_at', t.timestamp)
        .addColumn('deleted_by', 'varchar(64)')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_messages_conversation_idx')
        .on('chat_messages')
        .columns(['tenant_id', 'conversation_key', 'created_at', 'id'])
        .execute();

      await db.schema
        .createTable('chat_reads')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
        .addColumn('conversation_key', 'varchar(160)', (c) => c.notNull())
        .addColumn('peer_id', 'varchar(64)', (c) => c.references('users.id'))
        .addColumn('last_message_at', t.timestamp)
        .addColumn('last_read_at', t.timestamp)
        .addPrimaryKeyConstraint('chat_reads_pk', ['tenant_id', 'user_id', 'conversation_key'])
        .execute();
      await db.schema
        .createIndex('chat_reads_recent_idx')
        .on('chat_reads')
        .columns(['tenant_id', 'user_id', 'last_message_at'])
        .execute();

      await db.schema
        .createTable('chat_blocks')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
        .addColumn('blocked_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_blocks_pk', ['tenant_id', 'user_id', 'blocked_id'])
        .execute();

      await db.schema
        .createTable('chat_mutes')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
        .addColumn('muted_until', t.timestamp, (c) => c.notNull())
        .addColumn('reason', 'varchar(200)', (c) => c.notNull())
        .addColumn('muted_by', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_mutes_pk', ['tenant_id', 'user_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['chat_mutes', 'chat_blocks', 'chat_reads', 'chat_messages']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
