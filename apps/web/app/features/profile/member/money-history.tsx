import { type LedgerReason, type LedgerEntry, LEDGER_REASONS } from '@clearsight/contracts';
import { Button, Empty, Select, Spin } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { LocalDate } from '../../../components/local-date';
import { Pagination } from '../../../components/pagination';
import { AppScope } from '../../../lib/app-scope';
import { PROFILE_PAGE_SIZE } from '../profile-types';
import { useMyLedger } from './profile-member-api';
import { formatMoney, formatMoneyChange } from '../../../lib/format';

const REASONS = LEDGER_REASONS;

function readReason(raw: string | null): LedgerReason | null {
  return (REASONS as readonly (string | null)[]).includes(raw) ? (raw as LedgerReason) : null;
}

function Row({ entry, lang }: { entry: LedgerEntry; lang: string }) {
  const { t } = useTranslation();
  const tone = entry.amount > 0 ? 'is-gain' : entry.amount < 0 ? 'is-loss' : '';
  return (
    <tr data-testid="ledger-row">
      <td className="pf-ledger__time">
        <LocalDate iso={entry.creationTime} lang={lang} withTime />
      </td>
      <td className="pf-ledger__reason">
        <span>{t(`forum.profile.ledger.reasons.${entry.reason}`)}</span>
        {entry.remark && <span className="pf-ledger__remark">{entry.remark}</span>}
      </td>
      <td className={`pf-ledger__amount ${tone}`} data-testid="ledger-amount">
        {formatMoneyChange(entry.amount)}
      </td>
      <td className="pf-ledger__after">
        {/* Phones show each row as a card without the table's head, so the balance names itself there. */}
        <span className="pf-ledger__label" aria-hidden="true">
          {t('forum.profile.ledger.balanceAfter')}{' '}
        </span>
        <span data-testid="ledger-balance">{formatMoney(entry.balance)}</span>
      </td>
    </tr>
  );
}

/**
 * "Money history" on one's own profile: every change of the member's money, newest first, with the balance
 * right after each one; a filter by reason and link paging (`?tab=money&reason=…&page=n`), so a reload or
 * a shared link shows the same page.
 */
function MoneyHistory({ userId, page, lang }: { userId: string; page: number; lang: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const reason = readReason(search.get('reason'));
  const ledger = useMyLedger(userId, page, reason);

  const chooseReason = (next: string) => {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete('page');
        if (next) params.set('reason', next);
        else params.delete('reason');
        return params;
      },
      { preventScrollReset: true },
    );
  };

  let content;
  if (ledger.isError && !ledger.data) {
    content = (
      <div className="pf-ledger__state" role="alert">
        <p>{t('forum.common.loadFailed')}</p>
        <Button onClick={() => void ledger.refetch()}>{t('forum.common.retry')}</Button>
      </div>
    );
  } else if (!ledger.data) {
    content = (
      <div className="pf-ledger__state" role="status">
        <Spin />
      </div>
    );
  } else if (ledger.data.items.length === 0) {
    content = (
      <Empty
        className="pf-ledger__state"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={reason ? t('forum.profile.ledger.emptyFiltered') : t('forum.profile.ledger.empty')}
      />
    );
  } else {
    content = (
      <>
        <table className="pf-ledger__table" aria-busy={ledger.isFetching}>
          <caption className="cs-visually-hidden">{t('forum.profile.ledger.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('forum.profile.ledger.time')}</th>
              <th scope="col">{t('forum.profile.ledger.reason')}</th>
              <th scope="col" className="pf-ledger__amount">
                {t('forum.profile.ledger.amount')}
              </th>
              <th scope="col" className="pf-ledger__after">
                {t('forum.profile.ledger.balanceAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.data.items.map((entry) => (
              <Row key={entry.id} entry={entry} lang={lang} />
            ))}
          </tbody>
        </table>
        <div className="pf-ledger__foot">
          <span className="pf-ledger__total">{t('forum.profile.ledger.total', { count: ledger.data.totalCount })}</span>
          <Pagination
            total={ledger.data.totalCount}
            pageSize={PROFILE_PAGE_SIZE}
            page={page}
            keepScroll
            testId="ledger-pager"
          />
        </div>
      </>
    );
  }

  return (
    <div className="pf-ledger" data-testid="profile-ledger">
      <div className="pf-ledger__bar">
        <div className="pf-ledger__balance">
          <span>{t('forum.profile.ledger.balance')}</span>
          <strong data-testid="ledger-current">{ledger.data ? formatMoney(ledger.data.balance) : '–'}</strong>
          <span className="pf-ledger__hint">{t('forum.profile.ledger.hint')}</span>
        </div>
        <Select
          value={reason ?? ''}
          onChange={chooseReason}
          aria-label={t('forum.profile.ledger.filterLabel')}
          className="pf-ledger__filter"
          data-testid="ledger-reason"
          popupMatchSelectWidth={false}
          options={[
            { value: '', label: t('forum.profile.ledger.allReasons') },
            ...REASONS.map((r) => ({ value: r, label: t(`forum.profile.ledger.reasons.${r}`) })),
          ]}
        />
      </div>
      {content}
    </div>
  );
}

/** One's own money history: member-only, loaded with antd and the query cache it uses. */
export default function OwnMoneyHistory(props: { userId: string; page: number; lang: string }) {
  return (
    <AppScope>
      <MoneyHistory {...props} />
    </AppScope>
  );
}
