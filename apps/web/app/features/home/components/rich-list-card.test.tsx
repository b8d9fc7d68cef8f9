// @vitest-environment jsdom
import type { RankItem } from '@clearsight/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { RichListCard } from './rich-list-card';

const items: RankItem[] = Array.from({ length: 10 }, (_, i) => ({
  order: i + 1,
  userId: `u${i + 1}`,
  userName: `member${i + 1}`,
  nick: i === 0 ? '首富' : `会员${i + 1}`,
  icon: null,
  money: 12_345.5 - i * 1000,
  level: 10 - i,
  levelName: `称号${10 - i}`,
  levelNameEn: '',
}));

describe('the home rich list card', () => {
  it('lists the top ten with rank, profile link, level badge and money, and links to the whole list', async () => {
    renderWithApp(<RichListCard items={items} />);
    const card = await screen.findByTestId('home-rich-list');
    expect(within(card).getByRole('heading').textContent).toContain('财富排行榜');
    const rows = within(card).getAllByTestId('home-rich-row');
    expect(rows).toHaveLength(10);

    const first = rows[0]!;
    expect(within(first).getByLabelText('第 1 名').textContent).toBe('1');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/profile/member1');
    expect(within(first).getByRole('link').textContent).toBe('首富');
    expect(within(first).getByTestId('level-badge').textContent).toBe('等级 10-称号10');
    expect(first.textContent).toContain('12,345.50');
    expect(rows[9]!.textContent).toContain('3,345.50');
    // The podium places are marked; the rest are plain.
    expect(within(first).getByLabelText('第 1 名').className).toContain('is-top');
    expect(within(rows[3]!).getByLabelText('第 4 名').className).not.toContain('is-top');

    expect(screen.getByTestId('home-rich-list-more').getAttribute('href')).toBe('/money');
  });

  it('says so when nobody is ranked, in English too', async () => {
    renderWithApp(<RichListCard items={[]} />, { lang: 'en' });
    const card = await screen.findByTestId('home-rich-list');
    expect(card.textContent).toContain('Rich list');
    expect(card.textContent).toContain('No one is on the list yet');
    expect(within(card).queryAllByTestId('home-rich-row')).toHaveLength(0);
    expect(
      within(card)
        .getByRole('link', { name: /Full list/ })
        .getAttribute('href'),
    ).toBe('/money');
  });
});
