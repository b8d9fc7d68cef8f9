import { Outlet } from 'react-router';
import { loadCatalogMenu } from '../features/catalog/catalog.server';
import type { Route } from './+types/chat-layout';
import { shellShouldRevalidate } from './shared/revalidate';
import { SiteHeader } from './shared/site-header';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { catalog: await loadCatalogMenu(context, request) };
}

export const shouldRevalidate = shellShouldRevalidate;

/** The chat room's frame (docs/product.md): the site header, then the room filling the rest of the window. */
export default function ChatLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="cs-shell cs-shell--full">
      <SiteHeader catalog={loaderData.catalog} />
      <main className="cs-chat-main" id="main">
        <Outlet />
      </main>
    </div>
  );
}
