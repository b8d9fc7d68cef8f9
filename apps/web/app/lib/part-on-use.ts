import { lazy, type ComponentType } from 'react';

/** What makes a visitor's page more than something read: any pointer, touch, key, wheel or scroll. */
const FIRST_USE_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

const waitingForUse: Array<() => void> = [];
let state: 'idle' | 'listening' | 'used' = 'idle';

function used() {
  state = 'used';
  for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, used, true);
  for (const run of waitingForUse.splice(0)) run();
}

/** Runs `run` at the visitor's first use of the page (at once if it has been used). */
function onFirstUse(run: () => void) {
  if (state === 'used') return run();
  waitingForUse.push(run);
  if (state === 'listening') return;
  state = 'listening';
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, used, { capture: true, passive: true });
}

/**
 * Until `ready()`, a click on an element matching `selector` does not reach React (a listener on `window` runs
 * before React's own); once `load()` settles, the element is clicked again, and React, which now has the code,
 * hydrates it at once and handles the click. Links are left alone: the browser follows them as plain links.
 */
function holdClicks(selector: string, ready: () => boolean, load: () => Promise<unknown>) {
  const hold = (event: MouseEvent) => {
    if (ready()) return window.removeEventListener('click', hold, true);
    const target = event.target instanceof Element ? event.target.closest(selector) : null;
    if (!(target instanceof HTMLElement) || target.closest('a')) return;
    event.stopPropagation();
    load().then(
      () => setTimeout(() => target.click(), 0),
      () => undefined,
    );
  };
  window.addEventListener('click', hold, true);
}

/** A thenable that is already settled calls back at once, so `React.lazy` reads it without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then: <R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null) =>
      (onFulfilled ? onFulfilled(value) : value) as unknown as PromiseLike<R1 | R2>,
  };
}

/**
 * A component whose code a visitor's first view does not need, for parts that stay server HTML until used (the
 * comment threads, decision 0041): its code loads at the visitor's first use of the page (a pointer, a touch, a
 * key, a scroll), when `preload()` is called (before the member's layer draws it), or when it first renders (React
 * then waits for it, showing the server's HTML or the boundary's fallback). On the server it loads at start, so
 * no server render waits for it.
 *
 * It is one `React.lazy` type whatever the moment, so React never swaps a drawn part for another type (which would
 * lose its state); once the code is in, `lazy` reads it without suspending.
 */
export function partOnUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: {
    /**
     * The part's buttons in the server's HTML (a CSS selector). A click on one before the code is in would be lost:
     * React drops a click on HTML it cannot hydrate yet. It is held instead, and made again once the code is in.
     */
    holdClicksOn?: string;
  } = {},
): { Part: ComponentType<P>; preload: () => Promise<void> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed load (the network, a deploy that removed the file) is tried again next time it is wanted.
        loading = null;
        throw error;
      },
    ));
  // Loads started ahead of need: a failure is the render's to show, when a render wants the part.
  const startQuietly = () => void start().catch(() => undefined);
  const Part = lazy(() =>
    loaded
      ? (settled({ default: loaded }) as Promise<{ default: ComponentType<P> }>)
      : start().then((c) => ({ default: c })),
  );
  if (typeof window === 'undefined') startQuietly();
  else {
    onFirstUse(startQuietly);
    if (options.holdClicksOn) holdClicks(options.holdClicksOn, () => loaded !== null, start);
  }
  return { Part, preload: () => start().then(() => undefined) };
}
