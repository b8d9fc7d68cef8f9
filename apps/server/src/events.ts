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
  'notice.created': { tenantId: string; userId: string; noticeId: string; message: string; creationTime: string };
  'session.revoked': { tenantId: string; userId: string; sessionIds: string[]; reason: string };
  'topic.created': { tenantId: string; userId: string; discussId: string; plateId: string };
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
