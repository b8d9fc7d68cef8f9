import { createContext } from 'react';

/**
 * A server render's access to the list items kept from earlier renders (decision 0052; the store itself is
 * lib/kept-fragments.server.ts, handed down by entry.server.tsx). Absent in the browser, which renders every item.
 */
export interface KeptFragments {
  /** The key of an item drawn from `watch` (every value its HTML depends on), or null when it cannot be kept. */
  keyOf(island: string, watch: readonly unknown[]): string | null;
  /** The kept inner HTML of the item, counted as used by this render, or undefined when none is kept. */
  take(key: string): string | undefined;
  /** The item is being rendered (none was kept): its inner HTML is kept once the document is complete. */
  begin(key: string, island: string): void;
  /** The item's last child has been rendered (the strings it used are known). */
  end(key: string): void;
}

export const KeptFragmentsContext = /* @__PURE__ */ createContext<KeptFragments | null>(null);
