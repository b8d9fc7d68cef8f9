import '../../styles/corporate.css';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/start';
import { StartPage, crumbs } from '../../features/start/components/start-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';
import { loadStartPage } from '../../features/start/start-page.server';
import { RouteErrorBoundary } from '../../components/route-error';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'start'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadStartPage(context, request);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({ matches, location, titleKey: 'corporate.start.title', descriptionKey: 'corporate.start.lead' }),
    breadcrumbLd(root.origin, crumbs(root.lang)),
  ];
};

export default function StartPageRoute({ loaderData }: Route.ComponentProps) {
  return <StartPage data={loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary };
