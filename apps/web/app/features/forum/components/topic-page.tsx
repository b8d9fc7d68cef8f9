import { lazy, Suspense, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useViewer } from '../../../lib/viewer-data';
import { useGuestTopic } from '../forum-client';
import type { TopicPageData } from '../forum-types';
import { ForumPageBox, useMemberLayer, withForumTools } from './member-layer';
import { AWAITED, TopicMissing } from './topic/topic-missing';
import { TopicView, type TopicLayerView } from './topic/topic-view';

/**
 * The topic as a member sees and uses it (their likes, the comment box, their own comments, reports, staff
 * tools): members only, loaded lazily.
 */
const loadMemberTopic = withForumTools(() => import('../member/layers').then((layers) => layers.topicMember()));
const MemberTopicLayer = lazy(() => loadMemberTopic().then((member) => ({ default: member.MemberTopicLayer })));

/** The guest's live topic (features/forum/live/): loaded after hydration, by the comments' live slot. */
const TopicLive = lazy(() => import('../live/topic-live').then((m) => m.withStrings));

/**
 * The topic on screen: the member layer's once it has handed one over, else the loader's data as the server drew it
 * for everyone. Both are the same `TopicView` in the same place, so the member's arrival updates the guest's view
 * (their likes, the comment box, their tools) instead of replacing it with a second copy.
 */
function TopicContent({
  data,
  pending,
  layer,
}: {
  data: TopicPageData;
  pending: boolean;
  layer: TopicLayerView | null;
}) {
  const { viewer, hydrated } = useViewer();
  // A guest's browser asks for the topic once more: that request counts the view.
  const guest = useGuestTopic(data.discussId, data.discuss, hydrated && viewer === 'guest');
  // A live page fetches the guest's topic and comments again by running the loader again.
  const revalidator = useRevalidator();
  const reload = () => revalidator.revalidate();
  if (layer) return 'missing' in layer ? layer.missing : <TopicView {...layer.view} />;
  if (!guest.topic) {
    return (
      <TopicMissing access={data.access} query={pending ? AWAITED : guest.request} viewer={pending ? null : 'guest'} />
    );
  }
  return (
    <TopicView
      topic={guest.topic}
      tree={data.tree ?? []}
      comments={{ list: data.comments, sort: data.commentSort, page: data.commentPage }}
      pending={pending}
      refresh={
        hydrated && viewer === 'guest' && !pending ? { Live: TopicLive, topicChanged: reload, reload } : undefined
      }
    />
  );
}

/**
 * `/article/:discussId`, a topic (its cover article with the comments): the guest's view from the loader's data;
 * once a member is signed in, the member layer loads the topic, its tree and comments with their token and hands
 * them, with the member's parts, to the same view. A child article is `article-page.tsx`.
 */
export function TopicPage({ data }: { data: TopicPageData }) {
  const { wanted, shown } = useMemberLayer(() => loadMemberTopic().then((member) => member.prepareTopicMember(data)));
  const [layer, setLayer] = useState<TopicLayerView | null>(null);
  // The layer clears what it handed over when it unmounts (so a member signing in later never sees the last
  // one's), but only after the render that removed it: until then, `shown` keeps the member's view off the page.
  const current = shown ? layer : null;
  return (
    <ForumPageBox testId="topic-page">
      <TopicContent data={data} pending={wanted && !current} layer={current} />
      {shown && (
        <Suspense fallback={null}>
          <MemberTopicLayer data={data} onLayer={setLayer} />
        </Suspense>
      )}
    </ForumPageBox>
  );
}
