import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Two or more panels under a row of tabs (WAI-ARIA tabs: arrow keys move between them). A panel is rendered the
 * first time its tab is chosen and kept afterwards, so what was typed there survives a switch.
 */
export function ChoiceTabs({
  items,
  idPrefix,
}: {
  items: { key: string; label: ReactNode; render: () => ReactNode }[];
  idPrefix: string;
}) {
  const [active, setActive] = useState(items[0]?.key ?? '');
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([active]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (key: string) => {
    setActive(key);
    setVisited((current) => (current.has(key) ? current : new Set([...current, key])));
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    choose(items[next]!.key);
    tabs.current[next]?.focus();
  };

  return (
    <div className="oa-tabs">
      <div className="oa-tabs__nav" role="tablist">
        {items.map((item, index) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={visited.has(item.key) ? `${idPrefix}-panel-${item.key}` : undefined}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'oa-tabs__tab is-active' : 'oa-tabs__tab'}
              onClick={() => choose(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        visited.has(item.key) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${idPrefix}-panel-${item.key}`}
            aria-labelledby={`${idPrefix}-tab-${item.key}`}
            hidden={item.key !== active}
          >
            {item.render()}
          </div>
        ) : null,
      )}
    </div>
  );
}
