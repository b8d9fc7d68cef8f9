import { readMarkAllRoute, readOpenRoute, readStatesRoute, type TopicReadState } from '@clearsight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client';
import { useViewer } from '../../../lib/viewer-data';

/**
 * A member's unread and new topics (docs/decisions/0035-unread-and-new.md): the state of a list page's topics,
 * opening a topic, "mark all read". Members only: the guest's pages never load this module.
 */

export const readStateKeys = {
  all: ['forum', 'read-state'] as const,
  page: (viewer: string, ids: readonly string[]) => ['forum', 'read-state', viewer, ids.join(',')] as const,
};

/** The state of the topics a list shows, by topic id (topics the member may not read are absent). */
export function useReadStates(ids: readonly string[]) {
  const { viewer } = useViewer();
  const member = viewer !== null && viewer !== 'guest' ? viewer : null;
  return useQuery({
    queryKey: readStateKeys.page(member ?? '', ids),
    enabled: member !== null && ids.length > 0,
    queryFn: ({ signal }) =>
      callApi(readStatesRoute, { signal, silent: true, query: { ids: ids.join(',') } }).then(
        (r) => new Map<string, TopicReadState>(r.items.map((s) => [s.discussId, s])),
      ),
  });
}

/** Tells the server the member opened the topic; answers what was unread before (where to scroll). */
export function useOpenTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (discussId: string) => callApi(readOpenRoute, { params: { discussId }, silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: readStateKeys.all }),
  });
}

/** "Mark all read" on a board, or on every board with null. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plateId: string | null) => callApi(readMarkAllRoute, { body: { plateId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: readStateKeys.all }),
  });
}
