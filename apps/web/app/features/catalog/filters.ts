import { productTypePageHref } from '@clearsight/contracts';
import type { LifecycleStatus, SpecFacet } from '@clearsight/contracts';

/**
 * The type page's filters live in its URL, so a filtered page is a link, server-rendered, and works
 * without JavaScript (a plain GET form):
 *   f.{key}=v            enum/text field, repeated for several values (any of)
 *   f.{key}.min / .max   number field range (either end optional)
 *   q, lifecycle, sort, order
 * The API takes `spec=key:v1,v2` and `spec=key:min..max`; these functions translate between the two.
 */

export const FILTER_PREFIX = 'f.';
const KEY_RE = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const LIFECYCLES: readonly LifecycleStatus[] = ['new', 'active', 'nrnd', 'discontinued'];
const MAX_VALUES = 20;

export interface NumberRange {
  min?: number;
  max?: number;
}

export interface TypeFilterState {
  q?: string;
  lifecycle?: LifecycleStatus;
  sort: string;
  order: 'asc' | 'desc';
  /** enum/text selections by field key. */
  values: Record<string, string[]>;
  /** number ranges by field key. */
  ranges: Record<string, NumberRange>;
}

export const EMPTY_FILTERS: TypeFilterState = { sort: 'default', order: 'asc', values: {}, ranges: {} };

function parseNumber(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const text = raw.trim().replace(',', '.');
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Reads the page URL. With `facets` (the type's filterable fields), unknown keys and values of the wrong
 * kind are dropped, so the API never sees a filter it would refuse; `sortValues` limits the sort keys.
 */
export function parseTypeFilters(
  search: URLSearchParams,
  facets?: readonly SpecFacet[],
  sortValues?: readonly string[],
): TypeFilterState {
  const byKey = facets ? new Map(facets.map((f) => [f.key, f])) : null;
  const values: Record<string, string[]> = {};
  const ranges: Record<string, NumberRange> = {};

  for (const [name, raw] of search) {
    if (!name.startsWith(FILTER_PREFIX)) continue;
    const rest = name.slice(FILTER_PREFIX.length);
    const rangeMatch = /^(.+)\.(min|max)$/.exec(rest);
    const key = rangeMatch ? rangeMatch[1]! : rest;
    if (!KEY_RE.test(key)) continue;
    const facet = byKey?.get(key);
    if (byKey && !facet) continue;

    if (rangeMatch) {
      if (facet && facet.kind !== 'number') continue;
      const value = parseNumber(raw);
      if (value === undefined) continue;
      ranges[key] = { ...ranges[key], [rangeMatch[2] as 'min' | 'max']: value };
    } else {
      if (facet && facet.kind === 'number') continue;
      const value = raw.trim();
      if (!value || value.length > 60) continue;
      if (facet && facet.kind === 'enum' && !facet.options.some((o) => o.value === value)) continue;
      const list = (values[key] ??= []);
      if (!list.includes(value) && list.length < MAX_VALUES) list.push(value);
    }
  }

  // A reversed range is almost always a slip: read it the way it was meant.
  for (const range of Object.values(ranges)) {
    if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
      [range.min, range.max] = [range.max, range.min];
    }
  }

  const q = search.get('q')?.trim().slice(0, 100) || undefined;
  const lifecycleRaw = search.get('lifecycle');
  const lifecycle = LIFECYCLES.find((l) => l === lifecycleRaw);
  const sortRaw = search.get('sort')?.trim() || 'default';
  const sort = !sortValues || sortValues.includes(sortRaw) ? sortRaw.slice(0, 60) : 'default';
  const order = search.get('order') === 'desc' ? 'desc' : 'asc';

  return { q, lifecycle, sort, order, values, ranges };
}

function formatNumber(value: number): string {
  return String(value);
}

/** The API's repeated `spec` values. */
export function toApiSpec(state: TypeFilterState): string[] {
  const out: string[] = [];
  for (const [key, list] of Object.entries(state.values)) {
    if (list.length > 0) out.push(`${key}:${list.join(',')}`);
  }
  for (const [key, range] of Object.entries(state.ranges)) {
    if (range.min === undefined && range.max === undefined) continue;
    const min = range.min === undefined ? '' : formatNumber(range.min);
    const max = range.max === undefined ? '' : formatNumber(range.max);
    out.push(`${key}:${min}..${max}`);
  }
  return out;
}

/** Back to the page URL's query (without the type id). */
export function toSearchParams(state: TypeFilterState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.q) search.set('q', state.q);
  if (state.lifecycle) search.set('lifecycle', state.lifecycle);
  for (const [key, list] of Object.entries(state.values))
    for (const v of list) search.append(`${FILTER_PREFIX}${key}`, v);
  for (const [key, range] of Object.entries(state.ranges)) {
    if (range.min !== undefined) search.set(`${FILTER_PREFIX}${key}.min`, formatNumber(range.min));
    if (range.max !== undefined) search.set(`${FILTER_PREFIX}${key}.max`, formatNumber(range.max));
  }
  if (state.sort !== 'default') search.set('sort', state.sort);
  if (state.order === 'desc') search.set('order', 'desc');
  return search;
}

export function hasActiveFilters(state: TypeFilterState): boolean {
  return (
    state.q !== undefined ||
    state.lifecycle !== undefined ||
    Object.values(state.values).some((l) => l.length > 0) ||
    Object.values(state.ranges).some((r) => r.min !== undefined || r.max !== undefined)
  );
}

export type ActiveFilter =
  | { kind: 'q'; value: string }
  | { kind: 'lifecycle'; value: LifecycleStatus }
  | { kind: 'value'; key: string; value: string }
  | { kind: 'range'; key: string; range: NumberRange };

export function activeFilters(state: TypeFilterState): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (state.q) out.push({ kind: 'q', value: state.q });
  if (state.lifecycle) out.push({ kind: 'lifecycle', value: state.lifecycle });
  for (const [key, list] of Object.entries(state.values))
    for (const value of list) out.push({ kind: 'value', key, value });
  for (const [key, range] of Object.entries(state.ranges)) {
    if (range.min !== undefined || range.max !== undefined) out.push({ kind: 'range', key, range });
  }
  return out;
}

/** The state without one filter (for the removable chips). */
export function withoutFilter(state: TypeFilterState, filter: ActiveFilter): TypeFilterState {
  const next: TypeFilterState = {
    ...state,
    values: Object.fromEntries(Object.entries(state.values).map(([k, l]) => [k, [...l]])),
    ranges: { ...state.ranges },
  };
  switch (filter.kind) {
    case 'q':
      next.q = undefined;
      break;
    case 'lifecycle':
      next.lifecycle = undefined;
      break;
    case 'value':
      next.values[filter.key] = (next.values[filter.key] ?? []).filter((v) => v !== filter.value);
      if (next.values[filter.key]!.length === 0) delete next.values[filter.key];
      break;
    case 'range':
      delete next.ranges[filter.key];
      break;
  }
  return next;
}

/** The type page URL for a state. */
export function typePageHref(typeId: string, state: TypeFilterState, hash = ''): string {
  const search = toSearchParams(state);
  const rest = search.toString();
  return productTypePageHref(typeId, rest, hash);
}
