import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { SYNONYMS, queryTerms } from './search.tokens.js';

describe('search synonyms (query side)', () => {
  it('turns a synonym phrase into one term with every spelling as an alternative', () => {
    const { terms, display } = queryTerms('线扫相机');
    expect(terms).toHaveLength(2);
    const [group, rest] = terms;
    expect(group!.anyOf).toEqual(
      expect.arrayContaining([
        [{ token: '线阵', prefix: false }],
        [{ token: '线扫', prefix: false }],
        [
          { token: 'line', prefix: true },
          { token: 'scan', prefix: true },
        ],
        [{ token: 'linescan', prefix: true }],
      ]),
    );
    expect(rest).toEqual({ token: '相机', prefix: false });
    expect(display).toEqual(expect.arrayContaining(['线扫', '相机', '线阵', 'line scan']));
  });

  it('finds English phrases whatever the spacing or punctuation', () => {
    for (const q of ['line scan', 'Line-Scan', 'LINESCAN']) {
      const { terms } = queryTerms(q);
      expect(terms, q).toHaveLength(1);
      expect(terms[0]!.anyOf, q).toContainEqual([{ token: '线阵', prefix: false }]);
    }
    const usb = queryTerms('USB 3.0 相机').terms;
    expect(usb[0]!.anyOf).toContainEqual([{ token: 'usb3', prefix: true }]);
    expect(usb[1]).toEqual({ token: '相机', prefix: false });
  });

  it('matches Latin spellings as whole words and prefers the longest phrase', () => {
    // '10gige' is its own group, not GigE followed by a stray "10".
    const ten = queryTerms('10GigE').terms;
    expect(ten).toHaveLength(1);
    expect(ten[0]!.anyOf!.some((alt) => alt.some((x) => x.token === '万兆'))).toBe(true);
    expect(ten[0]!.anyOf).not.toContainEqual([{ token: 'gige', prefix: true }]);
    // 读码器 (the device) wins over 读码 (the activity).
    expect(queryTerms('读码器').terms[0]!.anyOf).toContainEqual([
      { token: 'code', prefix: true },
      { token: 'reader', prefix: true },
    ]);
    // Words outside every group are unchanged.
    expect(queryTerms('A2000-10GM').terms).toEqual([
      { token: 'a2000', prefix: true },
      { token: '10gm', prefix: true },
    ]);
    expect(queryTerms('缺陷检测').terms.every((t) => !t.anyOf)).toBe(true);
  });

  it('keeps every group small and free of duplicates across groups', () => {
    const seen = new Map<string, number>();
    for (const [i, group] of SYNONYMS.entries()) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      for (const spelling of group) {
        const key = spelling.toLowerCase();
        expect(seen.get(key), spelling).toBeUndefined();
        seen.set(key, i);
      }
    }
  });
});

describe('search synonyms (on the seeded catalogue)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const models = async (q: string) => {
    const res = await t.request({
      method: 'GET',
      url: `/prod-api/search?q=${encodeURIComponent(q)}&kind=model&maxResultCount=50`,
    });
    expect(res.statusCode, q).toBe(200);
    const group = res.json().groups[0] as { totalCount: number; items: Array<{ title: string }> } | undefined;
    return group?.items.map((i) => i.title) ?? [];
  };

  it('finds the line scan cameras by every name', async () => {
    const written = await models('线阵相机');
    expect(written.length).toBeGreaterThanOrEqual(10);
    for (const q of ['线扫相机', 'line scan camera', 'linescan']) {
      expect((await models(q)).sort(), q).toEqual(expect.arrayContaining([...written].sort()));
    }
  });

  it('finds interfaces and product kinds by their other names', async () => {
    const gige = await models('GigE');
    expect(gige.length).toBeGreaterThan(0);
    expect(await models('千兆网口')).toEqual(expect.arrayContaining(gige));
    const cxp = await models('CoaXPress');
    expect(cxp.length).toBeGreaterThan(0);
    expect(await models('CXP')).toEqual(expect.arrayContaining(cxp));
    expect((await models('扫码器')).length).toBeGreaterThanOrEqual(3);
    expect((await models('光学镜头')).length).toBeGreaterThanOrEqual(5);
  });
});
