// @vitest-environment jsdom
import { IDEMPOTENCY_KEY_HEADER, type ChatMessage, type ChatStatus, type ChatUser } from '@clearsight/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dispatchHubEvent } from '../../lib/realtime/hub-store';
import { envelope, mockApi, renderWithApp, signIn, type ApiAnswer, type ApiCall } from '../../test/render';
import { ChatGate } from './chat-gate';
import { ChatRoom } from './chat-room';

const user = (userId: string, nick: string, level = 3): ChatUser => ({
  userId,
  userName: userId,
  nick,
  icon: null,
  level,
  levelName: '大白',
  levelNameEn: '',
});
const ALICE = user('u1', 'Alice');
const BOB = user('bob', 'Bob', 5);

const STATUS: ChatStatus = {
  groupPrice: 1,
  maxLength: 500,
  canSend: true,
  mutedUntil: null,
  banned: false,
  canModerate: false,
  assistant: { mode: 'site', model: null, dailyQuota: 50, usedToday: 2 },
};

let seq = 0;
function msg(over: Partial<ChatMessage>): ChatMessage {
  seq += 1;
  return {
    id: `m${seq}`,
    messageType: 'All',
    content: 'hello',
    sendUserId: BOB.userId,
    sendUserInfo: BOB,
    receiveId: null,
    receiveInfo: null,
    creationTime: new Date(Date.now() - 60_000 + seq * 10).toISOString(),
    assistantMode: null,
    state: null,
    ...over,
  };
}

function api(
  over: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {},
  history: ChatMessage[] = [],
): ApiCall[] {
  return mockApi({
    'GET /chat-message/status': { body: STATUS },
    'GET /chat-message/conversations': {
      body: {
        items: [
          { messageType: 'All', peer: null, lastMessage: null, unread: 0 },
          { messageType: 'Ai', peer: null, lastMessage: null, unread: 0 },
        ],
      },
    },
    'GET /chat-user': { body: { items: [ALICE, BOB] } },
    'GET /chat-message/account': (call) => ({
      body: { items: call.query.get('messageType') === 'All' ? history : [], nextCursor: null },
    }),
    'PUT /chat-message/read': { body: { ok: true } },
    'GET /chat-block': { body: { items: [] } },
    ...over,
  });
}

function renderRoom(path = '/chat') {
  signIn({ id: 'u1', name: 'Alice', userName: 'u1', money: 12, level: 3, levelName: '大白' });
  return renderWithApp(<ChatGate>{(viewer) => <ChatRoom viewer={viewer} />}</ChatGate>, { path });
}

const hub = (event: string, ...args: unknown[]) => act(() => dispatchHubEvent('chat', event, args));

describe('ChatRoom', () => {
  it('tells a guest to log in instead of loading the room', async () => {
    mockApi({});
    renderWithApp(<ChatGate>{() => <p>room</p>}</ChatGate>, { path: '/chat' });
    expect(await screen.findByTestId('chat-guest')).toBeTruthy();
    expect(screen.queryByText('room')).toBeNull();
  });

  it('shows the room’s history: mine on the right, others with nick and level; links but never HTML', async () => {
    api({}, [
      msg({ content: 'see https://example.com/x <b>bold</b>' }),
      msg({ sendUserId: 'u1', sendUserInfo: ALICE, content: 'mine' }),
    ]);
    renderRoom();
    const items = await screen.findAllByTestId('chat-message');
    expect(items).toHaveLength(2);
    const theirs = items[0]!;
    expect(within(theirs).getByTestId('chat-message-nick').textContent).toBe('Bob');
    expect(within(theirs).getByTestId('level-badge').textContent).toContain('5-大白');
    expect(within(theirs).getByRole('link', { name: 'https://example.com/x' }).getAttribute('href')).toBe(
      'https://example.com/x',
    );
    expect(theirs.querySelector('b')).toBeNull();
    expect(theirs.textContent).toContain('<b>bold</b>');
    expect(items[1]!.getAttribute('data-mine')).toBe('true');
    expect(screen.getByTestId('chat-price').textContent).toContain('1');
    // The member list shows the others and me, from /chat-user.
    expect(screen.getAllByTestId('chat-member').map((li) => li.getAttribute('data-user'))).toEqual(['bob']);
  });

  it('sends on Enter with an idempotency key, keeps Shift+Enter as a new line, clears the draft', async () => {
    const calls = api({
      'POST /chat-message/group': (call) => ({
        status: 201,
        body: msg({ sendUserId: 'u1', sendUserInfo: ALICE, content: (call.body as { content: string }).content }),
      }),
    });
    renderRoom();
    const input = (await screen.findByTestId('chat-input')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'line one' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ content: 'line one' });
    expect(post.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f]{32}$/);
    expect(input.value).toBe('');
  });

  it('refuses an empty message with the original’s words, and says 钱钱不足 when short', async () => {
    api({ 'POST /chat-message/group': { status: 409, body: envelope('InsufficientMoney', '钱钱不足') } });
    renderRoom();
    const input = await screen.findByTestId('chat-input');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByTestId('chat-problem')).textContent).toBe('不能发送空白信息');
    fireEvent.change(input, { target: { value: 'hi' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('chat-problem').textContent).toContain('钱钱不足'));
  });

  it('merges the assistant’s streamed pieces into one answer rendered as markdown, and says which mode answers', async () => {
    const calls = api({
      'POST /ai-chat/chat': {
        status: 201,
        body: {
          question: msg({ messageType: 'Ai', sendUserId: 'u1', sendUserInfo: ALICE, content: 'CS-2000?' }),
          answerId: 'ans',
          mode: 'site',
        },
      },
    });
    renderRoom();
    fireEvent.click(await screen.findByTestId('chat-conv-ai'));
    expect((await screen.findByTestId('chat-assistant-mode')).textContent).toContain('站内资料模式');
    const input = await screen.findByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'CS-2000?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(calls.some((c) => c.path === '/ai-chat/chat')).toBe(true));
    const piece = (content: string, state: 'streaming' | 'done') =>
      msg({
        id: 'ans',
        messageType: 'Ai',
        sendUserId: null,
        sendUserInfo: null,
        receiveId: 'u1',
        content,
        assistantMode: 'site',
        state,
      });
    hub('receiveMsg', 3, piece('The **CS-2000** ', 'streaming'));
    hub('receiveMsg', 3, piece('is [here](/materialDetails?id=m1).', 'done'));
    const answers = await screen.findAllByTestId('chat-answer');
    expect(answers).toHaveLength(1);
    expect(answers[0]!.getAttribute('data-state')).toBe('done');
    expect(answers[0]!.querySelector('strong')?.textContent).toBe('CS-2000');
    expect(within(answers[0]!).getByRole('link', { name: 'here' }).getAttribute('href')).toBe('/materialDetails?id=m1');
  });

  it('follows the room live: members coming and going, messages, deletions, unread private messages', async () => {
    api();
    renderRoom();
    await screen.findByTestId('chat-input');
    hub('liveUser', user('carl', 'Carl'));
    await waitFor(() => expect(screen.getAllByTestId('chat-member')).toHaveLength(2));
    hub('offlineUser', 'bob');
    await waitFor(() =>
      expect(screen.getAllByTestId('chat-member').map((li) => li.getAttribute('data-user'))).toEqual(['carl']),
    );
    const live = msg({ content: 'live!' });
    hub('receiveMsg', 2, live);
    expect((await screen.findByTestId('chat-text')).textContent).toBe('live!');
    hub('removeMsg', live.id);
    await waitFor(() => expect(screen.queryByTestId('chat-text')).toBeNull());
    hub('receiveMsg', 0, msg({ messageType: 'Personal', content: 'psst', receiveId: 'u1', receiveInfo: ALICE }));
    const row = await screen.findByTestId('chat-conv-user-bob');
    expect(within(row).getByTestId('chat-unread').textContent).toBe('1');
    fireEvent.click(row);
    await waitFor(() =>
      expect(within(screen.getByTestId('chat-conv-user-bob')).queryByTestId('chat-unread')).toBeNull(),
    );
  });

  it('keeps a draft per conversation', async () => {
    api();
    renderRoom();
    const input = (await screen.findByTestId('chat-input')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'for the room' } });
    fireEvent.click(screen.getByTestId('chat-conv-ai'));
    await waitFor(() => expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).value).toBe(''));
    fireEvent.click(screen.getByTestId('chat-conv-all'));
    await waitFor(() => expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).value).toBe('for the room'));
  });

  it('shows a muted member why they cannot write', async () => {
    api({ 'GET /chat-message/status': { body: { ...STATUS, canSend: false, mutedUntil: '2030-01-01T00:00:00Z' } } });
    renderRoom();
    expect((await screen.findByTestId('chat-readonly')).textContent).toContain('你已被禁言');
    expect(screen.queryByTestId('chat-input')).toBeNull();
  });

  it('lets staff delete a message and mute its author for a time, with a reason', async () => {
    const target = msg({ content: 'spam spam' });
    const calls = api(
      {
        'GET /chat-message/status': { body: { ...STATUS, canModerate: true } },
        [`DELETE /chat-message/${target.id}`]: { body: { ok: true } },
        'PUT /chat-user/bob/mute': { body: { mutedUntil: '2030-01-01T01:00:00Z' } },
      },
      [target],
    );
    renderRoom();
    const item = await screen.findByTestId('chat-message');
    fireEvent.click(within(item).getByTestId('chat-mute'));
    fireEvent.change(await screen.findByPlaceholderText('例如：刷屏、广告'), { target: { value: '刷屏' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^禁\s?言$/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/chat-user/bob/mute')).toBe(true));
    expect(calls.find((c) => c.path === '/chat-user/bob/mute')!.body).toEqual({ minutes: 60, reason: '刷屏' });
    fireEvent.click(within(item).getByTestId('chat-delete'));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull());
    fireEvent.click(
      within(document.querySelector<HTMLElement>('.ant-popconfirm')!).getByRole('button', { name: /^删\s?除$/ }),
    );
    await waitFor(() => expect(screen.queryByTestId('chat-message')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/chat-message/${target.id}`)).toBe(true);
  });

  it('hides the staff tools from members', async () => {
    api({}, [msg({ content: 'hi' })]);
    renderRoom();
    const item = await screen.findByTestId('chat-message');
    expect(within(item).queryByTestId('chat-delete')).toBeNull();
    expect(within(item).queryByTestId('chat-mute')).toBeNull();
  });

  it('blocks and unblocks the other member of a private conversation', async () => {
    const calls = api({
      'PUT /chat-block/bob': { body: { ok: true } },
      'DELETE /chat-block/bob': { body: { ok: true } },
    });
    renderRoom();
    fireEvent.click(await screen.findByTestId('chat-member-message'));
    const button = await screen.findByTestId('chat-block');
    expect(button.getAttribute('data-blocked')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull());
    fireEvent.click(
      within(document.querySelector<HTMLElement>('.ant-popconfirm')!).getByRole('button', { name: /^屏\s?蔽$/ }),
    );
    await waitFor(() => expect(screen.getByTestId('chat-block').getAttribute('data-blocked')).toBe('true'));
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/chat-block/bob')).toBe(true);
  });

  it('opens the private conversation a link names (/chat?with=<userId>)', async () => {
    api({ 'GET /chat-user/dan': { body: user('dan', 'Dan') } });
    renderRoom('/chat?with=dan');
    await waitFor(() => expect(screen.getByTestId('chat-pane-title').textContent).toContain('Dan'));
    expect(screen.getByTestId('chat-conv-user-dan')).toBeTruthy();
  });
});
