import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type MenuEntry =
  | { key: string; label: ReactNode; icon?: ReactNode; to: string; danger?: boolean; testId?: string }
  | { key: string; label: ReactNode; icon?: ReactNode; onSelect: () => void; danger?: boolean; testId?: string }
  | { key: string; divider: true };

/** A list of actions in a popover: links and buttons, with a divider where a group ends. */
export function MenuList({ entries, onDone }: { entries: MenuEntry[]; onDone: () => void }) {
  return (
    <ul className="cs-menu">
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
          <li key={entry.key}>
            {'to' in entry ? (
              <Link to={entry.to} className={classes} onClick={onDone} data-testid={entry.testId}>
                {content}
              </Link>
            ) : (
              <button
                type="button"
                className={classes}
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
