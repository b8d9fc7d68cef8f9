import '../../features/forum/forum.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { EditorPage } from '../../features/forum/components/editor/editor-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/edit-art';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'forum.editor.metaTitle', noIndex: true });

export { RouteErrorBoundary as ErrorBoundary };

/** `/editArt?operType=&artType=&plateId=&discussId=&parentArticleId=&articleId=` — members only, in the browser. */

export default function EditArtRoute() {
  return <EditorPage />;
}
