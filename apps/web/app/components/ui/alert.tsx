import type { ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleOutlined, InfoCircleOutlined } from '../icons';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

const ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleOutlined,
  warning: ExclamationCircleOutlined,
  error: CloseCircleFilled,
};

/**
 * A message in the page's flow: what failed, what to know. Errors and warnings are announced to screen readers
 * as alerts, the others as status.
 */
export function Alert({
  type = 'info',
  title,
  description,
  showIcon = true,
  action,
  className,
  ...rest
}: {
  type?: AlertType;
  title: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  action?: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  const Icon = ICONS[type];
  return (
    <div
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      className={['cs-alert', `cs-alert--${type}`, description ? 'cs-alert--with-description' : '', className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      {showIcon && <Icon className="cs-alert__icon" aria-hidden />}
      <div className="cs-alert__content">
        <div className="cs-alert__title">{title}</div>
        {description && <div className="cs-alert__description">{description}</div>}
      </div>
      {action && <div className="cs-alert__action">{action}</div>}
    </div>
  );
}
