import { createContext } from 'react';

/** How a kept element is found in the document: its tag and an attribute whose value is unique on the page. */
export interface FoundElement {
  tag: string;
  attribute: string;
  value: string;
}

/**
 * A server render's access to the elements kept from earlier renders (decision 0052; the store itself is
 * lib/kept-fragments.server.ts, handed down by entry.server.tsx). Absent in the browser, which renders every element.
 */
export interface KeptFragments {
  /** The key of an element drawn from `watch` (every value its HTML depends on), or null when it cannot be kept. */
  keyOf(name: string, watch: readonly unknown[]): string | null;
  /** The kept inner HTML of the element, counted as used by this render, or undefined when none is kept. */
  take(key: string): string | undefined;
  /** The element is being rendered (none was kept): its inner HTML is kept once the document is complete. */
  begin(key: string, found: FoundElement): void;
  /** The element's last child has been rendered (the strings it used are known). */
  end(key: string): void;
}

export const KeptFragmentsContext = /* @__PURE__ */ createContext<KeptFragments | null>(null);
