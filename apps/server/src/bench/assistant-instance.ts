/**
 * The assistant's benchmark (`npm run bench -- assistant`, scripts/bench/cases/assistant.mjs): the whole app
 * configured from the environment like `npm start` (no AI service: the offline assistant), seeded with the
 * demo catalogue, in a child process. One signed-in member asks the twenty product questions of
 * features/chat/assistant-questions.test-support.ts through the API, one after another as a member does;
 * each answer is graded (the expected models named, the wrong ones not) and timed from the request to its
 * first streamed piece and to its end, as the chat service announces them to the member's tabs.
 *
 * Message out at the end: { type: 'result', ... } (see `run` below).
 */
import { performance } from 'node:perf_hooks';
import type { ChatMessage } from '@clearsight/contracts';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { seedDatabase } from '../db/seed/index.js';
import { withStartupLock } from '../db/startup-lock.js';
import { createKeyValueStore } from '../shared/kv-store.js';
import { hashPassword } from '../shared/password.js';
import { benchMemberRow } from './bench-member.js';
import {
  gradeAnswer,
  PRODUCT_QUESTIONS,
  UNANSWERABLE_QUESTIONS,
} from '../features/chat/assistant-questions.test-support.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db, database.kind);
  await withStartupLock(database, () => seedDatabase(database.db, { adminPassword: 'Bench#Admin-2026' }));
  const kv = createKeyValueStore(config.redisUrl);
  const app = await buildApp({ config, database, kv });
  await app.server.ready();
  const tenant = await database.db
    .selectFrom('tenants')
    .select('id')
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();

  const now = new Date().toISOString();
  const userName = `assistantbench${Date.now().toString(36)}`;
  const member = benchMemberRow({
    tenantId: tenant.id,
    userName,
    nick: '选型测试',
    passwordHash: await hashPassword('Bench#Member-2026'),
    now,
  });
  await database.db.insertInto('users').values(member).execute();
  const userId = member.id;
  const { token } = await app.services.sessions.create({
    userId,
    tenantId: tenant.id,
    ip: '127.0.0.1',
    userAgent: 'bench',
  });

  // What the member's tabs receive, by answer id: when the first piece and the end arrived, and the text.
  const seen = new Map<string, { first?: number; end?: number; text: string }>();
  app.events.on('chat.message', ({ message }: { message: ChatMessage }) => {
    if (message.sendUserId) return;
    const entry = seen.get(message.id) ?? { text: '' };
    const at = performance.now();
    if (entry.first === undefined && message.content) entry.first = at;
    entry.text += message.content;
    if (message.state === 'done' || message.state === 'failed') entry.end = at;
    seen.set(message.id, entry);
  });

  async function ask(question: string): Promise<{ text: string; firstMs: number; totalMs: number }> {
    const started = performance.now();
    const res = await app.server.inject({
      method: 'POST',
      url: '/prod-api/ai-chat/chat',
      headers: { authorization: `Bearer ${token}` },
      payload: { content: question },
    });
    if (res.statusCode !== 201) throw new Error(`asking answered ${res.statusCode}: ${res.body}`);
    const { answerId } = res.json<{ answerId: string }>();
    const until = Date.now() + 30_000;
    while (seen.get(answerId)?.end === undefined && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const entry = seen.get(answerId);
    if (entry?.end === undefined || entry.first === undefined) throw new Error(`no answer to “${question}”`);
    return { text: entry.text, firstMs: entry.first - started, totalMs: entry.end - started };
  }

  const results = [];
  for (const q of PRODUCT_QUESTIONS) {
    const answer = await ask(q.question);
    results.push({
      question: q.question,
      ...gradeAnswer(q, answer.text),
      firstMs: answer.firstMs,
      totalMs: answer.totalMs,
    });
  }
  const unknown = [];
  for (const question of UNANSWERABLE_QUESTIONS) {
    const answer = await ask(question);
    unknown.push({
      question,
      saysSo: /产品目录中没有找到符合|I don't know of a model/.test(answer.text),
      firstMs: answer.firstMs,
    });
  }
  process.send?.({ type: 'result', engine: database.kind, results, unknown });
  await app.server.close();
  await kv.close();
  await database.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`assistant bench instance failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
