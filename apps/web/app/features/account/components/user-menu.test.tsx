// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installRealtimeEffects } from '../../../lib/realtime/effects';
import { dispatchHubEvent } from '../../../lib/realtime/hub-store';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { UserMenu } from './user-menu';

describe('the header’s money', () => {
  it('changes by the signed amount of each Money event', async () => {
    signIn({ money: 20 });
    mockApi({ 'GET /bbs-user/u1': { body: { id: 'u1', money: 20 } } });
    const uninstall = installRealtimeEffects();
    renderWithApp(<UserMenu />);
    const money = await screen.findByTestId('header-money');
    await waitFor(() => expect(money.textContent).toBe('20.00'));
    act(() => dispatchHubEvent('bbsNotice', 'Money', [-5]));
    expect(money.textContent).toBe('15.00');
    act(() => dispatchHubEvent('bbsNotice', 'Money', [2.5]));
    expect(money.textContent).toBe('17.50');
    uninstall();
  });
});

describe('the member’s menu', () => {
  it('leads to the chat room', async () => {
    signIn({ money: 20 });
    mockApi({ 'GET /bbs-user/u1': { body: { id: 'u1', money: 20 } } });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<UserMenu />);
    await user.hover(await screen.findByTestId('header-user'));
    await user.click(await screen.findByText('聊天室'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/chat'));
  });
});
