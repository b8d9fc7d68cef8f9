import { useSyncExternalStore } from 'react';

/**
 * Whether an announcement is running in the bar under the header: all the header holds of announcements, so the
 * bar's code (and the announcements' store) is loaded only once there is one to run. `site-notice-store.ts` sets it.
 */
let running = false;
const listeners = new Set<() => void>();

export function setMarqueeRunning(next: boolean): void {
  if (next === running) return;
  running = next;
  for (const listener of listeners) listener();
}

export function useMarqueeRunning(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => running,
    () => false,
  );
}
