import type { Clock } from '../../shared/clock.js';
import type { SmsProvider } from '../../shared/sms-provider.js';
import type { SmsOutboxRepository } from './sms-outbox.repository.js';

/** The default provider: records every message in the outbox that administrators (and tests) read. */
export function createOutboxSmsProvider(outbox: SmsOutboxRepository, clock: Clock): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await outbox.insert({ ...message, provider: 'outbox', at: clock.now().toISOString() });
    },
  };
}
