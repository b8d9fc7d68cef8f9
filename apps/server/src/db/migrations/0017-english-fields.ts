import type { Kysely } from 'kysely';
import type { DbKind } from '../database.js';

/**
 * English beside the activity texts staff write and members read (level titles, task names and remarks), as
 * 0006 did for content: text, not null, default '', shown in English mode and falling back to the Chinese
 * when empty. A member's accepted task keeps its own copy of the definition, so it has the English too.
 * Draw prizes need no column: their JSON entries carry `textEn`.
 */
const COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['levels', 'name_en'],
  ['levels', 'nick_en'],
  ['task_definitions', 'name_en'],
  ['task_definitions', 'remarks_en'],
  ['member_tasks', 'name_en'],
  ['member_tasks', 'remarks_en'],
];

export function englishFields(_kind: DbKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // One column per statement: SQLite adds a single column per ALTER TABLE.
      for (const [table, column] of COLUMNS) {
        await db.schema
          .alterTable(table)
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const [table, column] of [...COLUMNS].reverse()) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    },
  };
}
