// @vitest-environment jsdom
import type { DiscussCard, PlateItem, TopicReadState } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { BoardPage } from '../components/board-page';
import { topic } from '../components/topic.test-support';
import type { BoardPageData } from '../forum-types';

const plate: PlateItem = {
  id: 'p1',
  name: '机器视觉',
  code: 'vision',
  logo: null,
  logoUrl: null,
  introduction: '',
  nameEn: 'Machine Vision',
  introductionEn: '',
  orderNum: 0,
  isPostingDisabled: false,
  isQuestionBoard: false,
  topicCount: 3,
  canPost: true,
  creationTime: '2024-05-01T08:00:00.000Z',
};

const card = (id: string, title: string, extra: Partial<DiscussCard> = {}): DiscussCard => ({
  ...topic,
  id,
  title,
  ...extra,
});
const cards = [card('t1', '读过的主题'), card('t2', '没看过的新主题'), card('t3', '私密', { isMasked: true })];
const list = { items: cards, totalCount: cards.length };
const data: BoardPageData = {
  plates: [plate],
  plateId: 'p1',
  tab: 'new',
  q: null,
  model: null,
  page: 1,
  list,
  failed: false,
};

function mockBoard(states: () => TopicReadState[]) {
  return mockApi({
    'GET /plate': { body: { items: [plate], totalCount: 1 } },
    'GET /discuss': { body: list },
    'GET /forum/read-state': () => ({ body: { items: states() } }),
    'POST /forum/read-state/mark-read': { body: { message: '已将本板块标记为已读' } },
  });
}

const unread: TopicReadState[] = [
  { discussId: 't1', unreadCount: 2, isNew: false, firstUnreadCommentId: 'c7' },
  { discussId: 't2', unreadCount: 0, isNew: true, firstUnreadCommentId: null },
];

describe('unread and new on a member’s board', () => {
  it('shows “2 unread” linking to the first unread comment and “new”, asking only about readable topics', async () => {
    signIn();
    const calls = mockBoard(() => unread);
    renderWithApp(<BoardPage data={data} />, { path: '/discuss/p1' });
    const badge = await screen.findByTestId('topic-unread');
    expect(badge.textContent).toBe('2 条未读');
    const [read, fresh] = screen.getAllByTestId('topic-card');
    expect(within(read!).getByTestId('topic-link').getAttribute('href')).toBe('/article/t1?comment=c7#comment-c7');
    expect(within(fresh!).getByTestId('topic-new').textContent).toBe('新');
    expect(within(fresh!).getByTestId('topic-link').getAttribute('href')).toBe('/article/t2');
    const asked = calls.find((c) => c.path === '/forum/read-state');
    expect(asked?.query.get('ids')).toBe('t1,t2');
    expect(asked?.headers.Authorization).toBe('Bearer tok-member');
  });

  it('says it in English with the plural rules, and marks the board read', async () => {
    signIn();
    let states = [{ ...unread[0]!, unreadCount: 1 }, unread[1]!];
    const calls = mockBoard(() => states);
    renderWithApp(<BoardPage data={data} />, { path: '/discuss/p1', lang: 'en' });
    expect((await screen.findByTestId('topic-unread')).textContent).toBe('1 unread');
    expect(screen.getByTestId('topic-new').textContent).toBe('New');
    const button = screen.getByTestId('mark-read');
    expect(button.textContent).toBe('Mark this board read');

    states = [];
    await userEvent.setup({ delay: null }).click(button);
    await waitFor(() => expect(screen.queryByTestId('topic-unread')).toBeNull());
    expect(screen.queryByTestId('topic-new')).toBeNull();
    const mark = calls.find((c) => c.method === 'POST' && c.path === '/forum/read-state/mark-read');
    expect(mark?.body).toEqual({ plateId: 'p1' });
  });

  it('offers “mark all read” for every board on the all-boards page', async () => {
    signIn();
    mockBoard(() => []);
    renderWithApp(<BoardPage data={{ ...data, plateId: null }} />, { path: '/discuss' });
    expect((await screen.findByTestId('mark-read')).textContent).toBe('全部标为已读');
  });

  it('asks a guest’s board nothing about reading', () => {
    const calls = mockBoard(() => unread);
    renderWithApp(<BoardPage data={data} />, { path: '/discuss/p1' });
    expect(screen.queryByTestId('mark-read')).toBeNull();
    expect(screen.queryByTestId('topic-unread')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
