import type { DomainEvents } from '../../events.js';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { NoticeRepository } from './notice.repository.js';
import type { Tx } from '../../shared/transaction.js';

/**
 * Personal notices (the header bell). Later features call `notify` (a topic was commented, a task was
 * completed); the realtime feature forwards `notice.created` to the member's `Personal` hub.
 */
export function createNoticeService(deps: { repo: NoticeRepository; clock: Clock; events: DomainEvents }) {
  const { repo, clock, events } = deps;
  return {
    async notify(
      input: {
        tenantId: string;
        userId: string;
        message: string;
        link?: string | null;
        kind?: string;
        /** The member whose action caused the notice; nobody is notified of their own actions. */
        actorId?: string | null;
      },
      tx?: Tx | null,
    ): Promise<string | null> {
      if (input.actorId && input.actorId === input.userId) return null;
      const id = newId();
      const createdAt = clock.now().toISOString();
      await repo.insert(
        {
          id,
          tenantId: input.tenantId,
          userId: input.userId,
          message: input.message.slice(0, 2000),
          link: input.link ?? null,
          kind: input.kind ?? 'system',
          createdAt,
        },
        tx,
      );
      const announce = () =>
        events.emit('notice.created', {
          tenantId: input.tenantId,
          userId: input.userId,
          noticeId: id,
          message: input.message,
          creationTime: createdAt,
        });
      // In the caller's unit of work the bell rings once the notice is really stored.
      if (tx) tx.afterCommit(announce);
      else announce();
      return id;
    },
    list(tenantId: string, userId: string, skip: number, take: number) {
      return repo.listForUser(tenantId, userId, skip, take);
    },
    async markRead(tenantId: string, userId: string, id: string): Promise<{ ok: true }> {
      const updated = await repo.markRead(tenantId, userId, id);
      if (updated === 0) throw AppError.notFound('通知不存在');
      return { ok: true };
    },
    async markAllRead(tenantId: string, userId: string): Promise<{ updated: number }> {
      return { updated: await repo.markAllRead(tenantId, userId) };
    },
  };
}
export type NoticeService = ReturnType<typeof createNoticeService>;
