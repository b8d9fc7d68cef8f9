import { QueryScope } from '../../../lib/query/query-scope';
import { BoardView } from '../components/board-view';
import type { BoardPageData } from '../forum-types';
import { useDiscussList, usePlates } from './forum-api';

function MemberBoard({ data }: { data: BoardPageData }) {
  const plates = usePlates(data.plates);
  const list = useDiscussList(
    { plateId: data.plateId, tab: data.tab, q: data.q, modelId: data.model?.id ?? null, page: data.page },
    data.list,
  );
  return (
    <BoardView
      data={data}
      plates={plates.data ?? data.plates}
      list={list.data ?? data.list}
      memberReady={plates.fresh}
    />
  );
}

/**
 * The board as a member sees it (features/forum/components/board-page.tsx loads it once a member is signed in):
 * the boards and topics fetched again with their token (private boards and topics, posting rights), drawn by the
 * guest's view. The server's lists show until the member's arrive.
 */
export default function BoardMember({ data }: { data: BoardPageData }) {
  return (
    <QueryScope>
      <MemberBoard data={data} />
    </QueryScope>
  );
}
