import { useCallback } from 'react';

import { useBrowserStore } from './hydrated';

/**
 * Whether a media query matches, known from a part's first render in the browser and followed as it changes.
 * antd's `Grid.useBreakpoint` starts from "not known yet" and sets the answer in a layout effect, so a part that
 * reads it renders twice when it mounts, the second time synchronously, in one task (the daily sign-in page's
 * calendar on a phone: about 90 ms at a phone's speed). `serverValue` is the answer while the server renders and
 * while the page hydrates; a part hydrated with the page switches to the browser's answer right after, in a
 * transition (`useBrowserStore`).
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useBrowserStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** antd's `md` breakpoint and up: a tablet's width or wider. */
export const AT_LEAST_MD = '(min-width: 768px)';
