import { CheckOutlined, LeftOutlined, RightOutlined } from '../../../components/icons';
import type { SignInItem } from '@clearsight/contracts';
import { Button, Calendar } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
// antd's Calendar names the weekdays through dayjs; the Chinese names come with this locale.
import 'dayjs/locale/zh-cn';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AT_LEAST_MD, useMediaQuery } from '../../../lib/media-query';

/**
 * This month's sign-ins on antd's Calendar: signed days marked "已签到✔️" (a check on a phone), today
 * outlined, months browsed with the arrows. Dates are calendar days in the server's time zone, as the
 * record gives them (`YYYY-MM-DD`).
 */
export function SignCalendar({
  month,
  today,
  items,
  onMonthChange,
}: {
  /** The month shown, `YYYY-MM`. */
  month: string;
  /** Today in the server's time zone, `YYYY-MM-DD`. */
  today: string;
  items: readonly SignInItem[];
  onMonthChange: (month: string) => void;
}) {
  const { t } = useTranslation();
  // Day names and marks from a tablet's width up, checks on a phone.
  const full = useMediaQuery(AT_LEAST_MD, true);
  const signed = new Map(items.map((item) => [item.date, item]));
  const current = today.slice(0, 7);

  const cell = (date: Dayjs) => {
    const key = date.format('YYYY-MM-DD');
    const item = signed.get(key);
    const classes = ['act-cal__cell'];
    if (item) classes.push('is-signed');
    if (key === today) classes.push('is-today');
    if (date.format('YYYY-MM') !== month) classes.push('is-outside');
    return (
      <div className={classes.join(' ')} data-testid={item ? `sign-day-${key}` : undefined}>
        <span className="act-cal__day">{date.date()}</span>
        {item &&
          (full ? (
            <span className="act-cal__mark">{t('activity.signIn.signedMark')}</span>
          ) : (
            <CheckOutlined className="act-cal__check" aria-label={t('activity.signIn.signedMark')} />
          ))}
      </div>
    );
  };

  return (
    <Calendar
      className="act-cal"
      fullscreen={full}
      value={dayjs(`${month}-01`)}
      fullCellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)}
      onPanelChange={(date) => onMonthChange(date.format('YYYY-MM'))}
      headerRender={({ value, onChange }) => {
        const shown = value.format('YYYY-MM');
        return (
          <div className="act-cal__head">
            <Button
              type="text"
              icon={<LeftOutlined />}
              aria-label={t('activity.signIn.prevMonth')}
              onClick={() => onChange(value.subtract(1, 'month'))}
              data-testid="sign-prev-month"
            />
            <strong data-testid="sign-month">
              {t('activity.signIn.monthTitle', { year: value.year(), month: value.month() + 1 })}
            </strong>
            <Button
              type="text"
              icon={<RightOutlined />}
              aria-label={t('activity.signIn.nextMonth')}
              disabled={shown >= current}
              onClick={() => onChange(value.add(1, 'month'))}
              data-testid="sign-next-month"
            />
          </div>
        );
      }}
    />
  );
}
