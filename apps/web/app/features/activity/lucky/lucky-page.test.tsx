// @vitest-environment jsdom
import { DEFAULT_DRAW_GAMES, type DrawGameConfig, type DrawResult } from '@clearsight/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRealtimeEffects } from '../../../lib/realtime/effects';
import { dispatchHubEvent, resetHubStates, setHubState } from '../../../lib/realtime/hub-store';
import { resetMoneyHoldForTests } from '../../../lib/session/money-hold';
import { UserMenu } from '../../account/components/user-menu';
import { EMOJI } from './slot-symbols';
import { envelope, mockApi, renderWithApp, signIn, type ApiCall } from '../../../test/render';
import type { EngineFactory, EngineSpec } from './canvas-engine';
import type { DrawTarget } from './draw-machine';
import { LuckyPage } from './lucky-page';

const GAMES: DrawGameConfig[] = DEFAULT_DRAW_GAMES.map((g) => ({
  game: g.game,
  cost: g.cost,
  enabled: true,
  prizes: g.prizes.map((p) => ({ ...p, textEn: p.textEn ?? '', image: null, fontColor: '#333333' })),
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
  return {
    factory,
    played,
    stops,
    stoppedAt,
    clickCanvasButton: () => spec?.onStart(),
    specs: () => (spec ? [spec] : []),
  };
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

/** A canvas stand-in that stops only when the test says so: the spin lasts as long as the test needs. */
function heldEngine() {
  const stops: DrawTarget[] = [];
  let spec: EngineSpec | null = null;
  const specs: EngineSpec[] = [];
  const factory: EngineFactory = async (_el, given) => {
    spec = given;
    specs.push(given);
    return { play: () => undefined, stop: (target) => stops.push(target), destroy: () => undefined };
  };
  return { factory, stops, specs, finish: () => spec?.onEnd() };
}

/** A canvas stand-in that decelerates as lucky-canvas does: it reports its end the deceleration time after a stop. */
function timedEngine() {
  const stops: DrawTarget[] = [];
  const factory: EngineFactory = async (_el, spec) => ({
    play: () => undefined,
    stop: (target) => {
      stops.push(target);
      setTimeout(() => spec.onEnd(), spec.config.config.decelerationTime);
    },
    destroy: () => undefined,
  });
  return { factory, stops };
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
    expect(await screen.findByText('这次没有抽中钱钱，下次好运')).toBeTruthy();
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
    expect(await screen.findByText('这次没有抽中钱钱，下次好运')).toBeTruthy();
    // The answer came at once; the wheel was told to stop only after its constant step.
    expect(engine.stoppedAt[0]! - engine.played[0]!).toBeGreaterThanOrEqual(290);
  });

  it.each([
    ['zh-CN', 4, '恭喜你抽中了60'],
    ['en', 4, 'You won 60'],
    ['zh-CN', 0, '这次没有抽中钱钱，下次好运'],
    ['en', 0, 'No money this time. Better luck next draw'],
  ] as const)('(%s) prize %i ends with: %s', async (lang, index, text) => {
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

describe('the money shown while a draw runs', () => {
  afterEach(() => {
    resetHubStates();
    resetMoneyHoldForTests();
  });

  it.each([
    ['wheel', '/activity/lucky', 50, 1, 10],
    ['grid', '/activity/lucky?game=grid', 20, 6, 100],
    ['slot', '/activity/lucky?game=slot', 30, 1, 20],
  ] as const)(
    'the %s keeps its secret: header and page show the old money until the widget ends, then both the new',
    async (game, path, cost, index, value) => {
      signIn({ money: 200 });
      const after = 200 - cost + value;
      const prize = GAMES.find((g) => g.game === game)!.prizes[index]!;
      mockApi({
        'GET /bbs-user/u1': { body: { id: 'u1', money: 200 } },
        'GET /lucky': { body: { items: GAMES } },
        [`POST /lucky/${game}`]: {
          body: {
            id: 'x1',
            game,
            index,
            slots: game === 'slot' ? [index, index, index] : null,
            prize,
            cost,
            money: after,
          },
        },
      });
      const uninstall = installRealtimeEffects();
      setHubState('bbsNotice', 'connected');
      const engine = heldEngine();
      renderWithApp(
        <>
          <UserMenu />
          <LuckyPage
            initialGames={GAMES}
            widgetOptions={{
              engineFactory: engine.factory,
              config: { accelerationTime: 0, decelerationTime: 0 },
              constantTime: 0,
            }}
          />
        </>,
        { path },
      );
      const header = await screen.findByTestId('header-money');
      const price = () => screen.getByTestId('lucky-price').textContent ?? '';
      const both = () => [header.textContent, price().split(':').pop()];
      await waitFor(() => expect(both()).toEqual(['200.00', '200.00']));

      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByTestId('lucky-start'));
      await user.click(await screen.findByRole('button', { name: '确定' }));
      await waitFor(() => expect(engine.stops).toHaveLength(1));

      // The server's events arrive while the widget spins: the draw's wait, a sign-in's does not.
      act(() => {
        dispatchHubEvent('bbsNotice', 'Money', [-cost, 'draw.cost']);
        dispatchHubEvent('bbsNotice', 'Money', [value, 'draw.prize']);
      });
      expect(both()).toEqual(['200.00', '200.00']);
      act(() => dispatchHubEvent('bbsNotice', 'Money', [5, 'sign-in']));
      expect(both()).toEqual(['205.00', '205.00']);
      expect(screen.getByTestId(`lucky-widget-${game}`).getAttribute('data-phase')).not.toBe('idle');

      act(() => engine.finish());
      const end = (after + 5).toFixed(2);
      await waitFor(() => expect(both()).toEqual([end, end]));
      // Let go once: a later draw event is applied at once, not twice.
      act(() => dispatchHubEvent('bbsNotice', 'Money', [-1, 'draw.cost']));
      const later = (after + 4).toFixed(2);
      expect(both()).toEqual([later, later]);
      uninstall();
    },
  );

  it('on the clock: the wheel turns its full five seconds with the old money shown, then both move', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      signIn({ money: 200 });
      mockApi({
        'GET /bbs-user/u1': { body: { id: 'u1', money: 200 } },
        'GET /lucky': { body: { items: GAMES } },
        'POST /lucky/wheel': { body: wheelResult(9, 816) },
      });
      const uninstall = installRealtimeEffects();
      setHubState('bbsNotice', 'connected');
      const engine = timedEngine();
      // The documented run: 2500 ms up, at least 1000 ms at constant speed, 2500 ms down.
      renderWithApp(
        <>
          <UserMenu />
          <LuckyPage initialGames={GAMES} widgetOptions={{ engineFactory: engine.factory }} />
        </>,
      );
      const header = await screen.findByTestId('header-money');
      const both = () => [header.textContent, screen.getByTestId('lucky-price').textContent?.split(':').pop()];
      await waitFor(() => expect(both()).toEqual(['200.00', '200.00']));
      const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByTestId('lucky-start'));
      await user.click(await screen.findByRole('button', { name: '确定' }));
      await waitFor(() => expect(screen.getByTestId('lucky-widget-wheel').getAttribute('data-phase')).not.toBe('idle'));
      act(() => {
        dispatchHubEvent('bbsNotice', 'Money', [-50, 'draw.cost']);
        dispatchHubEvent('bbsNotice', 'Money', [666, 'draw.prize']);
      });
      const widget = screen.getByTestId('lucky-widget-wheel');
      const spinFor = (ms: number, at: number) => {
        act(() => void vi.advanceTimersByTime(ms));
        expect(widget.getAttribute('data-phase'), `${at} ms`).not.toBe('idle');
        expect(both(), `${at} ms`).toEqual(['200.00', '200.00']);
      };
      // The fake clock also follows real time a little (the page's own animations need it): checks keep a margin.
      for (const at of [1000, 2000, 3000]) spinFor(1000, at);
      // The stop reaches the wheel after the acceleration and the constant step (3500 ms); it decelerates 2500 ms.
      spinFor(1000, 4000);
      expect(engine.stops).toEqual([9]);
      spinFor(1000, 5000);
      act(() => void vi.advanceTimersByTime(1500));
      await waitFor(() => expect(both()).toEqual(['816.00', '816.00']));
      expect(widget.getAttribute('data-phase')).toBe('idle');
      uninstall();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the held money go when a draw is refused', async () => {
    signIn({ money: 10 });
    mockApi({
      'GET /bbs-user/u1': { body: { id: 'u1', money: 10 } },
      'GET /lucky': { body: { items: GAMES } },
      'POST /lucky/wheel': { status: 409, body: envelope('InsufficientMoney', '钱钱不足') },
    });
    const uninstall = installRealtimeEffects();
    setHubState('bbsNotice', 'connected');
    renderWithApp(
      <>
        <UserMenu />
        <LuckyPage initialGames={GAMES} widgetOptions={{ engineFactory: heldEngine().factory, constantTime: 0 }} />
      </>,
    );
    const header = await screen.findByTestId('header-money');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('lucky-start'));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('钱钱不足')).toBeTruthy();
    act(() => dispatchHubEvent('bbsNotice', 'Money', [3, 'draw.prize']));
    expect(header.textContent).toBe('13.00');
    uninstall();
  });
});

describe('the slot machine’s symbols', () => {
  it.each(['zh-CN', 'en'] as const)('(%s) are drawn as SVG images with names, never as emoji', async (lang) => {
    signIn({ money: 200 });
    const slot = GAMES[2]!;
    // Tables seeded before the symbols were words still hold emoji texts.
    const emojiTable = {
      ...slot,
      prizes: ['🍋', '🍒', '🔔', '⭐', '💎', '7️⃣'].map((text, i) => ({ ...slot.prizes[i]!, text })),
    };
    // The pattern the page is checked with does find each of them (and not a plain word).
    for (const prize of emojiTable.prizes) expect(prize.text).toMatch(EMOJI);
    expect('Lucky 7 柠檬').not.toMatch(EMOJI);
    const games = [GAMES[0]!, GAMES[1]!, emojiTable];
    mockApi({
      'GET /lucky': { body: { items: games } },
      'POST /lucky/slot': {
        body: { id: 's1', game: 'slot', index: 1, slots: [1, 1, 1], prize: emojiTable.prizes[1], cost: 30, money: 190 },
      },
    });
    const engine = fakeEngine();
    const view = renderWithApp(
      <LuckyPage
        initialGames={games}
        widgetOptions={{
          engineFactory: engine.factory,
          config: { accelerationTime: 0, decelerationTime: 0 },
          constantTime: 0,
        }}
      />,
      { path: '/activity/lucky?game=slot', lang },
    );
    await waitFor(() => expect(engine.specs()).toHaveLength(1));
    const drawn = engine.specs()[0]!.config;
    expect(drawn.prizes).toHaveLength(6);
    for (const prize of drawn.prizes) {
      expect(prize.imgs?.[0]?.src).toMatch(/^data:image\/svg\+xml/);
      for (const font of prize.fonts ?? []) expect(font.text).not.toMatch(EMOJI);
    }
    expect(JSON.stringify(drawn)).not.toMatch(EMOJI);

    const names =
      lang === 'en'
        ? ['Lemon', 'Cherries', 'Bell', 'Star', 'Diamond', 'Lucky seven']
        : ['柠檬', '樱桃', '铃铛', '星星', '钻石', '幸运七'];
    const table = screen.getByTestId('lucky-prizes-slot');
    for (const name of names) expect(table.querySelector(`svg[role="img"][aria-label="${name}"]`)).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('lucky-start'));
    await user.click(await screen.findByRole('button', { name: lang === 'en' ? 'OK' : '确定' }));
    expect(await screen.findByText(lang === 'en' ? 'You won Cherries' : '恭喜你抽中了樱桃')).toBeTruthy();
    expect(view.container.textContent).not.toMatch(EMOJI);
    expect(document.body.textContent).not.toMatch(EMOJI);
  });
});
