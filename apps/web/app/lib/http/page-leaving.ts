/**
 * Whether this page starts being left or reloaded while a request runs. The browser then drops the page's requests,
 * which fail as a network error would, though no answer came: nothing may be concluded from such a failure.
 *
 * `beforeunload` marks it: Chromium fires it when the navigation starts and drops the requests only when the next
 * page arrives, after it (and runs a late `pagehide` listener after the failure is already handled, so `pagehide`
 * alone is not enough). Listened to only while a request runs, so a page without one keeps no unload listener.
 */
export function watchPageLeaving(): { leaving(): boolean; stop(): void } {
  let leaving = false;
  if (typeof window === 'undefined') return { leaving: () => false, stop: () => undefined };
  const leave = () => {
    leaving = true;
  };
  // Back from the back-forward cache: the page lives again.
  const stay = () => {
    leaving = false;
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', stay);
  return {
    leaving: () => leaving,
    stop: () => {
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', stay);
    },
  };
}
