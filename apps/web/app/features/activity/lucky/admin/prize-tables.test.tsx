// @vitest-environment jsdom
import { DEFAULT_DRAW_GAMES, Permissions, type DrawGameConfig } from '@clearsight/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../../test/render';
import { AdminPrizeTables } from './prize-tables';

const staff = () => signIn({ roles: ['activity-staff'], permissions: [Permissions.activityManage] });

function tables(): DrawGameConfig[] {
  return DEFAULT_DRAW_GAMES.map((g) => ({
    game: g.game,
    cost: g.cost,
    enabled: true,
    prizes: g.prizes.map((p) => ({ ...p, textEn: p.textEn ?? '', image: null, fontColor: '#333333' })),
  }));
}

const chancesShown = (editor: HTMLElement) =>
  within(editor)
    .getAllByTestId('prize-chance')
    .map((c) => c.textContent);

describe('the prize tables screen', () => {
  it("shows each prize's chance from the weights and follows the weights as staff type", async () => {
    staff();
    mockApi({ 'GET /admin/lucky': { body: { items: tables() } } });
    renderWithApp(<AdminPrizeTables />, { path: '/admin/prize-tables' });
    const editor = await screen.findByTestId('prize-editor-wheel');
    expect(chancesShown(editor)).toEqual([
      '20%',
      '26.67%',
      '20%',
      '10%',
      '10%',
      '6.67%',
      '2.67%',
      '2%',
      '1.33%',
      '0.67%',
    ]);
    const stats = within(editor).getByTestId('prize-stats');
    expect(stats.textContent).toContain('150');
    expect(stats.textContent).toContain('36.51');
    expect(within(editor).getByTestId('prize-payout').textContent).toBe('73.01%');

    const user = userEvent.setup({ delay: null });
    const first = within(editor).getByLabelText('第 0 个奖品的权重');
    await user.clear(first);
    await user.type(first, '0');
    await waitFor(() => expect(chancesShown(editor)[0]).toBe('0%'));
    expect(chancesShown(editor)[1]).toBe('33.33%');
    expect(within(editor).getByText('有未保存的修改')).toBeTruthy();
    // The preview lists the same chances.
    expect(within(editor).getByTestId('prize-preview').textContent).toContain('33.33%');
  });

  it('saves the table as a whole and puts the server’s messages on their cells', async () => {
    staff();
    const items = tables();
    let attempt = 0;
    const calls = mockApi({
      'GET /admin/lucky': () => ({ body: { items } }),
      'PUT /admin/lucky/wheel': (call) => {
        attempt += 1;
        if (attempt === 1) {
          const message = '图片不存在，请重新上传';
          return {
            status: 400,
            body: {
              error: {
                code: 'Validation',
                message,
                details: null,
                validationErrors: [{ message, members: ['prizes.2.image'] }],
              },
            },
          };
        }
        items[0] = { ...items[0]!, ...(call.body as Partial<DrawGameConfig>) };
        return { body: items[0] };
      },
    });
    renderWithApp(<AdminPrizeTables />, { path: '/admin/prize-tables' });
    const editor = await screen.findByTestId('prize-editor-wheel');
    const user = userEvent.setup({ delay: null });
    const cost = within(editor).getByTestId('prize-cost');
    await user.clear(cost);
    await user.type(cost, '60');
    const text = within(editor).getByLabelText('第 9 个奖品的文字');
    await user.clear(text);
    await user.type(text, '大奖');
    await user.type(within(editor).getByLabelText('第 9 个奖品的英文文字'), 'Jackpot');

    await user.click(within(editor).getByTestId('prize-save'));
    const rows = within(editor).getAllByRole('row').slice(1);
    expect(await within(rows[2]!).findByText('图片不存在，请重新上传')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'PUT')!.body as DrawGameConfig;
    expect(sent.cost).toBe(60);
    expect(sent.enabled).toBe(true);
    expect(sent.prizes).toHaveLength(10);
    expect(sent.prizes[9]).toEqual({
      value: 666,
      weight: 1,
      text: '大奖',
      textEn: 'Jackpot',
      image: null,
      background: '#FAD400',
      fontColor: '#333333',
    });

    // The button leaves its loading state an effect later than the message shows.
    await waitFor(() => expect(within(editor).getByTestId('prize-save').className).not.toContain('ant-btn-loading'));
    await user.click(within(editor).getByTestId('prize-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(await screen.findByText('幸运大转盘的奖品表已保存')).toBeTruthy();
  });

  it("checks the contract before sending and keeps the grid's eight prizes", async () => {
    staff();
    const calls = mockApi({ 'GET /admin/lucky': { body: { items: tables() } } });
    renderWithApp(<AdminPrizeTables />, { path: '/admin/prize-tables' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('prize-tab-grid'));
    const editor = await screen.findByTestId('prize-editor-grid');
    expect(within(editor).getAllByTestId('prize-chance')).toHaveLength(8);
    expect((within(editor).getByTestId('prize-add') as HTMLButtonElement).disabled).toBe(true);
    expect(
      within(editor)
        .getAllByLabelText(/移除第/)
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);

    // Every weight at 0: the contract's own message, and nothing is sent.
    for (let i = 0; i < 8; i += 1) {
      const weight = within(editor).getByLabelText(`第 ${i} 个奖品的权重`);
      fireEvent.change(weight, { target: { value: '0' } });
    }
    await waitFor(() => expect(chancesShown(editor).every((c) => c === '—')).toBe(true));
    await user.click(within(editor).getByTestId('prize-save'));
    expect(await within(editor).findByText('至少一个奖品的权重须大于 0')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
