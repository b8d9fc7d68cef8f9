import { drawGamesRoute, drawRoute, type DrawGame, type DrawGameConfig, type DrawResult } from '@clearsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client';
import type { ActionKeys } from '../shared/action-keys';

export const luckyKeys = {
  games: ['activity', 'lucky', 'games'] as const,
};

/** Every game's cost and prize table (public; the server's copy comes with the page). */
export function useDrawGames(initial: DrawGameConfig[] | null) {
  return useQuery({
    queryKey: luckyKeys.games,
    queryFn: ({ signal }) => callApi(drawGamesRoute, { signal }).then((answer) => answer.items),
    initialData: initial ?? undefined,
    staleTime: 60_000,
  });
}

/**
 * One draw: one request with the click's idempotency key. The server charges, picks and pays in one go and
 * answers the prize's index; an unanswered request keeps its key, so trying again cannot charge twice.
 */
export function drawOnce(keys: ActionKeys, game: DrawGame): Promise<DrawResult> {
  return keys.run(`draw:${game}`, (idempotencyKey) => callApi(drawRoute, { params: { game }, idempotencyKey }));
}
