import { useState } from 'react';
import { isApiError } from '../../../lib/http/errors';

/**
 * Idempotency keys for the actions that move money (docs/product.md#money-ledger): one key per user action,
 * made when the visitor acts and sent as `Idempotency-Key`. A request that got no answer at all (network
 * error, timeout) may still have been carried out, so the action keeps its key: trying it again sends the
 * same key and the server answers the first result instead of charging twice. Any answer from the server
 * (success or refusal) settles the action, and the next click is a new action with a new key.
 */

/** 32 hex digits from the browser's random source (randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when the request never got an answer, so the server may or may not have acted on it. */
export function isUnanswered(error: unknown): boolean {
  return isApiError(error) && error.status === undefined;
}

export class ActionKeys {
  private readonly pending = new Map<string, string>();

  constructor(private readonly makeKey: () => string = newIdempotencyKey) {}

  /**
   * The key for an action, named with everything that makes it that action (`draw:wheel`,
   * `deposit:<card>:<amount>`): a retry of an unanswered action gets its key again.
   */
  keyFor(action: string): string {
    let key = this.pending.get(action);
    if (!key) {
      key = this.makeKey();
      this.pending.set(action, key);
    }
    return key;
  }

  /** True while an unanswered attempt of this action keeps its key for a retry. */
  isPending(action: string): boolean {
    return this.pending.has(action);
  }

  /** Runs one attempt of the action with its key; keeps the key only when no answer came back. */
  async run<T>(action: string, attempt: (key: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(action);
    try {
      const result = await attempt(key);
      this.pending.delete(action);
      return result;
    } catch (error) {
      if (!isUnanswered(error)) this.pending.delete(action);
      throw error;
    }
  }
}

/** One set of action keys per mounted page. */
export function useActionKeys(): ActionKeys {
  const [keys] = useState(() => new ActionKeys());
  return keys;
}
