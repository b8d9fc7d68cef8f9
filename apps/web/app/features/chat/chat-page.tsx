import { AppScope } from '../../lib/app-scope';
import { ChatGate } from './chat-gate';
import { ChatRoom } from './chat-room';

/** The chat room for the member in this tab, in the scope of the libraries it is built with (lib/app-scope.tsx). */
export function ChatPage() {
  return (
    <AppScope>
      <ChatGate>{(viewer) => <ChatRoom key={viewer} viewer={viewer} />}</ChatGate>
    </AppScope>
  );
}
