/**
 * How the table types say what a column holds beyond plain text and numbers. schema.test.ts reads these
 * names to check every column against the migrated database, so spell columns with them.
 *
 * - `Bool`: PostgreSQL `boolean`; SQLite stores 0/1. Repositories normalise with shared/values.ts.
 * - `Timestamp`: an ISO string on both engines (SQLite text; PostgreSQL `timestamptz`, parsed to ISO).
 * - `Json`: JSON kept as text on both engines; repositories parse it.
 */
export type Bool = boolean | number;
export type Timestamp = string;
export type Json = string;
