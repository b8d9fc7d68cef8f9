import '../../styles/corporate.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadSolutionType } from '../../features/solution/solution-pages.server';
import { translate } from '../../lib/i18n';
import { localText } from '../../lib/labels';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/solution-type';
import { SolutionTypePage, crumbs } from '../../features/solution/components/solution-type-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'contact'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadSolutionType(context, request);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  if (!data) return pageMeta({ matches, location, titleKey: 'notFound.metaTitle', noIndex: true });
  return [
    ...pageMeta({
      matches,
      location,
      title: `${localText(data.type.name, data.type.nameEn, root.lang)} ${translate(root.lang, 'nav.solutions')}`,
      description: localText(data.type.description, data.type.descriptionEn, root.lang) || undefined,
      canonicalQuery: ['id'],
    }),
    breadcrumbLd(root.origin, crumbs(data.type, root.lang)),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function SolutionTypePageRoute({ loaderData }: Route.ComponentProps) {
  return <SolutionTypePage data={loaderData} />;
}
