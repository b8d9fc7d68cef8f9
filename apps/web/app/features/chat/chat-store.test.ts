import type { ChatMessage, ChatUser } from '@clearsight/contracts';
import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState, threadOf, type ChatAction, type ChatState } from './chat-store';

const user = (userId: string): ChatUser => ({
  userId,
  userName: userId,
  nick: userId.toUpperCase(),
  icon: null,
  level: 2,
  levelName: '学徒',
  levelNameEn: '',
});

let clock = 0;
function message(over: Partial<ChatMessage>): ChatMessage {
  clock += 1;
  return {
    id: `m${clock}`,
    messageType: 'All',
    content: 'hi',
    sendUserId: 'bob',
    sendUserInfo: user('bob'),
    receiveId: null,
    receiveInfo: null,
    creationTime: new Date(Date.UTC(2026, 0, 1, 0, 0, clock)).toISOString(),
    assistantMode: null,
    state: null,
    ...over,
  };
}

const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, state);
const loaded = (state: ChatState, key: 'all' | 'ai' | `user:${string}`) =>
  run(state, { type: 'pageArrived', key, items: [], nextCursor: null });

describe('chat reducer', () => {
  it('lists private conversations from the server with their unread counts, the open one read', () => {
    const state = run(initialChatState('me'), {
      type: 'conversations',
      items: [
        { messageType: 'All', peer: null, lastMessage: null, unread: 4 },
        { messageType: 'Ai', peer: null, lastMessage: null, unread: 0 },
        {
          messageType: 'Personal',
          peer: user('bob'),
          lastMessage: { id: 'x', content: 'yo', sendUserId: 'bob', creationTime: '2026-01-01T00:00:00Z' },
          unread: 2,
        },
      ],
    });
    expect(state.personal).toEqual(['user:bob']);
    expect(state.unread).toEqual({ 'user:bob': 2 });
    expect(state.previews['user:bob']?.content).toBe('yo');
    expect(state.peers.bob?.nick).toBe('BOB');
  });

  it('adds a live private message from someone new to the top of the list, unread', () => {
    let state = loaded(initialChatState('me'), 'all');
    state = run(
      state,
      { type: 'open', key: 'user:ann', peer: user('ann') },
      { type: 'open', key: 'all' },
      {
        type: 'received',
        kind: 0,
        visible: true,
        message: message({ messageType: 'Personal', sendUserId: 'carl', sendUserInfo: user('carl'), receiveId: 'me' }),
      },
    );
    expect(state.personal).toEqual(['user:carl', 'user:ann']);
    expect(state.unread).toEqual({ 'user:carl': 1 });
    expect(state.peers.carl?.nick).toBe('CARL');
    // Never opened: its history loads when it is opened, the message is not half a thread.
    expect(state.threads['user:carl']).toBeUndefined();
  });

  it('merges the streamed answer into one message, counting it unread once', () => {
    let state = loaded(initialChatState('me', 'all'), 'ai');
    const piece = (content: string, s: 'streaming' | 'done') =>
      ({
        type: 'received',
        kind: 3,
        visible: true,
        message: message({
          id: 'answer',
          messageType: 'Ai',
          content,
          sendUserId: null,
          sendUserInfo: null,
          receiveId: 'me',
          assistantMode: 'site',
          state: s,
        }),
      }) as const;
    state = run(state, piece('The ', 'streaming'), piece('CS-2000 ', 'streaming'), piece('is a camera.', 'done'));
    const messages = threadOf(state, 'ai').messages;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ content: 'The CS-2000 is a camera.', state: 'done' });
    expect(state.unread).toEqual({ ai: 1 });
    expect(state.previews.ai?.content).toBe('The CS-2000 is a camera.');
  });

  it('keeps one copy of my own message whether the answer or the hub comes first', () => {
    let state = loaded(initialChatState('me'), 'all');
    const mine = message({ sendUserId: 'me', sendUserInfo: user('me'), content: 'hello' });
    state = run(state, { type: 'received', kind: 2, message: mine, visible: true }, { type: 'sent', message: mine });
    expect(threadOf(state, 'all').messages.map((m) => m.content)).toEqual(['hello']);
    expect(state.unread).toEqual({});
  });

  it('follows who is in the room, leaving the reader out', () => {
    const state = run(
      initialChatState('me'),
      { type: 'online', items: [user('me'), user('bob')] },
      { type: 'liveUser', user: user('ann') },
      { type: 'liveUser', user: user('ann') },
      { type: 'liveUser', user: user('me') },
      { type: 'offlineUser', userId: 'bob' },
    );
    expect(state.online.map((u) => u.userId)).toEqual(['ann']);
  });

  it('removes a deleted message everywhere and clears the assistant conversation', () => {
    let state = loaded(initialChatState('me'), 'all');
    const doomed = message({ content: 'spam' });
    state = run(
      state,
      { type: 'received', kind: 2, message: doomed, visible: true },
      { type: 'removed', id: doomed.id },
    );
    expect(threadOf(state, 'all').messages).toEqual([]);
    state = run(state, { type: 'assistantCleared' });
    expect(threadOf(state, 'ai')).toMatchObject({ messages: [], paging: { loaded: true, hasMore: false } });
  });

  it('puts older pages above and remembers the cursor', () => {
    let state = run(initialChatState('me'), { type: 'pageStarted', key: 'all' });
    expect(threadOf(state, 'all').paging.loading).toBe(true);
    const newer = message({ content: 'newer' });
    state = run(state, { type: 'pageArrived', key: 'all', items: [newer], nextCursor: 'c1' });
    const older = message({ content: 'older', creationTime: '2025-12-01T00:00:00Z' });
    state = run(state, { type: 'pageArrived', key: 'all', items: [older], nextCursor: null });
    expect(threadOf(state, 'all').messages.map((m) => m.content)).toEqual(['older', 'newer']);
    expect(threadOf(state, 'all').paging).toMatchObject({ cursor: null, hasMore: false });
  });
});
