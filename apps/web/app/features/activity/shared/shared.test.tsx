// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/errors';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { ActionKeys, newIdempotencyKey } from './action-keys';
import { MemberGate } from './member-gate';
import { formatMoney, formatMoneyChange } from '../../../lib/format';
import { addMoney, formatRate } from './money';

describe('money formatting', () => {
  it('always shows two decimals, grouped by thousands', () => {
    expect(formatMoney(12.5)).toBe('12.50');
    expect(formatMoney(1234567)).toBe('1,234,567.00');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(10.999)).toBe('11.00');
    expect(formatMoneyChange(-50)).toBe('-50.00');
    expect(formatMoneyChange(12.5)).toBe('+12.50');
    expect(formatRate(1.1345)).toBe('113.45');
  });

  it('adds amounts to the cent', () => {
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(addMoney(160, -10)).toBe(150);
  });
});

describe('action keys', () => {
  const unanswered = () =>
    new ApiError({ message: '网络连接错误', failure: { message: 'Network Error' }, outcome: { kind: 'silent' } });
  const refused = () => new ApiError({ message: '钱钱不足', failure: { status: 409 }, outcome: { kind: 'silent' } });

  it('makes keys the server accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('keeps an action’s key only while its last attempt went unanswered', async () => {
    let n = 0;
    const keys = new ActionKeys(() => `key-${++n}`);
    const seen: string[] = [];
    await expect(
      keys.run('draw:wheel', async (key) => (seen.push(key), Promise.reject(unanswered()))),
    ).rejects.toThrow();
    expect(keys.isPending('draw:wheel')).toBe(true);
    await keys.run('draw:wheel', async (key) => seen.push(key));
    await keys.run('draw:wheel', async (key) => seen.push(key));
    await expect(keys.run('draw:wheel', async (key) => (seen.push(key), Promise.reject(refused())))).rejects.toThrow();
    await keys.run('draw:wheel', async (key) => seen.push(key));
    expect(seen).toEqual(['key-1', 'key-1', 'key-2', 'key-3', 'key-4']);
    expect(keys.isPending('draw:wheel')).toBe(false);
  });

  it('gives different actions different keys', () => {
    const keys = new ActionKeys();
    expect(keys.keyFor('deposit:c1:50')).not.toBe(keys.keyFor('deposit:c1:60'));
  });
});

describe('MemberGate', () => {
  it('asks a guest to log in and says what waits behind it', async () => {
    mockApi({});
    renderWithApp(
      <MemberGate>
        <p>secret</p>
      </MemberGate>,
      { path: '/activity/sign' },
    );
    expect(await screen.findByTestId('activity-guest')).toBeTruthy();
    expect(await screen.findByText('该功能需要登陆后享有,是否立即登录?')).toBeTruthy();
    expect(screen.getByTestId('activity-guest-login').getAttribute('href')).toBe('/login?redirect=%2Factivity%2Fsign');
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('shows the page’s own head over the placeholder while the member’s account loads', async () => {
    // A token whose account has not come yet: the server's render, and the browser's until it comes.
    signIn({ id: null });
    mockApi({ 'GET /account': () => new Promise(() => undefined) });
    renderWithApp(
      <MemberGate>
        <p>secret</p>
      </MemberGate>,
      { path: '/activity/bank' },
    );
    const waiting = await screen.findByTestId('activity-waiting');
    expect(waiting.querySelector('h1')?.textContent).toBe('钱钱银行');
    expect(waiting.querySelector('.act-head__text p')?.textContent).toContain('存满 3 天');
    expect(waiting.querySelector('.act-skeleton')).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('shows a member the page', async () => {
    signIn();
    mockApi({});
    renderWithApp(
      <MemberGate>
        <p>secret</p>
      </MemberGate>,
    );
    expect(await screen.findByText('secret')).toBeTruthy();
  });
});
