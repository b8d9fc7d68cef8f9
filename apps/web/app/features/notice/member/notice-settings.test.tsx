// @vitest-environment jsdom
import type { NoticeSettings } from '@clearsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import NoticeSettingsTab from './notice-settings';

const defaults: NoticeSettings = {
  events: { replies: true, mentions: true, watching: true, likes: true, solved: true, tasks: true },
  watchOwnTopics: true,
  watchRepliedTopics: true,
  dailyLimit: null,
  siteDailyLimit: 50,
};

describe('the notification settings tab', () => {
  it('switches likes off and lowers the daily limit', async () => {
    signIn({ id: 'u1', userName: 'alice' });
    const calls = mockApi({
      'GET /bbs-notice/settings': { body: defaults },
      'PUT /bbs-notice/settings': (call) => ({
        body: { ...defaults, ...(call.body as object), events: { ...defaults.events, likes: false } },
      }),
    });
    renderWithApp(<NoticeSettingsTab userId="u1" />, { path: '/profile/alice?tab=notices' });
    const likes = (await screen.findByTestId('notice-event-likes')) as HTMLInputElement;
    expect(likes.checked).toBe(true);
    expect(screen.getByTestId('notice-event-watching').closest('label')!.textContent).toMatch(
      /关注的主题有新回复|topics I watch/,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(likes);
    await user.type(screen.getByTestId('notice-daily-limit'), '20');
    await user.click(screen.getByTestId('notice-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      events: { ...defaults.events, likes: false },
      watchOwnTopics: true,
      watchRepliedTopics: true,
      dailyLimit: 20,
    });
  });

  it("refuses a limit above the site's before sending it", async () => {
    signIn({ id: 'u1', userName: 'alice' });
    const calls = mockApi({ 'GET /bbs-notice/settings': { body: defaults } });
    renderWithApp(<NoticeSettingsTab userId="u1" />, { path: '/profile/alice?tab=notices' });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByTestId('notice-daily-limit'), '80');
    expect((await screen.findByRole('alert')).textContent).toMatch(/1 到 50|1 to 50/);
    expect((screen.getByTestId('notice-save') as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
