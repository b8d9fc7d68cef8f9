import { Outlet } from 'react-router';
import { loadCatalogMenu } from '../features/catalog/catalog.server';
import type { Route } from './+types/main-layout';
import { shellShouldRevalidate } from './shared/revalidate';
import { SiteFooter } from './shared/site-footer';
import { SiteHeader } from './shared/site-header';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { catalog: await loadCatalogMenu(context, request) };
}

export const shouldRevalidate = shellShouldRevalidate;

/** The corporate site's frame (docs/product.md): top menu with the mega-menu, page, footer. */
export default function MainLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="cs-shell">
      <SiteHeader catalog={loaderData.catalog} />
      <main className="cs-main" id="main">
        <Outlet />
      </main>
      <SiteFooter catalog={loaderData.catalog} />
    </div>
  );
}
