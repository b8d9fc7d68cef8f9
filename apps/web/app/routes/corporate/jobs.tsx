import '../../styles/corporate.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadJobs } from '../../features/career/career-pages.server';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/jobs';
import { JobsPage, crumbs } from '../../features/career/components/jobs-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'contact'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadJobs(context, request);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      matches,
      location,
      titleKey: 'nav.joinUs',
      descriptionKey: 'corporate.career.lead',
      canonicalQuery: ['department', 'city'],
    }),
    breadcrumbLd(root.origin, crumbs(root.lang)),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function JobsPageRoute({ loaderData }: Route.ComponentProps) {
  return <JobsPage data={loaderData} />;
}
