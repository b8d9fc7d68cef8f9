// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { dispatchHubEvent, resetHubStates, setHubSender, setHubState } from '../../../lib/realtime/hub-store';
import { LiveSlot } from '../components/member-layer';
import BoardLive from './board-live';
import { liveStrings } from './live-strings';
import TopicLive from './topic-live';

let sent: Array<[string, string, readonly unknown[]]>;

// The bars wait for their strings (the page's Suspense shows nothing meanwhile): loaded once, up front.
beforeAll(() => liveStrings);

beforeEach(() => {
  sent = [];
  setHubSender((hub, event, args) => {
    sent.push([hub, event, args]);
    // The server lets every join in, as it does for a topic the reader may read.
    if (event === 'liveJoin') (args[2] as (joined: boolean) => void)(true);
    return true;
  });
  setHubState('notice', 'connected');
});
afterEach(() => {
  setHubSender(null);
  resetHubStates();
});

const joins = () => sent.filter(([, event]) => event === 'liveJoin').map(([, , args]) => args.slice(0, 2));
const leaves = () => sent.filter(([, event]) => event === 'liveLeave').map(([, , args]) => args);
const hear = (event: string, ...args: unknown[]) => act(() => dispatchHubEvent('notice', event, args));

function renderTopic(lang: 'zh-CN' | 'en' = 'zh-CN', at: { page: number; path?: string } = { page: 1 }) {
  const live = {
    Live: TopicLive,
    discussId: 't1',
    reload: vi.fn(() => Promise.resolve()),
    topicLikes: vi.fn(),
    topicChanged: vi.fn(),
  };
  const patchComment = vi.fn();
  const view = renderWithApp(
    <ul>
      <li data-comment-id="shown" />
      <LiveSlot>
        <TopicLive live={live} sort="newest" page={at.page} patchComment={patchComment} />
      </LiveSlot>
    </ul>,
    { lang, ...(at.path ? { path: at.path } : {}) },
  );
  return { props: { ...live, patchComment }, view };
}

describe('TopicLive', () => {
  it('joins the topic’s room, counts others’ new comments into the bar, and loads them on a click', async () => {
    signIn({ id: 'me' });
    const { props, view } = renderTopic();
    await waitFor(() => expect(joins()).toEqual([['topic', 't1']]));
    await waitFor(() => expect(document.querySelector('[data-live-room="joined"]')).not.toBeNull());
    expect(screen.queryByTestId('live-new-replies')).toBeNull();

    hear('liveComment', 't1', 'c1', 'bob');
    hear('liveComment', 't1', 'c1', 'bob'); // the same comment heard twice counts once
    hear('liveComment', 't1', 'c2', 'carol');
    hear('liveComment', 't1', 'mine', 'me'); // the reader's own
    hear('liveComment', 't1', 'shown', 'bob'); // already on the page
    hear('liveComment', 'other-topic', 'c3', 'bob');
    const bar = await screen.findByTestId('live-new-replies');
    expect(bar.textContent).toBe('有 2 条新回复，点击查看');

    await userEvent.setup({ delay: null }).click(bar);
    expect(props.reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('live-new-replies')).toBeNull());

    view.unmount();
    expect(leaves()).toEqual([['topic', 't1']]);
  });

  it('draws like counts and changed comments in place, and fetches the topic again when it changed', async () => {
    const calls = mockApi({ 'GET /comment/shown': { body: { id: 'shown', isHidden: true, content: '' } } });
    const { props } = renderTopic();
    await waitFor(() => expect(joins()).toHaveLength(1));
    hear('liveLikes', 't1', 'discuss', 't1', 7);
    hear('liveLikes', 't1', 'comment', 'shown', 2);
    hear('liveLikes', 't1', 'comment', 'shown', -1); // no count
    expect(props.topicLikes).toHaveBeenCalledWith(7);
    expect(props.patchComment).toHaveBeenCalledWith('shown', { likeCount: 2 });
    expect(props.patchComment).toHaveBeenCalledTimes(1);

    hear('liveCommentChanged', 't1', 'not-on-this-page');
    hear('liveCommentChanged', 't1', 'shown');
    await waitFor(() =>
      expect(props.patchComment).toHaveBeenLastCalledWith('shown', { id: 'shown', isHidden: true, content: '' }),
    );
    expect(calls.map((c) => c.path)).toEqual(['/comment/shown']);

    hear('liveTopic', 't1', false);
    expect(props.topicChanged).toHaveBeenCalledTimes(1);
    expect(joins()).toHaveLength(1);
    // Who may read it changed: the server emptied the room, and the page asks to join again.
    hear('liveTopic', 't1', true);
    await waitFor(() =>
      expect(joins()).toEqual([
        ['topic', 't1'],
        ['topic', 't1'],
      ]),
    );
  });

  it('goes to the newest first page from another page, where the new comments are', async () => {
    const { props } = renderTopic('zh-CN', { page: 3, path: '/article/t1?cpage=3&csort=oldest' });
    await waitFor(() => expect(joins()).toHaveLength(1));
    hear('liveComment', 't1', 'c1', 'bob');
    await userEvent.setup({ delay: null }).click(await screen.findByTestId('live-new-replies'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/article/t1'));
    expect(props.reload).not.toHaveBeenCalled();
  });

  it('joins again after a lost connection, without a leave while it is down', async () => {
    renderTopic();
    await waitFor(() => expect(joins()).toHaveLength(1));
    act(() => setHubState('notice', 'reconnecting'));
    expect(leaves()).toEqual([]);
    act(() => setHubState('notice', 'connected'));
    await waitFor(() => expect(joins()).toHaveLength(2));
  });

  it('speaks English', async () => {
    renderTopic('en');
    await waitFor(() => expect(joins()).toHaveLength(1));
    hear('liveComment', 't1', 'c1', 'bob');
    expect((await screen.findByTestId('live-new-replies')).textContent).toBe('1 new reply — show it');
    hear('liveComment', 't1', 'c2', 'bob');
    await waitFor(() => expect(screen.getByTestId('live-new-replies').textContent).toBe('2 new replies — show them'));
  });
});

describe('BoardLive', () => {
  it('counts new topics of its board that the list does not show, and reloads the list on a click', async () => {
    const reload = vi.fn(() => Promise.resolve());
    renderWithApp(
      <LiveSlot>
        <BoardLive plateId="p1" shownIds={['old']} reload={reload} />
      </LiveSlot>,
      { lang: 'en' },
    );
    await waitFor(() => expect(joins()).toEqual([['board', 'p1']]));
    hear('liveBoardTopic', 'p1', 'new-1');
    hear('liveBoardTopic', 'p2', 'elsewhere');
    hear('liveBoardTopic', 'p1', 'old');
    const bar = await screen.findByTestId('live-new-topics');
    expect(bar.textContent).toBe('1 new topic — show it');
    await userEvent.setup({ delay: null }).click(bar);
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('live-new-topics')).toBeNull());
  });

  it('on /discuss, hears every board', async () => {
    renderWithApp(
      <LiveSlot>
        <BoardLive plateId={null} shownIds={[]} reload={() => Promise.resolve()} />
      </LiveSlot>,
    );
    await waitFor(() => expect(joins()).toEqual([['board', '*']]));
    hear('liveBoardTopic', 'p1', 'a');
    hear('liveBoardTopic', 'p2', 'b');
    expect((await screen.findByTestId('live-new-topics')).textContent).toBe('有 2 个新主题，点击查看');
  });
});
