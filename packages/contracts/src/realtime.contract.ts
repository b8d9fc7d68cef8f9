import { z } from 'zod';
import type { ChatMessage, ChatUser } from './chat.contract.js';

/**
 * The realtime hubs (docs/product.md#realtime): one Socket.IO engine at `WS_BASE` (`/prod-ws`), one namespace
 * per hub, multiplexed over one WebSocket per tab. Event names and argument orders are part of the contract
 * the client's handlers are written against.
 */
export const HUBS = {
  /** Presence and force-out; guests allowed. Started whenever a token is present (and for guests' count). */
  main: '/main',
  /** Site-wide announcements; guests allowed. Started at app start-up. */
  notice: '/notice',
  /** The member's personal channel: notices and money. Started at app start-up when a token is present. */
  bbsNotice: '/bbs-notice',
  /** The chat room; members only. Started on entering the chat layout, stopped on leaving it. */
  chat: '/chat',
} as const;
export type HubName = keyof typeof HUBS;

/** Automatic reconnect every 3 s, with no random spread. */
export const HUB_RECONNECT_MS = 3000;

/** What a client sends in the Socket.IO handshake (`auth`). */
export const HubHandshake = z.object({
  /** The session token (as in `Authorization: Bearer`); absent for guests. */
  token: z.string().max(4096).optional(),
  /** The tenant id or code, as the `TenantId` header carries it; absent for the default tenant. */
  tenantId: z.string().max(64).optional(),
  /** A random id the browser keeps in local storage: counts a guest once across tabs. */
  browserId: z.string().min(8).max(64).optional(),
});
export type HubHandshake = z.infer<typeof HubHandshake>;

/**
 * The two kinds of announcement. A plain list, not a schema: every page's realtime client reads this module, and a
 * schema here would bring zod along to guests (site-notice.contract.ts builds the schema from the list).
 */
export const SITE_NOTICE_TYPES = ['MerryGoRound', 'Popup'] as const;
export type SiteNoticeType = (typeof SITE_NOTICE_TYPES)[number];

/** Server → client events of each hub, with their arguments in order. */
export interface MainHubEvents {
  /** Distinct people online (a member with several tabs counts once; a guest once per browser). */
  onlineNum: (count: number) => void;
  /** Every tab of this member logs out, alerts the message and goes to /index. */
  forceOut: (message: string) => void;
}
export interface NoticeHubEvents {
  /** A site-wide announcement: a marquee (MerryGoRound) or a dialog (Popup); `html` is sanitised. */
  receiveNotice: (type: SiteNoticeType, title: string, html: string, id: string) => void;
  /** Staff withdrew the announcement: it leaves the marquee, and its dialog closes if still open. */
  withdrawNotice: (id: string) => void;
}
export interface BbsNoticeHubEvents {
  /** A stored personal notice: prepended to the bell's list as unread in every tab. */
  Personal: (message: string, creationTime: string, id: string) => void;
  /**
   * A committed change of the member's money, signed (e.g. -50, 12.5), with its ledger reason (`draw.cost`,
   * `draw.prize`, …): a page that shows a draw holds the draw's changes until its widget stops.
   */
  Money: (amount: number, reason: string) => void;
}

/** Server → client events of the chat hub, with their arguments in order. Nothing is sent client → server. */
export interface ChatHubEvents {
  /** A member entered the room (their first tab on any instance). */
  liveUser: (user: ChatUser) => void;
  /** A member left the room (their last tab on every instance closed). */
  offlineUser: (userId: string) => void;
  /**
   * A new message for this tab; `type` is `CHAT_MESSAGE_TYPE_NUMBER[message.messageType]`. With `type` 3 the
   * client appends `message.content` to the message with the same id (inserting it when new) and takes the
   * piece's `state`: a streamed answer arrives as many pieces with one id.
   */
  receiveMsg: (type: number, message: ChatMessage) => void;
  /** Staff deleted this message: it disappears from every tab. */
  removeMsg: (id: string) => void;
  /** My standing changed (muted, unmuted): refresh the composer. `mutedUntil` null = may send again. */
  muteChanged: (mutedUntil: string | null) => void;
}

/** Messages a connection is refused with (`connect_error` carries them as `err.message`). */
export const HubErrors = {
  sessionEnded: '登录已失效，请重新登录',
  accountDisabled: '账号已被停用',
  membersOnly: '请先登录',
  unknownTenant: '租户不存在',
  tooManyConnections: '连接太频繁，请稍后再试',
  originRefused: '来源不被允许',
} as const;
