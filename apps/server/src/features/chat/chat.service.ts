import { CHAT_GROUP_PRICE_DEFAULT, toCents } from '@clearsight/contracts';
import type { DomainEvents } from '../../events.js';
import type { Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import type { Transactor } from '../../shared/transaction.js';
import type { LevelService } from '../level/level.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { AssistantProvider } from './assistant.js';
import type { AssistantRepository } from './chat-assistant.repository.js';
import { createChatAssistant } from './chat-assistant.service.js';
import { createChatBlocks } from './chat-blocks.service.js';
import { createChatMessages, type ChatRoomPresence } from './chat-messages.service.js';
import { createChatModeration } from './chat-moderation.service.js';
import type { ChatRepository } from './chat.repository.js';
import { createChatViews } from './chat-views.js';

export { groupPriceFromSettings, type ChatRoomPresence } from './chat-messages.service.js';

/**
 * The chat room (docs/product.md#chat-room-and-assistant, decision 0013) as one service: the room, private
 * conversations and sending (chat-messages), the assistant and its limits (chat-assistant, decision 0021),
 * staff moderation (chat-moderation) and block lists (chat-blocks), over shared views (chat-views). Sending is
 * REST; every stored message is announced with `chat.message` once its transaction commits, and the `/chat`
 * hub delivers it to its audience. This factory only builds; each part decides its own rules.
 */
export function createChatService(deps: {
  repo: ChatRepository;
  /** The assistant's limits as the database holds them. */
  assistantLimits: AssistantRepository;
  wallet: WalletService;
  levels: LevelService;
  audit: Audit;
  transactor: Transactor;
  events: DomainEvents;
  clock: Clock;
  timeZone: string;
  presence: ChatRoomPresence;
  assistant: AssistantProvider;
  /** Refuses (403) silencing an administrator or a moderator (the forum's rule for its ban). */
  assertMaySilence: (tenantId: string, userId: string) => Promise<void>;
  /** The room's price per message in cents for a tenant (a site setting; default 1 money). */
  groupPriceCents?: (tenantId: string) => Promise<number>;
  /** Questions a member may ask the assistant a day. */
  assistantDailyQuota?: number;
  log?: (message: string, error: unknown) => void;
}) {
  const { repo, levels, clock, events, transactor } = deps;
  const views = createChatViews({ repo, levels, clock, events });
  const assistant = createChatAssistant({
    repo,
    limits: deps.assistantLimits,
    views,
    transactor,
    clock,
    timeZone: deps.timeZone,
    assistant: deps.assistant,
    dailyQuota: deps.assistantDailyQuota ?? 30,
    log: deps.log,
  });
  const messages = createChatMessages({
    repo,
    views,
    assistant,
    wallet: deps.wallet,
    transactor,
    clock,
    presence: deps.presence,
    priceOf: deps.groupPriceCents ?? (async () => toCents(CHAT_GROUP_PRICE_DEFAULT)),
  });
  return {
    ...messages,
    ...createChatBlocks({ repo, views, clock }),
    ...createChatModeration({
      repo,
      audit: deps.audit,
      transactor,
      events,
      clock,
      assertMaySilence: deps.assertMaySilence,
    }),
    askAssistant: assistant.ask,
    clearAssistant: assistant.clear,
    /** Waits for every answer streaming now (tests; a graceful shutdown after `stop`). */
    settled: assistant.settled,
    /** Ends every answer streaming now (shutdown): each is stored as failed. */
    stop: assistant.stop,
  };
}
export type ChatService = ReturnType<typeof createChatService>;
