/**
 * Which compare rows differ. Values are compared as people read them: surrounding spaces, letter case
 * and number formatting (`60` vs `60.0`) do not make a difference; a missing value differs from a present
 * one, and two missing values are the same.
 */

export function normaliseValue(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '' || text === '-' || text === '—') return null;
  if (/^-?\d+(\.\d+)?$/.test(text)) return String(Number(text));
  return text.toLowerCase();
}

export function rowDiffers(values: readonly (string | null | undefined)[]): boolean {
  if (values.length < 2) return false;
  const first = normaliseValue(values[0]);
  return values.some((v) => normaliseValue(v) !== first);
}

export interface CompareRowLike {
  key: string;
  values: (string | null)[];
}

/** Rows to show: all of them, or only the differing ones ("show differences only"). */
export function visibleRows<R extends CompareRowLike>(rows: readonly R[], differencesOnly: boolean): R[] {
  return differencesOnly ? rows.filter((row) => rowDiffers(row.values)) : [...rows];
}
