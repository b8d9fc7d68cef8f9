import { feedback } from '../feedback';
import { PAGES } from '@clearsight/contracts';
import { receiveMoney } from '../session/money-hold';
import { clearEverything, getToken } from '../session/session-store';
import { navigateTo, t } from '../ui';
import { onHubEvent, setOnlineCount } from './hub-store';
import { ownLogoutTime, resetOwnLogoutForTests } from './own-logout';

/**
 * The effects of the hub events that belong to no feature (docs/product.md#realtime): the online count,
 * force-out and money. The notice feature handles its own (announcements, personal notices).
 */

/** Tabs of this browser tell each other about a force-out (see `forceOut`). */
const CHANNEL_NAME = 'cs.realtime';
/** A force-out reaches every tab through its own socket and through the channel: one dialog per tab. */
const FORCE_OUT_ONCE_MS = 5_000;

interface ForceOutMessage {
  type: 'forceOut';
  message: string;
}

/** How long after this tab asked to log out a force-out of its session is its own logout's echo. */
const OWN_LOGOUT_MS = 15_000;

let lastForcedOut = Number.NEGATIVE_INFINITY;

/**
 * Logs out as logout does (token, user info and storage; the server already ended the session), shows the
 * message and goes to the home page. Answers whether it did (once per tab, never during its own logout).
 */
export function forceOut(message: string): boolean {
  const now = Date.now();
  if (now - ownLogoutTime() < OWN_LOGOUT_MS) return false;
  if (now - lastForcedOut < FORCE_OUT_ONCE_MS) return false;
  lastForcedOut = now;
  clearEverything();
  const text = message.trim() || t('realtime.forcedOut');
  const api = feedback;
  if (api) {
    api.modal.warning({
      title: t('http.promptTitle'),
      content: text,
      okText: t('http.confirm'),
      rootClassName: 'cs-force-out',
    });
  } else if (typeof window !== 'undefined') {
    window.alert(text);
  }
  navigateTo(PAGES.home);
  return true;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Installs the effects; answers the function that removes them. */
export function installRealtimeEffects(): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  const offs = [
    onHubEvent('main', 'onlineNum', (count) => {
      if (isCount(count)) setOnlineCount(count);
    }),
    onHubEvent('main', 'forceOut', (message) => {
      const text = typeof message === 'string' ? message : '';
      // Every tab of the member has its own socket, but a tab whose socket was just closing (the first tab's
      // logout restarted it) could miss the event: the first tab to hear it tells the others.
      if (forceOut(text)) channel?.postMessage({ type: 'forceOut', message: text } satisfies ForceOutMessage);
    }),
    onHubEvent('bbsNotice', 'Money', (amount, reason) => {
      if (isAmount(amount) && getToken()) receiveMoney(amount, reason);
    }),
  ];
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as Partial<ForceOutMessage> | null;
      if (data?.type === 'forceOut') forceOut(typeof data.message === 'string' ? data.message : '');
    };
  }
  return () => {
    for (const off of offs) off();
    channel?.close();
  };
}

/** Tests only: forget the last force-out and logout. */
export function resetForceOutForTests(): void {
  lastForcedOut = Number.NEGATIVE_INFINITY;
  resetOwnLogoutForTests();
}
