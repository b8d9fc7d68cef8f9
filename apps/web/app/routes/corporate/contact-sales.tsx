import '../../styles/corporate.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadContactSales } from '../../features/lead/lead-pages.server';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/contact-sales';
import { ContactSalesPage, crumbs } from '../../features/lead/components/contact-sales-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'contact'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadContactSales(context, request);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      matches,
      location,
      titleKey: 'corporate.lead.salesTitle',
      descriptionKey: 'corporate.lead.salesLead',
    }),
    breadcrumbLd(root.origin, crumbs(root.lang)),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function ContactSalesPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContactSalesPage data={loaderData} />;
}
