import { draftDeleteRoute, draftGetRoute, draftSaveRoute, type Draft, type DraftPayload } from '@clearsight/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '../../../../lib/http/client';
import { DRAFT_SAVE_MS } from '../../forum-constants';

export type DraftStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed' };

/**
 * Server-side drafts (docs/product.md): loads the draft of this editor once, then saves the form every few
 * seconds while it changed (and when the tab is hidden), so the work survives a reload on any device.
 */
export function useServerDraft(key: string | null, read: () => DraftPayload) {
  const [loaded, setLoaded] = useState<{ draft: Draft | null } | null>(null);
  const [status, setStatus] = useState<DraftStatus>({ kind: 'idle' });
  const dirty = useRef(false);
  const stopped = useRef(false);
  const saving = useRef<Promise<void> | null>(null);
  const readRef = useRef(read);
  readRef.current = read;

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    stopped.current = false;
    callApi(draftGetRoute, { params: { key }, signal: controller.signal, silent: true })
      .then((result) => setLoaded({ draft: result.draft }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ draft: null });
      });
    return () => controller.abort();
  }, [key]);

  const save = useCallback(async () => {
    if (!key || !dirty.current || stopped.current || saving.current) return;
    dirty.current = false;
    setStatus({ kind: 'saving' });
    const run = (async () => {
      try {
        const draft = await callApi(draftSaveRoute, {
          params: { key },
          body: { payload: readRef.current() },
          silent: true,
        });
        if (!stopped.current) setStatus({ kind: 'saved', at: draft.updateTime });
      } catch {
        dirty.current = true;
        if (!stopped.current) setStatus({ kind: 'failed' });
      } finally {
        saving.current = null;
      }
    })();
    saving.current = run;
    await run;
  }, [key]);

  useEffect(() => {
    if (!key || !loaded) return;
    const timer = setInterval(() => void save(), DRAFT_SAVE_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') void save();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [key, loaded, save]);

  return {
    /** Null until the server answered; then the stored draft or null. */
    loaded,
    status,
    markDirty: useCallback(() => {
      dirty.current = true;
    }, []),
    /** Forget the draft on the server (after publishing, or when the member discards it). */
    discard: useCallback(async () => {
      dirty.current = false;
      if (!key) return;
      // A save still in flight would bring the draft back after the delete.
      await saving.current;
      await callApi(draftDeleteRoute, { params: { key }, silent: true }).catch(() => undefined);
    }, [key]),
    /** Stop saving (the content was published). */
    stop: useCallback(() => {
      stopped.current = true;
      dirty.current = false;
    }, []),
  };
}
