import { startTransition, useEffect, useState } from 'react';
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
 */
export function useMemberLayer(): { wanted: boolean; shown: boolean } {
  const { viewer, hydrated } = useViewer();
  const wanted = hydrated && viewer !== 'guest';
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    if (shown !== wanted) startTransition(() => setShown(wanted));
  }, [shown, wanted]);
  return { wanted, shown };
}
