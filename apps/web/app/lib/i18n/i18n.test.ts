import { describe, expect, it } from 'vitest';
import { en } from './en';
import { BRAND_NAME_ZH, langFromCookies, translate } from './index';
import { AREAS, areaOfKey, mergeMessages } from './areas';
import { createDictionary } from './dictionary';
import { zhCN } from './zh-CN';

// Every area included (the console's strings too), as the server has them.
const fullEn = en;
const fullZh = zhCN;

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

  it('lets the browser load one area of one language at a time, each once', async () => {
    const lazy = await import('./lazy-messages');
    expect(lazy.loadedAreas('en')).toEqual([]);
    await Promise.all([lazy.loadAreas('en', ['forum']), lazy.loadAreas('en', ['forum'])]);
    expect(lazy.loadedAreaNames('en')).toEqual(['forum']);
    expect(lazy.isAreaLoaded('zh-CN', 'forum')).toBe(false);
    await lazy.loadAreas('zh-CN', ['base', 'forum']);
    expect(lazy.loadedAreaNames('zh-CN').sort()).toEqual(['base', 'forum']);
  });

  it('keeps every key in the area its name says, so the browser loads the right chunk for it', async () => {
    const lazy = await import('./lazy-messages');
    for (const lang of ['zh-CN', 'en'] as const) {
      await lazy.loadAreas(lang, AREAS);
      for (const area of AREAS) {
        const fresh = await import('./lazy-messages?' + area + lang);
        await fresh.loadAreas(lang, [area]);
        const keys = fresh.loadedAreas(lang).flatMap((part: object) => keysOf(part));
        expect(keys.length, `${lang} ${area}`).toBeGreaterThan(0);
        for (const key of keys) expect(areaOfKey(key.replace(/_(one|other)$/, '')), `${lang} ${key}`).toBe(area);
      }
      // All areas together are exactly the server's dictionary.
      expect(keysOf(mergeMessages(...lazy.loadedAreas(lang))).sort()).toEqual(
        keysOf(lang === 'en' ? fullEn : fullZh).sort(),
      );
    }
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
    // A task's steps: never "Do it 1 times".
    expect(translate('en', 'activity.task.stepsNeeded', { count: 1, total: 1 })).toBe('Do it once');
    expect(translate('en', 'activity.task.stepsNeeded', { count: 3, total: 3 })).toBe('Do it 3 times');
    expect(translate('zh-CN', 'activity.task.stepsNeeded', { count: 1, total: 1 })).toBe('需完成 1 次');
  });

  it('has no Chinese left in the English messages (but the names kept on purpose)', () => {
    // The language switch names Chinese in Chinese; everything else, the community points included, is English.
    const kept = (key: string) => key === 'language.zh-CN';
    const chinese = valuesOf(fullEn).filter(([key, value]) => /[\u4e00-\u9fff]/.test(value) && !kept(key));
    expect(chinese).toEqual([]);
  });

  it('reads the lang cookie, defaulting to zh-CN', () => {
    expect(langFromCookies(null)).toBe('zh-CN');
    expect(langFromCookies('a=1; lang=en; b=2')).toBe('en');
    expect(langFromCookies('lang=fr')).toBe('zh-CN');
  });

  it('falls back to Chinese, then to the key, and leaves unknown placeholders as they are', () => {
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
    expect(translate('en', 'account.loginSuccess')).toBe('Hello {{user}}, you are logged in!');
    const dictionary = createDictionary('en', { a: { b: 'B {{x}}' } });
    dictionary.add({ a: { c: 'C' } });
    expect(dictionary.format('a.b', { x: 1 })).toBe('B 1');
    expect(dictionary.format('a.c')).toBe('C');
    expect(dictionary.format('a.d')).toBeUndefined();
  });

  it('fills every placeholder of a string, each time with its own values, and picks plural forms by count (one left without a value reads {{name}})', () => {
    const dictionary = createDictionary('en', {
      card: {
        by: '{{name}} wrote {{ ago }} in {{board}}',
        replies_one: '{{count}} reply',
        replies_other: '{{count}} replies',
      },
    });
    expect(dictionary.format('card.by', { name: 'Li', ago: '3 h ago', board: 'Lenses' })).toBe(
      'Li wrote 3 h ago in Lenses',
    );
    expect(dictionary.format('card.by', { name: 'Wang', board: 0 })).toBe('Wang wrote {{ago}} in 0');
    expect(dictionary.format('card.by')).toBe('{{name}} wrote {{ ago }} in {{board}}');
    expect([1, 2, 0, 1, 1000, 1001, 1.5, -2].map((count) => dictionary.format('card.replies', { count }))).toEqual([
      '1 reply',
      '2 replies',
      '0 replies',
      '1 reply',
      '1000 replies',
      '1001 replies',
      '1.5 replies',
      '-2 replies',
    ]);
  });

  it('interpolates the login greeting', () => {
    expect(translate('zh-CN', 'account.loginSuccess', { user: '管理员' })).toBe('您好管理员，登录成功！');
    expect(translate('en', 'account.loginSuccess', { user: 'admin' })).toBe('Hello admin, you are logged in!');
  });
});

describe('i18n areas', () => {
  it('names the area of a key by its first segments', () => {
    expect(areaOfKey('nav.home')).toBe('base');
    expect(areaOfKey('admin.console')).toBe('base');
    expect(areaOfKey('admin.menu.users')).toBe('admin');
    expect(areaOfKey('corporate.search.title')).toBe('base');
    expect(areaOfKey('corporate.catalog.title')).toBe('corporate');
    expect(areaOfKey('corporate.download.download')).toBe('support');
    expect(areaOfKey('forum.profile.title')).toBe('profile');
    expect(areaOfKey('forum.topic.tags')).toBe('forum');
    expect(areaOfKey('forum.moderation.hide')).toBe('forum-tools');
    expect(areaOfKey('forum.report.title')).toBe('forum-tools');
    expect(areaOfKey('forum.live.newReplies')).toBe('forum-live');
  });

  it('merges areas that share a group, key by key', () => {
    expect(mergeMessages({ admin: { console: 'C' }, x: 1 }, { admin: { back: 'B' } })).toEqual({
      admin: { console: 'C', back: 'B' },
      x: 1,
    });
  });
});
