// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../cookies';
import { clearEverything, onDefaultTenant, setToken, syncMirrorCookies, tenantId } from './session-store';

afterEach(() => clearEverything());

describe('cookie copies of the tab’s tenant and token (read by the server renderer)', () => {
  it('mirrors the token as it is kept and removes it on logout', () => {
    setToken('tok-a');
    expect(readCookie('AccessToken')).toBe('tok-a');
    setToken(null);
    expect(readCookie('AccessToken')).toBeNull();
    setToken('tok-b');
    clearEverything();
    expect(readCookie('AccessToken')).toBeNull();
  });

  it('copies the tenant from session storage and says when the copy changed', () => {
    expect(syncMirrorCookies()).toEqual({ tenantChanged: false });
    window.sessionStorage.setItem('TenantId', 'acme');
    expect(syncMirrorCookies()).toEqual({ tenantChanged: true });
    expect(readCookie('TenantId')).toBe('acme');
    expect(syncMirrorCookies()).toEqual({ tenantChanged: false });
    // Logout clears session storage, the tenant with it: so goes its copy.
    clearEverything();
    expect(readCookie('TenantId')).toBeNull();
  });

  it('restores the token cookie from local storage (e.g. after the cookie expired)', () => {
    window.localStorage.setItem('AccessToken', 'kept');
    syncMirrorCookies();
    expect(readCookie('AccessToken')).toBe('kept');
  });
});

describe('the tab’s tenant named in the address (?tenant=)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
    document.cookie = 'TenantId=; Max-Age=0; Path=/';
  });

  it('takes ?tenant= as the tab’s tenant, keeps it after the address changes, and mirrors it to the cookie', () => {
    expect(tenantId()).toBeNull();
    expect(onDefaultTenant()).toBe(true);
    window.history.replaceState(null, '', '/bbs?tenant=acme');
    expect(tenantId()).toBe('acme');
    expect(syncMirrorCookies()).toEqual({ tenantChanged: true });
    expect(readCookie('TenantId')).toBe('acme');
    window.history.replaceState(null, '', '/bbs/plate');
    expect(tenantId()).toBe('acme');
    expect(window.sessionStorage.getItem('TenantId')).toBe('acme');
    expect(onDefaultTenant()).toBe(false);
    // A newer address wins; naming the default tenant is the host again.
    window.history.replaceState(null, '', '/?tenant=default');
    expect(tenantId()).toBe('default');
    expect(onDefaultTenant()).toBe(true);
  });
});
