import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { KeyValueStore } from '../shared/kv-store.js';
import type { OnlineMemberEntry, Presence } from '../shared/presence.js';

/** Who a `/main` connection belongs to. */
export type PresencePerson =
  | { kind: 'member'; userId: string; userName: string; nick: string }
  /**
   * A guest is one person per browser (`browserId`), or per connection when the browser sent none (`connectionId`:
   * the WebSocket all of a tab's hubs share).
   */
  | { kind: 'guest'; browserId: string | null; connectionId?: string };

export interface PresenceTab {
  socketId: string;
  tenantId: string;
  person: PresencePerson;
  ip: string;
  /** When the connection opened (ISO). */
  connectedAt: string;
}

/** One person on one instance: a member's entry (tabs and addresses on that instance), or a guest (null). */
type Entry = OnlineMemberEntry | null;

/**
 * Where every instance keeps the people connected to it, so that any instance can count them all. Each
 * instance writes only its own entries, which expire unless its heartbeat renews them: a crashed instance's
 * people drop out after the time to live.
 */
export interface PresenceStore {
  put(tenantId: string, instanceId: string, key: string, entry: Entry, ttlMs: number): Promise<void>;
  remove(tenantId: string, instanceId: string, key: string): Promise<void>;
  /** Replaces all of an instance's entries in a tenant (the heartbeat; empty on shutdown). */
  replace(tenantId: string, instanceId: string, entries: Map<string, Entry>, ttlMs: number): Promise<void>;
  /** Distinct people over every live instance. */
  count(tenantId: string): Promise<number>;
  /** Distinct people, and every live instance's member entries (one per member and instance). */
  read(tenantId: string): Promise<{ people: string[]; members: OnlineMemberEntry[] }>;
}

const memberKey = (userId: string) => `u:${userId}`;
const userIdOf = (key: string) => (key.startsWith('u:') ? key.slice(2) : null);

/** In-process: one instance (no REDIS_URL); also lets tests share one store between two presences. */
export class MemoryPresenceStore implements PresenceStore {
  private readonly tenants = new Map<string, Map<string, { entries: Map<string, Entry>; expiresAt: number }>>();

  private instance(tenantId: string, instanceId: string, ttlMs: number) {
    let byInstance = this.tenants.get(tenantId);
    if (!byInstance) this.tenants.set(tenantId, (byInstance = new Map()));
    let record = byInstance.get(instanceId);
    if (!record) byInstance.set(instanceId, (record = { entries: new Map(), expiresAt: 0 }));
    record.expiresAt = Date.now() + ttlMs;
    return record;
  }
  private live(tenantId: string) {
    const byInstance = this.tenants.get(tenantId);
    if (!byInstance) return [];
    const now = Date.now();
    for (const [id, record] of byInstance) if (record.expiresAt <= now) byInstance.delete(id);
    return [...byInstance.values()];
  }
  async put(tenantId: string, instanceId: string, key: string, entry: Entry, ttlMs: number): Promise<void> {
    this.instance(tenantId, instanceId, ttlMs).entries.set(key, entry);
  }
  async remove(tenantId: string, instanceId: string, key: string): Promise<void> {
    this.tenants.get(tenantId)?.get(instanceId)?.entries.delete(key);
  }
  async replace(tenantId: string, instanceId: string, entries: Map<string, Entry>, ttlMs: number): Promise<void> {
    if (entries.size === 0) this.tenants.get(tenantId)?.delete(instanceId);
    else this.instance(tenantId, instanceId, ttlMs).entries = new Map(entries);
  }
  async count(tenantId: string): Promise<number> {
    return (await this.read(tenantId)).people.length;
  }
  async read(tenantId: string): Promise<{ people: string[]; members: OnlineMemberEntry[] }> {
    const people = new Set<string>();
    const members: OnlineMemberEntry[] = [];
    for (const record of this.live(tenantId)) {
      for (const [key, entry] of record.entries) {
        people.add(key);
        if (entry) members.push(entry);
      }
    }
    return { people: [...people], members };
  }
}

/**
 * Redis: per tenant and instance a set of people and a hash of member entries, both expiring, and a sorted
 * set of the instances that wrote (scored by when their entries expire) to know which sets to union.
 * Keys carry the tenant in a hash tag so one tenant's keys stay together.
 */
export class RedisPresenceStore implements PresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private keys(tenantId: string) {
    const base = `${this.prefix}presence:{${tenantId}}`;
    return {
      instances: `${base}:instances`,
      people: (instanceId: string) => `${base}:people:${instanceId}`,
      members: (instanceId: string) => `${base}:members:${instanceId}`,
      scratch: `${base}:scratch`,
    };
  }
  private async liveInstances(tenantId: string): Promise<string[]> {
    const k = this.keys(tenantId);
    const results = await this.redis
      .multi()
      .zremrangebyscore(k.instances, '-inf', Date.now())
      .zrange(k.instances, 0, -1)
      .exec();
    return (results?.[1]?.[1] as string[] | undefined) ?? [];
  }

  async put(tenantId: string, instanceId: string, key: string, entry: Entry, ttlMs: number): Promise<void> {
    const k = this.keys(tenantId);
    const tx = this.redis.multi().sadd(k.people(instanceId), key);
    if (entry) tx.hset(k.members(instanceId), entry.userId, JSON.stringify(entry));
    tx.pexpire(k.people(instanceId), ttlMs)
      .pexpire(k.members(instanceId), ttlMs)
      .zadd(k.instances, Date.now() + ttlMs, instanceId)
      .pexpire(k.instances, ttlMs);
    await tx.exec();
  }
  async remove(tenantId: string, instanceId: string, key: string): Promise<void> {
    const k = this.keys(tenantId);
    const tx = this.redis.multi().srem(k.people(instanceId), key);
    const userId = userIdOf(key);
    if (userId) tx.hdel(k.members(instanceId), userId);
    await tx.exec();
  }
  async replace(tenantId: string, instanceId: string, entries: Map<string, Entry>, ttlMs: number): Promise<void> {
    const k = this.keys(tenantId);
    const tx = this.redis.multi().del(k.people(instanceId), k.members(instanceId));
    if (entries.size === 0) {
      tx.zrem(k.instances, instanceId);
    } else {
      tx.sadd(k.people(instanceId), ...entries.keys());
      const members = [...entries.values()].filter((e): e is OnlineMemberEntry => e !== null);
      if (members.length > 0) {
        tx.hset(k.members(instanceId), Object.fromEntries(members.map((m) => [m.userId, JSON.stringify(m)])));
      }
      tx.pexpire(k.people(instanceId), ttlMs)
        .pexpire(k.members(instanceId), ttlMs)
        .zadd(k.instances, Date.now() + ttlMs, instanceId)
        .pexpire(k.instances, ttlMs);
    }
    await tx.exec();
  }
  async count(tenantId: string): Promise<number> {
    const instances = await this.liveInstances(tenantId);
    if (instances.length === 0) return 0;
    const k = this.keys(tenantId);
    // SUNIONSTORE answers the union's size without sending the members; the transaction keeps the scratch
    // key private to this call.
    const results = await this.redis
      .multi()
      .sunionstore(k.scratch, ...instances.map(k.people))
      .del(k.scratch)
      .exec();
    return Number(results?.[0]?.[1] ?? 0);
  }
  async read(tenantId: string): Promise<{ people: string[]; members: OnlineMemberEntry[] }> {
    const instances = await this.liveInstances(tenantId);
    if (instances.length === 0) return { people: [], members: [] };
    const k = this.keys(tenantId);
    const tx = this.redis.multi().sunion(...instances.map(k.people));
    for (const id of instances) tx.hgetall(k.members(id));
    const results = (await tx.exec()) ?? [];
    const people = (results[0]?.[1] as string[] | undefined) ?? [];
    const members = results
      .slice(1)
      .flatMap((r) => Object.values((r[1] as Record<string, string> | null) ?? {}))
      .map((json) => JSON.parse(json) as OnlineMemberEntry);
    return { people, members };
  }
}

export function createPresenceStore(kv: KeyValueStore): PresenceStore {
  return kv.redis ? new RedisPresenceStore(kv.redis, kv.namespace) : new MemoryPresenceStore();
}

/** One member's entries from several instances as one: tabs added, the earliest start, each address once. */
function mergeMembers(entries: OnlineMemberEntry[]): OnlineMemberEntry[] {
  const byUser = new Map<string, OnlineMemberEntry>();
  for (const entry of entries) {
    const seen = byUser.get(entry.userId);
    if (!seen) {
      byUser.set(entry.userId, { ...entry, ips: [...entry.ips] });
      continue;
    }
    seen.tabs += entry.tabs;
    if (entry.since < seen.since) seen.since = entry.since;
    seen.ips = [...new Set([...seen.ips, ...entry.ips])];
  }
  return [...byUser.values()].sort((a, b) => a.since.localeCompare(b.since));
}

interface LocalPerson {
  member: { userId: string; userName: string; nick: string } | null;
  tabs: Map<string, { ip: string; connectedAt: string }>;
}

export interface RealtimePresence extends Presence {
  /** A `/main` connection opened. */
  join(tab: PresenceTab): void;
  /** A `/main` connection closed. */
  leave(socketId: string): void;
  /** Tenants with people connected to this instance. */
  localTenants(): string[];
  /** Starts the heartbeat that keeps this instance's entries alive. */
  start(): void;
  /** Stops the heartbeat and removes this instance's entries (a graceful shutdown). */
  stop(): Promise<void>;
}

/**
 * Presence across instances: this instance's people are kept here and written to the store as they come and
 * go; the heartbeat rewrites them all (renewing their expiry, and repairing the store after a Redis restart).
 * Counting and listing read the store, so every instance answers the same.
 */
export function createPresence(deps: {
  store: PresenceStore;
  ttlMs: number;
  heartbeatMs: number;
  instanceId?: string;
  onError?: (error: unknown) => void;
}): RealtimePresence {
  const { store, ttlMs } = deps;
  const instanceId = deps.instanceId ?? randomUUID();
  const people = new Map<string, Map<string, LocalPerson>>();
  const bySocket = new Map<string, { tenantId: string; key: string }>();
  const written = new Set<string>();
  const pending = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  function track(write: Promise<void>): void {
    const settled = write.catch((error: unknown) => deps.onError?.(error)).finally(() => pending.delete(settled));
    pending.add(settled);
  }
  function entryOf(person: LocalPerson): Entry {
    if (!person.member) return null;
    const tabs = [...person.tabs.values()];
    return {
      ...person.member,
      since: tabs.map((t) => t.connectedAt).sort()[0] ?? new Date().toISOString(),
      tabs: tabs.length,
      ips: [...new Set(tabs.map((t) => t.ip))],
    };
  }
  function keyOf(tab: PresenceTab): string {
    if (tab.person.kind === 'member') return memberKey(tab.person.userId);
    if (tab.person.browserId) return `b:${tab.person.browserId}`;
    return `c:${tab.person.connectionId ?? tab.socketId}`;
  }
  function heartbeat(): void {
    for (const [tenantId, tenantPeople] of people) {
      const entries = new Map([...tenantPeople].map(([key, person]) => [key, entryOf(person)] as const));
      track(store.replace(tenantId, instanceId, entries, ttlMs));
    }
  }

  return {
    join(tab) {
      if (stopped) return;
      const key = keyOf(tab);
      let tenantPeople = people.get(tab.tenantId);
      if (!tenantPeople) people.set(tab.tenantId, (tenantPeople = new Map()));
      let person = tenantPeople.get(key);
      if (!person) tenantPeople.set(key, (person = { member: null, tabs: new Map() }));
      // The newest tab's name and nick win: they are the member's current ones.
      if (tab.person.kind === 'member') {
        const { userId, userName, nick } = tab.person;
        person.member = { userId, userName, nick };
      }
      person.tabs.set(tab.socketId, { ip: tab.ip, connectedAt: tab.connectedAt });
      bySocket.set(tab.socketId, { tenantId: tab.tenantId, key });
      written.add(tab.tenantId);
      track(store.put(tab.tenantId, instanceId, key, entryOf(person), ttlMs));
    },
    leave(socketId) {
      const where = bySocket.get(socketId);
      if (!where || stopped) return;
      bySocket.delete(socketId);
      const tenantPeople = people.get(where.tenantId);
      const person = tenantPeople?.get(where.key);
      if (!tenantPeople || !person) return;
      person.tabs.delete(socketId);
      if (person.tabs.size > 0) {
        track(store.put(where.tenantId, instanceId, where.key, entryOf(person), ttlMs));
        return;
      }
      tenantPeople.delete(where.key);
      if (tenantPeople.size === 0) people.delete(where.tenantId);
      track(store.remove(where.tenantId, instanceId, where.key));
    },
    localTenants() {
      return [...people.keys()];
    },
    start() {
      if (timer || stopped) return;
      timer = setInterval(heartbeat, deps.heartbeatMs);
      timer.unref();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.allSettled([...pending]);
      await Promise.allSettled([...written].map((tenantId) => store.replace(tenantId, instanceId, new Map(), ttlMs)));
      people.clear();
      bySocket.clear();
    },
    count(tenantId) {
      return store.count(tenantId);
    },
    async list(tenantId) {
      const { people: everyone, members } = await store.read(tenantId);
      const guests = everyone.filter((key) => userIdOf(key) === null).length;
      return { members: mergeMembers(members), guests };
    },
  };
}
