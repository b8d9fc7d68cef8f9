import { chatModerationRoutes, chatRoutes } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute, type RouteRateLimit } from '../../plugins/contract-routes.js';
import type { ChatService } from './chat.service.js';

/** Per member: a person types a few messages a minute; a script sending more is refused. */
const SEND_LIMIT: RouteRateLimit = { max: 20, windowMs: 60_000, message: '发送太频繁', perMember: true };
const ASK_LIMIT: RouteRateLimit = { max: 10, windowMs: 60_000, message: '提问太频繁', perMember: true };

/** The chat room: conversations, sending, the assistant, blocks; staff delete and mute. */
export function registerChatRoutes(server: FastifyInstance, deps: { chat: ChatService }): void {
  const { chat } = deps;
  mountRoute(server, chatRoutes.onlineUsers, ({ ctx }) => chat.onlineUsers(ctx));
  mountRoute(server, chatRoutes.searchUsers, ({ ctx, query }) => chat.searchUsers(ctx, query.keyword));
  mountRoute(server, chatRoutes.user, ({ ctx, params }) => chat.user(ctx, params.userId));
  mountRoute(server, chatRoutes.status, ({ ctx }) => chat.status(ctx));
  mountRoute(server, chatRoutes.history, ({ ctx, query }) => chat.history(ctx, query));
  mountRoute(server, chatRoutes.conversations, ({ ctx }) => chat.conversations(ctx));
  mountRoute(server, chatRoutes.markRead, ({ ctx, body }) => chat.markRead(ctx, body));
  mountRoute(server, chatRoutes.sendPersonal, ({ ctx, body }) => chat.sendPersonal(ctx, body), {
    rateLimit: SEND_LIMIT,
  });
  mountRoute(
    server,
    chatRoutes.sendGroup,
    ({ ctx, body, idempotencyKey }) => chat.sendGroup(ctx, body, idempotencyKey),
    { rateLimit: SEND_LIMIT },
  );
  mountRoute(server, chatRoutes.askAssistant, ({ ctx, body }) => chat.askAssistant(ctx, body), {
    rateLimit: ASK_LIMIT,
  });
  mountRoute(server, chatRoutes.clearAssistant, ({ ctx }) => chat.clearAssistant(ctx));
  mountRoute(server, chatRoutes.blocks, ({ ctx }) => chat.blocks(ctx));
  mountRoute(server, chatRoutes.block, ({ ctx, params }) => chat.block(ctx, params.userId));
  mountRoute(server, chatRoutes.unblock, ({ ctx, params }) => chat.unblock(ctx, params.userId));
  mountRoute(server, chatModerationRoutes.deleteMessage, ({ ctx, params }) => chat.deleteMessage(ctx, params.id));
  mountRoute(server, chatModerationRoutes.mute, ({ ctx, params, body }) => chat.mute(ctx, params.userId, body));
  mountRoute(server, chatModerationRoutes.unmute, ({ ctx, params }) => chat.unmute(ctx, params.userId));
  // Answers still streaming end (stored as failed) before the database closes.
  server.addHook('onClose', async () => {
    await chat.stop();
  });
}
