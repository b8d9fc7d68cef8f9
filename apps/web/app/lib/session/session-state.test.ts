import { describe, expect, it } from 'vitest';
import { avatarSrc } from '../avatar';
import { DEFAULT_AVATAR, STORAGE_KEYS } from '../constants';
import {
  deserializeUser,
  GUEST,
  restoreSession,
  serializeUser,
  userFromAccount,
  type SessionUser,
} from './session-state';

const account = {
  user: {
    id: 'u1',
    userName: 'alice',
    nick: '爱丽丝',
    icon: null,
    money: 12.5,
    experience: 40,
    level: 2,
    levelName: '中白',
    levelNameEn: '',
    status: 'active' as const,
    creationTime: '2026-01-01T00:00:00.000Z',
  },
  roleCodes: ['member'],
  permissionCodes: ['bbs:discuss:add'],
};

describe('session state', () => {
  it('uses the seed storage keys', () => {
    expect(STORAGE_KEYS).toMatchObject({ token: 'AccessToken', userInfo: 'userInfo', configInfo: 'configInfo' });
  });

  it('starts as the guest 访客', () => {
    expect(GUEST.name).toBe('访客');
    expect(GUEST.token).toBeNull();
    expect(GUEST.roles).toEqual([]);
  });

  it('builds the user from the account answer', () => {
    const user = userFromAccount(account, 'tok');
    expect(user).toMatchObject({
      id: 'u1',
      token: 'tok',
      name: '爱丽丝',
      userName: 'alice',
      roles: ['member'],
      money: 12.5,
    });
  });

  it('falls back to ROLE_DEFAULT without roles and to the user name without a nick', () => {
    const user = userFromAccount({ ...account, user: { ...account.user, nick: '' }, roleCodes: [] }, 'tok');
    expect(user.roles).toEqual(['ROLE_DEFAULT']);
    expect(user.name).toBe('alice');
  });

  it('shows the default avatar for an empty icon, the file otherwise', () => {
    expect(avatarSrc(null)).toBe(DEFAULT_AVATAR);
    expect(avatarSrc('')).toBe(DEFAULT_AVATAR);
    expect(avatarSrc('f1')).toBe('/prod-api/file/f1');
  });

  it('survives a JSON round trip', () => {
    const user = userFromAccount(account, 'tok');
    expect(deserializeUser(serializeUser(user))).toEqual(user);
  });

  it('turns anything unreadable into the guest', () => {
    for (const raw of [null, '', 'not json', '[]', '42', 'null']) {
      expect(deserializeUser(raw)).toEqual({ ...GUEST, roles: [], permissions: [] });
    }
  });

  it('drops fields of the wrong type', () => {
    const user = deserializeUser(JSON.stringify({ id: 5, token: 'x', roles: ['a', 3, null], money: 'lots', name: '' }));
    expect(user).toMatchObject({ id: null, token: 'x', roles: ['a'], money: 0, name: '访客' });
  });

  it('restores only user info that belongs to the stored token', () => {
    const user: SessionUser = userFromAccount(account, 'tok');
    expect(restoreSession('tok', serializeUser(user))).toEqual(user);
    // Another token (a login in another tab): keep the token, drop the roles so the guard reloads them.
    expect(restoreSession('other', serializeUser(user))).toMatchObject({ token: 'other', roles: [], id: null });
    // No token: the guest, whatever was stored.
    expect(restoreSession(null, serializeUser(user))).toMatchObject({ token: null, roles: [], name: '访客' });
  });
});

describe('avatarSrc', () => {
  it('uses a path as it is, turns a file id into its URL, and falls back to the default avatar', () => {
    expect(avatarSrc('/prod-api/file/abc')).toBe('/prod-api/file/abc');
    expect(avatarSrc('abc')).toBe('/prod-api/file/abc');
    expect(avatarSrc(null)).toBe(DEFAULT_AVATAR);
  });
});
