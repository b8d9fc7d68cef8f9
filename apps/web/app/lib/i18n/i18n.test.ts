import { describe, expect, it } from 'vitest';
import { en } from './en';
import { langFromCookies, translate } from './index';
import { zhCN } from './zh-CN';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('i18n', () => {
  it('has the same keys in both languages', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zhCN).sort());
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
