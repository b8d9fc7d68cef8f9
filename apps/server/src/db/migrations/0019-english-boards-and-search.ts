import { sql, type Kysely } from 'kysely';
import type { DbKind } from '../database.js';

/**
 * The last English gaps. Forum boards get an English name and introduction (as 0006 gave content: text, not null,
 * default '', English mode falling back to the Chinese when empty). The search index keeps each document's English
 * title and text beside the Chinese, so English results read in English (decision 0019).
 *
 * The index is derived data: its rows are deleted here, so the server's start, finding the serving generation
 * empty, rebuilds it from the features' content with the English filled in (decision 0019, "At start"). Rows
 * kept from before would answer English searches in Chinese until staff rebuilt the index.
 */
const COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['forum_plates', 'name_en'],
  ['forum_plates', 'introduction_en'],
  ['search_documents', 'title_en'],
  ['search_documents', 'body_en'],
];

export function englishBoardsAndSearch(kind: DbKind) {
  async function emptyIndex(db: Kysely<unknown>): Promise<void> {
    if (kind === 'sqlite') await sql`DELETE FROM search_fts`.execute(db);
    await sql`DELETE FROM search_documents`.execute(db);
    await sql`UPDATE search_generations SET building = NULL, building_since = NULL`.execute(db);
  }
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // One column per statement: SQLite adds a single column per ALTER TABLE.
      for (const [table, column] of COLUMNS) {
        await db.schema
          .alterTable(table)
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
      await emptyIndex(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const [table, column] of [...COLUMNS].reverse()) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
      // Documents written with English text the older code would not show: rebuilt at the next start as well.
      await emptyIndex(db);
    },
  };
}
