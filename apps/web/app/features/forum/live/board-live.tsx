import { LIVE_ALL_BOARDS } from '@clearsight/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useHubEvent } from '../../../lib/realtime/hub-store';
import { useLiveRoom } from '../../../lib/realtime/live-room';
import { liveStrings } from './live-strings';
import { NewItemsBar } from './new-items-bar';

/**
 * A board's list (or /discuss, every board's), live: in the board's room while the page is open, it counts the
 * topics anyone may read started since into a "1 new topic" bar; a click fetches the list again as the reader.
 * Loaded lazily, after the page is interactive (docs/decisions/0036-live-topics-and-boards.md).
 */
export default function BoardLive({
  plateId,
  shownIds,
  reload,
}: {
  /** The board, or null for every board. */
  plateId: string | null;
  /** The topics the list shows: one of them arriving is no news. */
  shownIds: readonly string[];
  reload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const joined = useLiveRoom('board', plateId ?? LIVE_ALL_BOARDS);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  useHubEvent('notice', 'liveBoardTopic', (board, discussId) => {
    if ((plateId !== null && board !== plateId) || shownIds.includes(discussId)) return;
    setArrived((prev) => (prev.has(discussId) ? prev : new Set(prev).add(discussId)));
  });
  const count = [...arrived].filter((id) => !shownIds.includes(id)).length;
  return (
    <NewItemsBar
      joined={joined}
      count={count}
      label={t('forum.live.newTopics', { count })}
      onLoad={() => reload().then(() => setArrived(new Set()))}
      testId="live-new-topics"
    />
  );
}

/** For `React.lazy`: the component once its strings are loaded too. */
export const withStrings = liveStrings.then(() => ({ default: BoardLive }));
