import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, NotFoundPage } from './status-pages';

/** A page's error boundary inside the main layout: a missing item is the 404 page, anything else the error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage />;
}
