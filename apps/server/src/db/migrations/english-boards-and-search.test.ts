import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { englishBoardsAndSearch } from './0019-english-boards-and-search.js';

/**
 * Migration 0019 on a database whose search index was written before the index kept English: its documents go,
 * so the start finds the index empty and rebuilds it with the English; boards already there read '' in English
 * (the pages show their Chinese). On SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
describe('migration 0019: English boards and an English search index', () => {
  let t: TestApp;
  let tenantId: string;

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (
      await t.database.db.selectFrom('tenants').select('id').where('is_default', '=', true).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const documents = async () =>
    Number(
      (
        await sql<{
          n: number | string;
        }>`SELECT COUNT(*) AS n FROM search_documents WHERE tenant_id = ${tenantId}`.execute(t.database.db)
      ).rows[0]!.n,
    );

  it('empties the index written before it, which the start then rebuilds with the English', async () => {
    const { db, kind } = t.database;
    const migration = englishBoardsAndSearch(kind);
    expect(await documents()).toBeGreaterThan(0);
    // Back to the database before 0019, with a document of the index as it was then.
    await migration.down(db as unknown as Kysely<unknown>);
    const active = Number(
      (await db.selectFrom('search_generations').select('active').where('tenant_id', '=', tenantId).executeTakeFirst())
        ?.active ?? 0,
    );
    await sql`INSERT INTO search_documents (id, tenant_id, generation, kind, ref_id, title, body, url, tokens, updated_at)
      VALUES ('old-doc', ${tenantId}, ${active}, 'news', 'old-news', '旧文档', '旧的正文', '/news', '旧 文档 旧文', ${new Date().toISOString()})`.execute(
      db,
    );
    if (kind === 'sqlite') {
      await sql`INSERT INTO search_fts (rowid, tokens) SELECT seq, tokens FROM search_documents WHERE id = 'old-doc'`.execute(
        db,
      );
    }
    expect(await documents()).toBe(1);

    await migration.up(db as unknown as Kysely<unknown>);
    expect(await documents()).toBe(0);
    if (kind === 'sqlite') {
      expect(Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM search_fts`.execute(db)).rows[0]!.n)).toBe(0);
    }
    const boards = await db.selectFrom('forum_plates').select(['name_en', 'introduction_en']).execute();
    expect(boards.length).toBeGreaterThan(0);
    expect(boards.every((b) => b.name_en === '' && b.introduction_en === '')).toBe(true);

    // What the server's start does: the serving generation holds nothing, so it is built again.
    await t.app.services.searchIndex.buildIfEmpty([tenantId]);
    expect(await documents()).toBeGreaterThan(0);
    const res = await t.request({ method: 'GET', url: '/prod-api/search?q=camera' });
    expect(res.statusCode).toBe(200);
    const hits = res.json().groups.flatMap((g: { items: Array<{ titleEn: string }> }) => g.items);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.some((h: { titleEn: string }) => /camera/i.test(h.titleEn))).toBe(true);
  });
});
