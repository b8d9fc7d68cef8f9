import { EventEmitter } from 'node:events';

/**
 * Typed in-process domain events. Features publish facts (a topic was created, money changed) and other
 * features react (tasks advance, realtime forwards to rooms) without importing each other.
 */
export interface DomainEventMap {
  /** A site-wide notice went live (or changed while live): everyone on the site sees it now. */
  'site-notice.published': {
    tenantId: string;
    id: string;
    type: 'MerryGoRound' | 'Popup';
    title: string;
    html: string;
  };
  'site-notice.withdrawn': { tenantId: string; id: string };
  /** A committed change of a member's money; `amount` is signed. */
  'money.changed': { tenantId: string; userId: string; amount: number; balance: number; reason: string };
  'user.registered': { tenantId: string; userId: string; userName: string };
  'user.logged-in': { tenantId: string; userId: string };
  'profile.nick-changed': { tenantId: string; userId: string; nick: string };
  'profile.avatar-changed': { tenantId: string; userId: string; fileId: string };
  /** A notice was stored, or (`grouped`) a grouped notice the member has unread was reworded and moved up. */
  'notice.created': {
    tenantId: string;
    userId: string;
    noticeId: string;
    message: string;
    creationTime: string;
    grouped?: boolean;
  };
  'session.revoked': { tenantId: string; userId: string; sessionIds: string[]; reason: string };
  /** `isPublic`: anyone may read it (its visibility is public), so a board's live room may hear of it. */
  'topic.created': { tenantId: string; userId: string; discussId: string; plateId: string; isPublic: boolean };
  /**
   * A topic changed what its page shows (edited, moderated, answered, deleted). `accessChanged`: who may read it
   * may have changed (visibility, hidden, deleted), so its live room must be joined again.
   */
  'topic.changed': { tenantId: string; discussId: string; accessChanged: boolean };
  /** A comment changed what its page shows (deleted, hidden, shown again, marked or unmarked as the answer). */
  'comment.changed': { tenantId: string; discussId: string; commentId: string };
  /** A like was given or taken back: the target's count now. */
  'likes.changed': {
    tenantId: string;
    discussId: string;
    targetType: 'discuss' | 'comment';
    targetId: string;
    likeCount: number;
  };
  'comment.created': {
    tenantId: string;
    userId: string;
    commentId: string;
    discussId: string;
    rootId: string | null;
    parentId: string | null;
  };
  'like.created': {
    tenantId: string;
    userId: string;
    targetType: 'discuss' | 'comment';
    targetId: string;
    discussId: string;
    authorId: string;
  };
}

export interface DomainEvents {
  emit<K extends keyof DomainEventMap>(name: K, payload: DomainEventMap[K]): void;
  on<K extends keyof DomainEventMap>(
    name: K,
    listener: (payload: DomainEventMap[K]) => void | Promise<void>,
  ): () => void;
}

export function createEvents(onError: (error: unknown, name: string) => void = () => {}): DomainEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(100);
  return {
    emit(name, payload) {
      emitter.emit(name, payload);
    },
    on(name, listener) {
      const wrapped = (payload: DomainEventMap[typeof name]) => {
        // A failing listener must never break the action that emitted the event.
        Promise.resolve()
          .then(() => listener(payload))
          .catch((error: unknown) => onError(error, name));
      };
      emitter.on(name, wrapped);
      return () => emitter.off(name, wrapped);
    },
  };
}
