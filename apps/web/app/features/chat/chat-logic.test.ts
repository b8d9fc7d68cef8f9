// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { composerKeyAction, isBlank } from './composer-keys';
import { conversationOf, peerOf, personalKey } from './conversation';
import { loadDrafts, saveDrafts, withDraft } from './drafts';
import { mergeLive, mergePage, removeMessage } from './message-list';
import { canLoadOlder, FRESH_PAGING, keepAnchor, nearTop, pagingArrived, pagingFailed, pagingStarted } from './paging';
import { countArrival, markRead, totalUnread, unreadLabel } from './unread';

const msg = (id: string, creationTime: string, content = id) => ({ id, creationTime, content });

describe('conversationOf', () => {
  it('files room and assistant messages under their conversation', () => {
    expect(conversationOf({ messageType: 'All', sendUserId: 'b', receiveId: null }, 'a')).toBe('all');
    expect(conversationOf({ messageType: 'Ai', sendUserId: null, receiveId: 'a' }, 'a')).toBe('ai');
  });

  it('files a private message under the other member, whichever way it went', () => {
    expect(conversationOf({ messageType: 'Personal', sendUserId: 'a', receiveId: 'b' }, 'a')).toBe('user:b');
    expect(conversationOf({ messageType: 'Personal', sendUserId: 'b', receiveId: 'a' }, 'a')).toBe('user:b');
    expect(peerOf(personalKey('b'))).toBe('b');
    expect(peerOf('all')).toBeNull();
  });

  it('ignores private messages between others and unknown kinds', () => {
    expect(conversationOf({ messageType: 'Personal', sendUserId: 'b', receiveId: 'c' }, 'a')).toBeNull();
    expect(conversationOf({ messageType: 'Personal', sendUserId: 'a', receiveId: 'a' }, 'a')).toBeNull();
    expect(conversationOf({ messageType: 'Group', sendUserId: 'b', receiveId: 'a' }, 'a')).toBeNull();
  });
});

describe('message list', () => {
  it('appends streamed pieces to the message with the same id, in order', () => {
    let list = [msg('q', '2026-01-01T10:00:00Z', 'question')];
    list = mergeLive(list, msg('r', '2026-01-01T10:00:01Z', 'Hel'), true);
    list = mergeLive(list, msg('r', '2026-01-01T10:00:01Z', 'lo, '), true);
    list = mergeLive(list, msg('r', '2026-01-01T10:00:01Z', 'world'), true);
    expect(list.map((m) => m.content)).toEqual(['question', 'Hello, world']);
  });

  it('replaces a known message that is not a piece, and keeps time order for new ones', () => {
    let list = [msg('a', '2026-01-01T10:00:00Z'), msg('c', '2026-01-01T10:00:02Z')];
    list = mergeLive(list, msg('b', '2026-01-01T10:00:01Z'), false);
    list = mergeLive(list, msg('a', '2026-01-01T10:00:00Z', 'edited'), false);
    expect(list.map((m) => `${m.id}:${m.content}`)).toEqual(['a:edited', 'b:b', 'c:c']);
  });

  it('puts an older page above without duplicates, keeping the live copy', () => {
    const live = [msg('b', '2026-01-01T10:00:01Z', 'streamed more'), msg('c', '2026-01-01T10:00:02Z')];
    const page = [msg('a', '2026-01-01T10:00:00Z'), msg('b', '2026-01-01T10:00:01Z', 'stored')];
    expect(mergePage(live, page).map((m) => `${m.id}:${m.content}`)).toEqual(['a:a', 'b:streamed more', 'c:c']);
  });

  it('removes a deleted message', () => {
    expect(removeMessage([msg('a', '1'), msg('b', '2')], 'a').map((m) => m.id)).toEqual(['b']);
  });
});

describe('composer keys', () => {
  it('sends on Enter, breaks the line on Shift+Enter', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true })).toBe('newline');
    expect(composerKeyAction({ key: 'a', shiftKey: false })).toBe('type');
  });

  it('leaves Enter to an input method that is composing', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('type');
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, keyCode: 229 })).toBe('type');
  });

  it('refuses blank text', () => {
    expect(isBlank(' \n\t ')).toBe(true);
    expect(isBlank(' hi ')).toBe(false);
  });
});

describe('drafts', () => {
  it('keeps one draft per conversation and drops emptied ones', () => {
    let drafts = withDraft({}, 'all', 'hello');
    drafts = withDraft(drafts, 'user:b', 'psst');
    expect(drafts).toEqual({ all: 'hello', 'user:b': 'psst' });
    drafts = withDraft(drafts, 'all', '');
    expect(drafts).toEqual({ 'user:b': 'psst' });
  });

  it('survives a reload of the tab per member, and ignores foreign keys', () => {
    saveDrafts('m1', { ai: 'ask', 'user:x': 'hi' });
    expect(loadDrafts('m1')).toEqual({ ai: 'ask', 'user:x': 'hi' });
    expect(loadDrafts('m2')).toEqual({});
    window.sessionStorage.setItem('chat.drafts.m3', JSON.stringify({ evil: 'x', all: 3, ai: 'ok' }));
    expect(loadDrafts('m3')).toEqual({ ai: 'ok' });
    saveDrafts('m1', {});
    expect(window.sessionStorage.getItem('chat.drafts.m1')).toBeNull();
  });
});

describe('unread counts', () => {
  it('counts others’ messages in conversations that are not open', () => {
    let unread = countArrival({}, 'user:b', { open: 'all', fromMe: false, visible: true });
    unread = countArrival(unread, 'user:b', { open: 'all', fromMe: false, visible: true });
    unread = countArrival(unread, 'all', { open: 'all', fromMe: false, visible: true });
    unread = countArrival(unread, 'ai', { open: 'all', fromMe: true, visible: true });
    expect(unread).toEqual({ 'user:b': 2 });
    expect(totalUnread(unread)).toBe(2);
  });

  it('counts the open conversation too while the tab is hidden, and clears on reading', () => {
    const unread = countArrival({}, 'all', { open: 'all', fromMe: false, visible: false });
    expect(unread).toEqual({ all: 1 });
    expect(markRead(unread, 'all')).toEqual({});
    expect(unreadLabel(5)).toBe('5');
    expect(unreadLabel(120)).toBe('99+');
  });
});

describe('history paging', () => {
  it('asks for one page at a time until the server has nothing older', () => {
    let paging = FRESH_PAGING;
    expect(canLoadOlder(paging)).toBe(true);
    paging = pagingStarted(paging);
    expect(canLoadOlder(paging)).toBe(false);
    paging = pagingArrived('c1');
    expect(paging).toMatchObject({ cursor: 'c1', hasMore: true, loaded: true });
    expect(canLoadOlder(paging)).toBe(true);
    paging = pagingArrived(null);
    expect(canLoadOlder(paging)).toBe(false);
  });

  it('can try again after a failure', () => {
    const paging = pagingFailed(pagingStarted(FRESH_PAGING));
    expect(paging.failed).toBe(true);
    expect(canLoadOlder(paging)).toBe(true);
  });

  it('keeps the reader’s place when older messages are put above', () => {
    expect(nearTop(10)).toBe(true);
    expect(nearTop(500)).toBe(false);
    expect(keepAnchor({ scrollTop: 20, scrollHeight: 1000 }, 1600)).toBe(620);
  });
});
