import '../../features/forum/forum.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { ArticlePage } from '../../features/forum/components/article-page';
import { loadTopicPage } from '../../features/forum/forum-pages.server';
import { asArticle, unavailableTopicMeta } from '../../features/forum/topic-meta';
import { translate } from '../../lib/i18n';
import { localText } from '../../lib/labels';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd, plainText } from '../../lib/seo';
import type { Route } from './+types/article';
import { PAGES, boardHref, topicHref } from '@clearsight/contracts';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['forum'] };

/** `/article/:discussId/:articleId`: a child article of a topic (the topic itself is routes/forum/topic.tsx). */
export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadTopicPage(context, request, { discussId: params.discussId, articleId: params.articleId });

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const article = loaderData?.article;
  if (!article) return unavailableTopicMeta(matches, location, loaderData?.access);
  const root = rootDataOf(matches);
  return [
    ...asArticle(
      pageMeta({
        matches,
        location,
        title: `${article.name} - ${article.discuss.title}`,
        description: plainText(article.contentHtml) || article.discuss.title,
        canonicalQuery: [],
      }),
    ),
    breadcrumbLd(root.origin, [
      { label: translate(root.lang, 'forum.common.home'), to: PAGES.home },
      {
        label: localText(article.discuss.plateName, article.discuss.plateNameEn, root.lang),
        to: boardHref(article.discuss.plateId),
      },
      { label: article.discuss.title, to: topicHref(article.discussId) },
      { label: article.name },
    ]),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} />;
}
