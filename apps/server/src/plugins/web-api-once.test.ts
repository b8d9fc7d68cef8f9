import { describe, expect, it } from 'vitest';
import { onceEach, type ApiFetch } from './web.js';

/** A stand-in for the in-process API: counts the calls, answers a fresh body each time. */
function countingApi(): { api: ApiFetch; calls: string[] } {
  const calls: string[] = [];
  const api: ApiFetch = async (path, init) => {
    calls.push(`${path} ${JSON.stringify(init?.headers ?? {})}`);
    const payload = JSON.stringify({ path, items: [1, 2, 3] });
    return { status: 200, json: () => JSON.parse(payload) as unknown };
  };
  return { api, calls };
}

describe('a page request’s API calls, each asked once', () => {
  it('answers the same GET of one render once, each caller with its own copy of the body', async () => {
    const { api, calls } = countingApi();
    const fetchOnce = onceEach('GET', api);
    const [layout, page] = await Promise.all([
      fetchOnce('/product-type/menu', { headers: { accept: 'application/json', TenantId: 't1' } }),
      fetchOnce('/product-type/menu', { headers: { tenantid: 't1', Accept: 'application/json' } }),
    ]);
    expect(calls).toHaveLength(1);
    const a = layout.json() as { items: number[] };
    const b = page.json() as { items: number[] };
    expect(a).toEqual({ path: '/product-type/menu', items: [1, 2, 3] });
    expect(b).toEqual(a);
    a.items.push(4);
    expect(b.items).toEqual([1, 2, 3]);
  });

  it('asks again for another path, another member or another language', async () => {
    const { api, calls } = countingApi();
    const fetchOnce = onceEach('GET', api);
    await fetchOnce('/company/info');
    await fetchOnce('/company/info', { headers: { authorization: 'Bearer a' } });
    await fetchOnce('/company/info', { headers: { authorization: 'Bearer b' } });
    await fetchOnce('/company/info', { headers: { 'accept-language': 'en' } });
    await fetchOnce('/company/info?page=2');
    await fetchOnce('/company/info', { headers: { authorization: 'Bearer a' } });
    expect(calls).toHaveLength(5);
  });

  it('asks every time for a form’s POST, whose action may change what its loaders read next', async () => {
    const { api, calls } = countingApi();
    const fetchOnce = onceEach('POST', api);
    await fetchOnce('/account');
    await fetchOnce('/account');
    expect(calls).toHaveLength(2);
  });
});
