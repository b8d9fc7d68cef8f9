import { data } from 'react-router';
import type { LoadResult } from './api.server';

/** A loader's required data: a missing item (or a malformed id) is the 404 page, an API failure a 503. */
export function required<T>(result: LoadResult<T>): T {
  if (result.ok) return result.data;
  if (result.status === 404 || result.status === 400) throw data(null, { status: 404 });
  throw data(null, { status: 503 });
}

export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Optional data: a failure leaves the section empty rather than failing the page. */
export function optional<T>(result: LoadResult<T>, fallback: T): T {
  return result.ok ? result.data : fallback;
}

/** Trimmed, bounded text from the URL. */
export function queryText(search: URLSearchParams, key: string, max = 100): string | undefined {
  const value = search.get(key)?.trim();
  return value ? value.slice(0, max) : undefined;
}

/** A URL value accepted only when it is one of `allowed`. */
export function queryEnum<T extends string>(
  search: URLSearchParams,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const value = search.get(key);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}
