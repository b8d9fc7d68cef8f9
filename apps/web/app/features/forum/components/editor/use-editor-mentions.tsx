import type { MentionSuggestion } from '@clearsight/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useMentionSuggest } from '../../member/mention-suggest';
import { MentionOption } from '../../member/mention-option';

/**
 * `@` and the letters typed so far, right before the caret, where a mention may start (decision 0032: not after
 * a letter, digit or a character of an address, so `a@b` offers nothing).
 */
const TYPING_MENTION = /(?<![A-Za-z0-9_.+\-/\\=@:#%&?~`])@([A-Za-z0-9]{1,20})$/;
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * Mention suggestions for the markdown editor's textarea: while the caret follows `@letters`, a list of members
 * shows under the editor; ↑/↓ move, Enter or Tab writes `@userName `, Escape closes. Keys are caught before the
 * editor's own handlers (which would otherwise continue a list on Enter).
 */
export function useEditorMentions(
  wrap: RefObject<HTMLDivElement | null>,
  textarea: () => HTMLTextAreaElement | null,
  replace: (start: number, end: number, text: string) => void,
) {
  const { t } = useTranslation();
  const { items, search } = useMentionSuggest();
  const [range, setRange] = useState<{ start: number; end: number } | null>(null);
  const [active, setActive] = useState(0);
  const open = range !== null && items.length > 0;
  const state = useRef({ open, items, active, range, replace });
  state.current = { open, items, active, range, replace };

  const choose = (member: MentionSuggestion) => {
    const at = state.current.range;
    if (!at) return;
    state.current.replace(at.start, at.end, `@${member.userName} `);
    setRange(null);
    search('');
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  useEffect(() => {
    const root = wrap.current;
    if (!root) return;
    const check = () => {
      const area = textarea();
      if (!area || area.selectionStart !== area.selectionEnd) return setRange(null);
      const typed = TYPING_MENTION.exec(area.value.slice(0, area.selectionStart));
      if (!typed) {
        setRange(null);
        search('');
        return;
      }
      setRange({ start: area.selectionStart - typed[0].length, end: area.selectionStart });
      setActive(0);
      search(typed[1]!);
    };
    // After the event has reached React: a state update while the textarea's own change is still on its way
    // (these listeners run before React's, which sit at the root) would re-render the controlled textarea with
    // its old value and lose what was typed.
    let pending: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(pending);
      pending = setTimeout(check);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (CARET_KEYS.has(event.key)) later();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const now = state.current;
      if (!now.open || event.target !== textarea()) return;
      const count = now.items.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        setActive((now.active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
      } else if (event.key === 'Enter' || event.key === 'Tab') {
        chooseRef.current(now.items[now.active]!);
      } else if (event.key === 'Escape') {
        setRange(null);
      } else {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    root.addEventListener('input', later);
    root.addEventListener('click', later);
    root.addEventListener('keyup', onKeyUp);
    root.addEventListener('keydown', onKeyDown, true);
    return () => {
      clearTimeout(pending);
      root.removeEventListener('input', later);
      root.removeEventListener('click', later);
      root.removeEventListener('keyup', onKeyUp);
      root.removeEventListener('keydown', onKeyDown, true);
    };
    // The listeners read the latest state through refs; they are attached once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const menu = open ? (
    <ul
      className="fm-mention-menu"
      role="listbox"
      aria-label={t('forum.editor.mentionList')}
      data-testid="mention-menu"
    >
      {items.map((m, i) => (
        <li
          key={m.userName}
          role="option"
          aria-selected={i === active}
          className={i === active ? 'is-active' : undefined}
          // Before the textarea loses focus, so the caret and the typed range are still where they were.
          onMouseDown={(event) => {
            event.preventDefault();
            choose(m);
          }}
        >
          <MentionOption member={m} />
        </li>
      ))}
    </ul>
  ) : null;
  return { menu };
}
