// @vitest-environment jsdom
import { Permissions, type AdminLedgerEntry, type BbsUserCard } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn, type ApiCall } from '../../../test/render';
import { AdminLedger, ledgerFilters } from './ledger';

function entry(patch: Partial<AdminLedgerEntry>): AdminLedgerEntry {
  return {
    id: 'e1',
    amount: 10,
    balance: 110,
    reason: 'sign-in',
    reference: null,
    remark: null,
    creationTime: '2026-03-12T08:00:00.000Z',
    userId: 'u2',
    userName: 'bob',
    nick: '鲍勃',
    actorName: null,
    ...patch,
  };
}

const bob: BbsUserCard = {
  id: 'u2',
  userName: 'bob',
  nick: '鲍勃',
  icon: null,
  introduction: '',
  sex: 'unknown',
  level: 2,
  levelName: '中白',
  levelNameEn: '',
  experience: 40,
  money: 110,
  topicCount: 0,
  commentCount: 0,
  likeReceivedCount: 0,
  creationTime: '2026-01-01T00:00:00.000Z',
};

const rows = [
  entry({ id: 'a', amount: -50, balance: 110, reason: 'draw.cost', reference: 'draw-0190aa' }),
  entry({ id: 'b', amount: 20, balance: 160, reason: 'staff.adjust', remark: '活动奖励补发', actorName: 'admin' }),
  entry({ id: 'c', amount: 12.5, balance: 140, userId: 'u3', userName: 'carol', nick: '卡罗尔' }),
];

function list(call: ApiCall) {
  const userName = call.query.get('userName');
  const reason = call.query.get('reason');
  const shown = rows.filter((r) => (!userName || r.userName === userName) && (!reason || r.reason === reason));
  const sumAmount = Math.round(shown.reduce((a, r) => a + r.amount * 100, 0)) / 100;
  return { body: { items: shown, totalCount: shown.length, sumAmount } };
}

/** The input of an antd text field (its test id lands on the input itself or on its wrapper). */
const inputOf = (el: HTMLElement) => (el.tagName === 'INPUT' ? el : el.querySelector('input')!) as HTMLInputElement;

const row = (id: string) => screen.getAllByTestId('ledger-amount')[rows.findIndex((r) => r.id === id)]!.closest('tr')!;
const lastQuery = (calls: ApiCall[]) => calls.filter((c) => c.path === '/admin/ledger').at(-1)!.query;

describe('the ledger screen', () => {
  it('lists changes with signed amounts, reasons, notes and balances, and filters by member, reason and dates', async () => {
    signIn({ roles: ['x'], permissions: [Permissions.ledgerRead] });
    const calls = mockApi({ 'GET /admin/ledger': list });
    renderWithApp(<AdminLedger />, { path: '/admin/ledger' });
    await waitFor(() => expect(screen.getAllByTestId('ledger-amount')).toHaveLength(3));
    expect(within(row('a')).getByTestId('ledger-amount').textContent).toBe('-50.00');
    expect(within(row('a')).getByText('抽奖消耗')).toBeTruthy();
    expect(row('a').textContent).toContain('110.00');
    expect(within(row('b')).getByTestId('ledger-amount').textContent).toBe('+20.00');
    expect(row('b').textContent).toContain('活动奖励补发');
    expect(row('b').textContent).toContain('由 admin 调整');
    expect(screen.getByTestId('ledger-summary').textContent).toBe('共 3 条，金额合计 -17.50');
    // Reading only: no adjusting.
    expect(screen.queryByTestId('ledger-adjust')).toBeNull();
    expect(screen.queryByTestId('ledger-row-adjust')).toBeNull();

    const user = userEvent.setup({ delay: null });
    await user.type(inputOf(screen.getByTestId('ledger-user')), 'bob{Enter}');
    await waitFor(() => expect(lastQuery(calls).get('userName')).toBe('bob'));
    await waitFor(() => expect(screen.getAllByTestId('ledger-amount')).toHaveLength(2));
    expect(screen.getByTestId('location').textContent).toBe('/admin/ledger?userName=bob');

    await user.click(within(screen.getByTestId('ledger-reason')).getByRole('combobox'));
    await user.click(await screen.findByTitle('管理员调整'));
    await waitFor(() => expect(lastQuery(calls).get('reason')).toBe('staff.adjust'));

    await user.type(screen.getByTestId('ledger-date-from'), '2026-03-01');
    await waitFor(() => expect(lastQuery(calls).get('dateFrom')).toBe('2026-03-01'));
    expect(lastQuery(calls).get('skipCount')).toBe('0');
    expect(lastQuery(calls).get('maxResultCount')).toBe('20');
  });

  it('adjusts after a confirmation with one Idempotency-Key per adjustment, repeated on a retry', async () => {
    signIn({ roles: ['x'], permissions: [Permissions.ledgerRead, Permissions.ledgerAdjust] });
    let posts = 0;
    const calls = mockApi({
      'GET /admin/ledger': list,
      'GET /bbs-user/bob': { body: bob },
      'POST /admin/ledger/adjust': (call) => {
        posts += 1;
        // The first attempt gets no answer at all.
        if (posts === 1) throw new TypeError('Failed to fetch');
        const body = call.body as { amount: number; remark: string };
        return {
          status: 201,
          body: entry({ id: `adj${posts}`, amount: body.amount, balance: 110 + body.amount, reason: 'staff.adjust' }),
        };
      },
    });
    renderWithApp(<AdminLedger />, { path: '/admin/ledger' });
    // The confirmation opens over the dialog while its own opening motion still runs.
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.getAllByTestId('ledger-amount')).toHaveLength(3));

    await user.click(screen.getByTestId('ledger-adjust'));
    const dialog = await screen.findByRole('dialog');
    // Nothing but the member's name yet: the form says what it needs.
    await user.click(within(dialog).getByTestId('adjust-submit'));
    expect(await within(dialog).findByText('请输入会员用户名')).toBeTruthy();

    await user.type(inputOf(within(dialog).getByTestId('adjust-user')), 'bob{Enter}');
    expect((await within(dialog).findByTestId('adjust-balance')).textContent).toBe('110.00');
    await user.click(within(dialog).getByText('扣减'));
    await user.type(within(dialog).getByRole('spinbutton'), '30');
    expect((await within(dialog).findByTestId('adjust-after')).textContent).toContain('调整后余额为 80.00');
    await user.type(within(dialog).getByRole('textbox', { name: '调整原因' }), '重复发放的奖励收回');

    const confirm = async () => {
      await waitFor(() =>
        expect(within(dialog).getByTestId('adjust-submit').className).not.toContain('ant-btn-loading'),
      );
      await user.click(within(dialog).getByTestId('adjust-submit'));
      const confirmBox = (await screen.findAllByTestId('adjust-confirm')).at(-1)!;
      expect(confirmBox.textContent).toContain('从 鲍勃（@bob）扣减 30.00 钱钱？');
      expect(confirmBox.textContent).toContain('原因：重复发放的奖励收回');
      const box = confirmBox.closest('.ant-modal') as HTMLElement;
      await user.click(within(box).getByRole('button', { name: /确认调整/ }));
    };

    await confirm();
    await waitFor(() => expect(posts).toBe(1));
    expect(await screen.findByText('网络连接错误')).toBeTruthy();
    // Still open: the same adjustment confirmed again carries the same key.
    await confirm();
    await waitFor(() => expect(posts).toBe(2));
    const adjusts = calls.filter((c) => c.path === '/admin/ledger/adjust');
    const firstKey = adjusts[0]!.headers['Idempotency-Key'];
    expect(firstKey).toMatch(/^[0-9a-f]{32}$/);
    expect(adjusts[1]!.headers['Idempotency-Key']).toBe(firstKey);
    expect(adjusts[1]!.body).toEqual({ userId: 'u2', amount: -30, remark: '重复发放的奖励收回' });
    expect(await screen.findByText('已调整，鲍勃 现在有 80.00 钱钱')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('调整会员钱钱')).toBeNull());

    // A new adjustment, even an identical one, is a new action with a new key, here from the member's row.
    await user.click(within(row('a')).getByTestId('ledger-row-adjust'));
    // Closed dialogs may still be leaving: the new one is the last.
    const again = (await screen.findAllByTestId('adjust-user')).at(-1)!.closest('.ant-modal') as HTMLElement;
    expect((await within(again).findByTestId('adjust-balance')).textContent).toBe('110.00');
    expect(inputOf(within(again).getByTestId('adjust-user')).disabled).toBe(true);
    await user.click(within(again).getByText('扣减'));
    await user.type(within(again).getByRole('spinbutton'), '30');
    await user.type(within(again).getByRole('textbox', { name: '调整原因' }), '重复发放的奖励收回');
    await user.click(within(again).getByTestId('adjust-submit'));
    const box = (await screen.findAllByTestId('adjust-confirm')).at(-1)!.closest('.ant-modal') as HTMLElement;
    await user.click(within(box).getByRole('button', { name: /确认调整/ }));
    await waitFor(() => expect(posts).toBe(3));
    const third = calls.filter((c) => c.path === '/admin/ledger/adjust')[2]!;
    expect(third.headers['Idempotency-Key']).not.toBe(firstKey);
  });

  it('says when no member has the user name, and sends nothing', async () => {
    signIn({ roles: ['x'], permissions: [Permissions.ledgerAdjust] });
    const calls = mockApi({});
    renderWithApp(<AdminLedger />, { path: '/admin/ledger' });
    // Adjusting alone: no histories to read.
    expect(await screen.findByText('你可以调整会员的钱钱，但没有查看流水的权限。')).toBeTruthy();
    expect(calls.some((c) => c.path === '/admin/ledger')).toBe(false);

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('ledger-adjust'));
    const dialog = await screen.findByRole('dialog');
    await user.type(inputOf(within(dialog).getByTestId('adjust-user')), 'nobody');
    await user.type(within(dialog).getByRole('spinbutton'), '5');
    await user.type(within(dialog).getByRole('textbox', { name: '调整原因' }), '测试');
    await user.click(within(dialog).getByTestId('adjust-submit'));
    expect(await within(dialog).findByText('没有这个用户名的会员')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('checks every balance against its ledger on demand and names the members that differ', async () => {
    signIn({ roles: ['x'], permissions: [Permissions.ledgerRead] });
    let checks = 0;
    const calls = mockApi({
      'GET /admin/ledger': list,
      'POST /admin/ledger/check': () => {
        checks += 1;
        return checks === 1
          ? { body: { checkedAt: '2026-03-12T08:00:00.000Z', members: 3, mismatchCount: 0, mismatches: [] } }
          : {
              body: {
                checkedAt: '2026-03-12T08:05:00.000Z',
                members: 3,
                mismatchCount: 1,
                mismatches: [{ userId: 'u2', userName: 'bob', balance: 999.99, ledgerSum: 110 }],
              },
            };
      },
    });
    renderWithApp(<AdminLedger />, { path: '/admin/ledger' });
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getAllByTestId('ledger-amount')).toHaveLength(3));
    // Nothing is checked until staff ask.
    expect(calls.some((c) => c.path === '/admin/ledger/check')).toBe(false);

    await user.click(screen.getByTestId('ledger-check'));
    expect((await screen.findByTestId('ledger-check-result')).textContent).toContain(
      '已核对 3 位会员：每个余额都等于其流水之和',
    );

    await user.click(screen.getByTestId('ledger-check'));
    await waitFor(() =>
      expect(screen.getByTestId('ledger-check-result').textContent).toContain(
        '1 位会员的余额与流水之和不一致（共核对 3 位）',
      ),
    );
    expect(screen.getByTestId('ledger-check-result').textContent).toContain('@bob：余额 999.99，流水之和 110.00');
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/admin/ledger/check')).toHaveLength(2);
  });

  it('sends only well-formed filters from the address', () => {
    expect(ledgerFilters({ userName: ' bob ', reason: 'nope', dateFrom: '2026-3-1', dateTo: '2026-03-31' })).toEqual({
      userName: 'bob',
      dateTo: '2026-03-31',
    });
  });
});
