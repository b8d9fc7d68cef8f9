import type { Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * search_documents.is_solved: a forum question whose answer is marked. Its hits say "solved" and rank above
 * other topics that match as well (the search repository weighs them). Existing rows start unsolved; the next
 * index rebuild, or the topic's next change, sets the flag.
 */
export function searchSolved(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('search_documents')
        .addColumn('is_solved', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('search_documents').dropColumn('is_solved').execute();
    },
  };
}
