import { PAGES } from '@clearsight/contracts';
import { feedback } from '../../../lib/feedback';
import {
  BankOutlined,
  ClockCircleOutlined,
  InfoCircleOutlined,
  LineChartOutlined,
  PlusOutlined,
  WalletOutlined,
} from '../../../components/icons';
import { BANK_RULES, type BankCard, type InterestRecord } from '@clearsight/contracts';
import { Button, Empty, InputNumber, Modal, Skeleton, Tag } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/session-store';
import { useMyLevel } from '../level/level-api';
import { MoneyChip } from '../shared/activity-head';
import { PageHead } from '../shared/page-heads';
import { useActionKeys } from '../shared/action-keys';
import { LoadFailed } from '../shared/load-failed';
import { formatRate } from '../shared/money';
import { useApplyCards, useBankCards, useDeposit, useDraw, useInterest } from './bank-api';
import { formatMoney } from '../../../lib/format';

// ECharts is loaded on this page only, after the rest of it (the chart module imports it dynamically too).
const RateChart = lazy(() => import('./rate-chart').then((m) => ({ default: m.RateChart })));

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Time left until a deposit's term as whole days and hours ("2天5时"); null once it has matured. */
export function remainingOf(fulltermTime: string | null, now: number): { days: number; hours: number } | null {
  if (!fulltermTime) return null;
  const left = Date.parse(fulltermTime) - now;
  if (!Number.isFinite(left) || left <= 0) return null;
  return { days: Math.floor(left / DAY_MS), hours: Math.floor((left % DAY_MS) / HOUR_MS) };
}

/**
 * A card's number as the card shows it: the first eight characters of its id, then its last four (ids are
 * time-ordered, so cards applied for together share their first characters).
 */
export function cardNumber(id: string): string {
  const plain = id.replace(/-/g, '').toUpperCase();
  return plain.length > 12 ? `${plain.slice(0, 8)} •••• ${plain.slice(-4)}` : plain.slice(0, 8);
}

/**
 * The time now, renewed every `everyMs` and whenever `fresh` changes: the cards' time left is measured from
 * when they were last read, not from a tick up to a minute older (a deposit made just now shows 2天23时).
 */
function useNow(everyMs: number, fresh: unknown): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, everyMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [everyMs, fresh]);
  return now;
}

function RateSection({ records, failed, retry }: { records?: InterestRecord[]; failed: boolean; retry: () => void }) {
  const { t } = useTranslation();
  const latest = records && records.length > 0 ? records[records.length - 1]! : null;
  const rate = latest ? formatRate(latest.value) : null;
  return (
    <section className="act-card act-bank__rate" aria-labelledby="bank-rate-title">
      <div className="act-card__head">
        <h2 id="bank-rate-title">
          <LineChartOutlined aria-hidden="true" /> {t('activity.bankPage.chartTitle')}
        </h2>
        {latest?.isFluctuate && <Tag color="red">{t('activity.bankPage.volatile')}</Tag>}
      </div>
      <p className="act-bank__rate-text" data-testid="bank-rate">
        {rate ? t('activity.bankPage.rate', { rate }) : t('activity.bankPage.rateUnknown')}
      </p>
      {records ? (
        records.length > 0 && (
          <Suspense fallback={<Skeleton.Node active className="act-chart__placeholder" />}>
            <RateChart records={records} />
          </Suspense>
        )
      ) : failed ? (
        <LoadFailed onRetry={retry} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </section>
  );
}

function CardView({
  card,
  now,
  rate,
  onDeposit,
  onDraw,
  busy,
}: {
  card: BankCard;
  now: number;
  rate: number | null;
  onDeposit: (card: BankCard) => void;
  onDraw: (card: BankCard, early: boolean) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const deposited = card.bankCardState === 'Wait';
  const left = remainingOf(card.fulltermTime, now);
  const matured = deposited && left === null;
  return (
    <li className="act-bank-card" data-testid="bank-card" data-state={card.bankCardState}>
      <div className={deposited ? 'act-bank-card__face is-saving' : 'act-bank-card__face'}>
        <div className="act-bank-card__top">
          <span className="act-bank-card__brand">
            <BankOutlined aria-hidden="true" /> ClearSight Bank
          </span>
          <Tag color={deposited ? (matured ? 'gold' : 'blue') : 'default'} data-testid="bank-card-state">
            {matured ? t('activity.bankPage.matured') : t(`activity.bankPage.state.${card.bankCardState}`)}
          </Tag>
        </div>
        <div className="act-bank-card__chip" aria-hidden="true" />
        <p className="act-bank-card__number">
          <span className="cs-visually-hidden">{t('activity.bankPage.cardId')} </span>
          <span data-testid="bank-card-id">{cardNumber(card.id)}</span>
        </p>
        <div className="act-bank-card__bottom">
          <div>
            <span className="act-bank-card__label">{t('activity.bankPage.balance')}</span>
            <strong className="act-bank-card__balance" data-testid="bank-card-balance">
              {formatMoney(card.storageMoney)}
            </strong>
            <span className="act-bank-card__limit">
              {t('activity.bankPage.limit', { amount: formatMoney(card.maxStorageMoney) })}
            </span>
          </div>
          {deposited && (
            <div className="act-bank-card__time">
              <span className="act-bank-card__label">
                <ClockCircleOutlined aria-hidden="true" /> {t('activity.bankPage.remainingLabel')}
              </span>
              <strong data-testid="bank-card-remaining">
                {left ? t('activity.bankPage.remaining', left) : t('activity.bankPage.matured')}
              </strong>
            </div>
          )}
        </div>
      </div>
      <div className="act-bank-card__actions">
        {deposited ? (
          <Button
            block
            type={matured ? 'primary' : 'default'}
            loading={busy}
            onClick={() => onDraw(card, !matured)}
            data-testid="bank-draw"
          >
            {t('activity.bankPage.draw')}
            {matured && rate !== null ? ` · ${formatMoney(card.storageMoney * rate)}` : ''}
          </Button>
        ) : (
          <Button block type="primary" loading={busy} onClick={() => onDeposit(card)} data-testid="bank-deposit">
            {t('activity.bankPage.deposit')}
          </Button>
        )}
      </div>
    </li>
  );
}

function DepositDialog({
  card,
  open,
  onCancel,
  onSubmit,
  afterClose,
  pending,
}: {
  card: BankCard;
  open: boolean;
  onCancel: () => void;
  onSubmit: (amount: number) => void;
  afterClose: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const max = Math.min(BANK_RULES.depositMax, card.maxStorageMoney);
  // Offered: as much as the card takes and my balance pays (each opening starts afresh).
  const [amount, setAmount] = useState<number | null>(() =>
    Math.max(BANK_RULES.depositMin, Math.min(max, Math.floor(session.money * 100) / 100)),
  );
  const valid = amount !== null && amount >= BANK_RULES.depositMin && amount <= max;
  return (
    <Modal
      open={open}
      title={t('activity.bankPage.depositTitle', { card: cardNumber(card.id) })}
      okText={t('activity.bankPage.deposit')}
      cancelText={t('activity.cancel')}
      onCancel={onCancel}
      onOk={() => valid && amount !== null && onSubmit(amount)}
      afterClose={afterClose}
      okButtonProps={{ disabled: !valid, loading: pending, id: 'bank-deposit-ok' }}
    >
      <label htmlFor="bank-deposit-amount" className="act-field-label">
        {t('activity.bankPage.depositLabel')}
      </label>
      <InputNumber
        id="bank-deposit-amount"
        size="large"
        style={{ width: '100%' }}
        min={BANK_RULES.depositMin}
        max={max}
        precision={2}
        step={10}
        value={amount}
        onChange={(value) => setAmount(typeof value === 'number' ? value : null)}
        data-testid="bank-deposit-amount"
      />
      <p className="act-muted act-field-hint">
        {t('activity.bankPage.depositHint', {
          min: formatMoney(BANK_RULES.depositMin),
          max: formatMoney(max),
          days: BANK_RULES.termDays,
        })}
      </p>
      <MoneyChip />
    </Modal>
  );
}

/** `/activity/bank` (docs/product.md#bank): the rate and its last 24 hours, my cards, deposits and draws. */
export function BankPage() {
  const { t } = useTranslation();
  const { modal, message } = feedback;
  const session = useSession();
  const keys = useActionKeys();
  const interest = useInterest();
  const cards = useBankCards();
  const myLevel = useMyLevel();
  const apply = useApplyCards();
  const deposit = useDeposit(keys);
  const draw = useDraw(keys);
  const now = useNow(60_000, cards.dataUpdatedAt);
  const [dialog, setDialog] = useState<{ card: BankCard; open: boolean; seq: number } | null>(null);
  const openDeposit = (card: BankCard) => setDialog((old) => ({ card, open: true, seq: (old?.seq ?? 0) + 1 }));
  const closeDeposit = () => setDialog((old) => (old ? { ...old, open: false } : old));
  const [busyCard, setBusyCard] = useState<string | null>(null);

  const records = interest.data;
  const rate = records && records.length > 0 ? records[records.length - 1]!.value : null;
  const level = myLevel.data?.level ?? session.level ?? 1;
  const held = cards.data?.length ?? 0;

  const onApply = () => {
    apply.mutate(undefined, {
      onSuccess: (after) => {
        const added = Math.max(0, after.length - held);
        void message.success(t('activity.bankPage.applied', { count: added }));
      },
    });
  };

  const onDeposit = (amount: number) => {
    const card = dialog?.card;
    if (!card) return;
    setBusyCard(card.id);
    deposit.mutate(
      { card, amount },
      {
        onSuccess: (result) => {
          closeDeposit();
          void message.success(t('activity.bankPage.depositOk', { amount: formatMoney(Math.abs(result.amount)) }));
        },
        onSettled: () => setBusyCard(null),
      },
    );
  };

  const onDraw = (card: BankCard, early: boolean) => {
    const payout = rate !== null ? card.storageMoney * rate : card.storageMoney;
    modal.confirm({
      title: t('activity.bankPage.drawTitle'),
      content: early
        ? t('activity.bankPage.drawEarly', { amount: formatMoney(card.storageMoney) })
        : t('activity.bankPage.drawMature', {
            rate: rate !== null ? formatRate(rate) : '—',
            amount: formatMoney(payout),
          }),
      okText: t('activity.bankPage.draw'),
      cancelText: t('activity.cancel'),
      okButtonProps: { danger: early },
      onOk: () => {
        setBusyCard(card.id);
        return draw.mutateAsync({ card }).then(
          (result) => {
            void message.success(
              t(result.early ? 'activity.bankPage.drawOkEarly' : 'activity.bankPage.drawOk', {
                amount: formatMoney(result.amount),
              }),
            );
            setBusyCard(null);
          },
          () => setBusyCard(null),
        );
      },
    });
  };

  let cardList;
  if (cards.data) {
    cardList =
      cards.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activity.bankPage.noCards')} />
      ) : (
        <ul className="act-bank-cards" data-testid="bank-cards">
          {cards.data.map((card) => (
            <CardView
              key={card.id}
              card={card}
              now={now}
              rate={rate}
              busy={busyCard === card.id}
              onDeposit={openDeposit}
              onDraw={onDraw}
            />
          ))}
        </ul>
      );
  } else if (cards.isError) {
    cardList = <LoadFailed onRetry={() => void cards.refetch()} />;
  } else {
    cardList = <Skeleton active paragraph={{ rows: 4 }} />;
  }

  return (
    <div className="act-page" data-testid="bank-page">
      <PageHead path={PAGES.bank} aside={<MoneyChip />} />
      <RateSection records={records} failed={interest.isError} retry={() => void interest.refetch()} />
      <section className="act-card" aria-labelledby="bank-cards-title">
        <div className="act-card__head">
          <h2 id="bank-cards-title">
            <WalletOutlined aria-hidden="true" /> {t('activity.bankPage.cardsTitle')}
          </h2>
          <Button
            icon={<PlusOutlined />}
            onClick={onApply}
            loading={apply.isPending}
            disabled={!cards.data || held >= level}
            data-testid="bank-apply"
          >
            {t('activity.bankPage.apply')}
          </Button>
        </div>
        {cards.data && (
          <p className="act-muted act-bank__allowance" data-testid="bank-allowance">
            {t('activity.bankPage.cardsAllowance', { level, count: held })}
          </p>
        )}
        {cardList}
      </section>
      <section className="act-card act-rules act-bank__rules" aria-labelledby="bank-rules-title">
        <h2 id="bank-rules-title">
          <InfoCircleOutlined aria-hidden="true" /> {t('activity.bankPage.rulesTitle')}
        </h2>
        <ul>
          <li>{t('activity.bankPage.rules.cards')}</li>
          <li>
            {t('activity.bankPage.rules.deposit', {
              min: formatMoney(BANK_RULES.depositMin),
              max: formatMoney(BANK_RULES.depositMax),
              days: BANK_RULES.termDays,
            })}
          </li>
          <li>{t('activity.bankPage.rules.mature')}</li>
          <li>{t('activity.bankPage.rules.early')}</li>
        </ul>
      </section>
      {dialog && (
        <DepositDialog
          key={dialog.seq}
          card={dialog.card}
          open={dialog.open}
          pending={deposit.isPending}
          onCancel={closeDeposit}
          onSubmit={onDeposit}
          afterClose={() => setDialog((old) => (old && !old.open ? null : old))}
        />
      )}
    </div>
  );
}
