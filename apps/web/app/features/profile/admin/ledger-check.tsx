import { adminLedgerCheckRoute, type LedgerCheckResult } from '@clearsight/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { AuditOutlined } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { callApi } from '../../../lib/http/client';
import { formatMoney } from '../../../lib/format';

/**
 * The ledger's check of itself (docs/product.md#money-ledger): staff compare every member's balance with the sum
 * of their ledger rows. A balance changed past the wallet shows here by member; the health answer reports the
 * last run too. A failed call is shown by the client's own error message.
 */
export function LedgerCheck() {
  const { t } = useTranslation();
  const check = useMutation({ mutationFn: () => callApi(adminLedgerCheckRoute) });
  const result: LedgerCheckResult | undefined = check.data;

  return (
    <div className="cs-admin-ledger__check">
      <div className="cs-admin-toolbar">
        <Button
          icon={<AuditOutlined />}
          loading={check.isPending}
          onClick={() => check.mutate()}
          data-testid="ledger-check"
        >
          {t('admin.ledger.check')}
        </Button>
        <span className="cs-admin-muted">{t('admin.ledger.checkHint')}</span>
      </div>
      {result && !check.isPending && (
        <Alert
          type={result.mismatchCount === 0 ? 'success' : 'error'}
          showIcon
          closable={{ onClose: () => check.reset() }}
          data-testid="ledger-check-result"
          title={
            result.mismatchCount === 0
              ? t('admin.ledger.checkClean', { count: result.members })
              : t('admin.ledger.checkFound', { count: result.mismatchCount, members: result.members })
          }
          description={
            result.mismatches.length > 0 && (
              <ul className="cs-admin-ledger__mismatches">
                {result.mismatches.map((m) => (
                  <li key={m.userId}>
                    {t('admin.ledger.mismatch', {
                      userName: m.userName,
                      balance: formatMoney(m.balance),
                      sum: formatMoney(m.ledgerSum),
                    })}
                  </li>
                ))}
                {result.mismatchCount > result.mismatches.length && (
                  <li className="cs-admin-muted">
                    {t('admin.ledger.checkMore', { count: result.mismatchCount - result.mismatches.length })}
                  </li>
                )}
              </ul>
            )
          }
        />
      )}
    </div>
  );
}
