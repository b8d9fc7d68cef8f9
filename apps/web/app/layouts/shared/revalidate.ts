import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * Shell data (site config, the taxonomy menu) does not change while someone browses; it reloads only on
 * an explicit revalidation at the same URL (switching language) or after a form submission.
 */
export function shellShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (nextUrl.searchParams.has('lang')) return true;
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search
    ? defaultShouldRevalidate
    : false;
}
