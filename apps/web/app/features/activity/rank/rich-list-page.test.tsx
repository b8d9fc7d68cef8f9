// @vitest-environment jsdom
import type { RankItem } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { pageOfOrder } from './rank-constants';
import type { RichListPageData } from './rank-pages.server';
import { RichListPage, richListHref } from './rich-list-page';

function member(order: number): RankItem {
  return {
    order,
    userId: `u${order}`,
    userName: `member${order}`,
    nick: `成员${order}`,
    icon: null,
    money: 1000 - order * 10.5,
    level: 3,
    levelName: '大白',
    levelNameEn: '',
  };
}

function page(items: RankItem[], extra: Partial<RichListPageData> = {}): RichListPageData {
  return { page: 1, size: 30, list: { items, totalCount: 45 }, failed: false, ...extra };
}

describe('rich list helpers', () => {
  it('finds the page of a position and writes page links without defaults', () => {
    expect(pageOfOrder(1, 30)).toBe(1);
    expect(pageOfOrder(30, 30)).toBe(1);
    expect(pageOfOrder(31, 30)).toBe(2);
    expect(richListHref(1, 30)).toBe('/money');
    expect(richListHref(2, 30)).toBe('/money?page=2');
    expect(richListHref(1, 50)).toBe('/money?size=50');
  });
});

describe('RichListPage', () => {
  it('puts the first three on the podium, first in the centre, and the rest in the table', () => {
    mockApi({});
    renderWithApp(<RichListPage data={page(Array.from({ length: 30 }, (_, i) => member(i + 1)))} />, {
      path: '/money',
    });
    const podium = screen.getByTestId('rich-podium');
    const places = within(podium).getAllByRole('listitem');
    expect(places.map((p) => p.getAttribute('data-testid'))).toEqual([
      'rich-podium-2',
      'rich-podium-1',
      'rich-podium-3',
    ]);
    expect(within(places[1]!).getByText('成员1')).toBeTruthy();
    expect(within(places[1]!).getByText('989.50')).toBeTruthy();
    expect(within(places[1]!).getByText('第一')).toBeTruthy();
    const rows = screen.getAllByTestId('rich-row');
    expect(rows).toHaveLength(27);
    expect(rows[0]!.textContent).toContain('4');
    expect(rows[0]!.textContent).toContain('成员4');
    expect(rows[0]!.textContent).toContain('3-大白');
    expect(rows[0]!.textContent).toContain('958.00');
    expect(screen.getByTestId('rich-pager')).toBeTruthy();
  });

  it('shows a later page without a podium', () => {
    mockApi({});
    renderWithApp(
      <RichListPage
        data={page(
          Array.from({ length: 15 }, (_, i) => member(i + 31)),
          { page: 2 },
        )}
      />,
      { path: '/money?page=2' },
    );
    expect(screen.queryByTestId('rich-podium')).toBeNull();
    expect(screen.getAllByTestId('rich-row')[0]!.textContent).toContain('31');
  });

  it('tells a guest to log in to see their position', async () => {
    mockApi({});
    renderWithApp(<RichListPage data={page([member(1)])} />, { path: '/money' });
    expect((await screen.findByTestId('rich-me')).textContent).toContain('登录后查看自己的排名');
  });

  it('shows a member their position and marks their row', async () => {
    signIn({ id: 'u5' });
    mockApi({ 'GET /rank/money/me': { body: { order: 5, money: 947.5, totalCount: 45 } } });
    renderWithApp(<RichListPage data={page(Array.from({ length: 30 }, (_, i) => member(i + 1)))} />, {
      path: '/money',
    });
    await waitFor(() => expect(screen.getByTestId('rich-me-order').textContent).toBe('第 5 名'));
    expect(screen.getByTestId('rich-me').textContent).toContain('共 45 人上榜');
    expect(screen.getByTestId('rich-me-go').getAttribute('href')).toBe('/money#rank-5');
    const mine = screen.getAllByTestId('rich-row').find((row) => row.className.includes('is-me'));
    expect(mine?.textContent).toContain('成员5');
  });
});
