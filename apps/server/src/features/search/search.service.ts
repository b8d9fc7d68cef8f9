import { SearchKind, type SearchQuery, type SearchResult } from '@clearsight/contracts';
import type { z } from 'zod';
import type { Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import { newId } from '../../shared/ids.js';
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
  /** The public page, e.g. `/news/newsdetail?id=…`. */
  url: string;
  /** Extra words that should find the item without being shown (model number variants, series name). */
  keywords?: string;
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

/** A feature's whole searchable content, for rebuilding the index. */
export interface SearchSource {
  kinds: SearchKind[];
  entries(tenantId: string): Promise<SearchEntry[]>;
}

const BODY_KEEP = 2000;

export function createSearchService(deps: {
  repo: SearchRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
}) {
  const { repo, clock, transactor } = deps;
  const sources: SearchSource[] = [];

  function rowOf(entry: SearchEntry) {
    const tokens = indexTokens(`${entry.title} ${entry.keywords ?? ''} ${entry.body}`);
    return {
      id: newId(),
      tenantId: entry.tenantId,
      kind: entry.kind,
      refId: entry.id,
      title: entry.title.slice(0, 300),
      body: entry.body.slice(0, BODY_KEEP),
      url: entry.url,
      tokens,
      visibleFrom: entry.visibleFrom ?? null,
      visibleUntil: entry.visibleUntil ?? null,
      updatedAt: entry.updatedAt ?? clock.now().toISOString(),
    };
  }
  /** Indexes one item in the caller's unit of work (the write that changed it), or in one of its own. */
  async function upsert(entry: SearchEntry, outer?: Tx | null): Promise<void> {
    const row = rowOf(entry);
    await transactor.run((tx) => repo.upsert(tx, row), outer);
  }

  /** Rebuilds the index of every registered source for one tenant; returns the number of items indexed. */
  async function reindex(tenantId: string): Promise<number> {
    let indexed = 0;
    for (const source of sources) {
      await repo.removeKinds(tenantId, source.kinds);
      const rows = (await source.entries(tenantId)).map(rowOf);
      await repo.insertMany(rows);
      indexed += rows.length;
    }
    return indexed;
  }

  return {
    upsert,
    async remove(ref: { kind: SearchKind; id: string; tenantId: string }, outer?: Tx | null): Promise<void> {
      await transactor.run((tx) => repo.remove(tx, ref.tenantId, ref.kind, ref.id), outer);
    },

    addSource(source: SearchSource): void {
      sources.push(source);
    },

    reindex,

    /** A staff-requested rebuild of the tenant's index, audited. */
    async reindexByStaff(ctx: RequestContext): Promise<{ indexed: number }> {
      const indexed = await reindex(ctx.tenantId);
      await transactor.run((tx) =>
        deps.audit.record(tx, ctx, {
          action: 'search.reindex',
          targetType: 'search_index',
          targetId: null,
          after: { indexed },
        }),
      );
      return { indexed };
    },

    /** At start: builds the index of every tenant when nothing of the registered sources is indexed yet. */
    async buildIfEmpty(tenantIds: string[]): Promise<void> {
      if ((await repo.count(sources.flatMap((s) => s.kinds))) > 0) return;
      for (const tenantId of tenantIds) await reindex(tenantId);
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
              url: m.url,
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
