import { describe, expect, it } from 'vitest';
import { checkPermission, checkRole } from './check';

const member = { roles: ['member'], permissions: ['bbs:discuss:add', 'bbs:comment:add'] };
const admin = { roles: ['admin'], permissions: [] };
const superPerm = { roles: ['editor'], permissions: ['*:*:*'] };

describe('role and permission checks', () => {
  it('passes holders of a listed role or permission', () => {
    expect(checkRole(member, ['member', 'editor'])).toBe(true);
    expect(checkPermission(member, ['bbs:comment:add'])).toBe(true);
  });

  it('refuses holders of none of them', () => {
    expect(checkRole(member, ['editor'])).toBe(false);
    expect(checkPermission(member, ['site:content:manage'])).toBe(false);
  });

  it('always passes the admin role and the *:*:* permission', () => {
    expect(checkRole(admin, ['editor'])).toBe(true);
    expect(checkPermission(admin, ['system:user:manage'])).toBe(true);
    expect(checkRole(superPerm, ['moderator'])).toBe(true);
    expect(checkPermission(superPerm, ['system:role:manage'])).toBe(true);
  });

  it('throws on an empty or missing list', () => {
    expect(() => checkRole(admin, [])).toThrow();
    expect(() => checkPermission(admin, [])).toThrow();
    expect(() => checkRole(member, undefined)).toThrow();
    expect(() => checkPermission(member, null)).toThrow();
  });

  it('refuses the guest', () => {
    expect(checkRole({ roles: [], permissions: [] }, ['member'])).toBe(false);
  });
});
