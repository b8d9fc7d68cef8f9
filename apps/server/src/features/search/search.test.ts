import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { indexTokens, queryTerms } from './search.tokens.js';

describe('search tokens', () => {
  it('segments Chinese and adds character pairs so that inner words match', () => {
    const tokens = indexTokens('锂电极片缺陷检测方案');
    expect(tokens).toEqual(expect.arrayContaining(['检测', '缺陷', '锂电', '极片']));
    for (const term of queryTerms('缺陷检测').terms) expect(tokens).toContain(term.token);
  });
  it('keeps model numbers as parts and written together', () => {
    expect(indexTokens('CS-A2000-10GM')).toEqual(expect.arrayContaining(['cs', 'a2000', '10gm', 'csa200010gm']));
    expect(queryTerms('A2000-10GM').terms).toEqual([
      { token: 'a2000', prefix: true },
      { token: '10gm', prefix: true },
    ]);
  });
});

describe('site search', () => {
  let t: TestApp;
  let admin: { token: string; tenantId: string };
  let member: TestMember;
  let modelId: string;

  const get = (q: string, extra = '', tenant?: string) =>
    t.request({
      method: 'GET',
      url: `/prod-api/search?q=${encodeURIComponent(q)}${extra}`,
      ...(tenant ? { tenant } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    member = await createMember(t);
    const api = (url: string, payload: object) =>
      t.request({ method: 'POST', url: `/prod-api${url}`, token: admin.token, payload });
    const type = await api('/admin/catalog/product-types', { name: '搜索测试相机' });
    const series = await api('/admin/catalog/series', { productTypeId: type.json().id, name: '搜索测试系列' });
    const model = await api('/admin/catalog/models', {
      seriesId: series.json().id,
      modelNumber: 'QZ-A2000-10GM',
      name: '2000 万像素 GigE 面阵相机',
      summary: '适合缺陷检测的高分辨率相机',
    });
    expect(model.statusCode, model.body).toBe(201);
    modelId = model.json().id;
    const news = await api('/admin/news', {
      category: 'industry',
      title: '视觉检测行业观察',
      contentMd: '关于锂电池检测的分析',
    });
    expect(news.statusCode).toBe(201);
    await t.app.services.searchIndex.upsert({
      kind: 'solution',
      id: 'sol-1',
      tenantId: admin.tenantId,
      title: '钛合金叶片裂纹检测方案',
      body: '航空发动机叶片表面的裂纹、凹坑与烧蚀检测',
      url: '/productsAndSolutions/solution/solutionDetails?id=sol-1',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds a two-character word inside a longer Chinese title', async () => {
    const res = await get('检测');
    expect(res.statusCode).toBe(200);
    const kinds = res.json().groups.map((g: { kind: string }) => g.kind);
    expect(kinds).toEqual(expect.arrayContaining(['model', 'solution', 'news']));
    const solution = res.json().groups.find((g: { kind: string }) => g.kind === 'solution');
    expect(solution.items.map((i: { id: string }) => i.id)).toContain('sol-1');
    const phrase = await get('叶片裂纹');
    expect(phrase.json().groups.flatMap((g: { items: Array<{ id: string }> }) => g.items.map((i) => i.id))).toEqual([
      'sol-1',
    ]);
    expect((await get('检查方案')).json().totalCount).toBe(0);
  });

  it('finds models by model number, its parts and the compact form', async () => {
    for (const q of ['QZ-A2000-10GM', 'a2000', 'A2000-10GM', 'qza2000', '10GM']) {
      const res = await get(q);
      const models = res.json().groups.find((g: { kind: string }) => g.kind === 'model');
      expect(
        models?.items.map((i: { id: string }) => i.id),
        q,
      ).toContain(modelId);
      expect(models.items[0].url).toBe(`/materialDetails?id=${modelId}`);
    }
    const mixed = await get('GigE 面阵相机');
    expect(mixed.json().groups.find((g: { kind: string }) => g.kind === 'model').items[0].id).toBe(modelId);
  });

  it('pages within one kind and returns snippets and terms', async () => {
    const res = await get('检测', '&kind=news&maxResultCount=1');
    expect(res.json().groups).toHaveLength(1);
    expect(res.json().groups[0].kind).toBe('news');
    expect(res.json().terms).toEqual(['检测']);
    expect(res.json().groups[0].items[0].snippet).toContain('检测');
    expect((await get('', '')).statusCode).toBe(400);
  });

  it('finds items by their English words and answers their English title and text beside the Chinese', async () => {
    const api = (url: string, payload: object) =>
      t.request({ method: 'POST', url: `/prod-api${url}`, token: admin.token, payload });
    const type = await api('/admin/catalog/product-types', { name: '英文检索相机', nameEn: 'English Cameras' });
    const series = await api('/admin/catalog/series', { productTypeId: type.json().id, name: '英文检索系列' });
    const model = await api('/admin/catalog/models', {
      seriesId: series.json().id,
      modelNumber: 'QZ-E300',
      name: '三百万像素线扫相机',
      nameEn: 'Kingfisher Line Scan Camera',
      summary: '用于卷材表面检测',
      summaryEn: 'For surface inspection of film and foil, kingfisher fast',
    });
    expect(model.statusCode, model.body).toBe(201);
    const news = await api('/admin/news', {
      category: 'industry',
      title: '翠鸟发布会',
      titleEn: 'Kingfisher launch',
      contentMd: '新品发布',
      summaryEn: 'The kingfisher camera reaches the market',
    });
    expect(news.statusCode, news.body).toBe(201);

    type Hit = { id: string; title: string; snippet: string; titleEn: string; snippetEn: string };
    const hitsOf = async (q: string, kind: string): Promise<Hit[]> =>
      ((await get(q)).json().groups.find((g: { kind: string }) => g.kind === kind)?.items ?? []) as Hit[];
    const check = async () => {
      const [m] = await hitsOf('kingfisher', 'model');
      expect(m).toMatchObject({
        id: model.json().id,
        title: 'QZ-E300 三百万像素线扫相机',
        titleEn: 'QZ-E300 Kingfisher Line Scan Camera',
      });
      expect(m!.snippetEn).toContain('For surface inspection of film and foil');
      expect(m!.snippet).toContain('用于卷材表面检测');
      const [n] = await hitsOf('kingfisher launch', 'news');
      expect(n).toMatchObject({ id: news.json().id, title: '翠鸟发布会', titleEn: 'Kingfisher launch' });
      expect(n!.snippetEn).toContain('The kingfisher camera reaches the market');
      // A Chinese query answers the English too, and English words written in the type's name find the model.
      expect((await hitsOf('线扫相机', 'model')).find((h) => h.id === model.json().id)?.titleEn).toBe(
        'QZ-E300 Kingfisher Line Scan Camera',
      );
      expect((await hitsOf('English Cameras', 'model')).map((h) => h.id)).toContain(model.json().id);
      // An item without English answers '' for it: the page shows the Chinese.
      const [plain] = await hitsOf('QZ-A2000-10GM', 'model');
      expect(plain).toMatchObject({ id: modelId, titleEn: '', snippetEn: '' });
    };
    await check();
    // The rebuild fills the English as the features' changes do.
    const rebuilt = await t.request({ method: 'POST', url: '/prod-api/admin/search/reindex', token: admin.token });
    expect(rebuilt.statusCode, rebuilt.body).toBe(200);
    await check();
  });

  it('removes items and keeps tenants apart', async () => {
    const other = await createTenant(t);
    expect((await get('检测', '', other.code)).json().totalCount).toBe(0);
    await t.app.services.searchIndex.remove({ kind: 'solution', id: 'sol-1', tenantId: admin.tenantId });
    expect((await get('叶片裂纹')).json().totalCount).toBe(0);
  });

  it('rebuilds the index from the database (admin only)', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/prod-api/admin/search/reindex', token: member.token })).statusCode,
    ).toBe(403);
    const res = await t.request({ method: 'POST', url: '/prod-api/admin/search/reindex', token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().indexed).toBeGreaterThanOrEqual(2);
    expect((await get('QZ-A2000')).json().totalCount).toBeGreaterThanOrEqual(1);
  });
});

/**
 * A rebuild writes a new generation of the index and switches to it at the end (decision 0019): until then
 * searches answer from the old one, a failed rebuild leaves it as it was, and what features change meanwhile
 * is neither lost nor brought back by what the rebuild read before the change.
 */
describe('rebuilding the index', () => {
  let t: TestApp;
  let admin: { token: string; tenantId: string };
  /** What the test source does on the next rebuild: nothing, stop at a gate, or fail. */
  let mode: 'off' | 'gate' | 'fail' = 'off';
  let reached: () => void = () => {};
  let reachedGate = Promise.resolve();
  let openGate: () => void = () => {};
  let gate = Promise.resolve();

  const find = async (q: string) =>
    (await t.request({ method: 'GET', url: `/prod-api/search?q=${encodeURIComponent(q)}` })).json() as {
      totalCount: number;
      groups: Array<{ kind: string; items: Array<{ id: string; title: string }> }>;
    };
  const ids = (result: Awaited<ReturnType<typeof find>>) =>
    result.groups.flatMap((g) => g.items.map((i) => `${g.kind}:${i.id}`)).sort();
  const generations = async () =>
    (
      await t.database.db
        .selectFrom('search_documents')
        .select('generation')
        .distinct()
        .where('tenant_id', '=', admin.tenantId)
        .execute()
    ).map((r) => Number(r.generation));
  const reindex = () => t.request({ method: 'POST', url: '/prod-api/admin/search/reindex', token: admin.token });
  const entry = (id: string, title: string) => ({
    kind: 'solution' as const,
    id,
    tenantId: admin.tenantId,
    title,
    body: '测试用的方案',
    url: `/productsAndSolutions/solution/solutionDetails?id=${id}`,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    // Registered last, so the real sources are already written when it stops at its gate.
    t.app.services.searchIndex.addSource({
      kinds: ['solution'],
      async *entries() {
        if (mode === 'off') return;
        // What the rebuild reads now, before the changes the test makes while it waits.
        const stale = [entry('gate-kept', '琥珀旧标题'), entry('gate-gone', '珊瑚将被删除')];
        reached();
        if (mode === 'fail') throw new Error('the source failed');
        await gate;
        yield stale;
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    reachedGate = new Promise((resolve) => {
      reached = resolve;
    });
    gate = new Promise((resolve) => {
      openGate = resolve;
    });
  });

  it('keeps the old index when a rebuild fails, forum topics included', async () => {
    const before = await find('检测');
    expect(before.groups.map((g) => g.kind)).toContain('topic');
    const [generation] = await generations();
    mode = 'fail';
    const res = await reindex();
    mode = 'off';
    expect(res.statusCode).toBe(500);
    expect(ids(await find('检测'))).toEqual(ids(before));
    // What the failed rebuild wrote is gone, and the next rebuild may start.
    expect(await generations()).toEqual([generation]);
    const again = await reindex();
    expect(again.statusCode, again.body).toBe(200);
    expect(ids(await find('检测'))).toEqual(ids(before));
  });

  it('answers from the old index until the new one is complete, and keeps the changes made meanwhile', async () => {
    await t.app.services.searchIndex.upsert(entry('gate-kept', '琥珀旧标题'));
    await t.app.services.searchIndex.upsert(entry('gate-gone', '珊瑚将被删除'));
    const before = await find('检测');
    const topic = before.groups.find((g) => g.kind === 'topic')!.items[0]!;

    mode = 'gate';
    const rebuilding = reindex();
    await reachedGate;
    // Another rebuild of the same tenant waits its turn.
    const second = await reindex();
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('Conflict');
    // The rebuild has written the real sources into its own generation; searches still read the old one.
    expect(await generations()).toHaveLength(2);
    expect(ids(await find('检测'))).toEqual(ids(before));

    // Features change the index while the rebuild waits: an item edited, one removed, a topic made private.
    await t.app.services.searchIndex.upsert(entry('gate-kept', '玛瑙新标题'));
    await t.app.services.searchIndex.remove({ kind: 'solution', id: 'gate-gone', tenantId: admin.tenantId });
    await t.app.services.searchIndex.remove({ kind: 'topic', id: topic.id, tenantId: admin.tenantId });
    expect((await find('玛瑙')).totalCount).toBe(1);
    expect((await find('珊瑚')).totalCount).toBe(0);

    openGate();
    const res = await rebuilding;
    mode = 'off';
    expect(res.statusCode, res.body).toBe(200);
    // The rebuild read the old title and the removed item before the changes: the changes win.
    expect((await find('玛瑙')).totalCount).toBe(1);
    expect((await find('琥珀')).totalCount).toBe(0);
    expect((await find('珊瑚')).totalCount).toBe(0);
    expect(ids(await find('检测'))).not.toContain(`topic:${topic.id}`);
    expect(await generations()).toHaveLength(1);
  });
});
