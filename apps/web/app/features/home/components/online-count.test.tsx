// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchHubEvent, setOnlineCount } from '../../../lib/realtime/hub-store';
import { installRealtimeEffects } from '../../../lib/realtime/effects';
import { renderWithApp } from '../../../test/render';
import { OnlineCount } from './online-count';

afterEach(() => setOnlineCount(null));

describe('OnlineCount', () => {
  it('starts from the count the page was rendered with and follows onlineNum', async () => {
    const uninstall = installRealtimeEffects();
    renderWithApp(<OnlineCount initial={3} />);
    const count = await screen.findByTestId('home-online-count');
    expect(count.textContent).toBe('当前在线 3 人');
    act(() => dispatchHubEvent('main', 'onlineNum', [1234]));
    expect(count.textContent).toBe('当前在线 1,234 人');
    uninstall();
  });

  it('shows 1 when nothing is known, in English with its plural', async () => {
    renderWithApp(<OnlineCount initial={null} />, { lang: 'en' });
    const count = await screen.findByTestId('home-online-count');
    expect(count.textContent).toBe('1 person online');
    act(() => setOnlineCount(2));
    expect(count.textContent).toBe('2 people online');
  });
});
