// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { StartPageData } from '../start-page.server';
import { StartPage } from './start-page';

const STAFF_SET: StartPageData = {
  levels: [
    { level: 1, name: '见习', nameEn: 'Trainee', minExperience: 0 },
    { level: 2, name: '技术员', nameEn: '', minExperience: 40 },
  ],
  wheel: { cost: 20, min: 0, max: 888 },
  chatPrice: 0.5,
  welcomeGrant: 15,
};

describe('the start page', () => {
  it('states the figures staff set: the level table, the wheel, the room’s price and the welcome grant', async () => {
    renderWithApp(<StartPage data={STAFF_SET} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['等级称号所需经验', 'Lv.1见习0', 'Lv.2技术员40']);
    expect(screen.getByText(/幸运大转盘：每次 20 钱钱，奖品从 0 到 888 不等/)).toBeTruthy();
    expect(screen.getByText(/公共频道发言每条消耗 0\.50 钱钱/)).toBeTruthy();
    expect(screen.getByText(/注册即送 15 钱钱的见面礼/)).toBeTruthy();
  });

  it('leaves out what staff switched off instead of stating a rule that does not hold', async () => {
    renderWithApp(<StartPage data={{ ...STAFF_SET, wheel: null, welcomeGrant: 0 }} />);
    await screen.findByTestId('start-page');
    expect(screen.queryByText(/幸运大转盘：/)).toBeNull();
    expect(screen.queryByText(/见面礼/)).toBeNull();
    expect(screen.queryByText(/\{\{/)).toBeNull();
  });

  it('shows the levels’ English titles in English, the Chinese where staff gave none', async () => {
    renderWithApp(<StartPage data={STAFF_SET} />, { lang: 'en' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['LevelTitleExperience', 'Lv.1Trainee0', 'Lv.2技术员40']);
    expect(screen.getByText(/Lucky wheel: a spin costs 20, prizes from 0 to 888/)).toBeTruthy();
  });
});
