import {
  chatModerationRoutes,
  chatRoutes,
  type ChatHistory,
  type ChatMessageType,
  type ChatStatus,
  type ChatUser,
} from '@clearsight/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http/client';
import { isApiError } from '../../lib/http/errors';
import { ASSISTANT, peerOf, PUBLIC_ROOM, type ConversationKey } from './conversation';

/** The room's queries, keyed by member so a login in another tab never shows the previous member's data. */
export const chatKeys = {
  status: (viewer: string) => ['chat', 'status', viewer] as const,
  search: (viewer: string, keyword: string) => ['chat', 'search', viewer, keyword] as const,
  blocks: (viewer: string) => ['chat', 'blocks', viewer] as const,
};

export function conversationQuery(key: ConversationKey): { messageType: ChatMessageType; peerId?: string } {
  if (key === PUBLIC_ROOM) return { messageType: 'All' };
  if (key === ASSISTANT) return { messageType: 'Ai' };
  return { messageType: 'Personal', peerId: peerOf(key)! };
}

/** The first page is the last 30 days; `before` continues with older messages. */
export const HISTORY_PAGE = 50;

export function fetchHistory(key: ConversationKey, before: string | null, signal?: AbortSignal): Promise<ChatHistory> {
  return callApi(chatRoutes.history, {
    query: { ...conversationQuery(key), maxResultCount: HISTORY_PAGE, ...(before ? { before } : {}) },
    signal,
    silent: true,
  });
}

export const fetchConversations = () => callApi(chatRoutes.conversations, { silent: true });
export const fetchOnlineUsers = () => callApi(chatRoutes.onlineUsers, { silent: true });

export function useChatStatus(viewer: string) {
  return useQuery<ChatStatus>({
    queryKey: chatKeys.status(viewer),
    queryFn: ({ signal }) => callApi(chatRoutes.status, { signal }),
  });
}

export function useRefreshStatus(viewer: string): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: chatKeys.status(viewer) });
}

export function useMemberSearch(viewer: string, keyword: string) {
  const text = keyword.trim();
  return useQuery<ChatUser[]>({
    queryKey: chatKeys.search(viewer, text),
    queryFn: ({ signal }) =>
      callApi(chatRoutes.searchUsers, { query: { keyword: text }, signal }).then((answer) => answer.items),
    enabled: text.length > 0,
    staleTime: 30_000,
  });
}

/** The members I blocked: they can no longer write to me. */
export function useBlocks(viewer: string) {
  const client = useQueryClient();
  const query = useQuery<string[]>({
    queryKey: chatKeys.blocks(viewer),
    queryFn: ({ signal }) =>
      callApi(chatRoutes.blocks, { signal, silent: true }).then((answer) => answer.items.map((user) => user.userId)),
    staleTime: 60_000,
  });
  const setBlocked = async (userId: string, blocked: boolean) => {
    if (blocked) await callApi(chatRoutes.block, { params: { userId } });
    else await callApi(chatRoutes.unblock, { params: { userId } });
    client.setQueryData<string[]>(chatKeys.blocks(viewer), (now = []) =>
      blocked ? [...new Set([...now, userId])] : now.filter((id) => id !== userId),
    );
  };
  return { blocked: query.data ?? [], setBlocked };
}

/** One member by id, to open a private conversation from a link (`/chat?with=<userId>`). */
export const fetchChatUser = (userId: string) => callApi(chatRoutes.user, { params: { userId }, silent: true });

export function markConversationRead(key: ConversationKey): Promise<unknown> {
  return callApi(chatRoutes.markRead, { body: conversationQuery(key), silent: true }).catch(() => undefined);
}

export function sendPersonal(userId: string, content: string) {
  return callApi(chatRoutes.sendPersonal, { body: { userId, content }, silent: true });
}

export function sendGroup(content: string, idempotencyKey: string) {
  return callApi(chatRoutes.sendGroup, { body: { content }, idempotencyKey, silent: true });
}

export function askAssistant(content: string) {
  return callApi(chatRoutes.askAssistant, { body: { content }, silent: true });
}

export const clearAssistant = () => callApi(chatRoutes.clearAssistant, {});
export const deleteMessage = (id: string) => callApi(chatModerationRoutes.deleteMessage, { params: { id } });
export const muteMember = (userId: string, minutes: number, reason: string) =>
  callApi(chatModerationRoutes.mute, { params: { userId }, body: { minutes, reason } });

/** 32 hex digits from the browser's random source (randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when the request never got an answer, so the server may or may not have acted on it. */
export function isUnanswered(error: unknown): boolean {
  return isApiError(error) && error.status === undefined;
}
