import type { ReactNode } from 'react';

export type TagColor = 'default' | 'blue' | 'green' | 'red' | 'orange' | 'gold' | 'purple' | 'cyan';

/** A short label beside a title: a state, a category. */
export function Tag({
  color = 'default',
  children,
  className,
  ...rest
}: {
  color?: TagColor;
  children: ReactNode;
  className?: string;
  title?: string;
  'data-testid'?: string;
}) {
  return (
    <span className={['cs-ui-tag', `cs-ui-tag--${color}`, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </span>
  );
}
