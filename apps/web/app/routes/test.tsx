import { pageMeta } from '../lib/meta';
import { loadStatus } from '../features/status/status-page.server';
import type { Route } from './+types/test';
import { StatusPage } from '../features/status/components/status-page';

export const loader = ({ context, request }: Route.LoaderArgs) => loadStatus(context, request);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'status.metaTitle', noIndex: true });

export default function StatusPageRoute({ loaderData }: Route.ComponentProps) {
  return <StatusPage data={loaderData} />;
}
