// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp, signIn } from '../../test/render';
import { getSession, getToken } from '../session/session-store';
import { installRealtimeEffects, resetForceOutForTests } from './effects';
import { expectOwnLogout } from './own-logout';
import { dispatchHubEvent, getOnlineCount, setOnlineCount } from './hub-store';

let uninstall: () => void;

beforeEach(() => {
  resetForceOutForTests();
  uninstall = installRealtimeEffects();
});

afterEach(() => {
  uninstall();
  setOnlineCount(null);
});

describe('main and personal hub effects', () => {
  it('forceOut logs out like logout, shows the message and goes to /index', async () => {
    signIn();
    window.localStorage.setItem('cs.compareBasket', '["m1"]');
    window.sessionStorage.setItem('TenantId', 'acme');
    renderWithApp(<p>page</p>, { path: '/discuss' });
    await screen.findByText('page');

    dispatchHubEvent('main', 'forceOut', ['您已被管理员强制下线']);
    expect(await screen.findByText('您已被管理员强制下线')).toBeTruthy();
    expect(document.querySelector('.cs-force-out .ant-modal-confirm-title')?.textContent).toBe('提示');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/index'));
    expect(getToken()).toBeNull();
    expect(getSession().id).toBeNull();
    expect(window.localStorage.getItem('AccessToken')).toBeNull();
    expect(window.localStorage.getItem('cs.compareBasket')).toBeNull();
    expect(window.sessionStorage.getItem('TenantId')).toBeNull();

    // The same force-out heard twice (its socket and another tab) shows one dialog.
    dispatchHubEvent('main', 'forceOut', ['您已被管理员强制下线']);
    expect(screen.getAllByText('您已被管理员强制下线')).toHaveLength(1);
  });

  it('tells the other tabs, which follow even if their socket missed it', async () => {
    signIn();
    const otherTab = new BroadcastChannel('cs.realtime');
    const heard = new Promise<unknown>((resolve) => {
      otherTab.onmessage = (event: MessageEvent<unknown>) => resolve(event.data);
    });
    dispatchHubEvent('main', 'forceOut', ['账号已被停用']);
    expect(await heard).toEqual({ type: 'forceOut', message: '账号已被停用' });
    otherTab.close();
  });

  it('follows a force-out another tab heard', async () => {
    signIn();
    renderWithApp(<p>page</p>, { path: '/start' });
    await screen.findByText('page');
    const otherTab = new BroadcastChannel('cs.realtime');
    otherTab.postMessage({ type: 'forceOut', message: '密码已修改，请重新登录' });
    expect(await screen.findByText('密码已修改，请重新登录')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/index'));
    expect(getToken()).toBeNull();
    otherTab.close();
  });

  it('leaves the tab that logs out to say goodbye itself', () => {
    signIn();
    expectOwnLogout();
    dispatchHubEvent('main', 'forceOut', ['您已退出登录']);
    // The logout action clears the session; the echo of it changes nothing.
    expect(getToken()).toBe('tok-member');
  });

  it('onlineNum sets the count; Money adds the signed amount', () => {
    dispatchHubEvent('main', 'onlineNum', [12]);
    expect(getOnlineCount()).toBe(12);
    dispatchHubEvent('main', 'onlineNum', ['many']);
    expect(getOnlineCount()).toBe(12);

    signIn({ money: 100 });
    dispatchHubEvent('bbsNotice', 'Money', [-50]);
    dispatchHubEvent('bbsNotice', 'Money', [12.5]);
    dispatchHubEvent('bbsNotice', 'Money', ['x']);
    expect(getSession().money).toBe(62.5);
  });
});
