import '../../styles/corporate.css';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/start';
import { StartPage, crumbs } from '../../features/start/components/start-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'start'] };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({ matches, location, titleKey: 'corporate.start.title', descriptionKey: 'corporate.start.lead' }),
    breadcrumbLd(root.origin, crumbs(root.lang)),
  ];
};

export default function StartPageRoute() {
  return <StartPage />;
}
