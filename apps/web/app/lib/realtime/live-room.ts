import type { LiveRoomKind } from '@clearsight/contracts';
import { useEffect, useState } from 'react';
import { emitToHub, getHubStatuses, useHubEvent, useHubState } from './hub-store';

/**
 * Keeps this tab in a live topic's or board's room on the notice hub while the calling component is mounted
 * (docs/decisions/0036-live-topics-and-boards.md): joined once the hub is connected and again after every
 * reconnection (a new connection is in no room), left on unmount, that is on navigation. When the server takes
 * the room's tabs out because who may read the topic changed (`liveTopic` with `rejoin`), it joins again: the
 * server checks the join anew. Answers whether the server let the tab in (the page marks it, for journeys to wait on).
 * Loaded only with the live code, after the page is interactive.
 */
export function useLiveRoom(kind: LiveRoomKind, id: string): boolean {
  const connected = useHubState('notice') === 'connected';
  const [round, setRound] = useState(0);
  const [joined, setJoined] = useState(false);
  useHubEvent('notice', 'liveTopic', (discussId, rejoin) => {
    if (kind === 'topic' && discussId === id && rejoin) setRound((n) => n + 1);
  });
  useEffect(() => {
    if (!connected) return;
    let current = true;
    // A refused tab simply hears nothing.
    emitToHub('notice', 'liveJoin', kind, id, (yes: unknown) => {
      if (current) setJoined(yes === true);
    });
    return () => {
      current = false;
      setJoined(false);
      // A lost connection took the tab out of every room already; a leave would only wait for the next one.
      if (getHubStatuses().notice.state === 'connected') emitToHub('notice', 'liveLeave', kind, id);
    };
  }, [connected, kind, id, round]);
  return joined;
}
