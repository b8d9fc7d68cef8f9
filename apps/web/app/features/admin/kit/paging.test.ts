import { describe, expect, it } from 'vitest';
import {
  clampPage,
  lastPage,
  listQuery,
  pageLocally,
  pageOfSkip,
  readListState,
  skipOf,
  writeListState,
} from './paging';

describe('ABP paging math', () => {
  it('turns pages into skipCount and back', () => {
    expect(skipOf(1, 20)).toBe(0);
    expect(skipOf(3, 20)).toBe(40);
    expect(skipOf(0, 20)).toBe(0);
    expect(pageOfSkip(40, 20)).toBe(3);
    expect(pageOfSkip(39, 20)).toBe(2);
  });

  it('clamps to the last page (e.g. after deleting the only row of the last page)', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(40, 20)).toBe(2);
    expect(lastPage(41, 20)).toBe(3);
    expect(clampPage(3, 40, 20)).toBe(2);
    expect(clampPage(-2, 40, 20)).toBe(1);
    expect(clampPage(2, 41, 20)).toBe(2);
  });
});

describe('list state in the URL', () => {
  it('reads page, size, search and filters, ignoring junk', () => {
    const state = readListState(new URLSearchParams('page=3&size=50&q=相机&status=new&other=x'), ['status', 'kind']);
    expect(state).toEqual({ page: 3, size: 50, search: '相机', filters: { status: 'new' } });
    expect(readListState(new URLSearchParams('page=-1&size=7'))).toMatchObject({ page: 1, size: 20 });
    expect(readListState(new URLSearchParams('page=abc'))).toMatchObject({ page: 1 });
  });

  it('writes back without defaults and keeps unrelated parameters', () => {
    const next = writeListState(
      new URLSearchParams('keep=1&status=old'),
      { page: 1, size: 20, search: '  ', filters: {} },
      ['status'],
    );
    expect(next.toString()).toBe('keep=1');
    const paged = writeListState(
      new URLSearchParams(),
      { page: 2, size: 50, search: ' abc ', filters: { status: 'new' } },
      ['status'],
    );
    expect(Object.fromEntries(paged)).toEqual({ page: '2', size: '50', q: 'abc', status: 'new' });
  });

  it('builds the API query: skipCount/maxResultCount, the search parameter, filters', () => {
    const state = { page: 3, size: 10, search: ' GigE ', filters: { productTypeId: 't1' } };
    expect(listQuery(state, { paging: 'server', searchParam: 'filter' })).toEqual({
      skipCount: 20,
      maxResultCount: 10,
      filter: 'GigE',
      productTypeId: 't1',
    });
    expect(listQuery(state, { paging: 'client', searchParam: null })).toEqual({ productTypeId: 't1' });
    expect(listQuery({ ...state, search: '' }, { paging: 'server', searchParam: 'q' })).not.toHaveProperty('q');
  });

  it('pages and searches locally for lists answered whole', () => {
    const items = Array.from({ length: 25 }, (_, i) => ({ key: `bbs.site.k${i}` }));
    const page2 = pageLocally(items, { page: 2, size: 10, search: '', filters: {} });
    expect(page2.totalCount).toBe(25);
    expect(page2.items.map((i) => i.key)[0]).toBe('bbs.site.k10');
    const found = pageLocally(items, { page: 5, size: 10, search: 'K2', filters: {} }, (i, s) =>
      i.key.toLowerCase().includes(s),
    );
    // k2, k20–k24: 6 matches, and page 5 falls back to the only page.
    expect(found).toMatchObject({ totalCount: 6 });
    expect(found.items).toHaveLength(6);
  });
});
