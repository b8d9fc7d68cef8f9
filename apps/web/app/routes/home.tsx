import { loadHome } from '../features/home/home.server';
import { siteInfoOf } from '../lib/site-config';
import { pageMeta, rootDataOf } from '../lib/meta';
import { absoluteUrl, jsonLd } from '../lib/seo';
import type { Route } from './+types/home';
import { HomePage } from '../features/home/components/home-page';
import type { AreasHandle } from '../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadHome(context, request);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const site = siteInfoOf(root.config, root.lang);
  return [
    ...pageMeta({ matches, location, titleKey: 'home.metaTitle', descriptionKey: 'home.metaDescription' }),
    jsonLd({
      '@type': 'Organization',
      name: site.name,
      url: root.origin,
      logo: absoluteUrl(root.origin, '/favicon.svg'),
      ...(site.phone ? { contactPoint: { '@type': 'ContactPoint', telephone: site.phone, contactType: 'sales' } } : {}),
    }),
    jsonLd({
      '@type': 'WebSite',
      name: site.name,
      url: root.origin,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${root.origin}/search?q={query}`,
        'query-input': 'required name=query',
      },
    }),
  ];
};

export default function HomePageRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
