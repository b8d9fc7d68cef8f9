import { CHAT_MESSAGES } from '@clearsight/contracts';
import type { DomainEvents } from '../../events.js';
import { AppError } from '../../shared/app-error.js';
import type { Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor } from '../../shared/transaction.js';
import type { ChatRepository } from './chat.repository.js';
import { canModerate, signedIn, type ChatAudience } from './chat-views.js';

/** Staff in the chat room: deleting a message for everyone, muting a member for a time. Everything is audited. */
export function createChatModeration(deps: {
  repo: ChatRepository;
  audit: Audit;
  transactor: Transactor;
  events: DomainEvents;
  clock: Clock;
  /**
   * Refuses (403) silencing an administrator or a moderator: the forum's rule for its ban, so the chat room's
   * mute and the forum's ban protect the same members.
   */
  assertMaySilence: (tenantId: string, userId: string) => Promise<void>;
}) {
  const { repo, audit, transactor, events, clock } = deps;

  return {
    /** Staff: the message disappears for everyone at once; audited with what it said. */
    async deleteMessage(ctx: RequestContext, id: string): Promise<{ ok: true }> {
      const staff = signedIn(ctx);
      if (!canModerate(staff)) throw AppError.forbidden();
      const found = await repo.message(ctx.tenantId, id);
      if (!found || found.messageType === 'Ai') throw AppError.notFound(CHAT_MESSAGES.messageNotFound);
      await transactor.run(async (tx) => {
        if (!(await repo.markDeleted(ctx.tenantId, id, staff.id, clock.now().toISOString(), tx))) {
          throw AppError.notFound(CHAT_MESSAGES.messageNotFound);
        }
        await audit.record(tx, ctx, {
          action: 'chat.message.delete',
          targetType: 'chat_message',
          targetId: id,
          before: { messageType: found.messageType, senderId: found.senderId, content: found.content },
        });
        const audience: ChatAudience =
          found.messageType === 'All'
            ? { kind: 'room' }
            : { kind: 'members', userIds: [found.senderId, found.receiverId].filter((x): x is string => x !== null) };
        tx.afterCommit(() => events.emit('chat.message-removed', { tenantId: ctx.tenantId, id, audience }));
      });
      return { ok: true };
    },

    /** Staff: the member reads but cannot send until the time; audited with the reason. */
    async mute(
      ctx: RequestContext,
      userId: string,
      body: { minutes: number; reason: string },
    ): Promise<{ mutedUntil: string }> {
      const staff = signedIn(ctx);
      if (!canModerate(staff)) throw AppError.forbidden();
      if (userId === staff.id) throw AppError.badRequest('不能禁言自己');
      if ((await repo.members(ctx.tenantId, [userId])).length === 0)
        throw AppError.notFound(CHAT_MESSAGES.userNotFound);
      await deps.assertMaySilence(ctx.tenantId, userId);
      const now = clock.now();
      const mutedUntil = new Date(now.getTime() + body.minutes * 60_000).toISOString();
      await transactor.run(async (tx) => {
        await repo.mute(
          {
            tenantId: ctx.tenantId,
            userId,
            until: mutedUntil,
            reason: body.reason,
            by: staff.id,
            at: now.toISOString(),
          },
          tx,
        );
        await audit.record(tx, ctx, {
          action: 'chat.user.mute',
          targetType: 'user',
          targetId: userId,
          after: { mutedUntil, minutes: body.minutes, reason: body.reason },
        });
        tx.afterCommit(() => events.emit('chat.mute-changed', { tenantId: ctx.tenantId, userId, mutedUntil }));
      });
      return { mutedUntil };
    },

    async unmute(ctx: RequestContext, userId: string): Promise<{ ok: true }> {
      if (!canModerate(signedIn(ctx))) throw AppError.forbidden();
      await transactor.run(async (tx) => {
        if (!(await repo.unmute(ctx.tenantId, userId, tx))) return;
        await audit.record(tx, ctx, { action: 'chat.user.unmute', targetType: 'user', targetId: userId });
        tx.afterCommit(() => events.emit('chat.mute-changed', { tenantId: ctx.tenantId, userId, mutedUntil: null }));
      });
      return { ok: true };
    },
  };
}
