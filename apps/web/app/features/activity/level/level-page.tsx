import { PAGES } from '@clearsight/contracts';
import { feedback } from '../../../lib/feedback';
import { ArrowUpOutlined, CrownFilled, RiseOutlined, TrophyOutlined } from '../../../components/icons';
import { LEVEL_UPGRADE_MAX, LEVEL_UPGRADE_MIN, type LevelItem, type MyLevel } from '@clearsight/contracts';
import { Button, InputNumber, Progress, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatNumber, localText } from '../../../lib/labels';
import { useSession } from '../../../lib/session/session-store';
import { MoneyChip } from '../shared/activity-head';
import { PageHead } from '../shared/page-heads';
import { useActionKeys } from '../shared/action-keys';
import { LoadFailed } from '../shared/load-failed';
import { useBuyExperience, useLevelTable, useMyLevel } from './level-api';
import { formatMoney } from '../../../lib/format';

/** Where the progress bar stands: experience against the next level's minimum (100 at the top). */
export function progressOf(mine: Pick<MyLevel, 'experience' | 'next'>): number {
  if (!mine.next) return 100;
  if (mine.next.minExperience <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((mine.experience / mine.next.minExperience) * 100)));
}

function LevelCard({ mine }: { mine: MyLevel }) {
  const { t, lang } = useTranslation();
  const need = mine.next ? Math.max(0, mine.next.minExperience - mine.experience) : 0;
  return (
    <section className="act-card act-level__mine" aria-labelledby="level-mine-title" data-testid="level-mine">
      <div className="act-level__badge" aria-hidden="true">
        <CrownFilled />
        <span>Lv.{mine.level}</span>
      </div>
      <div className="act-level__info">
        <p className="act-muted" id="level-mine-title">
          {t('activity.levelPage.levelLabel')}
        </p>
        <p className="act-level__name" data-testid="level-current">
          {t('activity.levelPage.badge', {
            level: mine.level,
            name: localText(mine.levelName, mine.levelNameEn, lang),
          })}
        </p>
        <p className="act-level__exp">
          {t('activity.levelPage.experience')}{' '}
          <strong data-testid="level-experience">{formatNumber(mine.experience)}</strong>
          {mine.next && <span className="act-muted"> / {formatNumber(mine.next.minExperience)}</span>}
        </p>
        <Progress
          percent={progressOf(mine)}
          showInfo={false}
          strokeColor={{ from: '#6aa1ff', to: '#0b57d0' }}
          aria-label={t('activity.levelPage.experience')}
          data-testid="level-progress"
        />
        <p className="act-muted act-level__next" data-testid="level-next">
          {mine.next
            ? t('activity.levelPage.toNext', {
                level: mine.next.level,
                name: localText(mine.next.name, mine.next.nameEn, lang),
                need: formatNumber(need),
              })
            : t('activity.levelPage.top')}
        </p>
      </div>
    </section>
  );
}

function BuyExperience({ mine }: { mine: MyLevel }) {
  const { t, lang } = useTranslation();
  const { modal, message } = feedback;
  const keys = useActionKeys();
  const buy = useBuyExperience(keys);
  const need = mine.next ? Math.max(LEVEL_UPGRADE_MIN, mine.next.minExperience - mine.experience) : null;
  const [amount, setAmount] = useState<number | null>(() =>
    need !== null ? Math.min(need, LEVEL_UPGRADE_MAX) : LEVEL_UPGRADE_MIN,
  );
  const valid =
    amount !== null && Number.isInteger(amount) && amount >= LEVEL_UPGRADE_MIN && amount <= LEVEL_UPGRADE_MAX;

  const submit = () => {
    if (!valid) return;
    const experience = amount;
    modal.confirm({
      title: t('activity.levelPage.confirmTitle'),
      content: t('activity.levelPage.confirm', {
        amount: formatMoney(experience),
        exp: formatNumber(experience),
      }),
      okText: t('activity.confirm'),
      cancelText: t('activity.cancel'),
      onOk: () =>
        buy.mutateAsync(experience).then(
          (result) => {
            const text =
              result.level > mine.level
                ? t('activity.levelPage.levelUp', {
                    level: result.level,
                    name: localText(result.levelName, result.levelNameEn, lang),
                  })
                : t('activity.levelPage.success', {
                    exp: formatNumber(experience),
                    level: result.level,
                    name: localText(result.levelName, result.levelNameEn, lang),
                  });
            void message.success(text);
          },
          // The client already showed the refusal ("钱钱不足", …); the dialog just closes.
          () => undefined,
        ),
    });
  };

  const quick = [10, 100, 500].filter((n) => n <= LEVEL_UPGRADE_MAX);
  return (
    <section className="act-card act-level__buy" aria-labelledby="level-buy-title">
      <h2 id="level-buy-title">
        <ArrowUpOutlined aria-hidden="true" /> {t('activity.levelPage.buyTitle')}
      </h2>
      <p className="act-muted">
        {t('activity.levelPage.buyHint', {
          min: formatNumber(LEVEL_UPGRADE_MIN),
          max: formatNumber(LEVEL_UPGRADE_MAX),
        })}
      </p>
      <div className="act-level__form">
        <label htmlFor="level-buy-input" className="cs-visually-hidden">
          {t('activity.levelPage.buyLabel')}
        </label>
        <InputNumber
          id="level-buy-input"
          size="large"
          min={LEVEL_UPGRADE_MIN}
          max={LEVEL_UPGRADE_MAX}
          precision={0}
          step={10}
          value={amount}
          onChange={(value) => setAmount(typeof value === 'number' ? value : null)}
          onPressEnter={submit}
          data-testid="level-buy-input"
        />
        <Button
          type="primary"
          size="large"
          icon={<RiseOutlined />}
          disabled={!valid}
          loading={buy.isPending}
          onClick={submit}
          data-testid="level-buy-submit"
        >
          {t('activity.levelPage.upgrade')}
        </Button>
      </div>
      <div className="act-level__chips">
        {need !== null && need <= LEVEL_UPGRADE_MAX && (
          <Tag.CheckableTag checked={amount === need} onChange={() => setAmount(need)}>
            {t('activity.levelPage.toNext', {
              level: mine.next?.level,
              name: mine.next ? localText(mine.next.name, mine.next.nameEn, lang) : undefined,
              need: formatNumber(need),
            })}
          </Tag.CheckableTag>
        )}
        {quick.map((n) => (
          <Tag.CheckableTag key={n} checked={amount === n} onChange={() => setAmount(n)}>
            +{formatNumber(n)}
          </Tag.CheckableTag>
        ))}
      </div>
      <p className="act-level__cost" data-testid="level-buy-cost">
        {t('activity.levelPage.cost', { amount: formatMoney(valid ? amount : 0) })}
      </p>
    </section>
  );
}

function LevelTable({ items, current }: { items: readonly LevelItem[]; current: number }) {
  const { t, lang } = useTranslation();
  const columns: TableColumnsType<LevelItem> = [
    {
      key: 'level',
      title: t('activity.levelPage.colLevel'),
      dataIndex: 'currentLevel',
      width: 96,
      render: (level: number) => (
        <span className="act-level__cell-level">
          Lv.{level}
          {level === current && (
            <Tag color="blue" className="act-level__now">
              {t('activity.levelPage.current')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'name',
      title: t('activity.levelPage.colName'),
      render: (_: unknown, row) => localText(row.name, row.nameEn, lang),
    },
    {
      key: 'experience',
      title: t('activity.levelPage.colExperience'),
      dataIndex: 'minExperience',
      align: 'right',
      render: (value: number) => formatNumber(value),
    },
    {
      key: 'other',
      title: t('activity.levelPage.colOther'),
      responsive: ['sm'],
      render: (_: unknown, row) => (
        <span className="act-muted">
          {t('activity.levelPage.cards', { count: row.currentLevel })}
          {row.nick ? ` · ${localText(row.nick, row.nickEn, lang)}` : ''}
        </span>
      ),
    },
  ];
  return (
    <section className="act-card" aria-labelledby="level-table-title">
      <div className="act-card__head">
        <h2 id="level-table-title">
          <TrophyOutlined aria-hidden="true" /> {t('activity.levelPage.tableTitle')}
        </h2>
      </div>
      <Table<LevelItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={[...items]}
        pagination={false}
        rowClassName={(row) => (row.currentLevel === current ? 'is-current' : '')}
        data-testid="level-table"
      />
    </section>
  );
}

/** `/activity/level` (docs/product.md#levels): where I stand, buying experience, the table. */
export function LevelPage() {
  const mine = useMyLevel();
  const table = useLevelTable();
  const session = useSession();
  const current = mine.data?.level ?? session.level ?? 0;

  return (
    <div className="act-page" data-testid="level-page">
      <PageHead path={PAGES.level} aside={<MoneyChip />} />
      {mine.isError && !mine.data ? (
        <div className="act-card">
          <LoadFailed onRetry={() => void mine.refetch()} />
        </div>
      ) : !mine.data ? (
        <div className="act-card">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ) : (
        <div className="act-level">
          <LevelCard mine={mine.data} />
          <BuyExperience key={mine.data.level} mine={mine.data} />
        </div>
      )}
      {table.data ? (
        <LevelTable items={table.data.items} current={current} />
      ) : table.isError ? (
        <div className="act-card">
          <LoadFailed onRetry={() => void table.refetch()} />
        </div>
      ) : (
        <div className="act-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      )}
    </div>
  );
}
