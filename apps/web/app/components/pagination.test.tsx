// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { Pagination, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows the first, the last, the current page and its neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    renderWithApp(<Pagination total={10} pageSize={20} page={1} />, { path: '/news' });
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('links to the other pages, keeping the filters, and marks the current one', async () => {
    renderWithApp(<Pagination total={95} pageSize={10} page={5} />, { path: '/news?category=event&page=5' });
    const nav = await screen.findByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('5').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '第 6 页' }).getAttribute('href')).toBe('/news?category=event&page=6');
    // Page 1 is the bare address (no ?page=1 duplicate of the first page).
    expect(within(nav).getByRole('link', { name: '第 1 页' }).getAttribute('href')).toBe('/news?category=event');
    expect(within(nav).getByRole('link', { name: '上一页' }).getAttribute('rel')).toBe('prev');
    expect(within(nav).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/news?category=event&page=6');
    expect(within(nav).getAllByText('…')).toHaveLength(2);
  });

  it('disables the way back on the first page and the way on on the last', async () => {
    const { unmount } = renderWithApp(<Pagination total={30} pageSize={10} page={1} />, { path: '/x' });
    let nav = await screen.findByRole('navigation');
    expect(within(nav).queryByRole('link', { name: '上一页' })).toBeNull();
    expect(nav.querySelector('[aria-disabled="true"]')).not.toBeNull();
    unmount();
    renderWithApp(<Pagination total={30} pageSize={10} page={3} />, { path: '/x?page=3' });
    nav = await screen.findByRole('navigation');
    expect(within(nav).queryByRole('link', { name: '下一页' })).toBeNull();
  });

  it('uses its own query name and section anchor, and navigates on click', async () => {
    renderWithApp(
      <Pagination total={45} pageSize={20} page={1} param="cpage" hash="comments" testId="comment-pager" />,
      {
        path: '/article/t1',
      },
    );
    const next = await screen.findByRole('link', { name: '第 2 页' });
    expect(next.getAttribute('href')).toBe('/article/t1?cpage=2#comments');
    await userEvent.setup({ delay: null }).click(next);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/article/t1?cpage=2'));
  });

  it('speaks English in English', async () => {
    renderWithApp(<Pagination total={30} pageSize={10} page={2} />, { path: '/x?page=2', lang: 'en' });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toBeTruthy();
  });
});
