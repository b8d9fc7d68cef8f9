/**
 * Whether this page is being left or reloaded. A request the page had in flight is then cut off by the browser
 * (it fails as a network error would): no answer came, so nothing may be concluded from its failure.
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back from the back-forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function pageLeaving(): boolean {
  return leaving;
}
