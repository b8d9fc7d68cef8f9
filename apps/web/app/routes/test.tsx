import { pageMeta } from '../lib/meta';
import { loadStatus } from '../features/status/status-page.server';
import type { Route } from './+types/test';
import { StatusPage } from '../features/status/components/status-page';
import { AppScope } from '../lib/app-scope';

export const loader = ({ context, request }: Route.LoaderArgs) => loadStatus(context, request);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'status.metaTitle', noIndex: true });

function StatusPageContent({ loaderData }: Route.ComponentProps) {
  return <StatusPage data={loaderData} />;
}

/** Built with antd and TanStack Query, in their scope (lib/app-scope.tsx). */
export default function StatusPageRoute(props: Route.ComponentProps) {
  return (
    <AppScope>
      <StatusPageContent {...props} />
    </AppScope>
  );
}
