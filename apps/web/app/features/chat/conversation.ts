/**
 * Which conversation a message belongs to, from the reader's side (docs/product.md#chat-room-and-assistant):
 * the public room, the assistant, or the private conversation with the other member.
 */
export type ConversationKey = 'all' | 'ai' | `user:${string}`;

export const PUBLIC_ROOM: ConversationKey = 'all';
export const ASSISTANT: ConversationKey = 'ai';

export function personalKey(userId: string): ConversationKey {
  return `user:${userId}`;
}

/** The other member of a private conversation, or null for the room and the assistant. */
export function peerOf(key: ConversationKey): string | null {
  return key.startsWith('user:') ? key.slice('user:'.length) : null;
}

export interface Routable {
  messageType: string;
  sendUserId: string | null;
  receiveId: string | null;
}

/**
 * A private message is filed under the member who is not the reader, whichever way it went; anything that
 * is neither the room, the assistant nor a private message between the reader and someone answers null.
 */
export function conversationOf(message: Routable, me: string): ConversationKey | null {
  switch (message.messageType) {
    case 'All':
      return PUBLIC_ROOM;
    case 'Ai':
      return ASSISTANT;
    case 'Personal': {
      const other = message.sendUserId === me ? message.receiveId : message.sendUserId;
      if (!other || other === me) return null;
      if (message.sendUserId !== me && message.receiveId !== me) return null;
      return personalKey(other);
    }
    default:
      return null;
  }
}
