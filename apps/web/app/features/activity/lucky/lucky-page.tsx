import { PAGES } from '@clearsight/contracts';
import { feedback } from '../../../lib/feedback';
import { GiftOutlined, ReloadOutlined, ThunderboltOutlined, WarningOutlined } from '../../../components/icons';
import type { DrawGame, DrawGameConfig, DrawResult } from '@clearsight/contracts';
import { Button, Empty, Result, Skeleton, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useRootData } from '../../../lib/site-config';
import { useSession } from '../../../lib/session/session-store';
import { PageHead } from '../shared/page-heads';
import { isUnanswered, useActionKeys } from '../shared/action-keys';
import { settleBalance } from '../shared/balance';
import { holdDrawMoney } from '../../../lib/session/money-hold';
import { LoadFailed } from '../shared/load-failed';
import { useDrawGames, drawOnce } from './lucky-api';
import { LuckyWidget, type LuckyWidgetHandle } from './lucky-widget';
import type { DrawEnd } from './draw-machine';
import type { EngineFactory } from './canvas-engine';
import { SlotSymbolIcon, slotPrizeName, slotSymbolOf } from './slot-symbols';
import { prizeLooks, type DrawPrize, type DrawTiming } from './widget-config';
import { formatDecimal, formatMoney } from '../../../lib/format';
import { localText } from '../../../lib/labels';

const GAME_ORDER: readonly DrawGame[] = ['wheel', 'grid', 'slot'];

function gameOf(value: string | null, games: readonly DrawGameConfig[]): DrawGame {
  const found = games.find((g) => g.game === value);
  return found ? found.game : (games[0]?.game ?? 'wheel');
}

/** The average prize of a draw, from the table's weights. */
export function expectedPrize(config: Pick<DrawGameConfig, 'prizes'>): number {
  const total = config.prizes.reduce((sum, p) => sum + Math.max(0, p.weight), 0);
  if (total <= 0) return 0;
  const sum = config.prizes.reduce((acc, p) => acc + p.value * Math.max(0, p.weight), 0);
  return Math.round((sum / total) * 100) / 100;
}

interface HistoryEntry {
  id: string;
  text: string;
  value: number;
  cost: number;
}

function PrizeTable({ config }: { config: DrawGameConfig }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const total = config.prizes.reduce((sum, p) => sum + Math.max(0, p.weight), 0);
  type Row = DrawGameConfig['prizes'][number] & { key: number };
  const columns: TableColumnsType<Row> = [
    {
      key: 'prize',
      title: t('activity.luckyPage.colPrize'),
      render: (_: unknown, row) => (
        <span className="act-prize">
          <span className="act-prize__swatch" style={{ background: row.background }} aria-hidden="true" />
          {config.game === 'slot' ? (
            <>
              <SlotSymbolIcon symbol={slotSymbolOf(row.text, row.key)} name={slotPrizeName(row.text, row.key, t)} />
              <span aria-hidden="true">{slotPrizeName(row.text, row.key, t)}</span>
            </>
          ) : (
            localText(row.text, row.textEn, lang)
          )}
        </span>
      ),
    },
    {
      key: 'value',
      title: t('activity.luckyPage.colValue'),
      align: 'right',
      render: (_: unknown, row) => formatMoney(row.value),
    },
    {
      key: 'chance',
      title: t('activity.luckyPage.colChance'),
      align: 'right',
      render: (_: unknown, row) =>
        total > 0
          ? `${formatDecimal((Math.max(0, row.weight) / total) * 100, { minFraction: 2, maxFraction: 2 })}%`
          : '—',
    },
  ];
  return (
    <section className="act-card act-lucky__prizes" aria-labelledby={`prizes-${config.game}`}>
      <div className="act-card__head">
        <h2 id={`prizes-${config.game}`}>{t('activity.luckyPage.prizesTitle')}</h2>
      </div>
      <Table<Row>
        size="small"
        pagination={false}
        columns={columns}
        dataSource={config.prizes.map((p, i) => ({ ...p, key: i }))}
        data-testid={`lucky-prizes-${config.game}`}
      />
      <p className="act-muted act-lucky__expected">
        {t('activity.luckyPage.expected', { amount: formatMoney(expectedPrize(config)) })}
      </p>
    </section>
  );
}

/**
 * One game: the widget, the price line and the start button. One click is one confirmed request with its
 * own idempotency key; the widget spins only once the server has answered, towards the index it answered,
 * and the button stays disabled until the widget is idle again, so a click can never be charged twice.
 */
/** Tests draw with a fake engine and a short run. */
export interface WidgetOverrides {
  engineFactory?: EngineFactory;
  config?: DrawTiming;
  constantTime?: number;
}

function DrawGamePanel({ config, widgetOptions }: { config: DrawGameConfig; widgetOptions?: WidgetOverrides }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { modal, message } = feedback;
  const session = useSession();
  const keys = useActionKeys();
  const widget = useRef<LuckyWidgetHandle>(null);
  const busyRef = useRef(false);
  const pending = useRef<DrawResult | null>(null);
  const [stage, setStage] = useState<'idle' | 'confirming' | 'requesting' | 'spinning'>('idle');
  /** Lets go of the draw's money changes (see `holdDrawMoney`); set while a draw is asked for or spins. */
  const moneyHold = useRef<(() => void) | null>(null);
  const [retryKept, setRetryKept] = useState(false);
  const [history, setHistory] = useState<HistoryEntry[]>([]);

  const game = config.game;
  const cost = formatMoney(config.cost);
  const prizes = prizeLooks(
    game,
    config.prizes.map((p) => ({
      // The slot machine's text names its symbol (slot-symbols.tsx), so it stays the stored word.
      text: game === 'slot' ? p.text : localText(p.text, p.textEn, lang),
      image: p.image,
      background: p.background,
      fontColor: p.fontColor,
      range: p.weight,
    })),
  );

  const release = () => {
    busyRef.current = false;
    setStage('idle');
  };

  const letMoneyGo = () => {
    const letGo = moneyHold.current;
    moneyHold.current = null;
    letGo?.();
  };

  // Leaving the page mid-spin must not keep the header's money behind.
  useEffect(() => letMoneyGo, []);

  // The slot machine's prizes are named by their symbols (slot-symbols.tsx), in the visitor's language.
  const prizeName = (result: DrawResult) =>
    game === 'slot'
      ? slotPrizeName(result.prize.text, result.index, t)
      : localText(result.prize.text, result.prize.textEn, lang);

  const announce = (result: DrawResult, landed: DrawEnd<DrawPrize> | null) => {
    const mixedReels = game === 'slot' && landed !== null && landed.prize === undefined;
    // The end event's message: "恭喜你抽中了" and the prize's text when it pays something. A prize worth nothing
    // (the wheel's "啥也没有", mixed reels) is no win to congratulate on: it says so plainly.
    if (mixedReels || result.prize.value <= 0) void message.info(t('activity.luckyPage.nothing'));
    else void message.success(t('activity.luckyPage.won', { text: prizeName(result) }));
    // Only now may the money shown anywhere change: the header and this page together.
    letMoneyGo();
    settleBalance(result.money);
    setHistory((old) =>
      [{ id: result.id, text: prizeName(result), value: result.prize.value, cost: result.cost }, ...old].slice(0, 8),
    );
  };

  const run = async () => {
    setStage('requesting');
    // Held from before the request: the server's `Money` events may arrive before its answer.
    letMoneyGo();
    moneyHold.current = holdDrawMoney();
    try {
      const result = await drawOnce(keys, game);
      setRetryKept(false);
      pending.current = result;
      setStage('spinning');
      const handle = widget.current;
      if (!handle || !handle.play()) {
        pending.current = null;
        announce(result, null);
        release();
        return;
      }
      handle.stop(game === 'slot' ? (result.slots ?? result.index) : result.index);
    } catch (error) {
      // The client has shown the server's refusal ("钱钱不足", …) or the network failure; nothing spins.
      setRetryKept(isUnanswered(error));
      letMoneyGo();
      release();
    }
  };

  const start = () => {
    if (busyRef.current || (widget.current && widget.current.phase !== 'idle')) return;
    busyRef.current = true;
    setStage('confirming');
    modal.confirm({
      title: t('activity.luckyPage.confirmTitle'),
      content: t('activity.luckyPage.confirm', { cost }),
      okText: t('activity.confirm'),
      cancelText: t('activity.cancel'),
      onOk: () => {
        void run();
      },
      onCancel: () => {
        void message.info(t('activity.luckyPage.restrained'));
        release();
      },
    });
  };

  const onEnd = (end: DrawEnd<DrawPrize>) => {
    const result = pending.current;
    pending.current = null;
    if (result) announce(result, end);
    letMoneyGo();
    release();
  };

  const onCancel = () => {
    const result = pending.current;
    pending.current = null;
    if (result) announce(result, null);
    letMoneyGo();
    release();
  };

  // The header's money, held with it during a draw: the two never disagree.
  const money = session.money;

  return (
    <div className="act-lucky" data-testid={`lucky-game-${game}`}>
      <section className="act-card act-lucky__stage" aria-label={t(`activity.luckyPage.games.${game}`)}>
        <p className="act-lucky__motto">{t('activity.luckyPage.motto')}</p>
        <p className="act-lucky__price" data-testid="lucky-price">
          {t('activity.luckyPage.price', { cost, money: formatMoney(money) })}
        </p>
        <div className={`act-lucky__widget act-lucky__widget--${game}`}>
          <LuckyWidget
            ref={widget}
            kind={game}
            prizes={prizes}
            startText={t('activity.luckyPage.start')}
            label={t('activity.luckyPage.widgetLabel', {
              game: t(`activity.luckyPage.games.${game}`),
              count: prizes.length,
            })}
            onStart={start}
            onEnd={onEnd}
            onCancel={onCancel}
            {...widgetOptions}
            testId={`lucky-widget-${game}`}
          />
        </div>
        <Button
          type="primary"
          size="large"
          shape="round"
          className="act-lucky__start"
          icon={retryKept ? <ReloadOutlined /> : <ThunderboltOutlined />}
          disabled={stage !== 'idle' && stage !== 'requesting'}
          loading={stage === 'requesting'}
          onClick={start}
          data-testid="lucky-start"
        >
          {stage === 'requesting' || stage === 'spinning'
            ? t('activity.luckyPage.spinning')
            : retryKept
              ? t('activity.retry')
              : t('activity.luckyPage.startButton')}
        </Button>
        {retryKept && (
          <p className="act-lucky__retry" role="status" data-testid="lucky-retry-kept">
            <WarningOutlined aria-hidden="true" /> {t('activity.retryKept')}
          </p>
        )}
      </section>
      <div className="act-lucky__side">
        <PrizeTable config={config} />
        <section className="act-card act-lucky__history" aria-labelledby={`history-${game}`}>
          <div className="act-card__head">
            <h2 id={`history-${game}`}>{t('activity.luckyPage.historyTitle')}</h2>
          </div>
          {history.length === 0 ? (
            <p className="act-muted">{t('activity.luckyPage.historyEmpty')}</p>
          ) : (
            <ul className="act-lucky__history-list" data-testid="lucky-history">
              {history.map((entry) => (
                <li key={entry.id}>
                  <span>{entry.text}</span>
                  <span className={entry.value - entry.cost >= 0 ? 'act-gain' : 'act-loss'}>
                    {formatMoney(entry.value)} / −{formatMoney(entry.cost)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

/** `/activity/lucky` (docs/product.md#lucky-draws): the wheel, the grid and the slot machine. */
export function LuckyPage({
  initialGames,
  widgetOptions,
}: {
  initialGames: DrawGameConfig[] | null;
  widgetOptions?: WidgetOverrides;
}) {
  const { t } = useTranslation();
  const games = useDrawGames(initialGames);
  const [search, setSearch] = useSearchParams();
  const list = [...(games.data ?? [])].sort((a, b) => GAME_ORDER.indexOf(a.game) - GAME_ORDER.indexOf(b.game));
  const active = gameOf(search.get('game'), list);

  const goGame = (next: string) => {
    const params = new URLSearchParams(search);
    if (next === list[0]?.game) params.delete('game');
    else params.set('game', next);
    setSearch(params, { preventScrollReset: true, replace: true });
  };

  let body;
  if (games.data && list.length === 0) body = <Empty description={t('activity.luckyPage.disabled')} />;
  else if (games.data)
    body = (
      <Tabs
        className="act-tabs"
        activeKey={active}
        onChange={goGame}
        destroyOnHidden
        items={list.map((config) => ({
          key: config.game,
          label: (
            <span data-testid={`lucky-tab-${config.game}`}>
              {t(`activity.luckyPage.games.${config.game}`)}
              {!config.enabled && <Tag className="act-tab-tag">{t('activity.comingSoon')}</Tag>}
            </span>
          ),
          children: config.enabled ? (
            <DrawGamePanel config={config} widgetOptions={widgetOptions} />
          ) : (
            <div className="act-card">
              <Result status="info" icon={<GiftOutlined />} title={t('activity.luckyPage.disabled')} />
            </div>
          ),
        }))}
      />
    );
  else if (games.isError)
    body = (
      <div className="act-card">
        <LoadFailed onRetry={() => void games.refetch()} />
      </div>
    );
  else
    body = (
      <div className="act-card">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );

  return (
    <div className="act-page" data-testid="lucky-page">
      <PageHead path={PAGES.lucky} />
      {body}
    </div>
  );
}
