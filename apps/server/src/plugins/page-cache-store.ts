import { createHash } from 'node:crypto';
import type { KeyValueStore } from '../shared/kv-store.js';
import type { BodyEncoding } from './body-compression.js';

/**
 * Where the page cache (page-cache.ts) keeps its entries and the content versions they were made under: in
 * process, or in Redis when the app has it, so that every instance serves and forgets the same pages. An entry
 * is stored as one buffer (its head as JSON, then its bodies), so Redis holds it in one key.
 */

/** One stored answer: the content version it was made under, its status and headers, the body compressed. */
export interface Entry {
  version: string;
  status: number;
  headers: Record<string, string>;
  /** The body in each encoding made so far: at least the one its first request took. */
  bodies: Partial<Record<BodyEncoding, Buffer>>;
}

/** The encodings an entry may hold its body in, in the order they are serialised. */
export const ENCODINGS: readonly BodyEncoding[] = ['br', 'gzip'];

function storedBytes(entry: Entry): number {
  return ENCODINGS.reduce((sum, encoding) => sum + (entry.bodies[encoding]?.length ?? 0), 0);
}

/**
 * What of a tenant's content a page shows: one topic (its pages show that topic alone, besides what every page
 * shows), or `null`, the lists (every other page: boards, the home page, profiles, search, the sitemap).
 */
export type Scope = { topicId: string } | null;

/**
 * The versions, three kinds per tenant. `everything` goes up when anything may show differently (a staff write, a
 * nick, a site notice); `lists` with it and with every topic's change; a topic's own, with that topic's changes,
 * takes the new `lists` value. A topic page's version is `everything` and its topic's; every other page's, `lists`.
 * So a comment keeps the other topics' pages, and the lists still change with it.
 */
export interface Store {
  /** The version of the tenant's content a page of `scope` shows and the entry under `key`, in one round trip. */
  read(tenantId: string, scope: Scope, key: string): Promise<{ version: string; entry: Entry | null }>;
  /** The version of the tenant's lists alone. */
  listsVersion(tenantId: string): Promise<number>;
  write(key: string, entry: Entry, ttlMs: number): Promise<void>;
  /** `entry` (the stored one with a body in one more encoding) in place of the stored one, within its time to live. */
  complete(key: string, entry: Entry): Promise<void>;
  /** Anything of the tenant may show differently. */
  bump(tenantId: string): Promise<void>;
  /** One topic changed: its pages and every list. */
  bumpTopic(tenantId: string, topicId: string): Promise<void>;
}

function serialise(entry: Entry): Buffer {
  const meta = Buffer.from(
    JSON.stringify({
      version: entry.version,
      status: entry.status,
      headers: entry.headers,
      br: entry.bodies.br?.length ?? 0,
      gzip: entry.bodies.gzip?.length ?? 0,
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(meta.length);
  return Buffer.concat([length, meta, ...ENCODINGS.flatMap((encoding) => entry.bodies[encoding] ?? [])]);
}

function deserialise(buffer: Buffer): Entry | null {
  try {
    const metaLength = buffer.readUInt32BE(0);
    const meta = JSON.parse(buffer.subarray(4, 4 + metaLength).toString('utf8')) as {
      version: string;
      status: number;
      headers: Record<string, string>;
    } & Record<BodyEncoding, number>;
    const bodies: Entry['bodies'] = {};
    let at = 4 + metaLength;
    for (const encoding of ENCODINGS) {
      if (meta[encoding] > 0) bodies[encoding] = buffer.subarray(at, at + meta[encoding]);
      at += meta[encoding];
    }
    if (at !== buffer.length || Object.keys(bodies).length === 0) return null;
    return { version: meta.version, status: meta.status, headers: meta.headers, bodies };
  } catch {
    return null;
  }
}

/**
 * A topic's version is kept this long after its change (Store): every entry made under it has expired by then, so
 * forgetting it can only make a page miss. Its later versions are new `lists` values, never one seen before.
 */
const topicVersionMs = (ttlMs: number) => 2 * ttlMs;

/** In-process: versions in maps, entries in an LRU bounded by their compressed size. */
function memoryStore(maxBytes: number, ttlMs: number): Store {
  const everything = new Map<string, number>();
  const lists = new Map<string, number>();
  // By tenant and topic, oldest change first (all are kept for the same time).
  const topics = new Map<string, { version: number; until: number }>();
  const topicKey = (tenantId: string, topicId: string) => `${tenantId}\n${topicId}`;
  const versionOf = (tenantId: string, scope: Scope) => {
    if (!scope) return `L${lists.get(tenantId) ?? 0}`;
    const topic = topics.get(topicKey(tenantId, scope.topicId));
    const version = topic && topic.until > Date.now() ? topic.version : 0;
    return `E${everything.get(tenantId) ?? 0}T${version}`;
  };
  const entries = new Map<string, { entry: Entry; bytes: number; expiresAt: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const found = entries.get(key);
    if (!found) return;
    bytes -= found.bytes;
    entries.delete(key);
  };
  const keep = (key: string, entry: Entry, expiresAt: number) => {
    const size = storedBytes(entry) + 512;
    drop(key);
    if (size > maxBytes) return;
    entries.set(key, { entry, bytes: size, expiresAt });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };
  return {
    async read(tenantId, scope, key) {
      const version = versionOf(tenantId, scope);
      const found = entries.get(key);
      if (!found) return { version, entry: null };
      if (found.expiresAt <= Date.now()) {
        drop(key);
        return { version, entry: null };
      }
      // Most recently used last: the eviction below takes the oldest first.
      entries.delete(key);
      entries.set(key, found);
      return { version, entry: found.entry };
    },
    async write(key, entry, ttlMs) {
      keep(key, entry, Date.now() + ttlMs);
    },
    async complete(key, entry) {
      const found = entries.get(key);
      if (found && found.entry.version === entry.version) keep(key, entry, found.expiresAt);
    },
    async listsVersion(tenantId) {
      return lists.get(tenantId) ?? 0;
    },
    async bump(tenantId) {
      everything.set(tenantId, (everything.get(tenantId) ?? 0) + 1);
      lists.set(tenantId, (lists.get(tenantId) ?? 0) + 1);
    },
    async bumpTopic(tenantId, topicId) {
      const version = (lists.get(tenantId) ?? 0) + 1;
      lists.set(tenantId, version);
      const now = Date.now();
      for (const [key, topic] of topics) {
        if (topic.until > now) break;
        topics.delete(key);
      }
      const key = topicKey(tenantId, topicId);
      topics.delete(key);
      topics.set(key, { version, until: now + topicVersionMs(ttlMs) });
    },
  };
}

/** The new `lists` version, which the topic's own version takes (kept for `ARGV[1]` ms). */
const BUMP_TOPIC = `local version = redis.call('INCR', KEYS[1])
redis.call('SET', KEYS[2], version, 'PX', ARGV[1])
return version`;

/** Redis: the version counters and the entries with their TTL; every instance sees the same. */
function redisStore(kv: KeyValueStore, ttlMs: number): Store {
  const redis = kv.redis!;
  const everythingKey = (tenantId: string) => `${kv.namespace}page-cache:v:${tenantId}`;
  const listsKey = (tenantId: string) => `${kv.namespace}page-cache:l:${tenantId}`;
  const topicKey = (tenantId: string, topicId: string) => `${kv.namespace}page-cache:t:${tenantId}:${topicId}`;
  const entryKey = (key: string) => `${kv.namespace}page-cache:e:${createHash('sha256').update(key).digest('hex')}`;
  const count = (value: Buffer | null | undefined) => (value ? Number(value.toString('utf8')) : 0);
  return {
    async read(tenantId, scope, key) {
      if (!scope) {
        const [version, stored] = await redis.mgetBuffer(listsKey(tenantId), entryKey(key));
        return { version: `L${count(version)}`, entry: stored ? deserialise(stored) : null };
      }
      const [all, topic, stored] = await redis.mgetBuffer(
        everythingKey(tenantId),
        topicKey(tenantId, scope.topicId),
        entryKey(key),
      );
      return { version: `E${count(all)}T${count(topic)}`, entry: stored ? deserialise(stored) : null };
    },
    async write(key, entry, ttlMs) {
      await redis.set(entryKey(key), serialise(entry), 'PX', ttlMs);
    },
    async complete(key, entry) {
      // Only while the entry is there, and no longer than it would have been.
      await redis.set(entryKey(key), serialise(entry), 'KEEPTTL', 'XX');
    },
    async listsVersion(tenantId) {
      return Number((await redis.get(listsKey(tenantId))) ?? 0);
    },
    async bump(tenantId) {
      await redis.multi().incr(everythingKey(tenantId)).incr(listsKey(tenantId)).exec();
    },
    async bumpTopic(tenantId, topicId) {
      await redis.eval(BUMP_TOPIC, 2, listsKey(tenantId), topicKey(tenantId, topicId), topicVersionMs(ttlMs));
    },
  };
}

/** The store for the app's key-value store: Redis's when it has one, else one in this process. */
export function createPageCacheStore(kv: KeyValueStore, options: { maxBytes: number; ttlMs: number }): Store {
  return kv.redis ? redisStore(kv, options.ttlMs) : memoryStore(options.maxBytes, options.ttlMs);
}
