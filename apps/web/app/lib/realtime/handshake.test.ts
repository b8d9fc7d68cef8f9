// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearEverything, setToken } from '../session/session-store';
import { BROWSER_ID_KEY, browserId, currentHandshake } from './handshake';

afterEach(() => {
  clearEverything();
  window.localStorage.clear();
});

describe('the hubs’ handshake', () => {
  it('sends the token, the tab’s tenant and this browser’s id', () => {
    const guest = currentHandshake();
    expect(guest).toEqual({ browserId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    setToken('tok-1');
    window.sessionStorage.setItem('TenantId', ' acme ');
    expect(currentHandshake()).toEqual({ token: 'tok-1', tenantId: 'acme', browserId: guest.browserId });
  });

  it('keeps the browser id in local storage, and across a logout', () => {
    const id = browserId();
    expect(window.localStorage.getItem(BROWSER_ID_KEY)).toBe(id);
    expect(browserId()).toBe(id);
    setToken('tok-1');
    window.localStorage.setItem('cs.compareBasket', '["m1"]');
    clearEverything();
    expect(window.localStorage.getItem('AccessToken')).toBeNull();
    expect(window.localStorage.getItem('cs.compareBasket')).toBeNull();
    expect(window.localStorage.getItem(BROWSER_ID_KEY)).toBe(id);
    expect(currentHandshake()).toEqual({ browserId: id });
  });

  it('replaces a stored id that is not one', () => {
    window.localStorage.setItem(BROWSER_ID_KEY, 'x');
    expect(browserId()).toMatch(/^[0-9a-f]{32}$/);
  });
});
