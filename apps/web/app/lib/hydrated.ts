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
