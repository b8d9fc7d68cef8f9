import type { AnchorHTMLAttributes } from 'react';
import { Link } from './link';
import { buttonClass, ButtonContent, type ButtonLook } from './ui/button';

/**
 * A link that looks like a button (components/ui/button.tsx): a plain `<a href>` without JavaScript
 * (server-rendered pages stay navigable), a client-side navigation with it. A `#fragment` alone is a jump within
 * this page: it stays a plain anchor, because resolving it as a route path would drop the page's query
 * (`/materialDetails?id=…` would become `/materialDetails#downloads`, a 404).
 */
export function ButtonLink({
  to,
  replace,
  type,
  size,
  danger,
  block,
  ghost,
  icon,
  className,
  children,
  ...rest
}: Omit<ButtonLook, 'loading' | 'shape'> &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type'> & { to: string; replace?: boolean }) {
  const classes = buttonClass({ type, size, danger, block, ghost }, className);
  const content = <ButtonContent icon={icon}>{children}</ButtonContent>;
  if (to.startsWith('#')) {
    return (
      <a href={to} className={classes} {...rest}>
        {content}
      </a>
    );
  }
  return (
    <Link to={to} replace={replace} className={classes} {...rest}>
      {content}
    </Link>
  );
}
