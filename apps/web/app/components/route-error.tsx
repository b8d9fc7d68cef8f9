import { isRouteErrorResponse, useRouteError } from 'react-router';
import { lazyPage } from '../lib/lazy-page';

/** The missing-page and error pages are rare: their code loads when one is shown, not with every page. */
export const NotFoundPage = lazyPage(() => import('./status-pages'), 'NotFoundPage');
export const ErrorPage = lazyPage(() => import('./status-pages'), 'ErrorPage');

/** A page's error boundary inside the main layout: a missing item is the 404 page, anything else the error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage />;
}
