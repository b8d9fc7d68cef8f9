// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { startRealtime } from '../../../lib/realtime/controller';
import { getHubStatuses } from '../../../lib/realtime/hub-store';
import { startTestHubServer, type TestHubServer } from '../../../lib/realtime/test-hub-server';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { resetSiteNoticesForTests } from '../site-notice-store';
import { HeaderBell as NoticeBell } from '../../../layouts/shared/header-bell';
import { NoticeRealtime } from './notice-realtime';

/** End to end inside one process: a real hub server, the real client in the page, the bell and the dialog. */

let server: TestHubServer;
let stop: () => void = () => undefined;

beforeEach(async () => {
  server = await startTestHubServer();
});

afterEach(async () => {
  stop();
  resetSiteNoticesForTests();
  await server.close();
});

describe('the notice hubs in the page', () => {
  it('moves the bell and opens the announcement as the server sends them', async () => {
    signIn();
    mockApi({
      'GET /notice/active': { body: { items: [] } },
      'GET /bbs-notice': { body: { items: [], totalCount: 0, unreadCount: 0 } },
    });
    renderWithApp(
      <>
        <NoticeBell />
        <NoticeRealtime />
      </>,
    );
    stop = startRealtime({
      url: server.url,
      // Not jsdom's WebSocket: in this environment the global Event is jsdom's, and the Node WebSocket behind
      // jsdom's refuses to dispatch it. ws brings its own events and speaks to the hub server the same way.
      clientOptions: { webSocket: NodeWebSocket as unknown as typeof WebSocket },
      whenIdle: (run) => {
        run();
        return () => undefined;
      },
    });
    const bell = await screen.findByTestId('notice-bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('消息通知，0 条未读'));
    await waitFor(() => expect(getHubStatuses().bbsNotice.state).toBe('connected'));
    expect(server.handshakes.find((h) => h.hub === 'bbsNotice')!.auth.token).toBe('tok-member');

    server.hub('bbsNotice').emit('Personal', 'carol 回复了你的评论', new Date().toISOString(), 'n-live');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('消息通知，1 条未读'));

    server.hub('notice').emit('receiveNotice', 'Popup', '系统升级', '<p>周六凌晨升级</p>', 'p-live');
    expect((await screen.findByTestId('site-notice-popup-body')).innerHTML).toBe('<p>周六凌晨升级</p>');
  });
});
