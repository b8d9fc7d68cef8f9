// @vitest-environment jsdom
import type { BbsUserCard, LedgerEntry } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn, type ApiCall } from '../../../test/render';
import type { ProfilePageData } from '../profile-types';
import { ProfilePage } from './profile-page';

const card: BbsUserCard = {
  id: 'u1',
  userName: 'alice',
  nick: '爱丽丝',
  icon: null,
  introduction: '',
  sex: 'unknown',
  level: 3,
  levelName: '大白',
  levelNameEn: '',
  experience: 120,
  money: 86.5,
  topicCount: 2,
  commentCount: 5,
  likeReceivedCount: 1,
  creationTime: '2026-01-01T00:00:00.000Z',
};

function entry(n: number, patch: Partial<LedgerEntry>): LedgerEntry {
  return {
    id: `e${n}`,
    amount: 10,
    balance: 100,
    reason: 'sign-in',
    reference: null,
    remark: null,
    creationTime: `2026-03-${String(10 + (n % 20)).padStart(2, '0')}T08:00:00.000Z`,
    ...patch,
  };
}

const rows: LedgerEntry[] = [
  entry(1, { amount: -50, balance: 86.5, reason: 'draw.cost' }),
  entry(2, { amount: 12.5, balance: 136.5, reason: 'sign-in' }),
  entry(3, { amount: 20, balance: 124, reason: 'staff.adjust', remark: '活动奖励补发' }),
  ...Array.from({ length: 22 }, (_, i) => entry(10 + i, { amount: 5, balance: 104 - i * 5, reason: 'sign-in' })),
];

/** The member's ledger as the server answers it: filtered by reason, paged by skipCount. */
function ledger(call: ApiCall) {
  const reason = call.query.get('reason');
  const skip = Number(call.query.get('skipCount') ?? 0);
  const take = Number(call.query.get('maxResultCount') ?? 20);
  const shown = reason ? rows.filter((r) => r.reason === reason) : rows;
  return { body: { items: shown.slice(skip, skip + take), totalCount: shown.length, balance: 86.5 } };
}

function data(patch: Partial<ProfilePageData> = {}): ProfilePageData {
  return { userName: 'alice', card, tab: 'money', page: 1, topics: null, comments: null, ...patch };
}

describe('money history on one’s own profile', () => {
  it('lists signed changes with the balance after each, newest first, with a tab of its own', async () => {
    signIn({ id: 'u1', userName: 'alice' });
    const calls = mockApi({ 'GET /bbs-user/alice': { body: card }, 'GET /ledger': ledger });
    renderWithApp(<ProfilePage data={data()} />, { path: '/profile/alice?tab=money' });

    const tab = await screen.findByTestId('profile-tab-money');
    expect(tab.textContent).toBe('钱钱明细');
    expect(tab.getAttribute('aria-current')).toBe('page');
    // The member's own history loads lazily, with antd and the query cache.
    const list = await screen.findByTestId('profile-ledger');
    await waitFor(() => expect(within(list).getAllByTestId('ledger-row')).toHaveLength(20));
    const [first, second, third] = within(list).getAllByTestId('ledger-row');
    expect(within(first!).getByTestId('ledger-amount').textContent).toBe('-50.00');
    expect(within(first!).getByTestId('ledger-amount').className).toContain('is-loss');
    expect(within(first!).getByTestId('ledger-balance').textContent).toBe('86.50');
    expect(first!.textContent).toContain('抽奖消耗');
    expect(within(second!).getByTestId('ledger-amount').textContent).toBe('+12.50');
    expect(within(second!).getByTestId('ledger-amount').className).toContain('is-gain');
    expect(third!.textContent).toContain('管理员调整');
    expect(third!.textContent).toContain('活动奖励补发');
    expect(screen.getByTestId('ledger-current').textContent).toBe('86.50');
    expect(list.textContent).toContain('共 25 条记录');

    const firstCall = calls.find((c) => c.path === '/ledger')!;
    expect(firstCall.query.get('skipCount')).toBe('0');
    expect(firstCall.query.get('maxResultCount')).toBe('20');
    expect(firstCall.query.get('reason')).toBeNull();
    // Pages are links that keep the tab.
    const pager = screen.getByTestId('ledger-pager');
    expect(within(pager).getByRole('link', { name: /2/ }).getAttribute('href')).toBe('/profile/alice?tab=money&page=2');
  });

  it('filters by reason through the address and starts again from the first page', async () => {
    signIn({ id: 'u1', userName: 'alice' });
    const calls = mockApi({ 'GET /bbs-user/alice': { body: card }, 'GET /ledger': ledger });
    renderWithApp(<ProfilePage data={data({ page: 2 })} />, { path: '/profile/alice?tab=money&page=2' });
    await waitFor(() => expect(screen.getAllByTestId('ledger-row')).toHaveLength(5));
    expect(calls.find((c) => c.path === '/ledger')!.query.get('skipCount')).toBe('20');

    const user = userEvent.setup({ delay: null });
    await user.click(within(screen.getByTestId('ledger-reason')).getByRole('combobox'));
    await user.click(await screen.findByTitle('管理员调整'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/profile/alice?tab=money&reason=staff.adjust'),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/ledger' && c.query.get('reason') === 'staff.adjust')).toBe(true),
    );
  });

  it('says when there is nothing of a kind', async () => {
    signIn({ id: 'u1', userName: 'alice' });
    mockApi({ 'GET /bbs-user/alice': { body: card }, 'GET /ledger': ledger });
    renderWithApp(<ProfilePage data={data()} />, { path: '/profile/alice?tab=money&reason=bank.draw' });
    expect(await screen.findByText('没有这一类的记录')).toBeTruthy();
  });

  it("is not offered on someone else's profile", async () => {
    signIn({ id: 'u2', userName: 'bob' });
    const calls = mockApi({ 'GET /bbs-user/alice': { body: card }, 'GET /ledger': ledger });
    renderWithApp(<ProfilePage data={data({ tab: 'topics', topics: { items: [], totalCount: 0 } })} />, {
      path: '/profile/alice',
    });
    await screen.findByTestId('profile-tab-topics');
    expect(screen.queryByTestId('profile-tab-money')).toBeNull();
    expect(screen.getByTestId('profile-level').textContent).toBe('等级 3-大白');
    expect(calls.some((c) => c.path === '/ledger')).toBe(false);
  });
});
