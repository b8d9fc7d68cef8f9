import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * An antd button that is a real link: a plain `<a href>` without JavaScript (server-rendered pages stay
 * navigable), a client-side navigation with it. Avoids the invalid `<a><button/></a>` nesting.
 */
export function ButtonLink({ to, replace, ...props }: Omit<ButtonProps, 'href'> & { to: string; replace?: boolean }) {
  const href = useHref(to);
  const handle = useLinkClickHandler<HTMLAnchorElement>(to, replace ? { replace } : {});
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        props.onClick?.(event as MouseEvent<HTMLButtonElement & HTMLAnchorElement>);
        if (!event.defaultPrevented) handle(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
