import { AppScope } from '../../../../lib/app-scope';
import { EditorPage } from './editor-page';

/** The editor in the scope of the libraries it is built with (lib/app-scope.tsx), for its route to load lazily. */
export function EditorScreen() {
  return (
    <AppScope>
      <EditorPage />
    </AppScope>
  );
}
