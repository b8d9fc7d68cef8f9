import '../features/activity/shop/shop.css';
import { RouteErrorBoundary } from '../components/route-error';
import { ShopPage } from '../features/activity/shop/shop-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/shop';
import type { AreasHandle } from '../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['activity'] };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'activity.shopPage.metaTitle',
    descriptionKey: 'activity.shopPage.metaDescription',
  });

export { RouteErrorBoundary as ErrorBoundary };

export default function ShopRoute() {
  return <ShopPage />;
}
