import { describe, expect, it } from 'vitest';
import { en } from './en';
import { BRAND_NAME_ZH, langFromCookies, translate } from './index';
import { loadedMessages } from './messages';
import { zhCN } from './zh-CN';

// Every area included (the console's strings too), as the server has them.
const fullEn = loadedMessages('en');
const fullZh = loadedMessages('zh-CN');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function valuesOf(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => valuesOf(v, prefix ? `${prefix}.${k}` : k));
}

const isSingular = (key: string) => key.endsWith('_one');

describe('i18n', () => {
  it("keeps the brand's Chinese name where English pages can read it", () => {
    expect(BRAND_NAME_ZH).toBe(zhCN.brand.name);
  });

  it('lets the browser load one language at a time, each once', async () => {
    const lazy = await import('./lazy-messages');
    expect(lazy.loadedMessages('en')).toBeUndefined();
    await lazy.loadMessages('en');
    expect(lazy.loadedMessages('en')).toBe(en);
    expect(lazy.loadedMessages('zh-CN')).toBeUndefined();
    await lazy.loadMessages('zh-CN');
    expect(lazy.loadedMessages('zh-CN')).toBe(zhCN);
  });

  it('has the same keys in both languages (English adds the singular of plurals)', () => {
    expect(
      keysOf(fullEn)
        .filter((k) => !isSingular(k))
        .sort(),
    ).toEqual(keysOf(fullZh).sort());
    expect(keysOf(fullZh)).toContain('admin.backToSite');
  });

  it('gives every plural its English singular, and Chinese only its one form', () => {
    const english = new Set(keysOf(fullEn));
    const plurals = keysOf(fullZh).filter((k) => k.endsWith('_other'));
    expect(plurals.length).toBeGreaterThan(10);
    for (const key of plurals) expect(english, key).toContain(key.replace(/_other$/, '_one'));
    expect(keysOf(fullZh).filter(isSingular)).toEqual([]);
  });

  it('chooses the plural form by count', () => {
    expect(translate('en', 'corporate.download.downloads', { count: 1 })).toBe('1 download');
    expect(translate('en', 'corporate.download.downloads', { count: 2 })).toBe('2 downloads');
    expect(translate('en', 'corporate.download.downloads', { count: 0 })).toBe('0 downloads');
    expect(translate('zh-CN', 'corporate.download.downloads', { count: 1 })).toBe('1 次下载');
    expect(translate('en', 'forum.common.comments', { count: 1 })).toBe('1 comment');
  });

  it('has no Chinese left in the English messages (but the names kept on purpose)', () => {
    // The language switch names Chinese in Chinese; the community points keep their Chinese name (钱钱).
    const kept = (key: string, value: string) =>
      key === 'language.zh-CN' || value.includes('(钱钱)') || /^钱钱 /.test(value);
    const chinese = valuesOf(fullEn).filter(([key, value]) => /[\u4e00-\u9fff]/.test(value) && !kept(key, value));
    expect(chinese).toEqual([]);
  });

  it('reads the lang cookie, defaulting to zh-CN', () => {
    expect(langFromCookies(null)).toBe('zh-CN');
    expect(langFromCookies('a=1; lang=en; b=2')).toBe('en');
    expect(langFromCookies('lang=fr')).toBe('zh-CN');
  });

  it('interpolates the login greeting', () => {
    expect(translate('zh-CN', 'account.loginSuccess', { user: '管理员' })).toBe('您好管理员，登录成功！');
    expect(translate('en', 'account.loginSuccess', { user: 'admin' })).toBe('Hello admin, you are logged in!');
  });
});

describe('i18n areas', () => {
  it("adds an area's strings to both languages, after the instance exists too", async () => {
    const { getI18n, registerArea } = await import('./index');
    const area = { 'zh-CN': { areaTest: { hello: '你好' } }, en: { areaTest: { hello: 'Hello' } } };
    expect(getI18n('en').exists('areaTest.hello')).toBe(false);
    registerArea(area);
    registerArea(area);
    expect(translate('en', 'areaTest.hello')).toBe('Hello');
    expect(translate('zh-CN', 'areaTest.hello')).toBe('你好');
  });

  it('merges an area into a key the base already has', async () => {
    const { withArea } = await import('./areas');
    expect(withArea({ admin: { console: 'C' }, x: 1 }, { admin: { back: 'B' } })).toEqual({
      admin: { console: 'C', back: 'B' },
      x: 1,
    });
  });
});
