import { commentHref, topicHref, type DiscussCard } from '@clearsight/contracts';
import { useCallback, useMemo } from 'react';
import { QueryScope } from '../../../lib/query/query-scope';
import { BoardView } from '../components/board-view';
import type { BoardPageData } from '../forum-types';
import { useDiscussList, usePlates } from './forum-api';
import { MarkReadButton } from './mark-read-button';
import { useReadStates } from './read-state-api';
import { UnreadBadge } from './unread-badge';
import { WatchMenu } from './watch-menu';

function MemberBoard({ data }: { data: BoardPageData }) {
  const plates = usePlates(data.plates);
  const list = useDiscussList(
    { plateId: data.plateId, tab: data.tab, q: data.q, modelId: data.model?.id ?? null, page: data.page },
    data.list,
  );
  const shown = list.data ?? data.list;
  // Only the page's readable topics are asked about: the read state's cost follows the page (decision 0035).
  const ids = useMemo(() => shown.items.filter((t) => !t.isMasked).map((t) => t.id), [shown]);
  const states = useReadStates(ids).data;
  const unreadOf = useCallback(
    (topic: DiscussCard) => {
      const state = states?.get(topic.id);
      if (!state || (state.unreadCount === 0 && !state.isNew)) return null;
      return {
        badge: <UnreadBadge state={state} />,
        href: state.firstUnreadCommentId ? commentHref(topic.id, state.firstUnreadCommentId) : topicHref(topic.id),
      };
    },
    [states],
  );
  return (
    <BoardView
      data={data}
      plates={plates.data ?? data.plates}
      list={shown}
      memberReady={plates.fresh}
      unreadOf={unreadOf}
      readTools={<MarkReadButton plateId={data.plateId} />}
      reload={() => list.query.refetch()}
      tools={data.plateId ? <WatchMenu key={data.plateId} targetType="plate" targetId={data.plateId} /> : undefined}
    />
  );
}

/**
 * The board as a member sees it (features/forum/components/board-page.tsx loads it once a member is signed in):
 * the boards and topics fetched again with their token (private boards and topics, posting rights), drawn by the
 * guest's view, with what the member has not read ("3 unread", "New", links to the first unread comment) and
 * "mark all read". The server's lists show until the member's arrive.
 */
export default function BoardMember({ data }: { data: BoardPageData }) {
  return (
    <QueryScope>
      <MemberBoard data={data} />
    </QueryScope>
  );
}
