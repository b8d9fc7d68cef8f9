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
