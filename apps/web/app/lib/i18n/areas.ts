import type { Lang } from './langs';

/** Strings of one area of the site (the console, say) in both languages, each nested under its area's key. */
export type AreaMessages = Record<Lang, Record<string, object>>;

/** A dictionary with an area's strings merged in, one level deep (the area may add to a key the base has). */
export function withArea<T extends object>(base: T, area: Record<string, object>): T {
  const merged = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(area)) {
    const present = merged[key];
    merged[key] = typeof present === 'object' && present !== null ? { ...present, ...value } : value;
  }
  return merged as T;
}
