import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';

export interface SmsMessage {
  tenantId: string;
  phone: string;
  content: string;
}

/**
 * Sends a text message. Real gateways (Aliyun, Tencent Cloud…) implement this same interface and are picked
 * by SMS_PROVIDER; the default outbox provider only records messages, which administrators (and tests) read.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export function createOutboxSmsProvider(db: Db, clock: Clock): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await db
        .insertInto('sms_outbox')
        .values({
          id: newId(),
          tenant_id: message.tenantId,
          phone: message.phone,
          content: message.content,
          provider: 'outbox',
          created_at: clock.now().toISOString(),
        })
        .execute();
    },
  };
}
