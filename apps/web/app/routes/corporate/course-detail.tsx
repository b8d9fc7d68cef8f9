import '../../styles/corporate.css';
import { COURSE_LEVEL_LABELS, courseHref } from '@clearsight/contracts';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadCourseDetail } from '../../features/college/college-pages.server';
import { siteInfoOf } from '../../lib/site-config';
import { labelOf, localText } from '../../lib/labels';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { absoluteUrl, breadcrumbLd, jsonLd, plainText } from '../../lib/seo';
import type { Route } from './+types/course-detail';
import { CoursePage, crumbs } from '../../features/college/components/course-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'support'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadCourseDetail(context, request);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  if (!data) return pageMeta({ matches, location, titleKey: 'notFound.metaTitle', noIndex: true });
  const { course } = data;
  const site = siteInfoOf(root.config, root.lang);
  const title = localText(course.title, course.titleEn, root.lang);
  const description =
    localText(course.summary, course.summaryEn, root.lang) ||
    plainText(localText(course.descriptionHtml, course.descriptionHtmlEn, root.lang)) ||
    title;
  const tags = pageMeta({ matches, location, title, description, canonicalQuery: ['id'] });
  if (course.coverUrl) tags.push({ property: 'og:image', content: absoluteUrl(root.origin, course.coverUrl) });
  tags.push(
    jsonLd({
      '@type': 'Course',
      name: title,
      description,
      url: absoluteUrl(root.origin, courseHref(course.id)),
      image: course.coverUrl ? absoluteUrl(root.origin, course.coverUrl) : undefined,
      provider: { '@type': 'Organization', name: site.name, sameAs: root.origin },
      educationalLevel: labelOf(COURSE_LEVEL_LABELS, course.level, 'en'),
      timeRequired: `PT${Math.max(1, Math.round(course.durationSeconds / 60))}M`,
      inLanguage: 'zh-CN',
      numberOfCredits: undefined,
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'online',
        courseWorkload: `PT${Math.max(1, Math.round(course.durationSeconds / 60))}M`,
      },
      offers:
        course.freeLessonCount === course.lessonCount
          ? { '@type': 'Offer', price: 0, priceCurrency: 'CNY', category: 'Free' }
          : undefined,
    }),
    breadcrumbLd(root.origin, crumbs(course, root.lang)),
  );
  return tags;
};

export { RouteErrorBoundary as ErrorBoundary };

export default function CoursePageRoute({ loaderData }: Route.ComponentProps) {
  return <CoursePage data={loaderData} />;
}
