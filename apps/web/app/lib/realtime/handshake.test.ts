// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearEverything, setToken } from '../session/session-store';
import { currentHandshake } from './handshake';

afterEach(() => {
  clearEverything();
  window.localStorage.clear();
});

describe('the hubs’ handshake', () => {
  it('sends the token and the tab’s tenant, and nothing that names the browser', () => {
    expect(currentHandshake()).toEqual({});
    setToken('tok-1');
    window.sessionStorage.setItem('TenantId', ' acme ');
    expect(currentHandshake()).toEqual({ token: 'tok-1', tenantId: 'acme' });
  });

  it('leaves nothing in storage, so a logout clears every key', () => {
    setToken('tok-1');
    window.localStorage.setItem('cs.compareBasket', '["m1"]');
    window.localStorage.setItem('cs.seenSiteNotices', '["n1"]');
    currentHandshake();
    clearEverything();
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    currentHandshake();
    expect(window.localStorage.length).toBe(0);
  });
});
