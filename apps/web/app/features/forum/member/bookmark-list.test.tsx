// @vitest-environment jsdom
import type { BookmarkItem } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import BookmarkListTab from './bookmark-list';

const author = { id: 'u2', userName: 'bob', nick: 'Bob', icon: null };
const items: BookmarkItem[] = [
  {
    targetType: 'comment',
    targetId: 'c1',
    discussId: 't1',
    title: '线扫相机选型',
    excerpt: '建议先确认行频',
    author,
    creationTime: '2026-03-02T08:00:00.000Z',
  },
  {
    targetType: 'discuss',
    targetId: 't2',
    discussId: 't2',
    title: '远心镜头怎么选',
    excerpt: '',
    author,
    creationTime: '2026-03-01T08:00:00.000Z',
  },
];

describe('the bookmarks tab', () => {
  it('lists the member’s bookmarks with links, and removes one', async () => {
    signIn({ id: 'u1', userName: 'alice' });
    let kept = [...items];
    const calls = mockApi({
      'GET /bookmark/user/alice': () => ({ body: { items: kept, totalCount: kept.length } }),
      'DELETE /bookmark/comment/c1': () => {
        kept = kept.filter((b) => b.targetId !== 'c1');
        return { body: { isBookmarked: false, message: '已取消收藏' } };
      },
    });
    renderWithApp(<BookmarkListTab userName="alice" page={1} lang="zh-CN" />, { path: '/profile/alice?tab=bookmarks' });
    await waitFor(() => expect(screen.getAllByTestId('bookmark-row')).toHaveLength(2));
    const [comment, topic] = screen.getAllByTestId('bookmark-row');
    expect(within(comment!).getByTestId('bookmark-link').getAttribute('href')).toBe(
      '/article/t1?comment=c1#comment-c1',
    );
    expect(comment!.textContent).toContain('评论于《线扫相机选型》');
    expect(comment!.textContent).toContain('建议先确认行频');
    expect(within(topic!).getByTestId('bookmark-link').getAttribute('href')).toBe('/article/t2');
    expect(calls.find((c) => c.path === '/bookmark/user/alice')?.query.get('maxResultCount')).toBe('20');

    await userEvent.setup({ delay: null }).click(within(comment!).getByTestId('bookmark-remove'));
    await waitFor(() => expect(screen.getAllByTestId('bookmark-row')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/bookmark/comment/c1')).toBe(true);
  });

  it('says so when there are none', async () => {
    signIn({ id: 'u1', userName: 'alice' });
    mockApi({ 'GET /bookmark/user/alice': { body: { items: [], totalCount: 0 } } });
    renderWithApp(<BookmarkListTab userName="alice" page={1} lang="en" />, { path: '/profile/alice?tab=bookmarks' });
    expect(await screen.findByText(/还没有收藏|No bookmarks yet/)).toBeTruthy();
  });
});
