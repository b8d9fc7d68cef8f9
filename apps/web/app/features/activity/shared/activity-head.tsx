import { MoneyCollectOutlined } from '../../../components/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/session-store';
import { formatMoney } from '../../../lib/format';

/** The band on top of each activity page: its icon, the page's one h1, a lead and what sits on the right. */
export function ActivityHead({
  icon,
  title,
  lead,
  aside,
  testId,
}: {
  icon: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  aside?: ReactNode;
  testId?: string;
}) {
  return (
    <header className="act-head" data-testid={testId}>
      <span className="act-head__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="act-head__text">
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </div>
      {aside && <div className="act-head__aside">{aside}</div>}
    </header>
  );
}

/** The member's money as the header has it (live through the `Money` event), or a value given. */
export function MoneyChip({ value, testId = 'activity-money' }: { value?: number; testId?: string }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className="act-money" data-testid={testId}>
      <MoneyCollectOutlined aria-hidden="true" />
      <span className="act-money__label">{t('activity.myMoney')}</span>
      <strong className="act-money__value">{formatMoney(value ?? session.money)}</strong>
    </div>
  );
}
