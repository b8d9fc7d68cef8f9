import { describe, expect, it } from 'vitest';
import { WHITELIST } from '../constants';
import { decideNavigation } from './navigation-guard';

describe('navigation guard', () => {
  it('uses the seed whitelist', () => {
    expect(WHITELIST).toEqual(['/login', '/auth-redirect', '/bind', '/register']);
  });

  it('sends a visitor with a token away from /login to /', () => {
    expect(decideNavigation('/login', { token: 't', roles: ['member'] })).toEqual({ type: 'redirect', to: '/' });
    expect(decideNavigation('/login', { token: 't', roles: [] })).toEqual({ type: 'redirect', to: '/' });
  });

  it('loads the user info when a token has no roles yet', () => {
    expect(decideNavigation('/index', { token: 't', roles: [] })).toEqual({ type: 'load-user' });
    expect(decideNavigation('/register', { token: 't', roles: [] })).toEqual({ type: 'load-user' });
  });

  it('lets a loaded session through anywhere but /login', () => {
    expect(decideNavigation('/index', { token: 't', roles: ['ROLE_DEFAULT'] })).toEqual({ type: 'proceed' });
    expect(decideNavigation('/activity/sign', { token: 't', roles: ['member'] })).toEqual({ type: 'proceed' });
  });

  it('lets whitelisted paths through without a token', () => {
    for (const path of ['/login', '/auth-redirect', '/bind', '/register']) {
      expect(decideNavigation(path, { token: null, roles: [] })).toEqual({ type: 'proceed' });
    }
  });

  it('lets other paths through without a token but resets the stored user info (no forced login)', () => {
    expect(decideNavigation('/index', { token: null, roles: [] })).toEqual({ type: 'proceed-reset-user' });
    expect(decideNavigation('/activity/sign', { token: null, roles: ['member'] })).toEqual({
      type: 'proceed-reset-user',
    });
  });
});
