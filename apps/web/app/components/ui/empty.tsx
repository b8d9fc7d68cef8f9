import type { ReactNode } from 'react';
import { InboxOutlined } from '../icons';

/** Nothing to show: a quiet picture, the reason, and what to do next (`children`). */
export function Empty({
  description,
  children,
  className,
  ...rest
}: {
  description: ReactNode;
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div className={['cs-empty-state', className].filter(Boolean).join(' ')} {...rest}>
      <InboxOutlined className="cs-empty-state__image" aria-hidden />
      <div className="cs-empty-state__description">{description}</div>
      {children && <div className="cs-empty-state__footer">{children}</div>}
    </div>
  );
}
