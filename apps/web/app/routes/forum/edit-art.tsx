import '../../features/forum/forum.css';
import { RouteErrorBoundary } from '../../components/route-error';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/edit-art';
import { lazyPage } from '../../lib/lazy-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['forum', 'editor'] };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'forum.editor.metaTitle', noIndex: true });

export { RouteErrorBoundary as ErrorBoundary };

/** The editor (antd, the markdown editor) loads with this page, never with the public site. */
const EditorScreen = lazyPage(() => import('../../features/forum/components/editor/editor-screen'), 'EditorScreen');

/** `/editArt?operType=&artType=&plateId=&discussId=&parentArticleId=&articleId=` — members only, in the browser. */
export default function EditArtRoute() {
  return <EditorScreen />;
}
