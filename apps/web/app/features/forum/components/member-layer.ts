import { createElement, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../../lib/hydrated';
import { loadAreas, normalizeLang } from '../../../lib/i18n';
import { useViewer } from '../../../lib/viewer-data';

/**
 * A member layer's code together with the strings of the forum's tools it shows (moderation, reports: the
 * `forum-tools` area), so that a guest's page carries neither. For `React.lazy`; the page's language is the
 * document's, and a later language switch loads the same areas in the other language.
 */
export function withForumTools<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([load(), loadAreas(normalizeLang(document.documentElement.lang), ['forum-tools'])]).then(
      ([module]) => module,
    );
}

/**
 * Whether a forum page hands over to its member layer (features/forum/member/, loaded with `React.lazy`):
 * `wanted` once hydrated with a stored token (a member, or one whose account is still loading), `shown` once
 * that layer may render. The switch is a transition, so while the layer's code loads React keeps the guest
 * view on screen (no fallback, no layout shift); a page mounted later (a client navigation) starts with it.
 *
 * When the layer replaces a guest's view on screen (the page was hydrated, or the visitor signed in on it),
 * `prepare` runs first: it loads the layer's code and the member's data the layer shows first, so that the layer
 * renders once, with them. Otherwise it would render the whole page with the server's copy, and again as the
 * account and each copy arrived, every arrival restarting the transition's work on the whole page.
 */
export function useMemberLayer(prepare?: () => Promise<unknown>): { wanted: boolean; shown: boolean } {
  const { viewer, hydrated } = useViewer();
  const wanted = hydrated && viewer !== 'guest';
  const [shown, setShown] = useState(wanted);
  // The page's latest `prepare` (a new function each render), read when the swap starts.
  const latestPrepare = useRef(prepare);
  useEffect(() => {
    latestPrepare.current = prepare;
  });
  useEffect(() => {
    if (shown === wanted) return;
    const ready = wanted ? latestPrepare.current?.() : undefined;
    if (!ready) {
      startTransition(() => setShown(wanted));
      return;
    }
    let current = true;
    void ready
      .catch(() => undefined)
      .then(() => {
        if (current) startTransition(() => setShown(true));
      });
    return () => {
      current = false;
    };
  }, [shown, wanted]);
  return { wanted, shown };
}

/** A forum page's boxes, around its view. */
export function ForumPageBox({ testId, children }: { testId: string; children: ReactNode }) {
  return createElement(
    'div',
    { className: 'fm-page', 'data-testid': testId },
    createElement('div', { className: 'cs-container' }, children),
  );
}

/**
 * A forum page's frame: the guest's view, or the member layer's once it may render (`useMemberLayer().shown`); while
 * the layer's code loads, the guest's stays on screen. (The topic page keeps the guest's view and has its member
 * layer update it: topic-page.tsx.)
 */
export function ForumPageFrame({
  testId,
  shown,
  guest,
  member,
}: {
  testId: string;
  shown: boolean;
  guest: ReactNode;
  /** The lazy member layer's element (its code loads when it is first rendered). */
  member: ReactNode;
}) {
  return createElement(ForumPageBox, {
    testId,
    children: createElement(Suspense, { fallback: guest }, shown ? member : guest),
  });
}

/**
 * Where a page's live code goes (features/forum/live/, loaded with `React.lazy`): rendered once the page has
 * hydrated, so its chunk (and the hub store it listens to) loads after the page is interactive, never with the
 * page's first scripts. The live code waits for the notice hub itself. It lives here, beside the member layer,
 * because both forum pages load this module anyway (a module of its own cost the topic page a chunk).
 */
export function LiveSlot({ children }: { children: ReactNode }) {
  return useHydrated() ? createElement(Suspense, { fallback: null }, children) : null;
}

// The lists' server islands come through this module too: every forum page loads it, so they share its chunk
// instead of costing the topic page a chunk (and a manifest entry) of their own.
export { ServerIsland } from './server-island';
