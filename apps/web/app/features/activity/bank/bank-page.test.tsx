// @vitest-environment jsdom
import type { BankCard, InterestRecord, MyLevel } from '@clearsight/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderWithApp, signIn } from '../../../test/render';
import { BankPage, cardNumber, remainingOf } from './bank-page';
import { rateStats } from './rate-chart';

// ECharts draws on a canvas jsdom does not have; the chart's own summary is tested through rateStats.
vi.mock('./rate-chart', async (importOriginal) => {
  const actual: object = await importOriginal();
  return { ...actual, RateChart: () => <div data-testid="bank-chart" /> };
});

const HOUR = 3_600_000;
const RATES: InterestRecord[] = Array.from({ length: 24 }, (_, i) => ({
  id: `r${i}`,
  creationTime: new Date(Date.UTC(2026, 4, 1, i)).toISOString(),
  value: i === 23 ? 1.1345 : 1 + (i % 5) / 10,
  isFluctuate: i === 7,
}));

const MINE: MyLevel = { level: 2, levelName: '中白', levelNameEn: '', experience: 40, next: null, money: 300 };

function card(id: string, state: BankCard['bankCardState'], extra: Partial<BankCard> = {}): BankCard {
  return {
    id,
    storageMoney: 0,
    maxStorageMoney: 100,
    bankCardState: state,
    lastDepositTime: null,
    lastDrawTime: null,
    fulltermTime: null,
    creationTime: new Date().toISOString(),
    ...extra,
  };
}

describe('bank helpers', () => {
  it('counts the time left in whole days and hours, null once matured', () => {
    const now = Date.UTC(2026, 4, 1, 12);
    expect(remainingOf(new Date(now + 2 * 24 * HOUR + 5 * HOUR + 59 * 60_000).toISOString(), now)).toEqual({
      days: 2,
      hours: 5,
    });
    expect(remainingOf(new Date(now - 1).toISOString(), now)).toBeNull();
    expect(remainingOf(null, now)).toBeNull();
  });

  it('numbers a card by the first eight characters of its id and its last four', () => {
    expect(cardNumber('0193a7f2-1c2d-7e00-8000-00000000ab12')).toBe('0193A7F2 •••• AB12');
    expect(cardNumber('c1')).toBe('C1');
  });

  it('summarises the rates: highest, lowest, average', () => {
    expect(rateStats([])).toBeNull();
    const stats = rateStats(RATES)!;
    expect(stats.max).toBe(1.4);
    expect(stats.min).toBe(1);
  });
});

describe('BankPage', () => {
  it('states the current rate and lists my cards with their state and time left', async () => {
    signIn({ money: 300, level: 2 });
    const term = new Date(Date.now() + 2 * 24 * HOUR + 3 * HOUR + 30 * 60_000).toISOString();
    mockApi({
      'GET /bank/interest': { body: RATES },
      'GET /level/me': { body: MINE },
      'GET /bank': {
        body: [
          card('aaaaaaaa-0001', 'Unused'),
          card('bbbbbbbb-0002', 'Wait', {
            storageMoney: 80,
            lastDepositTime: new Date().toISOString(),
            fulltermTime: term,
          }),
        ],
      },
    });
    renderWithApp(<BankPage />);
    expect(await screen.findByText('当前实时利息：113.45%（可获取投入的百分之113.45的本金）')).toBeTruthy();
    const cards = await screen.findAllByTestId('bank-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('bank-card-state').textContent).toBe('闲置中');
    expect(within(cards[0]!).getByTestId('bank-card-id').textContent).toBe('AAAAAAAA');
    expect(within(cards[1]!).getByTestId('bank-card-state').textContent).toBe('存款中');
    expect(within(cards[1]!).getByTestId('bank-card-balance').textContent).toBe('80.00');
    expect(within(cards[1]!).getByTestId('bank-card-remaining').textContent).toBe('2天3时');
    expect(screen.getByTestId('bank-allowance').textContent).toBe('当前等级 2，最多可持有 2 张银行卡，已拥有 2 张');
    expect((screen.getByTestId('bank-apply') as HTMLButtonElement).disabled).toBe(true);
  });

  it('applies for cards up to the level', async () => {
    signIn({ money: 300, level: 2 });
    let cards: BankCard[] = [];
    const calls = mockApi({
      'GET /bank/interest': { body: RATES },
      'GET /level/me': { body: MINE },
      'GET /bank': () => ({ body: cards }),
      'POST /bank/applying': () => {
        cards = [card('c1', 'Unused'), card('c2', 'Unused')];
        return { body: cards };
      },
    });
    renderWithApp(<BankPage />);
    expect(await screen.findByText('还没有银行卡，申请一张开始存钱钱吧')).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByTestId('bank-apply'));
    expect(await screen.findByText('成功申领 2 张银行卡')).toBeTruthy();
    expect(await screen.findAllByTestId('bank-card')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('deposits 50–100 into an idle card with an idempotency key', async () => {
    signIn({ money: 300, level: 1 });
    let state: BankCard = card('c1', 'Unused');
    const calls = mockApi({
      'GET /bank/interest': { body: RATES },
      'GET /level/me': { body: { ...MINE, level: 1 } },
      'GET /bank': () => ({ body: [state] }),
      'PUT /bank/deposit/c1/80': () => {
        state = card('c1', 'Wait', {
          storageMoney: 80,
          lastDepositTime: new Date().toISOString(),
          fulltermTime: new Date(Date.now() + 3 * 24 * HOUR).toISOString(),
        });
        return { body: { card: state, amount: -80, early: false, money: 220 } };
      },
    });
    renderWithApp(<BankPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('bank-deposit'));
    const input = await screen.findByTestId('bank-deposit-amount');
    expect((input as HTMLInputElement).value).toBe('100.00');
    fireEvent.change(input, { target: { value: '80' } });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '存款' }));
    expect(await screen.findByText('存款成功，存入 80.00 钱钱')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('bank-card-state').textContent).toBe('存款中'));
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('warns that an early draw returns only the deposit, then draws', async () => {
    signIn({ money: 100, level: 1 });
    const saving = card('c1', 'Wait', {
      storageMoney: 80,
      lastDepositTime: new Date().toISOString(),
      fulltermTime: new Date(Date.now() + 24 * HOUR).toISOString(),
    });
    let state = saving;
    mockApi({
      'GET /bank/interest': { body: RATES },
      'GET /level/me': { body: { ...MINE, level: 1 } },
      'GET /bank': () => ({ body: [state] }),
      'PUT /bank/draw/c1': () => {
        state = card('c1', 'Unused');
        return { body: { card: state, amount: 80, early: true, money: 180 } };
      },
    });
    renderWithApp(<BankPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('bank-draw'));
    expect(await screen.findByText('该卡存款尚未到期，提前提款只能取回本金 80.00 钱钱，确定提款吗？')).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '提款' }));
    expect(await screen.findByText('提前提款，取回本金 80.00 钱钱')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('bank-card-state').textContent).toBe('闲置中'));
  });

  it('shows the server’s refusal of a deposit the balance cannot pay', async () => {
    signIn({ money: 300, level: 1 });
    mockApi({
      'GET /bank/interest': { body: RATES },
      'GET /level/me': { body: { ...MINE, level: 1 } },
      'GET /bank': { body: [card('c1', 'Unused')] },
      'PUT /bank/deposit/c1/100': { status: 409, body: envelope('InsufficientMoney', '钱钱不足') },
    });
    renderWithApp(<BankPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('bank-deposit'));
    await screen.findByTestId('bank-deposit-amount');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '存款' }));
    expect(await screen.findByText('钱钱不足')).toBeTruthy();
  });
});
