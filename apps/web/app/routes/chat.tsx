import { RouteErrorBoundary } from '../components/route-error';
import { ChatGate } from '../features/chat/chat-gate';
import { ChatRoom } from '../features/chat/chat-room';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/chat';

// A member's own page: nothing here for search engines.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'chat.metaTitle', noIndex: true });

export { RouteErrorBoundary as ErrorBoundary };

export default function ChatRoute() {
  return <ChatGate>{(viewer) => <ChatRoom key={viewer} viewer={viewer} />}</ChatGate>;
}
