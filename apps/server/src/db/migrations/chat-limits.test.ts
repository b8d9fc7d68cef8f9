import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/index.js';
import { createTestDatabase } from '../../test/harness.js';
import type { DbHandle } from '../database.js';
import { chatLimits } from './0015-chat-limits.js';
import { migrateToLatest } from './index.js';

/**
 * Migration 0015 on a database that stopped instances left with several streaming answers in one member's
 * conversation: all but the newest are settled as failed before the index that allows one is made, and the
 * index then refuses a second. On SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
describe('migration 0015: one streaming answer per conversation', () => {
  let database: DbHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase());
    await migrateToLatest(database.db, database.kind);
    await seedDatabase(database.db, { adminPassword: 'Admin#Migrate-2026' });
  });
  afterAll(() => dispose());

  it('settles older streaming answers, keeps the newest, and then refuses a second', async () => {
    const { db } = database;
    const migration = chatLimits(database.kind);
    // Back to the database before 0015.
    await migration.down(db as unknown as Kysely<unknown>);
    const member = await db.selectFrom('users').select(['id', 'tenant_id']).executeTakeFirstOrThrow();
    const answer = (id: string, content: string, minute: number, key = `ai:${member.id}`) => ({
      id,
      tenant_id: member.tenant_id,
      conversation_key: key,
      message_type: 'Ai',
      sender_id: null,
      receiver_id: member.id,
      content,
      assistant_mode: 'model',
      state: 'streaming',
      deleted_at: null,
      deleted_by: null,
      created_at: new Date(Date.UTC(2026, 0, 1, 8, minute)).toISOString(),
    });
    await db
      .insertInto('chat_messages')
      .values([
        answer('a-oldest', '', 1),
        answer('a-older', '一半', 2),
        answer('a-newest', '还在写', 3),
        answer('b-only', '别人的', 1, 'ai:someone-else'),
      ])
      .execute();

    await migration.up(db as unknown as Kysely<unknown>);

    const rows = await db
      .selectFrom('chat_messages')
      .select(['id', 'state', 'content'])
      .where('id', 'in', ['a-oldest', 'a-older', 'a-newest', 'b-only'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'a-newest', state: 'streaming', content: '还在写' },
      { id: 'a-older', state: 'failed', content: '一半\n\n（回答中断）AI 助手暂时无法回答，请稍后再试' },
      { id: 'a-oldest', state: 'failed', content: 'AI 助手暂时无法回答，请稍后再试' },
      { id: 'b-only', state: 'streaming', content: '别人的' },
    ]);
    await expect(
      db
        .insertInto('chat_messages')
        .values(answer('a-second', '', 4))
        .execute(),
    ).rejects.toThrow();
    // A settled answer is no obstacle.
    await db
      .insertInto('chat_messages')
      .values({ ...answer('a-done', '好', 5), state: 'done' })
      .execute();
  });
});
