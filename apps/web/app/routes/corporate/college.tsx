import '../../styles/corporate.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadCourseList } from '../../features/college/college-pages.server';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/college';
import { CollegePage, crumbs } from '../../features/college/components/college-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'support'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadCourseList(context, request);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      matches,
      location,
      titleKey: 'corporate.college.title',
      descriptionKey: 'corporate.college.lead',
      canonicalQuery: ['category', 'level', 'page'],
    }),
    breadcrumbLd(root.origin, crumbs(root.lang)),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function CollegePageRoute({ loaderData }: Route.ComponentProps) {
  return <CollegePage data={loaderData} />;
}
