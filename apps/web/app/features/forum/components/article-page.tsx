import { lazy } from 'react';
import type { RequestState } from '../forum-client';
import type { TopicPageData } from '../forum-types';
import { ForumPageFrame, useMemberLayer, withForumTools } from './member-layer';
import { ArticleView } from './topic/article-view';
import { AWAITED, TopicMissing } from './topic/topic-missing';

/** The child article as a member sees it (their tools: delete, revision history): members only, loaded lazily. */
const loadMemberArticle = withForumTools(() => import('../member/layers').then((layers) => layers.topicMember()));
const MemberArticle = lazy(loadMemberArticle);

/** A guest asks for nothing more: the loader's answer is all there is. */
const ANSWERED: RequestState = { isError: false, error: null, isFetching: false };

/**
 * `/article/:discussId/:articleId`, a child article of a topic: the guest's view from the loader's data; once a
 * member is signed in, the member layer loads it with their token and adds their tools. Its own route, so that a
 * topic's page (`topic-page.tsx`) carries none of this view's code.
 */
export function ArticlePage({ data }: { data: TopicPageData }) {
  const { wanted, shown } = useMemberLayer(() => loadMemberArticle().then((member) => member.prepareTopicMember(data)));
  const guest = data.article ? (
    <ArticleView key={data.articleId} article={data.article} tree={data.tree ?? []} />
  ) : (
    <TopicMissing access={data.access} query={wanted ? AWAITED : ANSWERED} viewer={wanted ? null : 'guest'} />
  );
  return <ForumPageFrame testId="topic-page" shown={shown} guest={guest} member={<MemberArticle data={data} />} />;
}
