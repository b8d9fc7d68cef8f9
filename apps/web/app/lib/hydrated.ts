import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noopSubscribe = () => () => undefined;

/**
 * Whether the page's first hydration has committed. The browser's entry sets it to false before it hydrates and
 * the root layout sets it back once the page is hydrated (`useMarkHydrated`); where the app is rendered without
 * hydrating (unit tests), it is true from the start.
 */
let pageHydrated = true;

/** Called by the browser's entry right before `hydrateRoot`. */
export function beginHydration(): void {
  pageHydrated = false;
}

/**
 * The root layout's part: marks the page hydrated in an effect. Effects run children first, so every component
 * hydrated in the same commit has checked its `useHydrated` value against a page still marked unhydrated.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    pageHydrated = true;
  }, []);
}

/**
 * False during the server render and hydration, true afterwards.
 *
 * A component hydrated with the page renders false, like the server, and turns true in a transition right after:
 * React renders a transition in slices that give the main thread back every few milliseconds. (A plain
 * `useSyncExternalStore` whose client value differs from the server's makes React render every such component
 * again synchronously right after hydration: on a topic page that was one task of 40 ms, 160 ms on a slow
 * phone.) A component mounted after hydration (a client navigation) renders true at once; one hydrated later
 * (a server island, decision 0041) renders false while it hydrates, as the server did, and true after.
 */
export function useHydrated(): boolean {
  const atRender = useSyncExternalStore(
    noopSubscribe,
    () => pageHydrated,
    () => false,
  );
  const [afterwards, setAfterwards] = useState(false);
  useEffect(() => {
    if (!atRender) startTransition(() => setAfterwards(true));
  }, [atRender]);
  return atRender || afterwards;
}

/**
 * `useSyncExternalStore` for a store the browser fills before the page hydrates (the session from local storage, the
 * compare basket): the server's value while the page hydrates, as the server rendered it, and the browser's in a
 * transition right after (`useHydrated`). With the plain hook, React finds the two values differ right after the
 * hydration's commit and renders every reader again synchronously: for a signed-in member that was the header,
 * the forum's lists and their buttons in one task of 130 ms at Lighthouse's phone speed. A component mounted after
 * hydration reads the browser's value at once; a change of the store while the switch waits reaches the readers
 * with it.
 */
export function useBrowserStore<T>(
  subscribe: (listener: () => void) => () => void,
  browser: () => T,
  server: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? browser : server, server);
}
