import {
  watchGetRoute,
  watchListRoute,
  watchSetRoute,
  type WatchItem,
  type WatchLevel,
  type WatchState,
  type WatchTargetType,
} from '@clearsight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client';
import type { Paged } from '../../../lib/query/viewer-data';

/** Following (decision 0034): the member's level on a topic or a board, and the list of what they watch or mute. */
export const watchKeys = {
  all: ['forum', 'watch'] as const,
  state: (targetType: WatchTargetType, targetId: string) => ['forum', 'watch', 'state', targetType, targetId] as const,
  list: (level: string, page: number) => ['forum', 'watch', 'list', level, page] as const,
};

export function useWatchState(targetType: WatchTargetType, targetId: string) {
  return useQuery({
    queryKey: watchKeys.state(targetType, targetId),
    queryFn: ({ signal }): Promise<WatchState> =>
      callApi(watchGetRoute, { signal, silent: true, params: { targetType, targetId } }),
    staleTime: 60_000,
  });
}

/** Sets a level; what the member watches is read again everywhere (a board's level changes its topics' too). */
export function useSetWatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (w: { targetType: WatchTargetType; targetId: string; level: WatchLevel }) =>
      callApi(watchSetRoute, { params: { targetType: w.targetType, targetId: w.targetId }, body: { level: w.level } }),
    onSuccess: (result, w) => {
      client.setQueryData<WatchState>(watchKeys.state(w.targetType, w.targetId), {
        level: result.level,
        source: result.source,
      });
      void client.invalidateQueries({ queryKey: watchKeys.all });
    },
  });
}

export function useWatches(level: 'watching' | 'muted' | null, page: number, pageSize: number) {
  return useQuery({
    queryKey: watchKeys.list(level ?? 'all', page),
    queryFn: ({ signal }) =>
      callApi(watchListRoute, {
        signal,
        silent: true,
        query: { skipCount: (page - 1) * pageSize, maxResultCount: pageSize, ...(level ? { level } : {}) },
      }) as Promise<Paged<WatchItem>>,
  });
}
