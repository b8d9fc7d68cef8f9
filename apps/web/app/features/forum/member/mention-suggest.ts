import { mentionSuggestRoute, type MentionSuggestion } from '@clearsight/contracts';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../../lib/http/client';

/** What the server accepts after `@` (a user name's first letters); anything else asks nothing. */
const KEYWORD = /^[A-Za-z0-9]{1,20}$/;
/** Typing pauses this long before the editor asks (the endpoint is rate-limited per member). */
const DEBOUNCE_MS = 200;

/**
 * Members whose user name starts with what follows `@` (GET /forum/mention-suggest): debounced, the previous
 * question dropped when a newer one is asked, silent on failure (the box keeps working without suggestions).
 */
export function useMentionSuggest() {
  const [items, setItems] = useState<MentionSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const controller = useRef<AbortController>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    controller.current?.abort();
    if (!KEYWORD.test(keyword)) {
      setItems([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      const current = new AbortController();
      controller.current = current;
      callApi(mentionSuggestRoute, { query: { keyword }, signal: current.signal, silent: true })
        .then((r) => {
          if (!current.signal.aborted) setItems(r.items);
        })
        .catch(() => {
          if (!current.signal.aborted) setItems([]);
        })
        .finally(() => {
          if (!current.signal.aborted) setLoading(false);
        });
    }, DEBOUNCE_MS);
  };

  return { items, loading, search };
}
