import { pageMeta } from '../lib/meta';
import { lazyPage } from '../lib/lazy-page';
import { loadStatus } from '../features/status/status-page.server';
import type { Route } from './+types/test';
import type { AreasHandle } from '../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts): the operators' strings. */
export const handle: AreasHandle = { i18n: ['admin'] };

/** An operators' page built with antd: loaded when it is opened. */
const StatusScreen = lazyPage(() => import('../features/status/components/status-page'), 'StatusScreen');

export const loader = ({ context, request }: Route.LoaderArgs) => loadStatus(context, request);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'status.metaTitle', noIndex: true });

export default function StatusPageRoute({ loaderData }: Route.ComponentProps) {
  return <StatusScreen data={loaderData} />;
}
