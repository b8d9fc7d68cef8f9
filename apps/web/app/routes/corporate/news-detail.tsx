import '../../styles/corporate.css';
import { newsHref } from '@clearsight/contracts';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadNewsDetail } from '../../features/news/news-pages.server';
import { siteInfoOf } from '../../lib/site-config';
import { localText } from '../../lib/labels';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { absoluteUrl, breadcrumbLd, jsonLd } from '../../lib/seo';
import type { Route } from './+types/news-detail';
import { NewsDetailPage, crumbs } from '../../features/news/components/news-detail-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadNewsDetail(context, request);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  if (!data) return pageMeta({ matches, location, titleKey: 'notFound.metaTitle', noIndex: true });
  const { news } = data;
  const site = siteInfoOf(root.config, root.lang);
  const title = localText(news.title, news.titleEn, root.lang);
  const url = absoluteUrl(root.origin, newsHref(news.id));
  const summary = localText(news.summary, news.summaryEn, root.lang);
  const author = localText(news.author, news.authorEn, root.lang);
  const keywords = root.lang === 'en' && news.tagsEn.length > 0 ? news.tagsEn : news.tags;
  const tags = pageMeta({ matches, location, title, description: summary || title, canonicalQuery: ['id'] });
  const ogType = tags.find((tag) => 'property' in tag && tag.property === 'og:type');
  if (ogType) Object.assign(ogType, { content: 'article' });
  if (news.coverUrl) tags.push({ property: 'og:image', content: absoluteUrl(root.origin, news.coverUrl) });
  tags.push({ property: 'article:published_time', content: news.publishTime });
  tags.push(
    jsonLd({
      '@type': 'NewsArticle',
      headline: title,
      description: summary || undefined,
      datePublished: news.publishTime,
      dateModified: news.lastModificationTime,
      image: news.coverUrl ? [absoluteUrl(root.origin, news.coverUrl)] : undefined,
      author: author ? { '@type': 'Person', name: author } : { '@type': 'Organization', name: site.name },
      publisher: {
        '@type': 'Organization',
        name: site.name,
        logo: { '@type': 'ImageObject', url: absoluteUrl(root.origin, '/favicon.svg') },
      },
      mainEntityOfPage: url,
      keywords: keywords.join(', ') || undefined,
    }),
  );
  if (news.event) {
    tags.push(
      jsonLd({
        '@type': 'Event',
        name: title,
        startDate: news.event.startTime,
        endDate: news.event.endTime ?? undefined,
        eventStatus: 'https://schema.org/EventScheduled',
        location: {
          '@type': 'Place',
          name: localText(news.event.place, news.event.placeEn, root.lang),
          address: localText(news.event.place, news.event.placeEn, root.lang),
        },
        organizer: { '@type': 'Organization', name: site.name, url: root.origin },
        url: news.event.registrationUrl ?? url,
      }),
    );
  }
  tags.push(breadcrumbLd(root.origin, crumbs(news, root.lang)));
  return tags;
};

export { RouteErrorBoundary as ErrorBoundary };

export default function NewsDetailPageRoute({ loaderData }: Route.ComponentProps) {
  return <NewsDetailPage data={loaderData} />;
}
