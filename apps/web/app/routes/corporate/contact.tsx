import '../../styles/corporate.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { loadContact } from '../../features/lead/lead-pages.server';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { breadcrumbLd } from '../../lib/seo';
import type { Route } from './+types/contact';
import { ContactPage, crumbs } from '../../features/lead/components/contact-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'contact'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadContact(context, request);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({ matches, location, titleKey: 'footer.contactUs', descriptionKey: 'corporate.lead.contactLead' }),
    breadcrumbLd(root.origin, crumbs(root.lang)),
  ];
};

export { RouteErrorBoundary as ErrorBoundary };

export default function ContactPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage data={loaderData} />;
}
