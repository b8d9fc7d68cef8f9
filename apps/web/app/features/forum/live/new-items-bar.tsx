import { useState } from 'react';
import './live.css';

/**
 * "2 new replies" / "1 new topic", as Discourse shows them: a bar the reader clicks to load what arrived, rather than
 * the page moving under their eyes. Announced politely to screen readers; nothing while the count is 0.
 */
export function NewItemsBar({
  count,
  label,
  onLoad,
  testId,
  joined,
}: {
  /** Whether the tab is in the page's live room. */
  joined: boolean;
  count: number;
  label: string;
  onLoad: () => Promise<unknown>;
  testId: string;
}) {
  const [loading, setLoading] = useState(false);
  const load = () => {
    setLoading(true);
    onLoad()
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  return (
    <div className="fm-live" role="status" aria-live="polite" data-live-room={joined ? 'joined' : 'out'}>
      {count > 0 && (
        <button type="button" className="fm-live__bar" onClick={load} disabled={loading} data-testid={testId}>
          {label}
        </button>
      )}
    </div>
  );
}
