import '../../styles/corporate.css';
import { modelHref, topicHref } from '@clearsight/contracts';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadModelPage } from '../../features/catalog/catalog-pages.server';
import { siteInfoOf } from '../../lib/site-config';
import { localText } from '../../lib/labels';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { absoluteUrl, breadcrumbLd, jsonLd } from '../../lib/seo';
import type { Route } from './+types/material-details';
import { ModelPage, crumbsOf, AVAILABILITY } from '../../features/catalog/components/model-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'support'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadModelPage(context, request);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  if (!data) return pageMeta({ matches, location, titleKey: 'notFound.metaTitle', noIndex: true });
  const { model, questions } = data;
  const name = localText(model.name, model.nameEn, root.lang);
  const summary = localText(model.summary, model.summaryEn, root.lang);
  const site = siteInfoOf(root.config, root.lang);
  const tags = pageMeta({
    matches,
    location,
    title: `${model.modelNumber} ${name}`,
    description: summary || name,
    canonicalQuery: ['id'],
  });
  const image = absoluteUrl(root.origin, model.images[0]?.url);
  if (image) tags.push({ property: 'og:image', content: image });
  tags.push(
    jsonLd({
      '@type': 'Product',
      name: `${model.modelNumber} ${name}`,
      sku: model.modelNumber,
      mpn: model.modelNumber,
      description: summary || name,
      image: model.images.map((i) => absoluteUrl(root.origin, i.url)),
      category: localText(model.productType.name, model.productType.nameEn, root.lang),
      brand: { '@type': 'Brand', name: site.name },
      url: absoluteUrl(root.origin, modelHref(model.id)),
      additionalProperty: model.specs.map((s) => ({
        '@type': 'PropertyValue',
        name: localText(s.name, s.nameEn, root.lang),
        value: s.value,
        ...(s.unit ? { unitText: s.unit } : {}),
      })),
      offers: {
        '@type': 'Offer',
        availability: AVAILABILITY[model.lifecycle],
        url: absoluteUrl(root.origin, modelHref(model.id)),
      },
      // The community's questions about the model (solved first, as the page lists them): each topic's own page
      // carries the full QAPage or forum posting, this says which pages are about this product.
      ...(questions.items.length > 0
        ? {
            subjectOf: questions.items.map((q) => ({
              '@type': q.isSolved ? 'QAPage' : 'DiscussionForumPosting',
              name: q.title,
              url: absoluteUrl(root.origin, topicHref(q.id)),
              dateCreated: q.creationTime,
              ...(q.isSolved
                ? { mainEntity: { '@type': 'Question', name: q.title, answerCount: q.commentCount } }
                : { commentCount: q.commentCount }),
            })),
          }
        : {}),
    }),
    breadcrumbLd(root.origin, crumbsOf(model, root.lang)),
  );
  return tags;
};

export { RouteErrorBoundary as ErrorBoundary };

export default function ModelPageRoute({ loaderData }: Route.ComponentProps) {
  return <ModelPage data={loaderData} />;
}
