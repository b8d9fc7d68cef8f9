import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from '../link';

export type MenuEntry =
  | { key: string; label: ReactNode; icon?: ReactNode; to: string; danger?: boolean; testId?: string }
  | { key: string; label: ReactNode; icon?: ReactNode; onSelect: () => void; danger?: boolean; testId?: string }
  | { key: string; divider: true };

/** Up and down (and Home, End) move between a menu's items, as a menu's keyboard does. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'ArrowDown'
      ? (at + 1) % items.length
      : event.key === 'ArrowUp'
        ? (at - 1 + items.length) % items.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? items.length - 1
            : null;
  if (next === null || items.length === 0) return;
  event.preventDefault();
  items[next]?.focus();
}

/** A menu of actions in a popover: links and buttons, with a divider where a group ends. */
export function MenuList({ entries, onDone }: { entries: MenuEntry[]; onDone: () => void }) {
  return (
    <ul className="cs-menu" role="menu" onKeyDown={moveFocus}>
      {entries.map((entry) => {
        if ('divider' in entry) return <li key={entry.key} className="cs-menu__divider" role="separator" />;
        const classes = entry.danger ? 'cs-menu__item is-danger' : 'cs-menu__item';
        const content = (
          <>
            {entry.icon && <span className="cs-menu__icon">{entry.icon}</span>}
            <span>{entry.label}</span>
          </>
        );
        return (
          <li key={entry.key} role="none">
            {'to' in entry ? (
              <Link to={entry.to} className={classes} role="menuitem" onClick={onDone} data-testid={entry.testId}>
                {content}
              </Link>
            ) : (
              <button
                type="button"
                className={classes}
                role="menuitem"
                onClick={() => {
                  onDone();
                  entry.onSelect();
                }}
                data-testid={entry.testId}
              >
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
