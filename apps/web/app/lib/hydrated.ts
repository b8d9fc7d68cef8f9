import { useSyncExternalStore } from 'react';

const noopSubscribe = () => () => undefined;

/** False during the server render and hydration, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
