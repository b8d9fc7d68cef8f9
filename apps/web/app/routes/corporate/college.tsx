import '../../styles/corporate.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadCourseList } from '../../features/college/college-pages.server';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/college';
import { CollegePage, crumbs } from '../../features/college/components/college-page';

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
