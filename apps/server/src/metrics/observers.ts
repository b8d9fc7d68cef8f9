import { HUBS, type HubName } from '@clearsight/contracts';
import type { DomainEvents } from '../events.js';
import type { AssistantProvider } from '../features/chat/assistant.js';
import type { Metrics } from './metrics.js';
import type { RealtimeServer } from '../realtime/realtime-server.js';

/**
 * Realtime figures without reaching into the hubs' code: the open connections per hub are read when scraped,
 * and each hub's adapter counts what this instance broadcasts (with Redis, the adapter hands what other
 * instances sent to its parent class directly, so it is counted once, where it was sent); what goes to a
 * whole room by the fan-out (decision 0046) passes no adapter, and the realtime server tells it.
 */
export function observeRealtime(realtime: Pick<RealtimeServer, 'io' | 'onFanOut'>, metrics: Metrics): void {
  const { io } = realtime;
  realtime.onFanOut((hub, event) => metrics.realtimeEvents.inc({ hub, event }));
  const names = Object.keys(HUBS) as HubName[];
  metrics.countSocketsWith(() => Object.fromEntries(names.map((name) => [name, io.of(HUBS[name]).sockets.size])));
  for (const hub of names) {
    const adapter = io.of(HUBS[hub]).adapter;
    const broadcast = adapter.broadcast.bind(adapter);
    adapter.broadcast = (packet, options) => {
      const event: unknown = Array.isArray(packet.data) ? packet.data[0] : undefined;
      metrics.realtimeEvents.inc({ hub, event: typeof event === 'string' ? event : '(other)' });
      broadcast(packet, options);
    };
  }
}

/** Ledger entries by reason: the wallet tells every committed change (after its transaction commits). */
export function observeLedger(events: DomainEvents, metrics: Metrics): () => void {
  return events.on('money.changed', ({ reason }) => metrics.ledgerEntries.inc({ reason }));
}

/** The assistant as the chat feature sees it, counting each question's outcome when its answer ends. */
export function countAssistantCalls(provider: AssistantProvider, metrics: Metrics): AssistantProvider {
  return {
    get mode() {
      return provider.mode;
    },
    get model() {
      return provider.model;
    },
    async *answer(input) {
      let outcome: 'answered' | 'failed' | 'stopped' = 'stopped';
      try {
        yield* provider.answer(input);
        outcome = 'answered';
      } catch (error) {
        outcome = input.signal.aborted ? 'stopped' : 'failed';
        throw error;
      } finally {
        // A member who leaves mid-answer ends the iteration early: neither answered nor failed.
        metrics.assistantCalls.inc({ outcome });
      }
    },
  };
}
