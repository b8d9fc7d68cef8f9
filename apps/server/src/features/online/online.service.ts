import { hasAny, ROLE_ADMIN, type OnlineMember } from '@clearsight/contracts';
import type { Presence } from '../../shared/presence.js';
import type { RequestContext } from '../../shared/request-context.js';

/**
 * Who is online (docs/product.md#realtime), read from the realtime presence of every instance. The count is
 * public; the list is for staff (the route's permission), and only administrators see connection addresses.
 */
export function createOnlineService(deps: { presence: Presence }) {
  const { presence } = deps;
  return {
    async count(ctx: RequestContext): Promise<{ count: number }> {
      return { count: await presence.count(ctx.tenantId) };
    },

    async list(ctx: RequestContext): Promise<{ items: OnlineMember[]; guests: number }> {
      const showAddresses = ctx.user !== null && hasAny(ctx.user, { roles: [ROLE_ADMIN] });
      const { members, guests } = await presence.list(ctx.tenantId);
      return {
        items: members.map((m) => ({
          userId: m.userId,
          userName: m.userName,
          nick: m.nick,
          since: m.since,
          tabs: m.tabs,
          ips: showAddresses ? m.ips : null,
        })),
        guests,
      };
    },
  };
}
export type OnlineService = ReturnType<typeof createOnlineService>;
