// @vitest-environment jsdom
import type { SignInRecord } from '@clearsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderWithApp, signIn } from '../../../test/render';
import { SignInPage } from './sign-in-page';

const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const month = `${today.getFullYear()}-${pad(today.getMonth() + 1)}`;
const day = (d: number) => `${month}-${pad(d)}`;
const todayKey = day(today.getDate());

function record(overrides: Partial<SignInRecord> = {}): SignInRecord {
  return {
    signInItem: [],
    currentContinuousNumber: 0,
    signedToday: false,
    today: todayKey,
    month,
    timeZone: 'Asia/Shanghai',
    ...overrides,
  };
}

describe('SignInPage', () => {
  it('signs in, says how much was earned, marks today and counts the streak', async () => {
    signIn({ money: 5 });
    let signed = false;
    const calls = mockApi({
      'GET /integral/sign-in/record': () => ({
        body: signed
          ? record({
              signedToday: true,
              currentContinuousNumber: 1,
              signInItem: [
                { id: 's1', creationTime: new Date().toISOString(), date: todayKey, value: 12.5, continuousNumber: 1 },
              ],
            })
          : record(),
      }),
      'POST /integral/sign-in': () => {
        signed = true;
        return { body: { value: 12.5, continuousNumber: 1, money: 17.5 } };
      },
    });
    renderWithApp(<SignInPage />);
    const button = await screen.findByTestId('sign-in-button');
    expect(button.textContent).toContain('点击完成今日签到');
    expect(screen.getByTestId('sign-streak').textContent).toContain('当前已连续签到0天');
    expect(screen.getByTestId('sign-rules').textContent).toContain('每天随机获得 3.00–10.99 钱钱');
    expect(screen.getByTestId('sign-rules').textContent).toContain('每次签到最多获得 30.00 钱钱');

    await userEvent.setup({ delay: null }).click(button);
    expect(await screen.findByText('恭喜！运气爆棚，今日获得：12.50 钱钱')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('sign-streak').textContent).toContain('当前已连续签到1天'));
    expect(screen.getByTestId('sign-in-button').textContent).toContain('今日已签到');
    // jsdom matches no media query, so the calendar is the phone's: a check named "已签到✔️". The calendar draws from
    // a deferred copy of the record, so it shows the sign-in a render after the button.
    await waitFor(() =>
      expect(within(screen.getByTestId(`sign-day-${todayKey}`)).getByLabelText('已签到✔️')).toBeTruthy(),
    );
    expect(screen.getByTestId('sign-month-summary').textContent).toBe('当月签到 1 天，共获得 12.50 钱钱');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s refusal of a second sign-in the same day', async () => {
    signIn();
    mockApi({
      'GET /integral/sign-in/record': {
        body: record({
          signedToday: true,
          currentContinuousNumber: 3,
          signInItem: [
            { id: 's1', creationTime: new Date().toISOString(), date: todayKey, value: 9, continuousNumber: 3 },
          ],
        }),
      },
      'POST /integral/sign-in': { status: 409, body: envelope('AlreadySignedIn', '今日你已经签到过了~') },
    });
    renderWithApp(<SignInPage />);
    const button = await screen.findByTestId('sign-in-button');
    expect(button.textContent).toContain('今日已签到');
    expect(screen.getByTestId('sign-streak').textContent).toContain('当前已连续签到3天');
    expect(screen.getByTestId('sign-today-reward').textContent).toContain('9.00');
    await userEvent.setup({ delay: null }).click(button);
    expect(await screen.findByText('今日你已经签到过了~')).toBeTruthy();
  });

  it('asks for another month’s record when the calendar moves', async () => {
    signIn();
    const calls = mockApi({ 'GET /integral/sign-in/record': { body: record() } });
    renderWithApp(<SignInPage />);
    await userEvent.setup({ delay: null }).click(await screen.findByTestId('sign-prev-month'));
    const previous = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    const wanted = `${previous.getFullYear()}-${pad(previous.getMonth() + 1)}`;
    await waitFor(() => expect(calls.some((c) => c.query.get('month') === wanted)).toBe(true));
    expect((screen.getByTestId('sign-next-month') as HTMLButtonElement).disabled).toBe(false);
  });
});
