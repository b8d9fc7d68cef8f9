import type * as IORedis from 'ioredis';
import type { Redis } from 'ioredis';
import { loadOnUse } from './load-on-use.js';

/**
 * Small shared state: counters with expiry (rate limits), one-shot keys, and a broadcast channel (session
 * revocation). In-process for a single instance; Redis when REDIS_URL is set so several instances agree.
 */
export interface KeyValueStore {
  /** The Redis client when the store is Redis-backed (shared rate-limit store, Socket.IO adapter). */
  readonly redis?: Redis;
  /** Key prefix, so several apps (or test runs) can share one Redis without seeing each other's keys. */
  readonly namespace: string;
  /** Increments `key`, starting its expiry window on first use; returns the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Sets `key` only if absent; returns true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Sets `key` whatever it held, for `ttlMs`. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, onMessage: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

export class MemoryKeyValueStore implements KeyValueStore {
  readonly namespace = 'mem:';
  private readonly values = new Map<string, { value: string; expiresAt: number }>();
  private readonly listeners = new Map<string, Array<(message: string) => void>>();

  private live(key: string) {
    const entry = this.values.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.values.delete(key);
      return undefined;
    }
    return entry;
  }
  async increment(key: string, windowMs: number): Promise<number> {
    const entry = this.live(key);
    const next = entry ? Number(entry.value) + 1 : 1;
    this.values.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? Date.now() + windowMs });
    return next;
  }
  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.values.set(key, { value, expiresAt: Date.now() + ttlMs });
    return true;
  }
  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.values.set(key, { value, expiresAt: Date.now() + ttlMs });
  }
  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }
  async delete(key: string): Promise<void> {
    this.values.delete(key);
  }
  async publish(channel: string, message: string): Promise<void> {
    for (const listener of this.listeners.get(channel) ?? []) listener(message);
  }
  async subscribe(channel: string, onMessage: (message: string) => void): Promise<void> {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), onMessage]);
  }
  async close(): Promise<void> {
    this.values.clear();
    this.listeners.clear();
  }
}

export class RedisKeyValueStore implements KeyValueStore {
  private readonly client: Redis;
  private subscriber: Redis | null = null;
  private readonly handlers = new Map<string, Array<(message: string) => void>>();

  constructor(
    url: string,
    private readonly prefix = 'cs:',
  ) {
    const { Redis: RedisClient } = loadOnUse('ioredis') as typeof IORedis;
    this.client = new RedisClient(url, { maxRetriesPerRequest: 3, lazyConnect: false });
  }
  get namespace(): string {
    return this.prefix;
  }
  get redis(): Redis {
    return this.client;
  }
  async increment(key: string, windowMs: number): Promise<number> {
    const k = this.prefix + key;
    const results = await this.client.multi().incr(k).pexpire(k, windowMs, 'NX').exec();
    return Number(results?.[0]?.[1] ?? 0);
  }
  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.client.set(this.prefix + key, value, 'PX', ttlMs, 'NX')) === 'OK';
  }
  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.client.set(this.prefix + key, value, 'PX', ttlMs);
  }
  async get(key: string): Promise<string | null> {
    return this.client.get(this.prefix + key);
  }
  async delete(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }
  async publish(channel: string, message: string): Promise<void> {
    await this.client.publish(this.prefix + channel, message);
  }
  async subscribe(channel: string, onMessage: (message: string) => void): Promise<void> {
    if (!this.subscriber) {
      this.subscriber = this.client.duplicate();
      this.subscriber.on('message', (ch: string, message: string) => {
        for (const handler of this.handlers.get(ch) ?? []) handler(message);
      });
    }
    const full = this.prefix + channel;
    this.handlers.set(full, [...(this.handlers.get(full) ?? []), onMessage]);
    await this.subscriber.subscribe(full);
  }
  async close(): Promise<void> {
    await this.subscriber?.quit();
    await this.client.quit();
  }
}

export function createKeyValueStore(redisUrl: string | undefined): KeyValueStore {
  return redisUrl ? new RedisKeyValueStore(redisUrl) : new MemoryKeyValueStore();
}
