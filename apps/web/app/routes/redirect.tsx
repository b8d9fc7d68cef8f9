import { PAGES } from '@clearsight/contracts';
import { redirect } from 'react-router';
import type { Route } from './+types/redirect';

/** The route table's redirects (docs/product.md). One module serves them all; the path decides the target. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': PAGES.home,
  '/loginLayout': PAGES.login,
  '/activity': '/activity/sign',
  '/hub': '/chat',
};

export function redirectTarget(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return REDIRECTS[path] ?? PAGES.home;
}

export function loader({ url }: Route.LoaderArgs) {
  return redirect(redirectTarget(url.pathname) + url.search);
}

// A component keeps these client-navigable routes (a loader-only module would be a resource route).

export default function Redirecting() {
  return null;
}
