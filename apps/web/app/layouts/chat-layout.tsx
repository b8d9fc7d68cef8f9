import { Outlet } from 'react-router';
import { loadCatalogMenu } from '../features/catalog/catalog.server';
import { useHub } from '../lib/realtime/hub-store';
import type { Route } from './+types/chat-layout';
import { shellShouldRevalidate } from './shared/revalidate';
import { SiteHeader } from './shared/site-header';
import type { AreasHandle } from '../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['chat'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  return { catalog: await loadCatalogMenu(context, request) };
}

export const shouldRevalidate = shellShouldRevalidate;

/**
 * The chat room's frame (docs/product.md): the site header, then the room filling the rest of the window.
 * The `/chat` hub runs while this layout is shown (for members: the controller opens it only with a token)
 * and stops when the visitor leaves it.
 */
export default function ChatLayout({ loaderData }: Route.ComponentProps) {
  useHub('chat');
  return (
    <div className="cs-shell cs-shell--full">
      <SiteHeader catalog={loaderData.catalog} />
      <main className="cs-chat-main" id="main">
        <Outlet />
      </main>
    </div>
  );
}
