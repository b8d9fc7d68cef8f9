/**
 * The unread benchmark's measuring half (`npm run bench -- unread`, scripts/bench/cases/unread.mjs): on a
 * database the load generator filled (topics, comments, members and their read rows), the whole app in this
 * process answers a member's requests through `inject` — no network — and each case is timed request by
 * request. Figures in docs/performance.md#unread-and-new.
 *
 * Options: --iterations n (500 per case).
 */
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { createKeyValueStore } from '../shared/kv-store.js';

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--iterations');
  const iterations = at > 0 ? Number(process.argv[at + 1]) : 500;
  const config = loadConfig();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  await migrateToLatest(db, database.kind);
  const kv = createKeyValueStore(config.redisUrl);
  const app = await buildApp({ config, database, kv });
  const tenant = await db.selectFrom('tenants').select('id').where('is_default', '=', true).executeTakeFirstOrThrow();

  // The busiest generated board, and the member who opened most of its topics (a regular there).
  const board = await db
    .selectFrom('forum_plates')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('code', 'like', 'load-%')
    .orderBy('order_num')
    .limit(1)
    .executeTakeFirstOrThrow();
  const regular = await db
    .selectFrom('forum_topic_reads as r')
    .innerJoin('forum_discusses as d', 'd.id', 'r.discuss_id')
    .select(['r.user_id', (e) => e.fn.countAll<number>().as('n')])
    .where('d.plate_id', '=', board.id)
    .groupBy('r.user_id')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const readRows = await db
    .selectFrom('forum_topic_reads')
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const session = await app.services.sessions.create({
    userId: regular.user_id,
    tenantId: tenant.id,
    ip: '127.0.0.1',
    userAgent: 'bench',
  });
  const ask = (c: Case) =>
    app.server.inject({
      method: c.method,
      url: c.url,
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      ...(c.payload === undefined ? {} : { payload: JSON.stringify(c.payload) }),
    });
  const page = async (url: string) => {
    const res = await ask({ name: '', method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return (res.json() as { items: Array<{ id: string; commentCount: number; isMasked: boolean }> }).items;
  };
  const boardPage = await page(`/prod-api/discuss?plateId=${board.id}&maxResultCount=20`);
  const allPage = await page('/prod-api/discuss?maxResultCount=20');
  const ids = (items: typeof boardPage) =>
    items
      .filter((t) => !t.isMasked)
      .map((t) => t.id)
      .join(',');

  // The worst single topic: the one with the most comments, read by the member only at its very start, so
  // every comment of it is unread (the generator puts 5% of all comments on it).
  const hot = await db
    .selectFrom('forum_discusses')
    .select(['id', 'created_at', 'comment_count'])
    .where('tenant_id', '=', tenant.id)
    .orderBy('comment_count', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('forum_topic_reads')
    .where('user_id', '=', regular.user_id)
    .where('discuss_id', '=', hot.id)
    .execute();
  await db
    .insertInto('forum_topic_reads')
    .values({
      tenant_id: tenant.id,
      user_id: regular.user_id,
      discuss_id: hot.id,
      last_comment_at: null,
      last_comment_id: null,
      read_at: new Date().toISOString(),
    })
    .execute();

  const cases: Case[] = [
    { name: 'board page (20 topics)', method: 'GET', url: `/prod-api/discuss?plateId=${board.id}&maxResultCount=20` },
    { name: 'read state of that page', method: 'GET', url: `/prod-api/forum/read-state?ids=${ids(boardPage)}` },
    { name: 'all boards page', method: 'GET', url: '/prod-api/discuss?maxResultCount=20' },
    { name: 'read state of that page', method: 'GET', url: `/prod-api/forum/read-state?ids=${ids(allPage)}` },
    {
      name: `read state, ${hot.comment_count} unread`,
      method: 'GET',
      url: `/prod-api/forum/read-state?ids=${hot.id}`,
    },
    { name: 'open a topic', method: 'POST', url: `/prod-api/forum/read-state/topic/${boardPage[0]!.id}` },
    { name: 'mark the board read', method: 'POST', url: '/prod-api/forum/read-state/mark-read', payload: {} },
  ];

  process.stdout.write(
    `${database.kind}: ${Number(readRows.n)} read rows; member with ${Number(regular.n)} read topics on the busiest board; ${iterations} requests a case, one at a time\n`,
  );
  process.stdout.write(`${'case'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}\n`);
  for (const c of cases) {
    for (let i = 0; i < Math.min(50, iterations); i += 1) await ask(c);
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; i < iterations; i += 1) {
      const t0 = performance.now();
      const res = await ask(c);
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${c.name} answered ${res.statusCode}: ${res.body}`);
    }
    const total = performance.now() - started;
    times.sort((a, b) => a - b);
    process.stdout.write(
      `${c.name.padEnd(34)} ${((iterations / total) * 1000).toFixed(0).padStart(8)} ${quantile(times, 0.5)
        .toFixed(2)
        .padStart(8)} ${quantile(times, 0.99).toFixed(2).padStart(8)}\n`,
    );
  }
  await app.server.close();
  await kv.close();
  await database.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`unread bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
