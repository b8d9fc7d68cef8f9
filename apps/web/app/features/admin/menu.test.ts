import { Permissions } from '@clearsight/contracts';
import { describe, expect, it } from 'vitest';
import { entryForPath, isStaff, visibleMenu } from './menu';

const keys = (holder: { roles: string[]; permissions: string[] }) =>
  visibleMenu(holder).map((g) => `${g.key}:${g.entries.map((e) => e.key).join(',')}`);

describe('admin menu', () => {
  it('shows everything to the admin role and to *:*:*', () => {
    const all = keys({ roles: ['admin'], permissions: [] });
    expect(all).toHaveLength(6);
    expect(keys({ roles: ['editor'], permissions: ['*:*:*'] })).toEqual(all);
  });

  it('shows an editor the dashboard and the content group only', () => {
    expect(keys({ roles: ['editor'], permissions: [Permissions.contentManage] }).map((g) => g.split(':')[0])).toEqual([
      'overview',
      'content',
    ]);
  });

  it('shows a moderator the community group, a user manager users and roles', () => {
    expect(keys({ roles: ['moderator'], permissions: [Permissions.forumModerate] })).toEqual([
      'overview:dashboard',
      'community:boards,topics,comments,reports',
    ]);
    expect(keys({ roles: ['x'], permissions: [Permissions.userManage] })).toEqual([
      'overview:dashboard',
      'users:users,roles',
    ]);
    expect(keys({ roles: ['x'], permissions: [Permissions.roleManage] })).toEqual([
      'overview:dashboard',
      'users:roles',
    ]);
  });

  it('opens the activity screens to their permissions: configuration, the ledger to readers and adjusters', () => {
    expect(keys({ roles: ['x'], permissions: [Permissions.activityManage] })).toEqual([
      'overview:dashboard',
      'activity:tasks,prizeTables,levels',
    ]);
    expect(keys({ roles: ['x'], permissions: [Permissions.ledgerRead] })).toEqual([
      'overview:dashboard',
      'activity:ledger',
    ]);
    expect(keys({ roles: ['x'], permissions: [Permissions.ledgerAdjust] })).toEqual([
      'overview:dashboard',
      'activity:ledger',
    ]);
    expect(keys({ roles: ['editor'], permissions: [Permissions.contentManage] }).join()).not.toContain('activity');
    expect(entryForPath('/admin/prize-tables')?.key).toBe('prizeTables');
  });

  it('shows members and guests nothing: they are not staff', () => {
    const member = { roles: ['member'], permissions: [Permissions.topicCreate, Permissions.commentCreate] };
    expect(isStaff(member)).toBe(false);
    expect(visibleMenu(member)).toEqual([]);
    expect(isStaff({ roles: [], permissions: [] })).toBe(false);
    expect(isStaff({ roles: ['x'], permissions: [Permissions.auditRead] })).toBe(true);
  });

  it('finds the entry of a path', () => {
    expect(entryForPath('/admin')?.key).toBe('dashboard');
    expect(entryForPath('/admin/')?.key).toBe('dashboard');
    expect(entryForPath('/admin/news')?.key).toBe('news');
    expect(entryForPath('/admin/forum/topics')?.key).toBe('topics');
    expect(entryForPath('/admin/nothing')).toBeUndefined();
  });
});
