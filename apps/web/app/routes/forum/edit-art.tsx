import '../../features/forum/forum.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { EditorPage } from '../../features/forum/components/editor/editor-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/edit-art';
import { AppScope } from '../../lib/app-scope';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['forum', 'editor'] };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'forum.editor.metaTitle', noIndex: true });

export { RouteErrorBoundary as ErrorBoundary };

/** `/editArt?operType=&artType=&plateId=&discussId=&parentArticleId=&articleId=` — members only, in the browser. */

export default function EditArtRoute() {
  return (
    // The editor is built with antd and TanStack Query, in their scope (lib/app-scope.tsx).
    <AppScope>
      <EditorPage />
    </AppScope>
  );
}
