// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/use-translation';
import { resetHubStates, setHubState } from './hub-store';
import { ReconnectingIndicator } from './realtime-shell';

afterEach(() => {
  cleanup();
  resetHubStates();
});

const renderIn = (lang: 'zh-CN' | 'en') =>
  render(
    <I18nProvider lang={lang}>
      <ReconnectingIndicator />
    </I18nProvider>,
  );

describe('the reconnecting state', () => {
  it('shows while a hub is reconnecting and goes once it is back', () => {
    renderIn('zh-CN');
    const region = screen.getByTestId('realtime-status');
    expect(region.getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('realtime-reconnecting')).toBeNull();

    act(() => setHubState('main', 'connecting'));
    expect(screen.queryByTestId('realtime-reconnecting')).toBeNull();
    act(() => setHubState('main', 'connected'));
    act(() => setHubState('notice', 'connected'));
    act(() => setHubState('main', 'reconnecting'));
    act(() => setHubState('notice', 'reconnecting'));
    expect(screen.getByTestId('realtime-reconnecting').textContent).toContain('连接已断开，正在重新连接…');
    act(() => setHubState('main', 'connected'));
    expect(screen.getByTestId('realtime-reconnecting')).toBeTruthy();
    act(() => setHubState('notice', 'connected'));
    expect(screen.queryByTestId('realtime-reconnecting')).toBeNull();
  });

  it('is not shown for a refused hub (the session decides), and speaks English', () => {
    renderIn('en');
    act(() => setHubState('bbsNotice', 'refused', '登录已失效，请重新登录'));
    expect(screen.queryByTestId('realtime-reconnecting')).toBeNull();
    act(() => setHubState('main', 'reconnecting'));
    expect(screen.getByTestId('realtime-reconnecting').textContent).toContain('Connection lost, reconnecting…');
  });
});
