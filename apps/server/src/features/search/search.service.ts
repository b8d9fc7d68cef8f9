import { SearchKind, type SearchQuery, type SearchResult } from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import type { Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import type { SearchRepository } from './search.repository.js';
import { indexTokens, queryTerms, snippetOf } from './search.tokens.js';

/** One searchable item. Features call `upsert` when it becomes (or stays) public and `remove` otherwise. */
export interface SearchEntry {
  kind: SearchKind;
  id: string;
  tenantId: string;
  title: string;
  /** Plain text (markdown already flattened); the first part is kept for snippets. */
  body: string;
  /**
   * The English title and text (plain, as `body`), shown in English mode; '' or left out when the item has none
   * (English mode then shows the Chinese). Both are indexed, so English words find the item. User content (forum
   * topics) has none: it stays in its own language.
   */
  titleEn?: string;
  bodyEn?: string;
  /** The public page, e.g. `/news/newsdetail?id=…`. */
  url: string;
  /** Extra words that should find the item without being shown (model number variants, series name). */
  keywords?: string;
  /** A forum question whose answer is marked: the hit says so and ranks above other topics that match as well. */
  solved?: boolean;
  /** Hidden before this time (scheduled publishing) and from this time on (closing jobs). */
  visibleFrom?: string | null;
  visibleUntil?: string | null;
  updatedAt?: string;
}

/** The index as content features see it: an item joins the unit of work of the write that changed it. */
export interface SearchIndex {
  upsert(entry: SearchEntry, outer?: Tx | null): Promise<void>;
  remove(ref: { kind: SearchKind; id: string; tenantId: string }, outer?: Tx | null): Promise<void>;
}

/**
 * A feature's whole searchable content, for rebuilding the index: one list (a few hundred products or news), or
 * batches one after another (a forum of 100,000 topics is read and indexed a slice at a time).
 */
export interface SearchSource {
  kinds: SearchKind[];
  entries(tenantId: string): Promise<SearchEntry[]> | AsyncIterable<SearchEntry[]>;
}

const BODY_KEEP = 2000;
/** Entries indexed per transaction while rebuilding: short transactions, so writers never wait long. */
const BUILD_BATCH = 500;
/** Documents of replaced generations deleted per transaction. */
const PRUNE_BATCH = 1000;
/** A rebuild that wrote nothing for this long is taken over by the next one (its process died). */
const STALE_BUILD_MS = 10 * 60_000;

/** A rebuild ended early: the server is closing, or another rebuild took the tenant's index over. */
class RebuildCancelled extends Error {}

async function* batchesOf(entries: Promise<SearchEntry[]> | AsyncIterable<SearchEntry[]>) {
  const chunks = Symbol.asyncIterator in entries ? entries : [await entries];
  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i += BUILD_BATCH) yield chunk.slice(i, i + BUILD_BATCH);
  }
}

/**
 * The site search (decision 0006) and its index in generations (decision 0019): features' changes go to the
 * generation that serves — and to the one a rebuild is writing, so the rebuild cannot lose them — and a
 * rebuild writes a new generation in short batches, then switches to it in one transaction. Searches read the
 * old generation until the switch, so a rebuild (or its failure) never empties the search.
 */
export function createSearchService(deps: {
  repo: SearchRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  log?: (message: string, error: unknown) => void;
}) {
  const { repo, clock, transactor } = deps;
  const log = deps.log ?? (() => {});
  const sources: SearchSource[] = [];
  /** Rebuilds this process runs: the server's close waits for them to stop. */
  const running = new Set<Promise<unknown>>();
  let stopping = false;

  function track<T>(work: Promise<T>): Promise<T> {
    running.add(work);
    void work.catch(() => {}).finally(() => running.delete(work));
    return work;
  }

  function rowOf(entry: SearchEntry) {
    const titleEn = entry.titleEn?.trim() ?? '';
    const bodyEn = entry.bodyEn?.trim() ?? '';
    const tokens = indexTokens(`${entry.title} ${titleEn} ${entry.keywords ?? ''} ${entry.body} ${bodyEn}`);
    return {
      id: newId(),
      tenantId: entry.tenantId,
      kind: entry.kind,
      refId: entry.id,
      title: entry.title.slice(0, 300),
      body: entry.body.slice(0, BODY_KEEP),
      titleEn: titleEn.slice(0, 300),
      bodyEn: bodyEn.slice(0, BODY_KEEP),
      url: entry.url,
      solved: entry.solved ?? false,
      tokens,
      visibleFrom: entry.visibleFrom ?? null,
      visibleUntil: entry.visibleUntil ?? null,
      updatedAt: entry.updatedAt ?? clock.now().toISOString(),
    };
  }

  /** A feature's change: the serving generation, and the one being built (its own row id there). */
  async function upsert(entry: SearchEntry, outer?: Tx | null): Promise<void> {
    const row = rowOf(entry);
    await transactor.run(async (tx) => {
      const { active, building } = await repo.generations(tx, entry.tenantId);
      await repo.put(tx, active, row);
      if (building !== null) await repo.put(tx, building, { ...row, id: newId() });
    }, outer);
  }

  async function remove(ref: { kind: SearchKind; id: string; tenantId: string }, outer?: Tx | null): Promise<void> {
    const item = { tenantId: ref.tenantId, kind: ref.kind, refId: ref.id, at: clock.now().toISOString() };
    await transactor.run(async (tx) => {
      const { active, building } = await repo.generations(tx, ref.tenantId);
      await repo.drop(tx, active, { ...item, id: newId() }, false);
      if (building !== null) await repo.drop(tx, building, { ...item, id: newId() }, true);
    }, outer);
  }

  /** Deletes the documents of generations that neither serve nor are being built, a batch at a time. */
  async function prune(tenantId: string): Promise<void> {
    while ((await transactor.run((tx) => repo.pruneSome(tx, tenantId, PRUNE_BATCH))) > 0) {
      // Each batch is its own transaction; the next waits for it.
    }
  }

  /**
   * Rebuilds the index of every registered source for one tenant into a new generation and switches to it;
   * answers the number of items indexed, or null when another rebuild of the tenant is running.
   */
  async function rebuild(
    tenantId: string,
    whenSwitched?: (tx: Tx, indexed: number) => Promise<void>,
  ): Promise<number | null> {
    const now = () => clock.now().toISOString();
    const staleBefore = new Date(clock.now().getTime() - STALE_BUILD_MS).toISOString();
    const generation = await transactor.run((tx) => repo.beginBuild(tx, tenantId, now(), staleBefore));
    if (generation === null) return null;
    let indexed = 0;
    try {
      for (const source of sources) {
        for await (const batch of batchesOf(source.entries(tenantId))) {
          if (stopping) throw new RebuildCancelled('the server is closing');
          // Tokenised before the transaction opens: it holds SQLite's one connection only to write.
          const rows = batch.map(rowOf);
          const alive = await transactor.run(async (tx) => {
            if (!(await repo.touchBuild(tx, tenantId, generation, now()))) return false;
            await repo.insertBuilt(tx, generation, rows);
            return true;
          });
          if (!alive) throw new RebuildCancelled('another rebuild took the index over');
          indexed += rows.length;
          // SQLite's driver answers without I/O, so the loop would never give way to the requests waiting: each
          // batch lets them run before the next.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      const switched = await transactor.run(async (tx) => {
        if (!(await repo.switchTo(tx, tenantId, generation))) return false;
        if (whenSwitched) await whenSwitched(tx, indexed);
        return true;
      });
      if (!switched) {
        throw new RebuildCancelled('another rebuild took the index over');
      }
    } catch (error) {
      // The serving generation is untouched; what this rebuild wrote is pruned (later, if this fails too).
      await transactor
        .run((tx) => repo.abandonBuild(tx, tenantId, generation))
        .then(() => prune(tenantId))
        .catch((cleanup: unknown) => log('search index: cleaning up a failed rebuild failed', cleanup));
      throw error;
    }
    await prune(tenantId);
    return indexed;
  }

  return {
    upsert,
    remove,

    addSource(source: SearchSource): void {
      sources.push(source);
    },

    /** Rebuilds one tenant's index (see rebuild); null when another rebuild of it is running. */
    reindex(tenantId: string): Promise<number | null> {
      return track(rebuild(tenantId));
    },

    /** A staff-requested rebuild of the tenant's index, audited; 409 while another one runs. */
    async reindexByStaff(ctx: RequestContext): Promise<{ indexed: number }> {
      // The record commits with the switch to the new generation: a rebuild that never served is not recorded.
      const recordSwitch = (tx: Tx, indexed: number) =>
        deps.audit.record(tx, ctx, {
          action: 'search.reindex',
          targetType: 'search_index',
          targetId: null,
          after: { indexed },
        });
      const indexed = await track(rebuild(ctx.tenantId, recordSwitch)).catch((error: unknown) => {
        if (error instanceof RebuildCancelled) return null;
        throw error;
      });
      if (indexed === null) throw AppError.conflict('搜索索引正在重建中，请稍后再试');
      return { indexed };
    },

    /**
     * At start: builds the index of every tenant whose serving generation holds nothing of the registered
     * sources. Waits at most `waitMs` (when given) and lets a long build go on behind the running server: the
     * empty index answers until the built one switches in. Failures are logged, not thrown.
     */
    async buildIfEmpty(tenantIds: string[], options: { waitMs?: number } = {}): Promise<void> {
      const kinds = sources.flatMap((s) => s.kinds);
      const work = track(
        (async () => {
          for (const tenantId of tenantIds) {
            if (stopping) return;
            if ((await repo.countServing(tenantId, kinds)) > 0) continue;
            await rebuild(tenantId);
          }
        })().catch((error: unknown) => {
          if (!(error instanceof RebuildCancelled)) log('search index: the first build failed', error);
        }),
      );
      if (options.waitMs === undefined) return work;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        work,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, options.waitMs);
          timer.unref();
        }),
      ]);
      clearTimeout(timer);
    },

    /** Resolves once no rebuild of this process is running. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },

    /** The server is closing: running rebuilds stop after their current batch, leaving the serving index as it is. */
    async stop(): Promise<void> {
      stopping = true;
      while (running.size > 0) await Promise.allSettled([...running]);
    },

    async search(tenantId: string, input: z.infer<typeof SearchQuery>): Promise<SearchResult> {
      const { terms, display } = queryTerms(input.q);
      const now = clock.now().toISOString();
      const matches = await repo.match(tenantId, terms, now, input.kind ? [input.kind] : null, 1000);
      const groups = SearchKind.options
        .map((kind) => {
          const all = matches.filter((m) => m.kind === kind);
          const page = input.kind
            ? all.slice(input.skipCount, input.skipCount + input.maxResultCount)
            : all.slice(0, input.maxResultCount);
          return {
            kind,
            totalCount: all.length,
            items: page.map((m) => ({
              kind,
              id: m.refId,
              title: m.title,
              snippet: snippetOf(m.body, display),
              titleEn: m.titleEn,
              snippetEn: m.bodyEn ? snippetOf(m.bodyEn, display) : '',
              url: m.url,
              solved: m.solved,
              lastModificationTime: m.updatedAt,
            })),
          };
        })
        .filter((g) => g.totalCount > 0);
      return { query: input.q, terms: display, totalCount: matches.length, groups };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
