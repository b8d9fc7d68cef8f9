import { useEffect, useRef, type Ref } from 'react';
import { Link as RouterLink, useLocation, useNavigate, type LinkProps } from 'react-router';

/**
 * A link to a page of the site (docs/decisions/0047-plain-anchors-for-site-links.md).
 *
 * React Router's `<Link>` works its address out against the route tree on every render (resolving the path,
 * the href, its prefetch and click hooks): about a tenth of a server render of a forum page, for addresses that
 * are absolute already. For an absolute path with no navigation options, this draws the anchor React Router would
 * draw (`href` and `data-discover`, which its route discovery reads) and nothing else; `LinkNavigation` makes a
 * click on it navigate inside the app as React Router's would. Anything else (a relative or object address,
 * `replace`, `state`, `reloadDocument`, …) is React Router's own `<Link>`.
 */
export function Link(props: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const {
    to,
    replace,
    state,
    reloadDocument,
    preventScrollReset,
    relative,
    viewTransition,
    discover,
    prefetch,
    ...anchor
  } = props;
  const plain =
    typeof to === 'string' &&
    to.startsWith('/') &&
    !to.startsWith('//') &&
    replace === undefined &&
    state === undefined &&
    reloadDocument === undefined &&
    preventScrollReset === undefined &&
    relative === undefined &&
    viewTransition === undefined &&
    discover === undefined &&
    prefetch === undefined;
  if (!plain) return <RouterLink {...props} />;
  return <a {...anchor} href={to} data-discover="true" />;
}

/** Whether a click on this anchor is one the app should handle (what React Router's own links check). */
function isAppNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  return new URL(anchor.href).origin === window.location.origin;
}

/**
 * Clicks on the site's plain links (`a[data-discover]`) navigate inside the app. Listens on `window`, so every
 * handler of the page (a menu that closes, React Router's own links, which mark their clicks handled) has run
 * first. Mounted once by the root layout and by its error page.
 */
export function LinkNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  // The handler is added once; it reads the latest of both.
  const latest = useRef({ navigate, location });
  latest.current = { navigate, location };
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest('a[data-discover]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !isAppNavigation(event, anchor)) return;
      event.preventDefault();
      const url = new URL(anchor.href);
      const path = `${url.pathname}${url.search}${url.hash}`;
      const { navigate, location } = latest.current;
      // As React Router's links do: a link to the page on screen replaces its history entry.
      void navigate(path, { replace: path === `${location.pathname}${location.search}${location.hash}` });
    }
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, []);
  return null;
}
