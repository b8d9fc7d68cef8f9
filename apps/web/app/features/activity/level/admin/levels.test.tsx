// @vitest-environment jsdom
import { LEVELS, Permissions, type LevelItem } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../../test/render';
import { AdminLevels, experienceRange } from './levels';

const staff = () => signIn({ roles: ['activity-staff'], permissions: [Permissions.activityManage] });

function table(): LevelItem[] {
  return LEVELS.map((l) => ({
    id: `l${l.level}`,
    currentLevel: l.level,
    minExperience: l.minExperience,
    name: l.name,
    nick: '',
    nameEn: '',
    nickEn: '',
    logo: null,
  }));
}

const row = (level: number) =>
  screen
    .getAllByTestId('level-row-badge')
    .find((b) => b.textContent?.endsWith(`${level}-${LEVELS[level - 1]!.name}`))!
    .closest('tr') as HTMLElement;

describe('the levels screen', () => {
  it('shows the ten levels with their badge, minimum and range; only the top one can be removed', async () => {
    staff();
    mockApi({ 'GET /admin/level': { body: { items: table() } } });
    renderWithApp(<AdminLevels />, { path: '/admin/levels' });
    await waitFor(() => expect(screen.getAllByTestId('level-row-badge')).toHaveLength(10));
    expect(row(3).textContent).toContain('100 – 299');
    expect(row(10).textContent).toContain('3,000 及以上');
    await waitFor(() => expect(within(row(10)).queryByTestId('admin-row-delete')).toBeTruthy());
    expect(within(row(9)).queryByTestId('admin-row-delete')).toBeNull();
  });

  it('edits a level in the drawer, within its neighbours, and saves it by its number', async () => {
    staff();
    const items = table();
    const calls = mockApi({
      'GET /admin/level': () => ({ body: { items } }),
      'PUT /admin/level/3': (call) => {
        const body = call.body as Partial<LevelItem>;
        items[2] = { ...items[2]!, ...body };
        return { body: items[2] };
      },
    });
    renderWithApp(<AdminLevels />, { path: '/admin/levels' });
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getAllByTestId('level-row-badge')).toHaveLength(10));
    await user.click(within(row(3)).getByTestId('admin-row-edit'));
    expect(await screen.findByText('所需经验须大于 30、小于 300')).toBeTruthy();

    const name = await screen.findByRole('textbox', { name: '称号' });
    expect((name as HTMLInputElement).value).toBe('大白');
    await user.clear(name);
    await user.click(screen.getByTestId('admin-form-save'));
    expect(await screen.findByText('请填写称号')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(name, '白银');
    await user.type(screen.getByRole('textbox', { name: '称号（英文）' }), 'Silver');
    const min = screen.getByRole('spinbutton', { name: '所需经验' });
    await user.clear(min);
    await user.type(min, '120');
    await user.click(screen.getByTestId('admin-form-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      name: '白银',
      minExperience: 120,
      nick: '',
      nameEn: 'Silver',
      nickEn: '',
      logo: null,
    });
    await waitFor(() => expect(screen.getByText('3-白银')).toBeTruthy());
  });

  it('knows where a minimum may go', () => {
    const levels = table();
    expect(experienceRange(levels, 1)).toEqual({ above: null, below: 30 });
    expect(experienceRange(levels, 5)).toEqual({ above: 300, below: 1000 });
    expect(experienceRange(levels, 10)).toEqual({ above: 2500, below: null });
    // A new level goes above the top one.
    expect(experienceRange(levels, null)).toEqual({ above: 3000, below: null });
  });
});
