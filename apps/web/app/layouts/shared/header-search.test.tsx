// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { HeaderSearch } from './header-search';

describe('HeaderSearch', () => {
  it('searches the whole site from corporate pages', async () => {
    renderWithApp(<HeaderSearch />, { path: '/index' });
    const user = userEvent.setup({ delay: null });
    const box = await screen.findByRole('searchbox');
    await user.type(box, '线阵相机{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/search?q=%E7%BA%BF%E9%98%B5%E7%9B%B8%E6%9C%BA'),
    );
  });

  it("searches the board's topics on forum pages, starting from the current words", async () => {
    renderWithApp(<HeaderSearch />, { path: '/discuss/p1?q=GigE' });
    const user = userEvent.setup({ delay: null });
    const box = (await screen.findByRole('searchbox')) as HTMLInputElement;
    expect(box.value).toBe('GigE');
    expect(screen.getByRole('search').getAttribute('aria-label')).toBe('搜索本版块话题');
    await user.clear(box);
    await user.type(box, 'USB3');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/discuss/p1?q=USB3'));
  });
});
