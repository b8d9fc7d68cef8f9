// @vitest-environment jsdom
import { DEFAULT_DRAW_GAMES, type DrawGameConfig, type DrawResult } from '@clearsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderWithApp, signIn, type ApiCall } from '../../../test/render';
import type { EngineFactory, EngineSpec } from './canvas-engine';
import type { DrawTarget } from './draw-machine';
import { LuckyPage } from './lucky-page';

const GAMES: DrawGameConfig[] = DEFAULT_DRAW_GAMES.map((g) => ({
  game: g.game,
  cost: g.cost,
  enabled: true,
  prizes: g.prizes.map((p) => ({ ...p, image: null, fontColor: '#333333' })),
}));

/** A canvas stand-in: records play/stop and reports the end of the deceleration a moment after a stop. */
function fakeEngine() {
  const played: number[] = [];
  const stops: DrawTarget[] = [];
  const stoppedAt: number[] = [];
  let spec: EngineSpec | null = null;
  const factory: EngineFactory = async (_el, given) => {
    spec = given;
    return {
      play: () => played.push(Date.now()),
      stop: (target) => {
        stops.push(target);
        stoppedAt.push(Date.now());
        if (typeof target === 'number' ? target >= 0 : !target.includes(-1)) setTimeout(() => spec?.onEnd(), 20);
      },
      destroy: () => undefined,
    };
  };
  return { factory, played, stops, stoppedAt, clickCanvasButton: () => spec?.onStart() };
}

function wheelResult(index: number, money: number): DrawResult {
  const prize = GAMES[0]!.prizes[index]!;
  return { id: `d${index}-${money}`, game: 'wheel', index, slots: null, prize, cost: 50, money };
}

function renderLucky(
  engine: ReturnType<typeof fakeEngine>,
  path = '/activity/lucky',
  options: { constantTime?: number; lang?: 'zh-CN' | 'en' } = {},
) {
  return renderWithApp(
    <LuckyPage
      initialGames={GAMES}
      widgetOptions={{
        engineFactory: engine.factory,
        config: { accelerationTime: 0, decelerationTime: 0 },
        constantTime: options.constantTime ?? 0,
      }}
    />,
    { path, lang: options.lang },
  );
}

const draws = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path.startsWith('/lucky/'));

describe('LuckyPage', () => {
  it('asks first, then makes one request with an idempotency key and spins to the answered index', async () => {
    signIn({ money: 200 });
    const calls = mockApi({
      'GET /lucky': { body: { items: GAMES } },
      'POST /lucky/wheel': { body: wheelResult(1, 160) },
    });
    const engine = fakeEngine();
    renderLucky(engine);
    const user = userEvent.setup({ delay: null });

    expect(screen.getByText('谨记人生赌博，不如理性规划')).toBeTruthy();
    expect(screen.getByTestId('lucky-price').textContent).toBe('50.00钱钱一次,我的钱钱:200.00');

    await user.click(screen.getByTestId('lucky-start'));
    expect(await screen.findByText('每次启动需要消耗50.00钱钱，确定要启动吗?')).toBeTruthy();
    expect(draws(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('恭喜你抽中了10')).toBeTruthy();
    expect(engine.stops).toEqual([1]);
    expect(engine.played).toHaveLength(1);
    const sent = draws(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect((screen.getByTestId('lucky-start') as HTMLButtonElement).disabled).toBe(false));
  });

  it('says "成功克制" when the visitor declines, and sends nothing', async () => {
    signIn({ money: 200 });
    const calls = mockApi({ 'GET /lucky': { body: { items: GAMES } } });
    renderLucky(fakeEngine());
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('lucky-start'));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    expect(await screen.findByText('成功克制')).toBeTruthy();
    expect(draws(calls)).toHaveLength(0);
  });

  it('shows the server’s "钱钱不足" and does not spin', async () => {
    signIn({ money: 10 });
    const calls = mockApi({
      'GET /lucky': { body: { items: GAMES } },
      'POST /lucky/wheel': { status: 409, body: envelope('InsufficientMoney', '钱钱不足') },
    });
    const engine = fakeEngine();
    renderLucky(engine);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('lucky-start'));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('钱钱不足')).toBeTruthy();
    expect(engine.played).toHaveLength(0);
    expect(draws(calls)).toHaveLength(1);
    await waitFor(() => expect((screen.getByTestId('lucky-start') as HTMLButtonElement).disabled).toBe(false));
  });

  it('never sends a second request while a draw runs, however often it is clicked', async () => {
    signIn({ money: 200 });
    let answer: (() => void) | null = null;
    const calls = mockApi({
      'GET /lucky': { body: { items: GAMES } },
      'POST /lucky/wheel': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: wheelResult(2, 180) });
        }),
    });
    const engine = fakeEngine();
    renderLucky(engine);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('lucky-start'));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(draws(calls)).toHaveLength(1));
    // The button and the canvas's own button are both dead while the request and the spin last.
    await user.click(screen.getByTestId('lucky-start'));
    engine.clickCanvasButton();
    expect(screen.queryAllByText('每次启动需要消耗50.00钱钱，确定要启动吗?').length).toBeLessThanOrEqual(1);
    answer!();
    expect(await screen.findByText('恭喜你抽中了30')).toBeTruthy();
    expect(draws(calls)).toHaveLength(1);
  });

  it('keeps the key after a network error, so the retry cannot charge twice', async () => {
    signIn({ money: 200 });
    let attempt = 0;
    const calls = mockApi({
      'GET /lucky': { body: { items: GAMES } },
      'POST /lucky/wheel': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return { body: wheelResult(0, 150) };
      },
    });
    const engine = fakeEngine();
    renderLucky(engine);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('lucky-start'));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('lucky-retry-kept')).toBeTruthy();
    expect(engine.played).toHaveLength(0);

    await waitFor(() => expect(screen.getByTestId('lucky-start').textContent).toBe('重试'));
    await user.click(screen.getByTestId('lucky-start'));
    const ok = await screen.findAllByRole('button', { name: '确定' });
    await user.click(ok[ok.length - 1]!);
    expect(await screen.findByText('恭喜你抽中了啥也没有')).toBeTruthy();
    const sent = draws(calls);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers['Idempotency-Key']).toBe(sent[0]!.headers['Idempotency-Key']);

    // A new click after an answered draw is a new action with a new key.
    await waitFor(() => expect((screen.getByTestId('lucky-start') as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByTestId('lucky-start'));
    const again = await screen.findAllByRole('button', { name: '确定' });
    await user.click(again[again.length - 1]!);
    await waitFor(() => expect(draws(calls)).toHaveLength(3));
    expect(draws(calls)[2]!.headers['Idempotency-Key']).not.toBe(sent[0]!.headers['Idempotency-Key']);
  });

  it('stops the slot machine on the reels the server answered', async () => {
    signIn({ money: 200 });
    const slot = GAMES[2]!;
    mockApi({
      'GET /lucky': { body: { items: GAMES } },
      'POST /lucky/slot': {
        body: { id: 's1', game: 'slot', index: 0, slots: [0, 1, 0], prize: slot.prizes[0], cost: 30, money: 170 },
      },
    });
    const engine = fakeEngine();
    renderLucky(engine, '/activity/lucky?game=slot');
    const user = userEvent.setup({ delay: null });
    expect(screen.getByTestId('lucky-price').textContent).toBe('30.00钱钱一次,我的钱钱:200.00');
    await user.click(screen.getByTestId('lucky-start'));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('这次没有抽中钱钱，下次好运')).toBeTruthy();
    expect(engine.stops).toEqual([[0, 1, 0]]);
  });

  it('keeps spinning at constant speed for a moment after the answer, before it decelerates', async () => {
    signIn({ money: 200 });
    mockApi({ 'GET /lucky': { body: { items: GAMES } }, 'POST /lucky/wheel': { body: wheelResult(0, 150) } });
    const engine = fakeEngine();
    renderLucky(engine, '/activity/lucky', { constantTime: 300 });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('lucky-start'));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByTestId('lucky-widget-wheel').getAttribute('data-phase')).toBe('constant'));
    expect(engine.stops).toEqual([]);
    expect(await screen.findByText('恭喜你抽中了啥也没有')).toBeTruthy();
    // The answer came at once; the wheel was told to stop only after its constant step.
    expect(engine.stoppedAt[0]! - engine.played[0]!).toBeGreaterThanOrEqual(290);
  });

  it.each([
    ['zh-CN', 4, '恭喜你抽中了60'],
    ['en', 4, 'You won 60'],
    ['zh-CN', 0, '恭喜你抽中了啥也没有'],
    ['en', 0, 'You won 啥也没有'],
  ] as const)('(%s) prize %i ends with the original’s message: %s', async (lang, index, text) => {
    signIn({ money: 200 });
    mockApi({ 'GET /lucky': { body: { items: GAMES } }, 'POST /lucky/wheel': { body: wheelResult(index, 170) } });
    renderLucky(fakeEngine(), '/activity/lucky', { lang });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('lucky-start'));
    await user.click(await screen.findByRole('button', { name: lang === 'en' ? 'OK' : '确定' }));
    const message = await screen.findByText(text);
    expect(message.textContent).toBe(text);
  });

  it('shows each game’s prizes with their odds', () => {
    signIn();
    mockApi({ 'GET /lucky': { body: { items: GAMES } } });
    renderLucky(fakeEngine());
    const table = screen.getByTestId('lucky-prizes-wheel');
    expect(table.textContent).toContain('666');
    expect(table.textContent).toContain('20.00%');
    // Σ value × weight / Σ weight = 5476 / 150.
    expect(screen.getByText('每次平均返还 36.51 钱钱')).toBeTruthy();
  });
});
