import type { ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleOutlined, InfoCircleOutlined } from '../icons';

export type ResultStatus = 'success' | 'error' | 'info' | 'warning';

const ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleOutlined,
  warning: ExclamationCircleOutlined,
  error: CloseCircleFilled,
};

/** The outcome of a whole step (a form sent, a login failed): a large icon, a title, a line, what next. */
export function Result({
  status = 'info',
  title,
  subTitle,
  extra,
  icon,
  className,
  ...rest
}: {
  status?: ResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  icon?: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  const Icon = ICONS[status];
  return (
    <div className={['cs-result', `cs-result--${status}`, className].filter(Boolean).join(' ')} {...rest}>
      <div className="cs-result__icon" aria-hidden="true">
        {icon ?? <Icon />}
      </div>
      <div className="cs-result__title">{title}</div>
      {subTitle && <div className="cs-result__subtitle">{subTitle}</div>}
      {extra && <div className="cs-result__extra">{extra}</div>}
    </div>
  );
}
