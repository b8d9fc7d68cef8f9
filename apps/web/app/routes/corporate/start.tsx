import '../../styles/corporate.css';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/start';
import { StartPage, crumbs } from '../../features/start/components/start-page';

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
