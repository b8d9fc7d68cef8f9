import '../../styles/corporate.css';
import { solutionHref } from '@clearsight/contracts';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadSolution } from '../../features/solution/solution-pages.server';
import { localText } from '../../lib/labels';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { absoluteUrl, breadcrumbLd, jsonLd } from '../../lib/seo';
import type { Route } from './+types/solution-detail';
import { SolutionPage, crumbs } from '../../features/solution/components/solution-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'contact', 'support'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadSolution(context, request);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  if (!data) return pageMeta({ matches, location, titleKey: 'notFound.metaTitle', noIndex: true });
  const { solution } = data;
  const title = localText(solution.title, solution.titleEn, root.lang);
  const tags = pageMeta({
    matches,
    location,
    title,
    description: localText(solution.summary, solution.summaryEn, root.lang) || title,
    canonicalQuery: ['id'],
  });
  if (solution.coverUrl) tags.push({ property: 'og:image', content: absoluteUrl(root.origin, solution.coverUrl) });
  tags.push(
    jsonLd({
      '@type': 'Article',
      headline: title,
      description: localText(solution.summary, solution.summaryEn, root.lang),
      image: solution.coverUrl ? absoluteUrl(root.origin, solution.coverUrl) : undefined,
      datePublished: solution.publishTime,
      dateModified: solution.lastModificationTime,
      url: absoluteUrl(root.origin, solutionHref(solution.id)),
      about: solution.products.map((p) => ({ '@type': 'Product', name: p.modelNumber })),
    }),
    breadcrumbLd(root.origin, crumbs(solution, root.lang)),
  );
  return tags;
};

export { RouteErrorBoundary as ErrorBoundary };

export default function SolutionPageRoute({ loaderData }: Route.ComponentProps) {
  return <SolutionPage data={loaderData} />;
}
