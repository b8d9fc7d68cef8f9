import { HubErrors } from '@clearsight/contracts';
import type { DomainEvents } from '../events.js';
import type { FanOut, Hubs } from './realtime-server.js';
import { rooms } from './rooms.js';

/** What a forced-out tab tells its member, by why the session ended (the `session.revoked` reasons). */
const FORCE_OUT_MESSAGES: Record<string, string> = {
  logout: '您已退出登录',
  'force-out': '您已被管理员强制下线',
  disabled: HubErrors.accountDisabled,
  'password-reset': '密码已重置，请重新登录',
  'password-changed': '密码已修改，请重新登录',
};

export function forceOutMessage(reason: string): string {
  return FORCE_OUT_MESSAGES[reason] ?? HubErrors.sessionEnded;
}

/**
 * Domain events (emitted by services after they commit) to hub events. Emits go through the Socket.IO
 * adapter, so with Redis a client connected to any instance receives them; rooms keep each to its tenant,
 * member or session. What goes to a whole tenant takes the fan-out (realtime/fan-out.ts): the same on every
 * instance, one pre-built frame per tab.
 */
export function bridgeDomainEvents(
  events: DomainEvents,
  realtime: { hubs: Hubs; forceOut(sessionIds: string[], message: string): void; fanOut: FanOut },
): () => void {
  const { hubs, fanOut } = realtime;
  const subscriptions = [
    events.on('notice.created', (e) => {
      // The fourth argument says an unread notice was updated (grouped replies): the bell's count stays.
      hubs.bbsNotice
        .to(rooms.member(e.tenantId, e.userId))
        .emit('Personal', e.message, e.creationTime, e.noticeId, e.grouped === true);
    }),
    events.on('money.changed', (e) => {
      hubs.bbsNotice.to(rooms.member(e.tenantId, e.userId)).emit('Money', e.amount, e.reason);
    }),
    events.on('site-notice.published', (e) => {
      fanOut('notice', rooms.tenant(e.tenantId), 'receiveNotice', e.type, e.title, e.html, e.id);
    }),
    events.on('site-notice.withdrawn', (e) => {
      fanOut('notice', rooms.tenant(e.tenantId), 'withdrawNotice', e.id);
    }),
    events.on('session.revoked', (e) => {
      realtime.forceOut(e.sessionIds, forceOutMessage(e.reason));
    }),
  ];
  return () => {
    for (const unsubscribe of subscriptions) unsubscribe();
  };
}
