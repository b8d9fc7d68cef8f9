import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { migrateToLatest } from '../../db/migrations/index.js';
import { seedDatabase } from '../../db/seed/index.js';
import { adminSession } from '../../test/fixtures.js';
import {
  ADMIN_PASSWORD,
  createTestDatabase,
  createTestKeyValueStore,
  requestOn,
  type TestApp,
} from '../../test/harness.js';
import { ARTICLE_EVERY, ARTICLE_MARKER, insertTopics, TOPIC_MARKER } from './search.test-support.js';

/**
 * 20,000 topics in the suite (forty build batches, enough for searches to run while a rebuild writes); the figure the
 * decision speaks of is measured with SEARCH_SCALE_TOPICS=100000, which takes minutes per engine.
 */
const TOPICS = Number(process.env.SEARCH_SCALE_TOPICS ?? 20_000);

/**
 * A large forum whose search index is empty (decision 0019): the server starts and builds the index
 * in batches, and a staff rebuild replaces it atomically — searches answer from the old index until the new one
 * is complete. On SQLite, and on PostgreSQL with DATABASE_URL.
 */
describe(`the search index of a forum of ${TOPICS.toLocaleString('en')} topics`, () => {
  let app: App;
  let t: TestApp;
  let dispose: () => Promise<void>;
  const kv = createTestKeyValueStore();
  const search = (q: string) =>
    t.request({ method: 'GET', url: `/prod-api/search?q=${encodeURIComponent(q)}&kind=topic` });
  const documents = async () => {
    const rows = await t.database.db
      .selectFrom('search_documents')
      .select(['generation', (eb) => eb.fn.countAll<number>().as('n')])
      .where('kind', '=', 'topic')
      .groupBy('generation')
      .execute();
    return rows.map((r) => ({ generation: Number(r.generation), n: Number(r.n) }));
  };

  beforeAll(async () => {
    const test = await createTestDatabase();
    dispose = test.dispose;
    await migrateToLatest(test.database.db, test.database.kind);
    await seedDatabase(test.database.db, { adminPassword: ADMIN_PASSWORD });
    await insertTopics(test.database.db, test.database.kind, TOPICS);
    // As the load generator ends: the planner's statistics for the tables it filled.
    await test.database.optimize({ full: true });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: test.dataDir,
      OVERLOAD_GUARD: 'off',
      RATE_LIMIT_DISABLED: '1',
    });
    // The first start: it must come up (it used to die on the rebuild's bound values) within its wait.
    app = await buildApp({ config, database: test.database, kv });
    await app.server.ready();
    t = {
      app,
      server: app.server,
      database: test.database,
      location: { databaseUrl: test.databaseUrl, dataDir: test.dataDir },
      config,
      clock: { now: () => new Date() },
      kv,
      request: requestOn(app),
      close: async () => {},
    };
  }, 600_000);

  afterAll(async () => {
    await app?.server.close();
    await kv.close();
    await dispose?.();
  });

  it('is built in batches when the server starts with an empty index', async () => {
    await app.services.searchIndex.idle();
    const found = await search(TOPIC_MARKER);
    expect(found.statusCode).toBe(200);
    expect(found.json().groups[0].items.map((i: { title: string }) => i.title)).toEqual([
      expect.stringContaining(TOPIC_MARKER),
    ]);
    const article = (await search(ARTICLE_MARKER)).json();
    expect(article.totalCount).toBe(1);
    expect(article.groups[0].items[0].url).toMatch(/^\/article\/[^/]+\/[^/]+$/);
    // Every topic and article, in one generation.
    const [only, ...others] = await documents();
    expect(others).toEqual([]);
    expect(only!.n).toBeGreaterThanOrEqual(TOPICS + TOPICS / ARTICLE_EVERY);
  }, 600_000);

  it('is rebuilt by staff while searches keep answering from the old index until the new one switches in', async () => {
    const admin = await adminSession(t);
    const [before] = await documents();
    let done = false;
    const rebuild = t
      .request({ method: 'POST', url: '/prod-api/admin/search/reindex', token: admin.token })
      .finally(() => {
        done = true;
      });
    let searches = 0;
    let sawBuilding = false;
    while (!done) {
      const res = await search(TOPIC_MARKER);
      expect(res.statusCode).toBe(200);
      expect(res.json().totalCount).toBe(1);
      const state = await t.database.db.selectFrom('search_generations').select('building').executeTakeFirst();
      if (state?.building != null) sawBuilding = true;
      searches += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const res = await rebuild;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().indexed).toBeGreaterThanOrEqual(TOPICS + TOPICS / ARTICLE_EVERY);
    expect(searches).toBeGreaterThan(1);
    // The new generation was written beside the old one (searches read the old one meanwhile), which is gone now.
    expect(sawBuilding).toBe(true);
    const after = await documents();
    expect(after).toHaveLength(1);
    expect(after[0]!.generation).toBeGreaterThan(before!.generation);
    expect(after[0]!.n).toBe(before!.n);
    expect((await search(TOPIC_MARKER)).json().totalCount).toBe(1);
    expect((await search(ARTICLE_MARKER)).json().totalCount).toBe(1);
  }, 900_000);
});
