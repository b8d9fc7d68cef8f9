import { z } from 'zod';
import type { ChatMessage, ChatUser } from './chat.contract.js';

/**
 * The realtime hubs (docs/product.md#realtime): one Socket.IO engine at `WS_BASE` (`/prod-ws`), one namespace
 * per hub, multiplexed over one WebSocket per tab. Event names and argument orders are part of the contract
 * the client's handlers are written against.
 */
export const HUBS = {
  /** Presence and force-out; guests allowed. The web starts it whenever a token is present. */
  main: '/main',
  /** Site-wide announcements; guests allowed. Started at app start-up. */
  notice: '/notice',
  /**
   * The member's personal channel: notices and money. Started at app start-up; a guest's connection is refused as
   * members-only until a login re-authenticates it.
   */
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
  /*
   * Live topics and boards (docs/decisions/0036-live-topics-and-boards.md), to the tabs that joined the room with
   * `liveJoin`. Ids and counts only: the page fetches what it shows through the API, which authorises.
   */
  /** A comment was posted in the topic, by that member (a tab ignores its own member's). */
  liveComment: (discussId: string, commentId: string, authorId: string) => void;
  /** The topic's or a comment's like count is now `likeCount`. */
  liveLikes: (discussId: string, targetType: LiveLikeTarget, targetId: string, likeCount: number) => void;
  /**
   * The topic changed (edited, moderated, answered, deleted): the page fetches it again. With `rejoin`, who may
   * read it may have changed and the server took every tab out of the room: a tab that still reads it joins again.
   */
  liveTopic: (discussId: string, rejoin: boolean) => void;
  /** A comment shown on the page changed (deleted, hidden, shown again, marked as the answer): fetch it again. */
  liveCommentChanged: (discussId: string, commentId: string) => void;
  /** A topic anyone may read was started in this board (`plateId`); the all-boards room hears every board's. */
  liveBoardTopic: (plateId: string, discussId: string) => void;
}

/** Rooms a page joins on the notice hub: a topic (its id) or a board (its id, or `LIVE_ALL_BOARDS` for /discuss). */
export type LiveRoomKind = 'topic' | 'board';
export const LIVE_ALL_BOARDS = '*';
export type LiveLikeTarget = 'discuss' | 'comment';
/** Live rooms one connection (one tab) may be in at once; a join past it is refused. */
export const LIVE_ROOM_LIMIT = 4;

/**
 * Client → server events of the notice hub, the only ones any hub takes. Each costs one packet of the connection's
 * inbound budget; `liveJoin` answers whether the tab is in the room (false: no such topic or board in its tenant,
 * not readable by its member or guest, or past `LIVE_ROOM_LIMIT`).
 */
export interface NoticeHubClientEvents {
  liveJoin: (kind: LiveRoomKind, id: string, ack: (joined: boolean) => void) => void;
  liveLeave: (kind: LiveRoomKind, id: string) => void;
}
export interface BbsNoticeHubEvents {
  /**
   * A stored personal notice: prepended to the bell's list as unread in every tab. `grouped`: an unread grouped
   * notice ("3 new replies in …") was reworded and moved to the top; it is counted already.
   */
  Personal: (message: string, creationTime: string, id: string, grouped: boolean) => void;
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
