import '../features/chat/chat.css';
import { RouteErrorBoundary } from '../components/route-error';
import type { MemberStylesHandle } from '../lib/antd/member-styles';
import { lazyPage } from '../lib/lazy-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/chat';

/** The room is built with antd: it loads with the page, never with the public site. */
const ChatPage = lazyPage(() => import('../features/chat/chat-page'), 'ChatPage');

/** What the room draws once the member's data has come: the conversations, the messages and the composer. */
export const handle: MemberStylesHandle = { memberAntd: ['badge', 'button', 'input', 'tag', 'textArea', 'tooltip'] };

// A member's own page: nothing here for search engines.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'chat.metaTitle', noIndex: true });

export { RouteErrorBoundary as ErrorBoundary };

export default function ChatRoute() {
  return <ChatPage />;
}
