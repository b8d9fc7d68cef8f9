import { sql } from 'kysely';
import type { Db, DbKind } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { iso } from '../../shared/values.js';
import { literalTerms, type QueryTerm, type QueryToken } from './search.tokens.js';

export interface SearchRow {
  id: string;
  tenantId: string;
  kind: string;
  refId: string;
  title: string;
  body: string;
  url: string;
  tokens: string[];
  visibleFrom: string | null;
  visibleUntil: string | null;
  updatedAt: string;
}

export interface SearchMatch {
  kind: string;
  refId: string;
  title: string;
  body: string;
  url: string;
  updatedAt: string;
  rank: number;
}

/**
 * The one place where the two engines differ: SQLite keeps the tokens in an FTS5 table, PostgreSQL in a
 * GIN-indexed tsvector built with array_to_tsvector (lexemes exactly as segmented, no stemming). Both are
 * queried with the same terms (AND, Latin prefixes) and filtered by tenant and visibility window.
 */
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

  return {
    async upsert(tx: Tx, row: SearchRow): Promise<void> {
      {
        const trx = onTx(db, tx);
        const existing = await trx
          .selectFrom('search_documents')
          .select('id')
          .where('tenant_id', '=', row.tenantId)
          .where('kind', '=', row.kind)
          .where('ref_id', '=', row.refId)
          .executeTakeFirst();
        const id = existing?.id ?? row.id;
        const values = {
          title: row.title,
          body: row.body,
          url: row.url,
          tokens: row.tokens.join(' '),
          visible_from: row.visibleFrom,
          visible_until: row.visibleUntil,
          updated_at: row.updatedAt,
        };
        if (existing) {
          await trx.updateTable('search_documents').set(values).where('id', '=', id).execute();
        } else {
          await trx
            .insertInto('search_documents')
            .values({ id, tenant_id: row.tenantId, kind: row.kind, ref_id: row.refId, ...values })
            .execute();
        }
        if (kind === 'postgres') {
          await sql`UPDATE search_documents SET tsv = array_to_tsvector(${row.tokens}::text[]) WHERE id = ${id}`.execute(
            trx,
          );
        } else {
          await sql`DELETE FROM search_fts WHERE doc_id = ${id}`.execute(trx);
          await sql`INSERT INTO search_fts (tokens, doc_id) VALUES (${row.tokens.join(' ')}, ${id})`.execute(trx);
        }
      }
    },

    /**
     * Bulk insert for rebuilding (the caller removed the kinds first): one transaction, few statements.
     * Instances starting together may rebuild at once; a row another one already wrote is skipped, so
     * they converge on the same index instead of failing on the unique key.
     */
    async insertMany(rows: SearchRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += 100) {
          const chunk = rows.slice(i, i + 100);
          await trx
            .insertInto('search_documents')
            .values(
              chunk.map((row) => ({
                id: row.id,
                tenant_id: row.tenantId,
                kind: row.kind,
                ref_id: row.refId,
                title: row.title,
                body: row.body,
                url: row.url,
                tokens: row.tokens.join(' '),
                visible_from: row.visibleFrom,
                visible_until: row.visibleUntil,
                updated_at: row.updatedAt,
              })),
            )
            .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'ref_id']).doNothing())
            .execute();
          if (kind === 'postgres') {
            await sql`UPDATE search_documents SET tsv = array_to_tsvector(string_to_array(tokens, ' ')) WHERE id IN (${sql.join(chunk.map((r) => r.id))})`.execute(
              trx,
            );
          } else {
            await sql`INSERT INTO search_fts (tokens, doc_id) SELECT tokens, id FROM search_documents WHERE id IN (${sql.join(chunk.map((r) => r.id))}) AND id NOT IN (SELECT doc_id FROM search_fts WHERE doc_id IN (${sql.join(chunk.map((r) => r.id))}))`.execute(
              trx,
            );
          }
        }
      });
    },

    async remove(tx: Tx, tenantId: string, kindName: string, refId: string): Promise<void> {
      const trx = onTx(db, tx);
      const existing = await trx
        .selectFrom('search_documents')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('kind', '=', kindName)
        .where('ref_id', '=', refId)
        .executeTakeFirst();
      if (!existing) return;
      if (kind === 'sqlite') await sql`DELETE FROM search_fts WHERE doc_id = ${existing.id}`.execute(trx);
      await trx.deleteFrom('search_documents').where('id', '=', existing.id).execute();
    },

    async removeKinds(tenantId: string, kinds: string[]): Promise<void> {
      if (kinds.length === 0) return;
      await db.transaction().execute(async (trx) => {
        if (kind === 'sqlite') {
          await sql`DELETE FROM search_fts WHERE doc_id IN (SELECT id FROM search_documents WHERE tenant_id = ${tenantId} AND kind IN (${sql.join(kinds)}))`.execute(
            trx,
          );
        }
        await trx.deleteFrom('search_documents').where('tenant_id', '=', tenantId).where('kind', 'in', kinds).execute();
      });
    },

    async count(kinds?: string[]): Promise<number> {
      let q = db.selectFrom('search_documents').select((eb) => eb.fn.countAll<number>().as('n'));
      if (kinds && kinds.length > 0) q = q.where('kind', 'in', kinds);
      const r = await q.executeTakeFirst();
      return Number(r?.n ?? 0);
    },

    /** Up to `limit` matches, best first. */
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
      const run = async (terms: QueryTerm[]): Promise<SearchMatch[]> => {
        const rows =
          kind === 'postgres'
            ? await sql<{
                kind: string;
                ref_id: string;
                title: string;
                body: string;
                url: string;
                updated_at: unknown;
                rank: number;
              }>`
              SELECT d.kind, d.ref_id, d.title, d.body, d.url, d.updated_at, ts_rank(d.tsv, q.query) AS rank
              FROM search_documents d, (SELECT ${tsQuery(terms)}::tsquery AS query) q
              WHERE d.tenant_id = ${tenantId} AND d.tsv @@ q.query ${kindFilter} ${visible}
              ORDER BY rank DESC, d.updated_at DESC
              LIMIT ${limit}`.execute(db)
            : await sql<{
                kind: string;
                ref_id: string;
                title: string;
                body: string;
                url: string;
                updated_at: unknown;
                rank: number;
              }>`
              SELECT d.kind, d.ref_id, d.title, d.body, d.url, d.updated_at, -bm25(search_fts) AS rank
              FROM search_fts JOIN search_documents d ON d.id = search_fts.doc_id
              WHERE search_fts MATCH ${ftsQuery(terms)} AND d.tenant_id = ${tenantId} ${kindFilter} ${visible}
              ORDER BY rank DESC, d.updated_at DESC
              LIMIT ${limit}`.execute(db);
        return rows.rows.map((r) => ({
          kind: r.kind,
          refId: r.ref_id,
          title: r.title,
          body: r.body,
          url: r.url,
          updatedAt: iso(r.updated_at),
          rank: Number(r.rank),
        }));
      };
      if (!terms.some((t) => t.anyOf)) return run(terms);
      // With synonyms, what matches the words as written comes first, then what matches only other spellings.
      const written = await run(literalTerms(terms));
      const seen = new Set(written.map((m) => `${m.kind}:${m.refId}`));
      const others = (await run(terms)).filter((m) => !seen.has(`${m.kind}:${m.refId}`));
      return [...written, ...others].slice(0, limit);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
