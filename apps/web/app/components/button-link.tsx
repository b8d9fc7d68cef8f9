import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * An antd button that is a real link: a plain `<a href>` without JavaScript (server-rendered pages stay
 * navigable), a client-side navigation with it. Avoids the invalid `<a><button/></a>` nesting. A `#fragment`
 * alone is a jump within this page: it stays a plain anchor, because resolving it as a route path would
 * drop the page's query (`/materialDetails?id=…` would become `/materialDetails#downloads`, a 404).
 */
export function ButtonLink({ to, replace, ...props }: Omit<ButtonProps, 'href'> & { to: string; replace?: boolean }) {
  if (to.startsWith('#')) return <Button {...props} href={to} />;
  return <RouteButtonLink to={to} replace={replace} {...props} />;
}

function RouteButtonLink({ to, replace, ...props }: Omit<ButtonProps, 'href'> & { to: string; replace?: boolean }) {
  const href = useHref(to);
  const handle = useLinkClickHandler<HTMLAnchorElement>(to, replace ? { replace } : {});
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        props.onClick?.(event as MouseEvent<HTMLElement & HTMLButtonElement & HTMLAnchorElement>);
        if (!event.defaultPrevented) handle(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
