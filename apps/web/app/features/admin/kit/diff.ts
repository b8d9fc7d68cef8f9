/** Field-by-field comparison of an audit entry's before/after snapshots. */

export interface DiffRow {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Rows for every key of either side (the after side's order first), changed ones flagged; null when the
 * snapshots are not both objects (or missing), so the caller shows them as they are.
 */
export function diffRecords(before: unknown, after: unknown): DiffRow[] | null {
  const b = before ?? null;
  const a = after ?? null;
  if ((b !== null && !isRecord(b)) || (a !== null && !isRecord(a)) || (a === null && b === null)) return null;
  const keys = [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])];
  return keys.map((key) => {
    const was = b ? b[key] : undefined;
    const now = a ? a[key] : undefined;
    return { key, before: was, after: now, changed: b !== null && a !== null ? !same(was, now) : true };
  });
}

/** A snapshot value as text: strings as they are, the rest as JSON, long texts cut. */
export function formatValue(value: unknown, max = 400): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
