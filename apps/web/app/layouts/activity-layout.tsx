import '../features/activity/activity.css';
// The frame's rules, with the layout's: the frame itself loads lazily, and the server's page carries the
// stylesheets of its route modules only.
import './activity-frame.css';
import { loadCatalogMenu } from '../features/catalog/catalog.server';
import type { AreasHandle } from '../lib/i18n/page-areas';
import { lazyPage } from '../lib/lazy-page';
import type { Route } from './+types/activity-layout';
import { shellShouldRevalidate } from './shared/revalidate';

/** The activities (antd, their pages) load with their first page, never with the public site. */
const ActivityFrame = lazyPage(() => import('./activity-frame'), 'ActivityFrame');

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['activity'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  return { catalog: await loadCatalogMenu(context, request) };
}

export const shouldRevalidate = shellShouldRevalidate;

export default function ActivityLayout({ loaderData }: Route.ComponentProps) {
  return <ActivityFrame catalog={loaderData.catalog} />;
}
