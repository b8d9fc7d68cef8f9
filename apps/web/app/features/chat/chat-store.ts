import {
  CHAT_MESSAGE_TYPE_NUMBER,
  type ChatConversation,
  type ChatMessage,
  type ChatUser,
} from '@clearsight/contracts';
import { ASSISTANT, conversationOf, peerOf, personalKey, PUBLIC_ROOM, type ConversationKey } from './conversation';
import { mergeLive, mergePage, removeMessage } from './message-list';
import { FRESH_PAGING, pagingArrived, pagingFailed, pagingStarted, type HistoryPaging } from './paging';
import { countArrival, markRead, type UnreadCounts } from './unread';

/**
 * Everything the room shows, as one reducer over what the API answers and what the `/chat` hub pushes: the
 * conversation list (room, assistant, private conversations most recent first), each conversation's
 * messages and history paging, unread counts and the members in the room.
 */
export interface Thread {
  messages: ChatMessage[];
  paging: HistoryPaging;
}

export interface Preview {
  content: string;
  sendUserId: string | null;
  creationTime: string;
}

export interface ChatState {
  me: string;
  open: ConversationKey;
  threads: Partial<Record<ConversationKey, Thread>>;
  /** The other member of each private conversation the list shows. */
  peers: Readonly<Record<string, ChatUser>>;
  /** Private conversations, most recent first. */
  personal: readonly ConversationKey[];
  previews: Partial<Record<ConversationKey, Preview>>;
  unread: UnreadCounts;
  /** Members in the room now, the reader left out. */
  online: readonly ChatUser[];
}

export type ChatAction =
  | { type: 'conversations'; items: readonly ChatConversation[] }
  | { type: 'online'; items: readonly ChatUser[] }
  | { type: 'liveUser'; user: ChatUser }
  | { type: 'offlineUser'; userId: string }
  | { type: 'received'; kind: number; message: ChatMessage; visible: boolean }
  | { type: 'sent'; message: ChatMessage }
  /** The assistant's answer is on its way: a bubble for it before its first piece. */
  | { type: 'answerStarted'; message: ChatMessage }
  | { type: 'removed'; id: string }
  | { type: 'open'; key: ConversationKey; peer?: ChatUser }
  | { type: 'pageStarted'; key: ConversationKey }
  | { type: 'pageArrived'; key: ConversationKey; items: readonly ChatMessage[]; nextCursor: string | null }
  | { type: 'pageFailed'; key: ConversationKey }
  | { type: 'read'; key: ConversationKey }
  | { type: 'assistantCleared' };

export function initialChatState(me: string, open: ConversationKey = PUBLIC_ROOM): ChatState {
  return { me, open, threads: {}, peers: {}, personal: [], previews: {}, unread: {}, online: [] };
}

export function threadOf(state: ChatState, key: ConversationKey): Thread {
  return state.threads[key] ?? { messages: [], paging: FRESH_PAGING };
}

function withThread(state: ChatState, key: ConversationKey, change: (thread: Thread) => Thread): ChatState {
  return { ...state, threads: { ...state.threads, [key]: change(threadOf(state, key)) } };
}

/** Moves a private conversation to the top of the list (adding it when new). */
function toTop(personal: readonly ConversationKey[], key: ConversationKey): ConversationKey[] {
  return [key, ...personal.filter((k) => k !== key)];
}

function previewOf(message: Pick<ChatMessage, 'content' | 'sendUserId' | 'creationTime'>): Preview {
  return { content: message.content, sendUserId: message.sendUserId, creationTime: message.creationTime };
}

/** A message (new or a streamed piece) lands in its conversation and moves the list. */
function file(
  state: ChatState,
  message: ChatMessage,
  piece: boolean,
): { state: ChatState; key: ConversationKey | null } {
  const key = conversationOf(message, state.me);
  if (!key) return { state, key: null };
  let next = state;
  const thread = state.threads[key];
  // Conversations never opened load their history when opened; until then only their preview changes.
  if (thread) next = withThread(next, key, (t) => ({ ...t, messages: mergeLive(t.messages, message, piece) }));
  const held = next.threads[key]?.messages.find((m) => m.id === message.id);
  const previous = state.previews[key];
  const preview: Preview =
    piece && held
      ? previewOf(held)
      : piece && previous && thread === undefined
        ? { ...previous, content: previous.content + message.content }
        : previewOf(message);
  next = { ...next, previews: { ...next.previews, [key]: preview } };
  const peerId = peerOf(key);
  if (peerId) {
    const info = message.sendUserId === peerId ? message.sendUserInfo : message.receiveInfo;
    next = {
      ...next,
      personal: toTop(next.personal, key),
      peers: info && !next.peers[peerId] ? { ...next.peers, [peerId]: info } : next.peers,
    };
  }
  return { state: next, key };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'conversations': {
      const peers: Record<string, ChatUser> = { ...state.peers };
      const previews: Partial<Record<ConversationKey, Preview>> = { ...state.previews };
      const unread: Partial<Record<ConversationKey, number>> = {};
      const personal: ConversationKey[] = [];
      for (const row of action.items) {
        let key: ConversationKey;
        if (row.messageType === 'All') key = PUBLIC_ROOM;
        else if (row.messageType === 'Ai') key = ASSISTANT;
        else if (row.peer) {
          key = personalKey(row.peer.userId);
          peers[row.peer.userId] = row.peer;
          personal.push(key);
        } else continue;
        const held = previews[key];
        if (row.lastMessage && (!held || held.creationTime <= row.lastMessage.creationTime)) {
          previews[key] = previewOf(row.lastMessage);
        }
        if (row.unread > 0 && key !== state.open) unread[key] = row.unread;
      }
      // Conversations opened before the list arrived (a search, a live message) stay in it.
      const kept = state.personal.filter((key) => !personal.includes(key));
      return { ...state, peers, previews, unread, personal: [...kept, ...personal] };
    }
    case 'online':
      return { ...state, online: action.items.filter((user) => user.userId !== state.me) };
    case 'liveUser': {
      if (action.user.userId === state.me) return state;
      const others = state.online.filter((user) => user.userId !== action.user.userId);
      return { ...state, online: [...others, action.user] };
    }
    case 'offlineUser':
      return { ...state, online: state.online.filter((user) => user.userId !== action.userId) };
    case 'received': {
      const piece = action.kind === CHAT_MESSAGE_TYPE_NUMBER.Ai;
      const known =
        piece &&
        Object.values(state.threads).some((thread) => thread?.messages.some((m) => m.id === action.message.id));
      const { state: next, key } = file(state, action.message, piece);
      // A streamed answer counts once, with its first piece.
      if (!key || (piece && known)) return next;
      const fromMe = action.message.sendUserId === state.me;
      return { ...next, unread: countArrival(next.unread, key, { open: next.open, fromMe, visible: action.visible }) };
    }
    case 'sent':
      return file(state, action.message, false).state;
    case 'answerStarted': {
      const key = conversationOf(action.message, state.me);
      if (!key) return state;
      const present = threadOf(state, key).messages.some((m) => m.id === action.message.id);
      return present ? state : file(state, action.message, false).state;
    }
    case 'removed': {
      const threads: Partial<Record<ConversationKey, Thread>> = {};
      for (const [key, thread] of Object.entries(state.threads) as [ConversationKey, Thread][]) {
        threads[key] = { ...thread, messages: removeMessage(thread.messages, action.id) };
      }
      return { ...state, threads };
    }
    case 'open': {
      const peerId = peerOf(action.key);
      let next: ChatState = { ...state, open: action.key, unread: markRead(state.unread, action.key) };
      if (peerId && action.peer && !next.peers[peerId])
        next = { ...next, peers: { ...next.peers, [peerId]: action.peer } };
      if (peerId && !next.personal.includes(action.key)) next = { ...next, personal: toTop(next.personal, action.key) };
      return next;
    }
    case 'pageStarted':
      return withThread(state, action.key, (t) => ({ ...t, paging: pagingStarted(t.paging) }));
    case 'pageArrived':
      return withThread(state, action.key, (t) => ({
        messages: mergePage(t.messages, action.items),
        paging: pagingArrived(action.nextCursor),
      }));
    case 'pageFailed':
      return withThread(state, action.key, (t) => ({ ...t, paging: pagingFailed(t.paging) }));
    case 'read':
      return { ...state, unread: markRead(state.unread, action.key) };
    case 'assistantCleared': {
      const previews = { ...state.previews };
      delete previews[ASSISTANT];
      return {
        ...state,
        previews,
        threads: { ...state.threads, [ASSISTANT]: { messages: [], paging: pagingArrived(null) } },
      };
    }
  }
}
