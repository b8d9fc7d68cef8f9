import {
  hasAny,
  adminLedgerListRoute,
  LedgerReason,
  Permissions,
  type AdminLedgerEntry,
  type QueryOf,
  LEDGER_REASONS,
} from '@clearsight/contracts';
import { DollarOutlined, ReloadOutlined } from '../../../components/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Select, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { callApi } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/session-store';
import { LedgerAdjustDialog, type AdjustTarget } from './ledger-adjust';
import { LedgerCheck } from './ledger-check';
import { ActionKey } from '../../admin/components/idempotency';
import { AdminScreen } from '../../admin/kit/admin-screen';
import { Clip, DateCell } from '../../admin/kit/cells';
import { useInvalidateAdmin, useListState } from '../../admin/kit/crud-page';
import { clampPage, lastPage, listQuery, PAGE_SIZES } from '../../admin/kit/paging';
import '../../admin/components/activity-admin.css';
import { formatMoney, formatMoneyChange } from '../../../lib/format';

const FILTERS = ['userName', 'reason', 'dateFrom', 'dateTo'] as const;

/** Earning reasons read green, spending ones orange; staff adjustments stand out. */
const REASON_COLORS: Record<LedgerReason, string> = {
  opening: 'default',
  'sign-in': 'green',
  'task.reward': 'green',
  'draw.cost': 'orange',
  'draw.prize': 'cyan',
  'level.upgrade': 'orange',
  'bank.deposit': 'orange',
  'bank.draw': 'cyan',
  'chat.group': 'orange',
  'forum.answer': 'green',
  'forum.answer.reversed': 'orange',
  'staff.adjust': 'purple',
  welcome: 'green',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the contract accepts, from the address (anything malformed is left out, never sent). */
export function ledgerFilters(filters: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  const userName = filters.userName?.trim();
  if (userName) out.userName = userName.slice(0, 64);
  if (filters.reason && LedgerReason.safeParse(filters.reason).success) out.reason = filters.reason;
  if (filters.dateFrom && DATE.test(filters.dateFrom)) out.dateFrom = filters.dateFrom;
  if (filters.dateTo && DATE.test(filters.dateTo)) out.dateTo = filters.dateTo;
  return out;
}

/**
 * The money ledger in the console (docs/decisions/0011-money-ledger.md): every change of every member's
 * money, newest first, searchable by member, reason and dates, with the sum of what the filter selects.
 * Holders of `activity:ledger:adjust` credit or debit a member from here (a row's member, or anyone by user
 * name); holding only that permission opens the screen for adjusting without reading histories.
 */
export function AdminLedger() {
  const { t } = useTranslation();
  const session = useSession();
  // The console's menu is its own (decision 0023): ask the contracts' permission check directly.
  const holder = { roleCodes: session.roles, permissionCodes: session.permissions };
  const canRead = hasAny(holder, { permissions: [Permissions.ledgerRead] });
  const canAdjust = hasAny(holder, { permissions: [Permissions.ledgerAdjust] });
  const invalidate = useInvalidateAdmin();
  const [state, update] = useListState(FILTERS);
  const [keys] = useState(() => new ActionKey());
  const [adjusting, setAdjusting] = useState<{ id: number; target: AdjustTarget | null } | null>(null);
  const [last, setLast] = useState<AdminLedgerEntry | null>(null);

  const filters = ledgerFilters(state.filters);
  const query = { ...listQuery({ ...state, filters: {} }, { paging: 'server', searchParam: null }), ...filters };
  const list = useQuery({
    queryKey: ['admin', 'ledger', 'list', query],
    queryFn: ({ signal }) =>
      callApi(adminLedgerListRoute, { query: query as QueryOf<typeof adminLedgerListRoute>, signal }),
    placeholderData: keepPreviousData,
    enabled: canRead,
  });

  const total = list.data?.totalCount ?? 0;
  useEffect(() => {
    if (!list.data || list.isFetching) return;
    if (state.page > 1 && state.page > lastPage(total, state.size)) {
      update({ page: clampPage(state.page, total, state.size) });
    }
  }, [list.data, list.isFetching, total, state.page, state.size, update]);

  const setFilter = (name: (typeof FILTERS)[number], value: string | undefined) =>
    update({ filters: { ...state.filters, [name]: (value ?? '').trim() }, page: 1 });

  const openAdjust = (target: AdjustTarget | null) => setAdjusting({ id: Date.now(), target });

  const columns: ColumnsType<AdminLedgerEntry> = [
    { key: 'time', title: t('admin.ledger.time'), render: (_, e) => <DateCell iso={e.creationTime} /> },
    {
      key: 'member',
      title: t('admin.ledger.member'),
      render: (_, e) => (
        <Tooltip title={t('admin.ledger.onlyThisMember')}>
          <Button
            type="link"
            size="small"
            className="cs-admin-ledger__member"
            onClick={() => setFilter('userName', e.userName)}
          >
            <span>{e.nick || e.userName}</span>
            <span className="cs-admin-muted">@{e.userName}</span>
          </Button>
        </Tooltip>
      ),
    },
    {
      key: 'amount',
      title: t('admin.ledger.amount'),
      align: 'right',
      render: (_, e) => (
        <span
          className={e.amount < 0 ? 'cs-admin-money is-loss' : 'cs-admin-money is-gain'}
          data-testid="ledger-amount"
        >
          {formatMoneyChange(e.amount)}
        </span>
      ),
    },
    {
      key: 'reason',
      title: t('admin.ledger.reason'),
      render: (_, e) => <Tag color={REASON_COLORS[e.reason]}>{t(`admin.ledger.reasons.${e.reason}`)}</Tag>,
    },
    {
      key: 'detail',
      title: t('admin.ledger.detail'),
      render: (_, e) =>
        e.remark || e.actorName ? (
          <>
            {e.remark && <Clip text={e.remark} width={240} />}
            {e.actorName && <div className="cs-admin-muted">{t('admin.ledger.byStaff', { name: e.actorName })}</div>}
          </>
        ) : (
          <span className="cs-admin-muted">—</span>
        ),
    },
    {
      key: 'reference',
      title: t('admin.ledger.reference'),
      render: (_, e) =>
        e.reference ? (
          <Tooltip title={e.reference}>
            <span className="cs-admin-mono cs-admin-muted">
              {e.reference.length > 12 ? `…${e.reference.slice(-10)}` : e.reference}
            </span>
          </Tooltip>
        ) : (
          <span className="cs-admin-muted">—</span>
        ),
    },
    {
      key: 'balance',
      title: t('admin.ledger.balanceAfter'),
      align: 'right',
      render: (_, e) => <span className="cs-admin-money">{formatMoney(e.balance)}</span>,
    },
    ...(canAdjust
      ? [
          {
            key: 'actions',
            title: t('admin.common.actions'),
            fixed: 'right' as const,
            width: 1,
            render: (_: unknown, e: AdminLedgerEntry) => (
              <Tooltip title={t('admin.ledger.adjustMember')}>
                <Button
                  type="link"
                  size="small"
                  icon={<DollarOutlined />}
                  onClick={() => openAdjust({ userName: e.userName })}
                  aria-label={t('admin.ledger.adjustMember')}
                  data-testid="ledger-row-adjust"
                />
              </Tooltip>
            ),
          },
        ]
      : []),
  ];

  return (
    <AdminScreen
      entry="ledger"
      subtitle={t('admin.ledger.hint')}
      actions={
        canAdjust ? (
          <Button type="primary" icon={<DollarOutlined />} onClick={() => openAdjust(null)} data-testid="ledger-adjust">
            {t('admin.ledger.adjust')}
          </Button>
        ) : undefined
      }
    >
      {last && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setLast(null) }}
          className="cs-admin-ledger__last"
          title={t('admin.ledger.lastAdjusted', {
            name: last.nick || last.userName,
            change: formatMoneyChange(last.amount),
            balance: formatMoney(last.balance),
          })}
        />
      )}
      {!canRead ? (
        <Alert type="info" showIcon title={t('admin.ledger.adjustOnly')} />
      ) : (
        <>
          <LedgerCheck />
          <div className="cs-admin-toolbar">
            <Input.Search
              key={`userName:${state.filters.userName ?? ''}`}
              allowClear
              defaultValue={state.filters.userName}
              onSearch={(v) => setFilter('userName', v)}
              placeholder={t('admin.ledger.userNamePlaceholder')}
              style={{ width: 200 }}
              data-testid="ledger-user"
            />
            <Select
              allowClear
              value={filters.reason}
              onChange={(v: string | undefined) => setFilter('reason', v)}
              placeholder={t('admin.ledger.reason')}
              style={{ width: 150 }}
              popupMatchSelectWidth={false}
              options={LEDGER_REASONS.map((r) => ({ value: r, label: t(`admin.ledger.reasons.${r}`) }))}
              data-testid="ledger-reason"
            />
            <span className="cs-admin-ledger__dates">
              <Input
                type="date"
                value={filters.dateFrom ?? ''}
                max={filters.dateTo}
                onChange={(e) => setFilter('dateFrom', e.target.value)}
                aria-label={t('admin.ledger.dateFrom')}
                data-testid="ledger-date-from"
              />
              <span aria-hidden="true">–</span>
              <Input
                type="date"
                value={filters.dateTo ?? ''}
                min={filters.dateFrom}
                onChange={(e) => setFilter('dateTo', e.target.value)}
                aria-label={t('admin.ledger.dateTo')}
                data-testid="ledger-date-to"
              />
            </span>
            {Object.keys(filters).length > 0 && (
              <Button type="link" onClick={() => update({ filters: {}, page: 1 })}>
                {t('admin.ledger.clearFilters')}
              </Button>
            )}
            <span className="cs-admin-toolbar__spacer" />
            <Tooltip title={t('admin.common.refresh')}>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => void list.refetch()}
                loading={list.isFetching}
                aria-label={t('admin.common.refresh')}
              />
            </Tooltip>
          </div>
          {list.data && (
            <div className="cs-admin-summary" data-testid="ledger-summary">
              {t('admin.ledger.summary', {
                count: list.data.totalCount,
                sum: formatMoneyChange(list.data.sumAmount),
              })}
            </div>
          )}
          <Table<AdminLedgerEntry>
            rowKey="id"
            className="cs-admin-table"
            columns={columns}
            dataSource={list.data?.items ?? []}
            loading={list.isFetching && !list.data ? true : list.isFetching ? { delay: 300 } : false}
            scroll={{ x: 'max-content' }}
            size="middle"
            pagination={{
              current: Math.min(state.page, lastPage(total, state.size)),
              pageSize: state.size,
              total,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES.map(String),
              showTotal: (count) => t('admin.common.total', { count }),
              onChange: (page, size) => update(size !== state.size ? { page: 1, size } : { page }),
              responsive: true,
            }}
          />
        </>
      )}
      {adjusting && (
        <LedgerAdjustDialog
          key={adjusting.id}
          target={adjusting.target}
          keys={keys}
          onClose={() => setAdjusting(null)}
          onDone={(entry) => {
            setAdjusting(null);
            setLast(entry);
            invalidate('ledger');
          }}
        />
      )}
    </AdminScreen>
  );
}
