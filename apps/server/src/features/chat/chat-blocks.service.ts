import { CHAT_MESSAGES, type ChatUser } from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { ChatRepository } from './chat.repository.js';
import { signedIn, type ChatViews } from './chat-views.js';

/** A member's block list: whom they no longer receive private messages from. */
export function createChatBlocks(deps: { repo: ChatRepository; views: ChatViews; clock: Clock }) {
  const { repo, views, clock } = deps;
  return {
    async blocks(ctx: RequestContext): Promise<{ items: ChatUser[] }> {
      const user = signedIn(ctx);
      const ids = await repo.blockedIds(ctx.tenantId, user.id);
      const users = await views.usersById(ctx.tenantId, ids);
      return { items: ids.flatMap((id) => users.get(id) ?? []) };
    },

    async block(ctx: RequestContext, userId: string): Promise<{ ok: true }> {
      const user = signedIn(ctx);
      if (userId === user.id) throw AppError.badRequest(CHAT_MESSAGES.self);
      if ((await repo.members(ctx.tenantId, [userId])).length === 0)
        throw AppError.notFound(CHAT_MESSAGES.userNotFound);
      await repo.block(ctx.tenantId, user.id, userId, clock.now().toISOString());
      return { ok: true };
    },

    async unblock(ctx: RequestContext, userId: string): Promise<{ ok: true }> {
      const user = signedIn(ctx);
      await repo.unblock(ctx.tenantId, user.id, userId);
      return { ok: true };
    },
  };
}
