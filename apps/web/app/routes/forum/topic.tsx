import '../../features/forum/forum.css';
import type { MetaDescriptor } from 'react-router';
import { RouteErrorBoundary } from '../../components/route-error';
import { TopicPage } from '../../features/forum/components/topic-page';
import { loadTopicPage } from '../../features/forum/forum-pages.server';
import { asArticle, unavailableTopicMeta } from '../../features/forum/topic-meta';
import { translate } from '../../lib/i18n';
import { localText } from '../../lib/labels';
import { feedLink, pageMeta, rootDataOf } from '../../lib/meta';
import { absoluteUrl, breadcrumbLd, jsonLd, plainText } from '../../lib/seo';
import type { Route } from './+types/topic';
import {
  PAGES,
  boardHref,
  commentAnchor,
  topicFeedHref,
  topicHref,
  type DiscussDetail,
  type SolvedAnswer,
} from '@clearsight/contracts';
import type { AreasHandle } from '../../lib/i18n/page-areas';
import type { MemberStylesHandle } from '../../lib/antd/member-styles';

/**
 * The strings this page shows beyond the base ones (lib/i18n/areas.ts), and the antd parts a member's layer draws
 * on it (the comment box: a text area until the mention box has loaded, then the mention box; its button; antd's `App`).
 */
export const handle: AreasHandle & MemberStylesHandle = {
  i18n: ['forum'],
  memberAntd: ['app', 'button', 'mentions', 'textArea'],
};

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadTopicPage(context, request, { discussId: params.discussId });

/** A solved question and its accepted answer as schema.org's QAPage. */
function qaPageLd(origin: string, topic: DiscussDetail, answer: SolvedAnswer, text: string): MetaDescriptor {
  const url = absoluteUrl(origin, topicHref(topic.id));
  return jsonLd({
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: topic.title,
      text,
      answerCount: topic.commentCount,
      dateCreated: topic.creationTime,
      author: { '@type': 'Person', name: topic.author.nick },
      acceptedAnswer: {
        '@type': 'Answer',
        text: answer.excerpt,
        url: `${url}#${commentAnchor(answer.commentId)}`,
        author: { '@type': 'Person', name: answer.author.nick },
      },
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = rootDataOf(matches);
  const home = translate(root.lang, 'forum.common.home');
  const topic = loaderData?.discuss;
  if (topic) {
    const description =
      topic.introduction || plainText(topic.contentHtml) || translate(root.lang, 'forum.board.metaDescription');
    const tags: MetaDescriptor[] = [
      ...asArticle(
        pageMeta({ matches, location, title: topic.title, description, canonicalQuery: [], noIndex: topic.isHidden }),
      ),
      breadcrumbLd(root.origin, [
        { label: home, to: PAGES.home },
        { label: localText(topic.plateName, topic.plateNameEn, root.lang), to: boardHref(topic.plateId) },
        { label: topic.title },
      ]),
      // A solved question is a question with its accepted answer for search engines (QAPage), a topic otherwise.
      topic.solvedAnswer
        ? qaPageLd(root.origin, topic, topic.solvedAnswer, description)
        : jsonLd({
            '@type': 'DiscussionForumPosting',
            headline: topic.title,
            text: description,
            url: absoluteUrl(root.origin, topicHref(topic.id)),
            datePublished: topic.creationTime,
            dateModified: topic.lastModificationTime,
            author: { '@type': 'Person', name: topic.author.nick },
            ...(topic.coverUrl ? { image: absoluteUrl(root.origin, topic.coverUrl) } : {}),
            interactionStatistic: [
              {
                '@type': 'InteractionCounter',
                interactionType: 'https://schema.org/LikeAction',
                userInteractionCount: topic.likeCount,
              },
              {
                '@type': 'InteractionCounter',
                interactionType: 'https://schema.org/CommentAction',
                userInteractionCount: topic.commentCount,
              },
            ],
          }),
    ];
    if (topic.coverUrl) tags.push({ property: 'og:image', content: absoluteUrl(root.origin, topic.coverUrl) });
    // Only a topic every reader may see has a feed (the server answers 404 for the others).
    if (topic.visibility === 'public' && !topic.isHidden) {
      tags.push(feedLink(topicFeedHref(topic.id, root.lang), translate(root.lang, 'forum.feed.topic')));
    }
    return tags;
  }
  return unavailableTopicMeta(matches, location, loaderData?.access);
};

export { RouteErrorBoundary as ErrorBoundary };

export default function TopicRoute({ loaderData }: Route.ComponentProps) {
  return <TopicPage data={loaderData} />;
}
