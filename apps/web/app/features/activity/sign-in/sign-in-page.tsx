import { PAGES } from '@clearsight/contracts';
import { feedback } from '../../../lib/feedback';
import { CalendarOutlined, CheckOutlined, FireOutlined, InfoCircleOutlined } from '../../../components/icons';
import { SIGN_IN_RULES } from '@clearsight/contracts';
import { Skeleton } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { MoneyChip } from '../shared/activity-head';
import { PageHead } from '../shared/page-heads';
import { addMoney } from '../shared/money';
import { LoadFailed } from '../shared/load-failed';
import { SignCalendar } from './sign-calendar';
import { useSignIn, useSignInRecord } from './sign-in-api';
import { formatMoney } from '../../../lib/format';

const cents = (value: number) => value / 100;

/** `/activity/sign` (docs/product.md#daily-sign-in): today's button, the streak, the rules and the month. */
export function SignInPage() {
  const { t } = useTranslation();
  const { message } = feedback;
  const [month, setMonth] = useState<string | null>(null);
  const record = useSignInRecord(month);
  const signIn = useSignIn();
  const [earned, setEarned] = useState<number | null>(null);

  const data = record.data;
  // The month's calendar (antd's, some forty cells and its styles) is drawn from a deferred copy: the record arrives
  // through the query cache's store, whose updates React renders synchronously, and the calendar was most of that
  // render (230 ms in one task at a phone's speed). Deferred, React draws it in slices right after the rest.
  const calendarData = useDeferredValue(data);
  const todayItem = data?.signInItem.find((item) => item.date === data.today) ?? null;
  const signedToday = data?.signedToday ?? false;
  const todayReward = earned ?? todayItem?.value ?? null;
  const monthTotal = (data?.signInItem ?? []).reduce((sum, item) => addMoney(sum, item.value), 0);

  const onSignIn = () => {
    signIn.mutate(undefined, {
      onSuccess: (result) => {
        setEarned(result.value);
        void message.success(t('activity.signIn.success', { amount: formatMoney(result.value) }));
      },
    });
  };

  const rules = [
    t('activity.signIn.rules.base', {
      min: formatMoney(cents(SIGN_IN_RULES.baseMinCents)),
      max: formatMoney(cents(SIGN_IN_RULES.baseMaxCents)),
    }),
    t('activity.signIn.rules.streak', { bonus: formatMoney(cents(SIGN_IN_RULES.streakBonusCents)) }),
    t('activity.signIn.rules.nine'),
    t('activity.signIn.rules.cap', { cap: formatMoney(cents(SIGN_IN_RULES.capCents)) }),
  ];

  return (
    <div className="act-page" data-testid="sign-in-page">
      <PageHead path={PAGES.signIn} aside={<MoneyChip />} />
      <div className="act-sign">
        <section className="act-card act-sign__today" aria-labelledby="sign-today-title">
          <h2 id="sign-today-title" className="cs-visually-hidden">
            {t('activity.signIn.title')}
          </h2>
          <div className="act-sign__status">
            {record.isError && !data ? (
              <LoadFailed onRetry={() => void record.refetch()} />
            ) : !data ? (
              <Skeleton active paragraph={{ rows: 5 }} />
            ) : (
              <>
                <button
                  type="button"
                  className={signedToday ? 'act-sign__button is-done' : 'act-sign__button'}
                  onClick={onSignIn}
                  disabled={signIn.isPending}
                  aria-busy={signIn.isPending}
                  data-testid="sign-in-button"
                >
                  <span className="act-sign__button-icon" aria-hidden="true">
                    {signedToday ? <CheckOutlined /> : <CalendarOutlined />}
                  </span>
                  <span className="act-sign__button-text">
                    {signedToday ? t('activity.signIn.signedToday') : t('activity.signIn.button')}
                  </span>
                </button>
                <p className="act-sign__streak" data-testid="sign-streak">
                  <FireOutlined aria-hidden="true" />{' '}
                  {t('activity.signIn.streak', { count: data.currentContinuousNumber })}
                </p>
                {todayReward !== null && (
                  <p className="act-sign__reward" data-testid="sign-today-reward">
                    {t('activity.signIn.todayReward')} <strong key={todayReward}>+{formatMoney(todayReward)}</strong>
                  </p>
                )}
              </>
            )}
          </div>
          <div className="act-rules">
            <h3>
              <InfoCircleOutlined aria-hidden="true" /> {t('activity.signIn.rulesTitle')}
            </h3>
            <ol data-testid="sign-rules">
              {rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          </div>
        </section>

        <section className="act-card act-sign__calendar" aria-labelledby="sign-calendar-title">
          <div className="act-card__head">
            <h2 id="sign-calendar-title">{t('activity.signIn.calendarTitle')}</h2>
            {data && (
              <span className="act-muted" data-testid="sign-month-summary">
                {t('activity.signIn.monthSummary', {
                  count: data.signInItem.length,
                  amount: formatMoney(monthTotal),
                })}
              </span>
            )}
          </div>
          {calendarData ? (
            <SignCalendar
              month={month ?? calendarData.month}
              today={calendarData.today}
              items={calendarData.signInItem}
              onMonthChange={setMonth}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 8 }} />
          )}
        </section>
      </div>
    </div>
  );
}
