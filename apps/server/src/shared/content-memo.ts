import type { Clock } from './clock.js';

/** The tenant's content version, shared by every instance (the page cache's). */
export type ContentVersion = (tenantId: string) => Promise<number>;

export interface ContentMemo<T> {
  /** The tenant's value: the one kept, while its content version and time allow, else built again. */
  get(tenantId: string): Promise<T>;
  /** The tenant's content changed in this process: the next `get` builds again. */
  forget(tenantId: string): void;
}

/**
 * What a process keeps derived from a tenant's content, the same for every visitor: the home page's aggregate,
 * the public site settings, the mega-menu's taxonomy. Every rendered page asks for some of these, and building
 * them costs queries and mapping every time (the settings and the menu were about a millisecond of the daily
 * sign-in page's five). A kept value is tagged with the tenant's content version, which every audited staff
 * write and every forum write raises on every instance (the page cache's, shared through Redis when there is
 * one): a value built under another version is never served, so a change made anywhere shows on the next page,
 * and a page rendered from it cannot be cached under the new version with the old content. `reuseMs` bounds what
 * no write announces (a scheduled start, counts). Requests arriving while a value is built share the one build;
 * a failed build is not kept, and when the version cannot be read nothing is reused.
 *
 * The value is shared by every caller: they read it and never change it.
 */
export function createContentMemo<T>(options: {
  build: (tenantId: string) => Promise<T>;
  clock: Clock;
  reuseMs: number;
  contentVersion?: ContentVersion | undefined;
}): ContentMemo<T> {
  const kept = new Map<string, { until: number; version: number; value: Promise<T> }>();

  /** The version, or -1 when it cannot be read (then the value is built again, never served stale). */
  async function versionOf(tenantId: string): Promise<number> {
    if (!options.contentVersion) return 0;
    return options.contentVersion(tenantId).catch(() => -1);
  }

  return {
    async get(tenantId) {
      const version = await versionOf(tenantId);
      const now = options.clock.now().getTime();
      const entry = kept.get(tenantId);
      if (entry && entry.until > now && entry.version === version && version >= 0) return entry.value;
      const value = options.build(tenantId);
      const fresh = { until: now + options.reuseMs, version, value };
      kept.set(tenantId, fresh);
      value.catch(() => {
        if (kept.get(tenantId) === fresh) kept.delete(tenantId);
      });
      return value;
    },

    forget(tenantId) {
      kept.delete(tenantId);
    },
  };
}
