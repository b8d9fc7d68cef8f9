import { sql, type ColumnDataType, type Expression } from 'kysely';
import type { DbKind } from '../database.js';

/** Column types that differ between the two engines, so one migration serves both. */
export function columnTypes(kind: DbKind) {
  return {
    timestamp: (kind === 'postgres' ? 'timestamptz' : 'text') as ColumnDataType,
    boolean: (kind === 'postgres' ? 'boolean' : 'integer') as ColumnDataType,
    falseValue: (kind === 'postgres' ? sql`false` : sql`0`) as Expression<unknown>,
    trueValue: (kind === 'postgres' ? sql`true` : sql`1`) as Expression<unknown>,
  };
}
