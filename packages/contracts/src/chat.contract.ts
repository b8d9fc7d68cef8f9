import { z } from 'zod';
import { idempotent, MoneyValue } from './activity/ledger.contract.js';
import { OkResult } from './common.contract.js';
import { Permissions } from './permissions.js';
import { defineRoute } from './route.js';

/**
 * The chat room (docs/product.md#chat-room-and-assistant, decision 0013): the public room (`All`), private conversations
 * between two members (`Personal`) and the site assistant (`Ai`). Sending goes through these REST routes; the
 * `/chat` hub only pushes (`liveUser`, `offlineUser`, `receiveMsg`, `removeMsg`). Every message is stored,
 * the assistant's answers included, so a reload or a second tab shows the same conversation.
 */
const tags = ['chat'];

// ----- constants and texts ------------------------------------------------------------------------------

/** The longest message a member may send, in characters. */
export const CHAT_MESSAGE_MAX = 500;
/** History loaded on entering a conversation: this many days back (older ones by cursor). */
export const CHAT_HISTORY_DAYS = 30;
/** The most messages one history call answers. */
export const CHAT_HISTORY_PAGE_MAX = 100;
/** The public room's default price per message, in money (a site setting changes it). */
export const CHAT_GROUP_PRICE_DEFAULT = 1;
/** The site setting that prices a message in the public room (money, e.g. `1` or `0.5`; `0` makes it free). */
export const CHAT_PRICE_SETTING = 'bbs.chat.groupPrice';
/** The highest room price, in money: the most one change of a member's money may be. */
export const CHAT_GROUP_PRICE_MAX = 10_000_000;
/** Why a room price cannot be stored, as the console shows it. */
export const CHAT_PRICE_INVALID = `群聊价格必须是 0 到 ${CHAT_GROUP_PRICE_MAX} 之间的数，最多两位小数（留空即默认 ${CHAT_GROUP_PRICE_DEFAULT}）`;

/**
 * The room price a site setting's value holds, in money: a number from 0 to CHAT_GROUP_PRICE_MAX with at most
 * two decimal places. An empty value means the default; anything else is `null` (not a price).
 */
export function parseChatGroupPrice(value: string): number | null {
  const raw = value.trim();
  if (raw === '') return CHAT_GROUP_PRICE_DEFAULT;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(raw)) return null;
  const price = Number(raw);
  return price <= CHAT_GROUP_PRICE_MAX ? price : null;
}

/** How long the composer shows the empty-message warning, in ms. */
export const CHAT_EMPTY_WARNING_MS = 3000;

/** Texts people read (the original's wording where it had one). */
export const CHAT_MESSAGES = {
  empty: '不能发送空白信息',
  tooLong: `消息最多 ${CHAT_MESSAGE_MAX} 个字`,
  insufficientMoney: '钱钱不足',
  banned: '账号已被禁言，只能查看消息',
  muted: '你已被禁言，解除时间：{until}',
  blocked: '对方已将你拉黑，无法发送消息',
  self: '不能给自己发消息',
  userNotFound: '用户不存在',
  messageNotFound: '消息不存在或已删除',
  aiQuota: '今天的 AI 助手次数已用完，明天再来吧',
  aiBusy: 'AI 助手正在回答上一个问题，请稍候',
  aiFailed: 'AI 助手暂时无法回答，请稍后再试',
  aiOutOfCredit: '余额不足,请联系站长充值',
  aiInterrupted: '（回答中断）',
} as const;

/** Error codes of the chat room, beside `ErrorCodes` and `ActivityErrorCodes.insufficientMoney`. */
export const ChatErrorCodes = {
  /** 403: the member is banned (reads, never sends) or muted until a time. */
  chatMuted: 'ChatMuted',
  /** 403: the receiver has blocked the sender. */
  chatBlocked: 'ChatBlocked',
  /** 429: the assistant's daily quota is used up. */
  aiQuota: 'AiQuota',
  /** 409: an answer to this member is still streaming. */
  aiBusy: 'AiBusy',
} as const;

// ----- shapes -------------------------------------------------------------------------------------------

/** The three conversations' kinds (`Group` of the original is not used). */
export const ChatMessageType = z.enum(['Personal', 'All', 'Ai']);
export type ChatMessageType = z.infer<typeof ChatMessageType>;

/**
 * The first argument of `receiveMsg`: the original's numbering of the message types. `3` (Ai) means "append
 * this piece to the message with the same id" (a streamed answer), or insert it when there is none yet.
 */
export const CHAT_MESSAGE_TYPE_NUMBER = { Personal: 0, Group: 1, All: 2, Ai: 3 } as const;

/**
 * A member as the chat room shows them: avatar, nick, level. Never phone, e-mail, address, IP or roles.
 * `userName` is the public handle of their profile page (`/profile/:userName`).
 */
export const ChatUser = z.object({
  userId: z.string(),
  userName: z.string(),
  nick: z.string(),
  /** The avatar's file id; null: the default avatar. */
  icon: z.string().nullable(),
  level: z.number().int(),
  levelName: z.string(),
  /** The title in English ('' when staff gave none: show the Chinese). */
  levelNameEn: z.string(),
});
export type ChatUser = z.infer<typeof ChatUser>;

/** Which assistant answers: a configured OpenAI-compatible model, or the site's own content (offline). */
export const AssistantMode = z.enum(['model', 'site']);
export type AssistantMode = z.infer<typeof AssistantMode>;

/** A streamed answer's state: pieces arrive while `streaming`; the last piece says `done` or `failed`. */
export const ChatStreamState = z.enum(['streaming', 'done', 'failed']);
export type ChatStreamState = z.infer<typeof ChatStreamState>;

/**
 * One message. `All`: `receiveId` null. `Personal`: between `sendUserId` and `receiveId`. `Ai`: the member's
 * question has `sendUserId` = the member and `receiveId` null; the assistant's answer has `sendUserId` null,
 * `receiveId` = the member and `assistantMode` set. `content` is plain text as the member typed it (the
 * client renders it as text, turning links into links); an answer's content is markdown (rendered sanitised).
 */
export const ChatMessage = z.object({
  id: z.string(),
  messageType: ChatMessageType,
  content: z.string(),
  sendUserId: z.string().nullable(),
  sendUserInfo: ChatUser.nullable(),
  receiveId: z.string().nullable(),
  receiveInfo: ChatUser.nullable(),
  creationTime: z.string(),
  /** The assistant's answers only: which mode wrote it. */
  assistantMode: AssistantMode.nullable(),
  /** The assistant's answers only: `streaming` until the last piece; stored answers are `done` or `failed`. */
  state: ChatStreamState.nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A row of the conversation list: the room, the assistant, and each private conversation with its peer. */
export const ChatConversation = z.object({
  messageType: ChatMessageType,
  /** The other member of a private conversation; null for the room and the assistant. */
  peer: ChatUser.nullable(),
  lastMessage: z
    .object({ id: z.string(), content: z.string(), sendUserId: z.string().nullable(), creationTime: z.string() })
    .nullable(),
  /** Messages newer than the member's last read mark (their own messages never count). */
  unread: z.number().int().min(0),
});
export type ChatConversation = z.infer<typeof ChatConversation>;

const UserIdParams = z.object({ userId: z.string().min(1).max(64) });
const IdParams = z.object({ id: z.string().min(1).max(64) });

/** A message as a member types it: trimmed; empty and over-long texts are refused with the room's texts. */
export const ChatContentInput = z
  .string({ error: CHAT_MESSAGES.empty })
  .trim()
  .min(1, CHAT_MESSAGES.empty)
  .max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.tooLong);

/** Which conversation: the room, the assistant, or the private one with `peerId`. */
export const ChatConversationQuery = z
  .object({
    messageType: ChatMessageType.default('All'),
    peerId: z.string().min(1).max(64).optional(),
  })
  .refine((v) => v.messageType !== 'Personal' || Boolean(v.peerId), {
    message: '请选择会话对象',
    path: ['peerId'],
  });

export const ChatHistoryQuery = z
  .object({
    messageType: ChatMessageType.default('All'),
    peerId: z.string().min(1).max(64).optional(),
    /**
     * The cursor: the `nextCursor` of the previous answer. Absent: the newest messages of the last
     * `CHAT_HISTORY_DAYS` days. Present: older messages, without the day limit.
     */
    before: z.string().min(1).max(200).optional(),
    maxResultCount: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX).default(50),
  })
  .refine((v) => v.messageType !== 'Personal' || Boolean(v.peerId), {
    message: '请选择会话对象',
    path: ['peerId'],
  });
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuery>;

export const ChatHistory = z.object({
  /** Oldest first. */
  items: z.array(ChatMessage),
  /** Pass as `before` for older messages; null when there are none. */
  nextCursor: z.string().nullable(),
});
export type ChatHistory = z.infer<typeof ChatHistory>;

/** What the room's page needs before the first message: prices, limits, the member's standing, the assistant. */
export const ChatStatus = z.object({
  groupPrice: MoneyValue,
  maxLength: z.number().int(),
  /** False when banned or muted: the composer is read-only and says why. */
  canSend: z.boolean(),
  /** When a mute ends (ISO); null when not muted (a ban has no end). */
  mutedUntil: z.string().nullable(),
  banned: z.boolean(),
  /** Whether the member may delete messages and mute members here. */
  canModerate: z.boolean(),
  assistant: z.object({
    mode: AssistantMode,
    /** The configured model's name in `model` mode; null in `site` mode. */
    model: z.string().nullable(),
    dailyQuota: z.number().int(),
    usedToday: z.number().int(),
  }),
});
export type ChatStatus = z.infer<typeof ChatStatus>;

// ----- routes -------------------------------------------------------------------------------------------

export const chatRoutes = {
  /** Members in the room now, across every instance (each once, however many tabs). */
  onlineUsers: defineRoute({
    method: 'GET',
    path: '/chat-user',
    summary: 'Members in the chat room now (avatar, nick, level)',
    tags,
    access: 'member',
    response: z.object({ items: z.array(ChatUser) }),
  }),
  /** Find a member to write to, online or not, by user name or nick. */
  searchUsers: defineRoute({
    method: 'GET',
    path: '/chat-user/search',
    summary: 'Find members to write to by user name or nick',
    tags,
    access: 'member',
    query: z.object({ keyword: z.string().trim().min(1).max(50) }),
    response: z.object({ items: z.array(ChatUser) }),
  }),
  /** One member (to open a private conversation from a link). */
  user: defineRoute({
    method: 'GET',
    path: '/chat-user/:userId',
    summary: 'One member as the chat room shows them',
    tags,
    access: 'member',
    params: UserIdParams,
    response: ChatUser,
  }),
  status: defineRoute({
    method: 'GET',
    path: '/chat-message/status',
    summary: 'The room price, message limit, my standing and which assistant answers',
    tags,
    access: 'member',
    response: ChatStatus,
  }),
  /** The original's history path: one conversation at a time, newest page first, oldest first within it. */
  history: defineRoute({
    method: 'GET',
    path: '/chat-message/account',
    summary: 'A conversation: the last 30 days on entry, older by cursor',
    tags,
    access: 'member',
    query: ChatHistoryQuery,
    response: ChatHistory,
  }),
  conversations: defineRoute({
    method: 'GET',
    path: '/chat-message/conversations',
    summary: 'My conversations, most recent first, with unread counts',
    tags,
    access: 'member',
    response: z.object({ items: z.array(ChatConversation) }),
  }),
  markRead: defineRoute({
    method: 'PUT',
    path: '/chat-message/read',
    summary: 'Mark a conversation read up to now',
    tags,
    access: 'member',
    body: ChatConversationQuery,
    response: OkResult,
  }),
  /** Free; reaches both members in every tab, whether the receiver is online or not. */
  sendPersonal: defineRoute({
    method: 'POST',
    path: '/chat-message/personal',
    summary: 'Write to a member (free)',
    tags,
    access: 'member',
    body: z.object({ userId: z.string().min(1).max(64), content: ChatContentInput }),
    response: ChatMessage,
    status: 201,
  }),
  /** Costs the room's price, paid in the same transaction as the message ("钱钱不足" when short). */
  sendGroup: idempotent(
    defineRoute({
      method: 'POST',
      path: '/chat-message/group',
      summary: 'Write to the public room (costs the room price)',
      tags,
      access: 'member',
      body: z.object({ content: ChatContentInput }),
      response: ChatMessage,
      status: 201,
    }),
  ),
  /**
   * Ask the assistant. Answers at once with the stored question and the id the answer will stream under
   * (`receiveMsg(3, …)` pieces to every tab of the member); the finished answer is stored too.
   */
  askAssistant: defineRoute({
    method: 'POST',
    path: '/ai-chat/chat',
    summary: 'Ask the site assistant; the answer streams over the chat hub',
    tags,
    access: 'member',
    body: z.object({ content: ChatContentInput }),
    response: z.object({ question: ChatMessage, answerId: z.string(), mode: AssistantMode }),
    status: 201,
  }),
  /** Forget my conversation with the assistant (the model sees none of it afterwards). */
  clearAssistant: defineRoute({
    method: 'DELETE',
    path: '/ai-chat/chat',
    summary: 'Clear my conversation with the assistant',
    tags,
    access: 'member',
    response: OkResult,
  }),
  blocks: defineRoute({
    method: 'GET',
    path: '/chat-block',
    summary: 'Members I have blocked',
    tags,
    access: 'member',
    response: z.object({ items: z.array(ChatUser) }),
  }),
  block: defineRoute({
    method: 'PUT',
    path: '/chat-block/:userId',
    summary: 'Block a member: they can no longer write to me',
    tags,
    access: 'member',
    params: UserIdParams,
    response: OkResult,
  }),
  unblock: defineRoute({
    method: 'DELETE',
    path: '/chat-block/:userId',
    summary: 'Unblock a member',
    tags,
    access: 'member',
    params: UserIdParams,
    response: OkResult,
  }),
};

/** Staff moderation of the room (forum moderators and administrators); both actions are audited. */
export const chatModerationRoutes = {
  /** The message disappears for everyone at once (`removeMsg`). */
  deleteMessage: defineRoute({
    method: 'DELETE',
    path: '/chat-message/:id',
    summary: 'Delete a chat message (staff)',
    tags,
    access: { permission: Permissions.forumModerate },
    params: IdParams,
    response: OkResult,
  }),
  mute: defineRoute({
    method: 'PUT',
    path: '/chat-user/:userId/mute',
    summary: 'Mute a member in the chat room for a time (staff)',
    tags,
    access: { permission: Permissions.forumModerate },
    params: UserIdParams,
    body: z.object({
      /** From 1 minute to 30 days. */
      minutes: z.coerce.number().int().min(1).max(43_200),
      reason: z.string().trim().min(1, '请填写原因').max(200),
    }),
    response: z.object({ mutedUntil: z.string() }),
  }),
  unmute: defineRoute({
    method: 'DELETE',
    path: '/chat-user/:userId/mute',
    summary: 'Lift a member’s mute (staff)',
    tags,
    access: { permission: Permissions.forumModerate },
    params: UserIdParams,
    response: OkResult,
  }),
};
