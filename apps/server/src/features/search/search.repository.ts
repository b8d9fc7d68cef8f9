import { sql, type Selectable } from 'kysely';
import type { Db, DbKind } from '../../db/database.js';
import type { SearchDocumentsTable } from '../../db/schema/corporate.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso } from '../../shared/values.js';
import { literalTerms, type QueryTerm, type QueryToken } from './search.tokens.js';

export interface SearchRow {
  id: string;
  tenantId: string;
  kind: string;
  refId: string;
  title: string;
  body: string;
  titleEn: string;
  bodyEn: string;
  url: string;
  /** A forum question whose answer is marked. */
  solved: boolean;
  tokens: string[];
  visibleFrom: string | null;
  visibleUntil: string | null;
  updatedAt: string;
}

/** A document as a search query returns it, with its rank. */
type MatchRow = Pick<
  Selectable<SearchDocumentsTable>,
  'kind' | 'ref_id' | 'title' | 'body' | 'title_en' | 'body_en' | 'url' | 'is_solved' | 'updated_at'
> & {
  rank: number;
};

export interface SearchMatch {
  kind: string;
  refId: string;
  title: string;
  body: string;
  titleEn: string;
  bodyEn: string;
  url: string;
  solved: boolean;
  updatedAt: string;
  rank: number;
}

/** The generation of a tenant's index that answers searches, and the one a rebuild is writing, if any. */
export interface SearchGenerations {
  active: number;
  building: number | null;
}

/**
 * Rows per INSERT: 14 values each, far under both engines' limits on bound values (SQLite's 32,766, the
 * 65,535 of PostgreSQL's protocol), whatever a caller hands over in one call.
 */
const ROWS_PER_STATEMENT = 200;

/**
 * The site search's index (decisions 0006 and 0019). The one place where the two engines differ: SQLite keeps
 * the tokens in an FTS5 table, PostgreSQL in a GIN-indexed tsvector built with array_to_tsvector (lexemes
 * exactly as segmented, no stemming). Both are queried with the same terms (AND, Latin prefixes) and filtered
 * by tenant, the tenant's serving generation and the visibility window.
 *
 * Every document belongs to one generation of its tenant's index. Writes take the caller's transaction
 * (`tx`); the service decides which writes commit together.
 */
/**
 * How much a solved question's relevance counts against other matches: half again, so that among topics that match
 * as well the answered one comes first, while a clearly better match (a product's own page) stays above it.
 */
const SOLVED_WEIGHT = 1.5;

export function createSearchRepository(db: Db, kind: DbKind) {
  // A synonym term (anyOf) matches when all tokens of any one alternative do.
  function ftsQuery(terms: QueryTerm[]): string {
    const one = (t: QueryToken) => `"${t.token.replace(/"/g, '')}"${t.prefix ? '*' : ''}`;
    const all = (ts: QueryToken[]) => `(${ts.map(one).join(' AND ')})`;
    return terms.map((t) => (t.anyOf ? `(${t.anyOf.map(all).join(' OR ')})` : one(t))).join(' AND ');
  }
  function tsQuery(terms: QueryTerm[]): string {
    const one = (t: QueryToken) => `'${t.token.replace(/'/g, "''").replace(/\\/g, '')}'${t.prefix ? ':*' : ''}`;
    const all = (ts: QueryToken[]) => `(${ts.map(one).join(' & ')})`;
    return terms.map((t) => (t.anyOf ? `(${t.anyOf.map(all).join(' | ')})` : one(t))).join(' & ');
  }
  /** The generation a tenant's searches read: its row's, or 0 for a tenant never rebuilt. */
  const servingGeneration = (tenantId: string) =>
    sql`COALESCE((SELECT g.active FROM search_generations g WHERE g.tenant_id = ${tenantId}), 0)`;

  const documentValues = (row: SearchRow, generation: number) => ({
    id: row.id,
    tenant_id: row.tenantId,
    generation,
    kind: row.kind,
    ref_id: row.refId,
    title: row.title,
    body: row.body,
    title_en: row.titleEn,
    body_en: row.bodyEn,
    url: row.url,
    is_solved: row.solved,
    tokens: row.tokens.join(' '),
    visible_from: row.visibleFrom,
    visible_until: row.visibleUntil,
    updated_at: row.updatedAt,
  });

  /**
   * SQLite: the FTS5 rows of these documents (their rowid is the document's `seq`, migration 0014). Deleting
   * by rowid is a lookup; the documents must still exist.
   */
  async function deleteFts(trx: Db, documents: ReturnType<typeof sql>): Promise<void> {
    await sql`DELETE FROM search_fts WHERE rowid IN (SELECT seq FROM search_documents WHERE ${documents})`.execute(trx);
  }

  /** Writes one document of a generation, replacing the one of the same item. */
  async function putRow(tx: Tx, generation: number, row: SearchRow): Promise<void> {
    const trx = onTx(db, tx);
    const values = documentValues(row, generation);
    const { id: _id, tenant_id: _tenant, generation: _generation, kind: _kind, ref_id: _ref, ...changed } = values;
    const tsv = sql`array_to_tsvector(${row.tokens}::text[])`;
    const put = await trx
      .insertInto('search_documents')
      .values(kind === 'postgres' ? ({ ...values, tsv } as typeof values) : values)
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'generation', 'kind', 'ref_id'])
          .doUpdateSet(kind === 'postgres' ? ({ ...changed, tsv } as typeof changed) : changed),
      )
      .returning(kind === 'sqlite' ? sql<number>`seq`.as('seq') : sql<number>`0`.as('seq'))
      .executeTakeFirstOrThrow();
    if (kind === 'sqlite') {
      await sql`DELETE FROM search_fts WHERE rowid = ${put.seq}`.execute(trx);
      if (row.tokens.length > 0) {
        await sql`INSERT INTO search_fts (rowid, tokens) VALUES (${put.seq}, ${row.tokens.join(' ')})`.execute(trx);
      }
    }
  }

  return {
    /** The tenant's serving generation and the one being built (none: generation 0, no build). */
    async generations(tx: Tx | null, tenantId: string): Promise<SearchGenerations> {
      const row = await onTx(db, tx)
        .selectFrom('search_generations')
        .select(['active', 'building'])
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      return { active: Number(row?.active ?? 0), building: row?.building == null ? null : Number(row.building) };
    },

    /** Adds or replaces one item's document in a generation (a feature's live change). */
    async put(tx: Tx, generation: number, row: SearchRow): Promise<void> {
      await putRow(tx, generation, row);
    },

    /**
     * Takes one item out of a generation. With `tombstone` (a generation being built), a row that matches
     * nothing stays in its place, so that the rebuild cannot add back what it read before the item went.
     */
    async drop(
      tx: Tx,
      generation: number,
      item: { tenantId: string; kind: string; refId: string; id: string; at: string },
      tombstone: boolean,
    ): Promise<void> {
      const trx = onTx(db, tx);
      if (tombstone) {
        await putRow(tx, generation, {
          id: item.id,
          tenantId: item.tenantId,
          kind: item.kind,
          refId: item.refId,
          title: '',
          body: '',
          titleEn: '',
          bodyEn: '',
          url: '',
          solved: false,
          tokens: [],
          visibleFrom: null,
          visibleUntil: null,
          updatedAt: item.at,
        });
        return;
      }
      const where = sql`tenant_id = ${item.tenantId} AND generation = ${generation} AND kind = ${item.kind} AND ref_id = ${item.refId}`;
      if (kind === 'sqlite') await deleteFts(trx, where);
      await sql`DELETE FROM search_documents WHERE ${where}`.execute(trx);
    },

    /**
     * A rebuild's batch into the generation it is writing. An item a live change already wrote there (or took
     * out, leaving its tombstone) is skipped: that change is newer than what the rebuild read.
     */
    async insertBuilt(tx: Tx, generation: number, rows: SearchRow[]): Promise<void> {
      const trx = onTx(db, tx);
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
        // PostgreSQL: the tsvector is written with the row (the column exists only there, outside the types).
        const values = chunk.map((row) =>
          kind === 'postgres'
            ? { ...documentValues(row, generation), tsv: sql`array_to_tsvector(${row.tokens}::text[])` }
            : documentValues(row, generation),
        );
        const inserted = await trx
          .insertInto('search_documents')
          .values(values as Array<ReturnType<typeof documentValues>>)
          .onConflict((oc) => oc.columns(['tenant_id', 'generation', 'kind', 'ref_id']).doNothing())
          .returning(kind === 'sqlite' ? sql<number>`seq`.as('seq') : sql<number>`0`.as('seq'))
          .execute();
        if (kind === 'sqlite' && inserted.length > 0) {
          await sql`INSERT INTO search_fts (rowid, tokens) SELECT seq, tokens FROM search_documents WHERE seq IN (${sql.join(inserted.map((r) => r.seq))}) AND tokens <> ''`.execute(
            trx,
          );
        }
      }
    },

    /**
     * Starts a rebuild of the tenant's index: the new generation's number, or null while another rebuild is
     * running (one that wrote nothing since `staleBefore` is taken over: its process died).
     */
    async beginBuild(tx: Tx, tenantId: string, now: string, staleBefore: string): Promise<number | null> {
      const trx = onTx(db, tx);
      await trx
        .insertInto('search_generations')
        .values({ tenant_id: tenantId, active: 0, building: null, building_since: null, last_generation: 0 })
        .onConflict((oc) => oc.column('tenant_id').doNothing())
        .execute();
      const started = await trx
        .updateTable('search_generations')
        .set((eb) => ({
          building: eb('last_generation', '+', 1),
          last_generation: eb('last_generation', '+', 1),
          building_since: now,
        }))
        .where('tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('building', 'is', null), eb('building_since', '<', staleBefore)]))
        .returning('building')
        .executeTakeFirst();
      return started?.building == null ? null : Number(started.building);
    },

    /** Notes that the rebuild is alive; false when it is no longer the tenant's rebuild (it was taken over). */
    async touchBuild(tx: Tx, tenantId: string, generation: number, now: string): Promise<boolean> {
      const result = await onTx(db, tx)
        .updateTable('search_generations')
        .set({ building_since: now })
        .where('tenant_id', '=', tenantId)
        .where('building', '=', generation)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Makes the built generation the one searches read, dropping its tombstones; false when the rebuild is no
     * longer the tenant's. The generation it replaces is pruned afterwards (`pruneSome`).
     */
    async switchTo(tx: Tx, tenantId: string, generation: number): Promise<boolean> {
      const trx = onTx(db, tx);
      const switched = await trx
        .updateTable('search_generations')
        .set({ active: generation, building: null, building_since: null })
        .where('tenant_id', '=', tenantId)
        .where('building', '=', generation)
        .executeTakeFirst();
      if (Number(switched.numUpdatedRows) === 0) return false;
      const tombstones = sql`tenant_id = ${tenantId} AND generation = ${generation} AND tokens = ''`;
      if (kind === 'sqlite') await deleteFts(trx, tombstones);
      await sql`DELETE FROM search_documents WHERE ${tombstones}`.execute(trx);
      return true;
    },

    /** Gives a rebuild up: the serving generation stays, the one it wrote is pruned. */
    async abandonBuild(tx: Tx, tenantId: string, generation: number): Promise<void> {
      await onTx(db, tx)
        .updateTable('search_generations')
        .set({ building: null, building_since: null })
        .where('tenant_id', '=', tenantId)
        .where('building', '=', generation)
        .execute();
    },

    /**
     * Deletes up to `limit` documents of the tenant's generations that neither serve nor are being built
     * (replaced or abandoned ones); answers how many went, so the caller repeats until none is left.
     */
    async pruneSome(tx: Tx, tenantId: string, limit: number): Promise<number> {
      const trx = onTx(db, tx);
      const kept = await trx
        .selectFrom('search_generations')
        .select(['active', 'building'])
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      const keep = [Number(kept?.active ?? 0), ...(kept?.building == null ? [] : [Number(kept.building)])];
      const ids = (
        await trx
          .selectFrom('search_documents')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('generation', 'not in', keep)
          .limit(limit)
          .execute()
      ).map((r) => r.id);
      if (ids.length === 0) return 0;
      if (kind === 'sqlite') await deleteFts(trx, sql`id IN (${sql.join(ids)})`);
      await trx.deleteFrom('search_documents').where('id', 'in', ids).execute();
      return ids.length;
    },

    /** How many documents of these kinds the tenant's serving generation holds. */
    async countServing(tenantId: string, kinds: string[]): Promise<number> {
      if (kinds.length === 0) return 0;
      const r = await sql<{ n: number | string }>`
        SELECT COUNT(*) AS n FROM search_documents d
        WHERE d.tenant_id = ${tenantId} AND d.generation = ${servingGeneration(tenantId)}
          AND d.kind IN (${sql.join(kinds)}) AND d.tokens <> ''`.execute(db);
      return Number(r.rows[0]?.n ?? 0);
    },

    /** Up to `limit` matches, best first, from the tenant's serving generation. */
    async match(
      tenantId: string,
      terms: QueryTerm[],
      now: string,
      kinds: string[] | null,
      limit: number,
    ): Promise<SearchMatch[]> {
      if (terms.length === 0) return [];
      const kindFilter = kinds && kinds.length > 0 ? sql`AND d.kind IN (${sql.join(kinds)})` : sql``;
      const visible = sql`AND (d.visible_from IS NULL OR d.visible_from <= ${now}) AND (d.visible_until IS NULL OR d.visible_until > ${now})`;
      const serving = sql`AND d.generation = ${servingGeneration(tenantId)}`;
      const run = async (terms: QueryTerm[]): Promise<SearchMatch[]> => {
        const rows =
          kind === 'postgres'
            ? await sql<MatchRow>`
              SELECT d.kind, d.ref_id, d.title, d.body, d.title_en, d.body_en, d.url, d.is_solved, d.updated_at,
                ts_rank(d.tsv, q.query) * (CASE WHEN d.is_solved THEN ${sql.lit(SOLVED_WEIGHT)} ELSE 1 END) AS rank
              FROM search_documents d, (SELECT ${tsQuery(terms)}::tsquery AS query) q
              WHERE d.tenant_id = ${tenantId} AND d.tsv @@ q.query ${serving} ${kindFilter} ${visible}
              ORDER BY rank DESC, d.updated_at DESC
              LIMIT ${limit}`.execute(db)
            : await sql<MatchRow>`
              SELECT d.kind, d.ref_id, d.title, d.body, d.title_en, d.body_en, d.url, d.is_solved, d.updated_at,
                -bm25(search_fts) * (CASE WHEN d.is_solved THEN ${sql.lit(SOLVED_WEIGHT)} ELSE 1 END) AS rank
              FROM search_fts JOIN search_documents d ON d.seq = search_fts.rowid
              WHERE search_fts MATCH ${ftsQuery(terms)} AND d.tenant_id = ${tenantId} ${serving} ${kindFilter} ${visible}
              ORDER BY rank DESC, d.updated_at DESC
              LIMIT ${limit}`.execute(db);
        return rows.rows.map((r) => ({
          kind: r.kind,
          refId: r.ref_id,
          title: r.title,
          body: r.body,
          titleEn: r.title_en,
          bodyEn: r.body_en,
          url: r.url,
          solved: bool(r.is_solved),
          updatedAt: iso(r.updated_at),
          rank: Number(r.rank),
        }));
      };
      if (!terms.some((t) => t.anyOf)) return run(terms);
      // With synonyms, what matches the words as written comes first, then what matches only other spellings.
      const written = await run(literalTerms(terms));
      const seen = new Set<string>();
      for (const m of written) seen.add(`${m.kind}:${m.refId}`);
      const others = (await run(terms)).filter((m) => !seen.has(`${m.kind}:${m.refId}`));
      return [...written, ...others].slice(0, limit);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
