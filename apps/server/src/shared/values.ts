/**
 * Normalisers used at repository boundaries so that SQLite and PostgreSQL rows look the same to services:
 * booleans as booleans (SQLite keeps 0/1), timestamps as ISO strings, JSON parsed.
 */
export function bool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
}

export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.includes('T') ? value : new Date(value).toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  throw new Error(`Not a timestamp: ${String(value)}`);
}

export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}

export function num(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return Number(value);
  return 0;
}

export function json<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined || value === '') return fallback;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return value as T;
}
