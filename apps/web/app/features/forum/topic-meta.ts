import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/meta';
import type { TopicPageData } from './forum-types';

type PageMetaArgs = Parameters<typeof pageMeta>[0];

/** A topic's or a child article's tags say they describe an article (`og:type`), not a website. */
export function asArticle(tags: MetaDescriptor[]): MetaDescriptor[] {
  return tags.map((tag) =>
    'property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag,
  );
}

/**
 * The tags of a topic page (cover or child article) that shows no topic: a private or hidden one, or one that could
 * not be loaded. Never indexed; the title says which.
 */
export function unavailableTopicMeta(
  matches: PageMetaArgs['matches'],
  location: PageMetaArgs['location'],
  access: TopicPageData['access'] | undefined,
): MetaDescriptor[] {
  return pageMeta({
    matches,
    location,
    titleKey:
      access === 'forbidden'
        ? 'forum.topic.privateTitle'
        : access === 'hidden'
          ? 'forum.topic.hiddenTitle'
          : 'forum.board.metaTitle',
    noIndex: true,
  });
}
