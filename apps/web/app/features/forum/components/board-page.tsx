import { lazy } from 'react';
import { useRevalidator } from 'react-router';
import { useViewer } from '../../../lib/viewer-data';
import type { BoardPageData } from '../forum-types';
import { BoardView } from './board-view';
import { ForumPageFrame, useMemberLayer, withForumTools } from './member-layer';

/** The boards and topics as the member sees them (private boards, posting rights): members only, loaded lazily. */
const MemberBoard = lazy(withForumTools(() => import('../member/layers').then((layers) => layers.boardMember())));

/**
 * `/discuss/:plateId?`: the guest's view from the loader's data; once a member is signed in, the member layer
 * loads the same lists with their token and draws them with the same view.
 */
export function BoardPage({ data }: { data: BoardPageData }) {
  const { shown, wanted } = useMemberLayer();
  const { viewer, hydrated } = useViewer();
  const revalidator = useRevalidator();
  // A guest's list is the loader's: the live bar runs the loader again.
  const reload = hydrated && viewer === 'guest' && !wanted ? () => revalidator.revalidate() : undefined;
  const guest = <BoardView data={data} plates={data.plates} list={data.list} reload={reload} />;
  return <ForumPageFrame testId="board-page" shown={shown} guest={guest} member={<MemberBoard data={data} />} />;
}
