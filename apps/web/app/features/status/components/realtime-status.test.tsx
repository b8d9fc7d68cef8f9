// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetHubStates, setHubState, setOnlineCount } from '../../../lib/realtime/hub-store';
import { renderWithApp } from '../../../test/render';
import { RealtimeStatus } from './realtime-status';

afterEach(() => {
  resetHubStates();
  setOnlineCount(null);
});

describe('the status page’s realtime part', () => {
  it('shows each hub’s state and the online count, live', async () => {
    renderWithApp(<RealtimeStatus initialOnline={5} />);
    const main = await screen.findByTestId('status-hub-main');
    expect(main.dataset.state).toBe('off');
    expect(main.textContent).toBe('未启动');
    expect(screen.getByTestId('status-online').textContent).toBe('5');

    act(() => {
      setHubState('main', 'connected');
      setHubState('notice', 'reconnecting');
      setHubState('bbsNotice', 'refused', '登录已失效，请重新登录');
      setOnlineCount(8);
    });
    expect(screen.getByTestId('status-hub-main').textContent).toBe('已连接');
    expect(screen.getByTestId('status-hub-notice').textContent).toBe('重新连接中');
    expect(screen.getByTestId('status-hub-bbsNotice').dataset.state).toBe('refused');
    expect(screen.getByText('登录已失效，请重新登录')).toBeTruthy();
    expect(screen.getByTestId('status-online').textContent).toBe('8');
  });

  it('says why a hub was refused in the page’s language, and an unknown reason as the server sent it', async () => {
    renderWithApp(<RealtimeStatus initialOnline={null} />, { lang: 'en' });
    await screen.findByTestId('status-hub-main');
    act(() => {
      setHubState('bbsNotice', 'refused', '请先登录');
      setHubState('notice', 'reconnecting', 'xhr poll error');
    });
    expect(screen.getByTestId('status-hub-bbsNotice').textContent).toBe('Refused');
    expect(screen.getByText('sign in first')).toBeTruthy();
    expect(screen.queryByText('请先登录')).toBeNull();
    expect(screen.getByText('xhr poll error')).toBeTruthy();
  });
});
