import { useArticleTree } from '../forum-api';
import type { TopicPageData } from '../forum-types';
import { ArticleView } from './topic/article-view';
import { TopicView } from './topic/topic-view';

/** `/article/:discussId` (theme cover with comments) and `/article/:discussId/:articleId` (a child article). */
export function TopicPage({ data }: { data: TopicPageData }) {
  const tree = useArticleTree(data.discussId, data.tree).data ?? [];
  return (
    <div className="fm-page" data-testid="topic-page">
      <div className="cs-container">
        {data.articleId ? (
          <ArticleView key={data.articleId} data={data} tree={tree} />
        ) : (
          <TopicView data={data} tree={tree} />
        )}
      </div>
    </div>
  );
}
