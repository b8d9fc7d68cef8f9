import { Suspense, use, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useHydrated } from '../../../lib/hydrated';

/**
 * Server HTML that React leaves alone until someone uses it (decision 0041).
 *
 * A forum page is mostly long lists (topics, comments) of links, dates and avatars. Hydrating them is most of the
 * page's blocking time on a phone, yet almost nobody touches more than one item. So each item is rendered inside
 * its own Suspense boundary whose content suspends while the page hydrates: React keeps the server's HTML as it
 * is (links work as plain links) and reconciles nothing there. The first pointer, touch, focus or key on the item
 * opens it: a listener on `window` runs before React's own listeners on the document, so by the time React sees
 * the event the item may hydrate, and React hydrates it at once and hands it the event (its selective hydration).
 *
 * An item that gets new props or context (a live update, a patched like count, a navigation) is opened too, so
 * what is on screen is never stale. Items mounted after the first hydration (a client navigation, the member's
 * layer) are open from the start.
 */

interface Gate {
  open: boolean;
  /** React's first attempt to hydrate the item has been held back. */
  waited: boolean;
  promise: Promise<void>;
  release: () => void;
}

/** The gates of the items still server HTML, by key: their root elements carry `data-island="<key>"`. */
const gates = new Map<string, Gate>();
let listening = false;

/** The events that mean "about to use this": hover and press (mouse, pen, touch), focus (keyboard), keys. */
const USE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

function openGate(gate: Gate) {
  if (gate.open) return;
  gate.open = true;
  // Marked as React marks a promise it has seen settle, so a render right now reads it without suspending again.
  Object.assign(gate.promise, { status: 'fulfilled', value: undefined });
  gate.release();
}

function openFromEvent(event: Event) {
  const key = event.target instanceof Element && event.target.closest('[data-island]')?.getAttribute('data-island');
  const gate = key && gates.get(key);
  if (gate) openGate(gate);
}

function listenForUse() {
  if (listening) return;
  listening = true;
  // Capture on window: before React's listeners on the document, which would otherwise stop the event at an
  // item that cannot hydrate yet.
  for (const type of USE_EVENTS) window.addEventListener(type, openFromEvent, { capture: true, passive: true });
}

function createGate(hydrating: boolean): Gate {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { open: !hydrating, waited: false, promise, release };
}

/**
 * The boundary's content. React hydrates a boundary left as server HTML in a pass of its own, soon after the page's
 * first hydration: that first attempt waits for the item to be used. Any later attempt comes from the item being
 * used (the gate was opened) or from an update reaching it (new props, or a context its links read, such as the
 * location on a navigation); it renders, so React hydrates the item and the update is never held back by it.
 */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = !useHydrated();
  if (!gate.open && !(hydrating && !gate.waited)) openGate(gate);
  if (!gate.open) gate.waited = true;
  // Once it has suspended, the item reads its gate on every render (React expects `use` called alike each time);
  // an open gate's promise is fulfilled, so that read returns at once.
  if (gate.waited) use(gate.promise);
  return children;
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * One list item kept as server HTML until used. `islandKey` must be on the item's root element(s) as
 * `data-island`, unique on the page; `watch` lists every value its content depends on: while
 * the item is still server HTML, a render with the same values leaves it alone (a changed one opens it).
 */
export function ServerIsland({
  islandKey,
  watch,
  children,
}: {
  islandKey: string;
  watch: readonly unknown[];
  children: ReactNode;
}) {
  // The server renders everything; a browser renders items that mount after the first hydration at once.
  const hydrated = useHydrated();
  const hydrating = typeof document !== 'undefined' && !hydrated;
  const [gate] = useState(() => createGate(hydrating));
  const kept = useRef<{ watch: readonly unknown[]; element: ReactElement } | null>(null);

  useLayoutEffect(() => {
    if (gate.open) return;
    listenForUse();
    gates.set(islandKey, gate);
    return () => {
      if (gates.get(islandKey) === gate) gates.delete(islandKey);
    };
  }, [gate, islandKey]);

  // While the item is server HTML, the same element is returned for the same values, so React does not even
  // visit the boundary. Changed values open it first: React then hydrates it with what it showed, and updates it.
  if (!gate.open && kept.current) {
    if (sameValues(kept.current.watch, watch)) return kept.current.element;
    openGate(gate);
  }
  const element = (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
  kept.current = { watch, element };
  return element;
}
