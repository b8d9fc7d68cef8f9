/**
 * One `Idempotency-Key` per staff action that moves money (docs/decisions/0011-money-ledger.md). The key is
 * made when staff first confirm an action and kept until that action succeeds: a request that failed in any
 * way (no answer, a timeout, a proxy's 502) may still have been carried out, so confirming the same action
 * again repeats the key and the server answers the first result instead of changing money twice. A success
 * ends the action; a different action (another member, amount or reason) gets a new key.
 */

/** 32 hex digits from the browser's random source (randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class ActionKey {
  private pending: { action: string; key: string } | null = null;

  constructor(private readonly makeKey: () => string = newIdempotencyKey) {}

  /** The key for `action` (everything that makes it that action, e.g. `member|amount|reason`). */
  keyFor(action: string): string {
    if (this.pending?.action !== action) this.pending = { action, key: this.makeKey() };
    return this.pending.key;
  }

  /** Runs one attempt with the action's key; a success frees the key, a failure keeps it for the retry. */
  async run<T>(action: string, attempt: (key: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(action);
    const result = await attempt(key);
    if (this.pending?.key === key) this.pending = null;
    return result;
  }
}
