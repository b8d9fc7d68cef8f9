// @vitest-environment jsdom
import { LEVELS, type LevelItem, type MyLevel } from '@clearsight/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderWithApp, signIn } from '../../../test/render';
import { LevelPage, progressOf } from './level-page';

const TABLE: LevelItem[] = LEVELS.map((l) => ({
  id: `l${l.level}`,
  currentLevel: l.level,
  minExperience: l.minExperience,
  name: l.name,
  nick: '',
  nameEn: '',
  nickEn: '',
  logo: null,
}));

const MINE: MyLevel = {
  level: 2,
  levelName: '中白',
  levelNameEn: '',
  experience: 40,
  next: { level: 3, name: '大白', nameEn: '', minExperience: 100 },
  money: 500,
};

describe('progressOf', () => {
  it('measures experience against the next level’s minimum; full at the top', () => {
    expect(progressOf(MINE)).toBe(40);
    expect(progressOf({ experience: 3000, next: null })).toBe(100);
    expect(progressOf({ experience: 0, next: { level: 1, name: '小白', nameEn: '', minExperience: 10 } })).toBe(0);
  });
});

describe('LevelPage', () => {
  it('shows my level, the progress toward the next and the table', async () => {
    signIn({ money: 500 });
    mockApi({
      'GET /level/me': { body: MINE },
      'GET /level': { body: { items: TABLE, totalCount: TABLE.length } },
    });
    renderWithApp(<LevelPage />);
    expect((await screen.findByTestId('level-current')).textContent).toBe('2-中白');
    expect(screen.getByTestId('level-next').textContent).toBe('距离 3-大白 还需 60 经验');
    expect(screen.getByTestId('level-buy-cost').textContent).toBe('所需钱钱：60.00');
    const table = await screen.findByTestId('level-table');
    expect(table.textContent).toContain('大神');
    expect(table.textContent).toContain('3,000');
  });

  it('buys experience after a confirmation, with an idempotency key, and shows the new level', async () => {
    signIn({ money: 500 });
    const calls = mockApi({
      'GET /level/me': { body: MINE },
      'GET /level': { body: { items: TABLE, totalCount: TABLE.length } },
      'PUT /level/upgrade': (call) => {
        const exp = Number(call.query.get('experience'));
        return {
          body: {
            level: 3,
            levelName: '大白',
            levelNameEn: '',
            experience: 40 + exp,
            next: { level: 4, name: '精英', nameEn: '', minExperience: 300 },
            money: 500 - exp,
            spent: exp,
          },
        };
      },
    });
    renderWithApp(<LevelPage />);
    const input = await screen.findByTestId('level-buy-input');
    fireEvent.change(input, { target: { value: '75' } });
    await waitFor(() => expect(screen.getByTestId('level-buy-cost').textContent).toBe('所需钱钱：75.00'));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('level-buy-submit'));
    expect(await screen.findByText('确定花费 75.00 钱钱购买 75 点经验吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('恭喜升级到 3-大白！')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('level-current').textContent).toBe('3-大白'));
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.query.get('experience')).toBe('75');
    expect(put[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the server’s refusal when the money does not reach', async () => {
    signIn({ money: 5 });
    mockApi({
      'GET /level/me': { body: { ...MINE, money: 5 } },
      'GET /level': { body: { items: TABLE, totalCount: TABLE.length } },
      'PUT /level/upgrade': { status: 409, body: envelope('InsufficientMoney', '钱钱不足') },
    });
    renderWithApp(<LevelPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('level-buy-submit'));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('钱钱不足')).toBeTruthy();
    expect(screen.getByTestId('level-current').textContent).toBe('2-中白');
  });
});
