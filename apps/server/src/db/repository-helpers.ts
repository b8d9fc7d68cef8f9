import type { Expression, ExpressionBuilder, SelectQueryBuilder, Simplify, SqlBool, StringReference } from 'kysely';
import type { Page } from '../shared/paging.js';
import { num } from '../shared/values.js';

/**
 * Small pieces every list query of the content repositories repeats: one page of a filtered query with its
 * total, a case-insensitive "contains" search over a few text columns, and narrowing a text column that
 * holds one of a fixed set of values. No feature logic: the queries themselves stay in the repositories.
 */

/** Which rows of a list to return: skip `offset`, then at most `limit`. */
export interface RowWindow {
  offset: number;
  limit: number;
}

/**
 * One page of a filtered query: `rows` picks the columns and the order, the window is applied to it, and
 * the total is one count over the same filter. Each row is normalised by `map`.
 */
export async function page<DB, TB extends keyof DB, O, RowDB, RowTB extends keyof RowDB, Row, Item>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  rows: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<RowDB, RowTB, Row>,
  window: RowWindow,
  map: (row: Simplify<Row>) => Item,
): Promise<Page<Item>> {
  const [items, total] = await Promise.all([
    rows(filtered).offset(window.offset).limit(window.limit).execute(),
    // Kysely cannot name what a query generic over its tables selects: state the one column of the count.
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .$castTo<{ n: unknown }>()
      .executeTakeFirst(),
  ]);
  return { items: items.map(map), totalCount: num(total?.n) };
}

/**
 * `text` appears in any of `columns`, ignoring case on both engines (PostgreSQL's LIKE is case-sensitive,
 * so both sides are lower-cased).
 */
export function containsText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: ReadonlyArray<StringReference<DB, TB>>,
  text: string,
): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase()}%`;
  return eb.or(columns.map((column) => eb(eb.fn<string>('lower', [column]), 'like', pattern)));
}

/**
 * A text column that holds one of the values a contract enumerates (a lifecycle, a document type…), typed
 * as that set. Only validated input is ever written, so anything else is a damaged row: fail loudly rather
 * than hand an unknown value to the response schema.
 */
export function oneOf<T extends string>(allowed: readonly T[], value: string, column: string): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`Unexpected value "${value}" in ${column}`);
  return found;
}
