import type { ChatMessage, ChatUser } from '@clearsight/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useHubEvent, useHubState } from '../../lib/realtime/hub-store';
import { fetchConversations, fetchHistory, fetchOnlineUsers, markConversationRead } from './chat-api';
import { chatReducer, initialChatState, threadOf, type ChatState } from './chat-store';
import { conversationOf, type ConversationKey } from './conversation';
import { canLoadOlder } from './paging';

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/** How long reads are gathered before the read mark is sent (a streamed answer is many arrivals). */
const READ_DELAY_MS = 800;

export interface ChatRoomModel {
  state: ChatState;
  open: (key: ConversationKey, peer?: ChatUser) => void;
  loadOlder: (key: ConversationKey) => void;
  /** A message this tab sent (the API's answer): shown at once, whatever the hub does. */
  sent: (message: ChatMessage) => void;
  answerStarted: (message: ChatMessage) => void;
  removed: (id: string) => void;
  assistantCleared: () => void;
  /** The list and the room's members were read once (false until then, and after a failure). */
  ready: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The room's data: loads the conversation list, the members in the room and each conversation's history
 * when it is opened; follows the `/chat` hub (`liveUser`, `offlineUser`, `receiveMsg`, `removeMsg`); keeps
 * the open conversation read. After the hub reconnects it reads the list, the members and the open
 * conversation's newest page again, so nothing sent while it was away is missed.
 */
export function useChatRoom(me: string, onMuteChanged: () => void): ChatRoomModel {
  const [state, dispatch] = useReducer(chatReducer, me, (id) => initialChatState(id));
  const stateRef = useRef(state);
  stateRef.current = state;
  const [shell, setShell] = useState({ ready: false, failed: false });
  const [attempt, setAttempt] = useState(0);

  const loadPage = useCallback((key: ConversationKey, fresh: boolean) => {
    const paging = threadOf(stateRef.current, key).paging;
    if (!fresh && !canLoadOlder(paging)) return;
    if (fresh && paging.loading) return;
    dispatch({ type: 'pageStarted', key });
    fetchHistory(key, fresh ? null : paging.cursor)
      .then((page) => {
        // A fresh first page after a reconnect must not move the older-paging cursor backwards.
        const held = threadOf(stateRef.current, key).paging;
        const nextCursor = fresh && held.loaded ? held.cursor : page.nextCursor;
        dispatch({ type: 'pageArrived', key, items: page.items, nextCursor });
      })
      .catch(() => dispatch({ type: 'pageFailed', key }));
  }, []);

  // The list and the room's members, on entry and after every reconnection.
  const hub = useHubState('chat');
  const loadShell = useCallback(() => {
    Promise.all([fetchConversations(), fetchOnlineUsers()])
      .then(([conversations, online]) => {
        dispatch({ type: 'conversations', items: conversations.items });
        dispatch({ type: 'online', items: online.items });
        setShell({ ready: true, failed: false });
      })
      .catch(() => setShell((now) => ({ ready: now.ready, failed: true })));
  }, []);

  const wasConnected = useRef(false);
  useEffect(() => {
    if (hub !== 'connected') return;
    if (wasConnected.current) {
      loadShell();
      loadPage(stateRef.current.open, true);
    }
    wasConnected.current = true;
  }, [hub, loadShell, loadPage]);

  useEffect(() => {
    loadShell();
  }, [loadShell, attempt]);

  // The open conversation: its first page when first opened, and the read mark.
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const markRead = useCallback((key: ConversationKey) => {
    if (readTimer.current) clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => {
      readTimer.current = null;
      void markConversationRead(key);
    }, READ_DELAY_MS);
  }, []);
  useEffect(
    () => () => {
      if (readTimer.current) clearTimeout(readTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (!threadOf(stateRef.current, state.open).paging.loaded) loadPage(state.open, false);
    markRead(state.open);
  }, [state.open, loadPage, markRead]);

  // Coming back to the tab reads what arrived while it was hidden.
  useEffect(() => {
    const onVisible = () => {
      if (!isVisible()) return;
      dispatch({ type: 'read', key: stateRef.current.open });
      markRead(stateRef.current.open);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  useHubEvent('chat', 'liveUser', (user) => dispatch({ type: 'liveUser', user }));
  useHubEvent('chat', 'offlineUser', (userId) => dispatch({ type: 'offlineUser', userId }));
  useHubEvent('chat', 'removeMsg', (id) => dispatch({ type: 'removed', id }));
  useHubEvent('chat', 'muteChanged', () => onMuteChanged());
  useHubEvent('chat', 'receiveMsg', (kind, message) => {
    if (typeof kind !== 'number' || !message || typeof message.id !== 'string') return;
    const visible = isVisible();
    dispatch({ type: 'received', kind, message, visible });
    if (visible && conversationOf(message, me) === stateRef.current.open && message.sendUserId !== me) {
      markRead(stateRef.current.open);
    }
  });

  return {
    state,
    open: useCallback((key, peer) => dispatch({ type: 'open', key, peer }), []),
    loadOlder: useCallback((key) => loadPage(key, false), [loadPage]),
    sent: useCallback((message) => dispatch({ type: 'sent', message }), []),
    answerStarted: useCallback((message) => dispatch({ type: 'answerStarted', message }), []),
    removed: useCallback((id) => dispatch({ type: 'removed', id }), []),
    assistantCleared: useCallback(() => dispatch({ type: 'assistantCleared' }), []),
    ready: shell.ready,
    failed: shell.failed,
    retry: useCallback(() => {
      setShell((now) => ({ ready: now.ready, failed: false }));
      setAttempt((n) => n + 1);
    }, []),
  };
}
