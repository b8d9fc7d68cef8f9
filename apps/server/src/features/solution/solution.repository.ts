import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText, page, type RowWindow } from '../../db/repository-helpers.js';
import type { SolutionsTable } from '../../db/schema/corporate.js';
import type { SolutionTypesTable } from '../../db/schema/spine.js';
import { onTx } from '../../db/transaction.js';
import type { Page } from '../../shared/paging.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, json, num } from '../../shared/values.js';

export interface SolutionTypeRow {
  id: string;
  tenantId: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  coverFileId: string | null;
  orderNum: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SolutionRow {
  id: string;
  tenantId: string;
  solutionTypeId: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  coverFileId: string | null;
  challengeMd: string;
  challengeMdEn: string;
  approachMd: string;
  approachMdEn: string;
  resultsMd: string;
  resultsMdEn: string;
  highlights: Highlight[];
  caseStudies: CaseStudy[];
  productIds: string[];
  documentIds: string[];
  orderNum: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Highlight {
  label: string;
  labelEn: string;
  value: string;
  valueEn: string;
}
export interface CaseStudy {
  customer: string;
  customerEn: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  imageFileId: string | null;
}

/** JSON entries saved before the English keys existed read as empty English. */
const highlightOf = (h: Partial<Highlight>): Highlight => ({
  label: h.label ?? '',
  labelEn: h.labelEn ?? '',
  value: h.value ?? '',
  valueEn: h.valueEn ?? '',
});
const caseStudyOf = (c: Partial<CaseStudy>): CaseStudy => ({
  customer: c.customer ?? '',
  customerEn: c.customerEn ?? '',
  title: c.title ?? '',
  titleEn: c.titleEn ?? '',
  summary: c.summary ?? '',
  summaryEn: c.summaryEn ?? '',
  imageFileId: c.imageFileId ?? null,
});

export interface SolutionFilter {
  typeId?: string | undefined;
  q?: string | undefined;
  /** Public reads: the solution and its type published. */
  publishedOnly: boolean;
}

const typeOf = (r: Selectable<SolutionTypesTable>): SolutionTypeRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  name: r.name,
  nameEn: r.name_en,
  description: r.description,
  descriptionEn: r.description_en,
  coverFileId: r.cover_file_id,
  orderNum: num(r.order_num),
  isPublished: bool(r.is_published),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
const solutionOf = (r: Selectable<SolutionsTable>): SolutionRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  solutionTypeId: r.solution_type_id,
  title: r.title,
  titleEn: r.title_en,
  summary: r.summary,
  summaryEn: r.summary_en,
  coverFileId: r.cover_file_id,
  challengeMd: r.challenge_md,
  challengeMdEn: r.challenge_md_en,
  approachMd: r.approach_md,
  approachMdEn: r.approach_md_en,
  resultsMd: r.results_md,
  resultsMdEn: r.results_md_en,
  highlights: json<Array<Partial<Highlight>>>(r.highlights_json, []).map(highlightOf),
  caseStudies: json<Array<Partial<CaseStudy>>>(r.case_studies_json, []).map(caseStudyOf),
  productIds: json<string[]>(r.product_ids_json, []),
  documentIds: json<string[]>(r.document_ids_json, []),
  orderNum: num(r.order_num),
  isPublished: bool(r.is_published),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export function createSolutionRepository(db: Db) {
  const solutionColumns = (s: SolutionRow) => ({
    solution_type_id: s.solutionTypeId,
    title: s.title,
    title_en: s.titleEn,
    summary: s.summary,
    summary_en: s.summaryEn,
    cover_file_id: s.coverFileId,
    challenge_md: s.challengeMd,
    challenge_md_en: s.challengeMdEn,
    approach_md: s.approachMd,
    approach_md_en: s.approachMdEn,
    results_md: s.resultsMd,
    results_md_en: s.resultsMdEn,
    highlights_json: JSON.stringify(s.highlights),
    case_studies_json: JSON.stringify(s.caseStudies),
    product_ids_json: JSON.stringify(s.productIds),
    document_ids_json: JSON.stringify(s.documentIds),
    order_num: s.orderNum,
    is_published: s.isPublished,
    updated_at: s.updatedAt,
  });
  const typeColumns = (t: SolutionTypeRow) => ({
    name: t.name,
    name_en: t.nameEn,
    description: t.description,
    description_en: t.descriptionEn,
    cover_file_id: t.coverFileId,
    order_num: t.orderNum,
    is_published: t.isPublished,
    updated_at: t.updatedAt,
  });
  function solutions(tenantId: string, f: SolutionFilter, tx?: Tx | null) {
    let q = onTx(db, tx)
      .selectFrom('solutions as s')
      .innerJoin('solution_types as t', 't.id', 's.solution_type_id')
      .where('s.tenant_id', '=', tenantId);
    if (f.publishedOnly) q = q.where('s.is_published', '=', true).where('t.is_published', '=', true);
    if (f.typeId) q = q.where('s.solution_type_id', '=', f.typeId);
    if (f.q) {
      const text = f.q;
      q = q.where((eb) => containsText(eb, ['s.title', 's.summary', 's.title_en', 's.summary_en'], text));
    }
    return q;
  }
  return {
    async listTypes(tenantId: string, filter?: string): Promise<SolutionTypeRow[]> {
      let q = db.selectFrom('solution_types').selectAll().where('tenant_id', '=', tenantId);
      if (filter) q = q.where((eb) => containsText(eb, ['name', 'name_en'], filter));
      return (await q.orderBy('order_num').orderBy('name').execute()).map(typeOf);
    },
    async findType(tenantId: string, id: string, tx?: Tx | null): Promise<SolutionTypeRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('solution_types')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? typeOf(r) : undefined;
    },
    async typeNameTaken(tenantId: string, name: string, exceptId?: string, tx?: Tx | null): Promise<boolean> {
      let q = onTx(db, tx)
        .selectFrom('solution_types')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('name', '=', name);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return !!(await q.executeTakeFirst());
    },
    async insertType(t: SolutionTypeRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('solution_types')
        .values({ id: t.id, tenant_id: t.tenantId, created_at: t.createdAt, ...typeColumns(t) })
        .execute();
    },
    async updateType(t: SolutionTypeRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('solution_types')
        .set(typeColumns(t))
        .where('tenant_id', '=', t.tenantId)
        .where('id', '=', t.id)
        .execute();
    },
    async deleteType(tenantId: string, id: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx).deleteFrom('solution_types').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async countByType(tenantId: string, publishedOnly: boolean, tx?: Tx | null): Promise<Map<string, number>> {
      let q = onTx(db, tx)
        .selectFrom('solutions')
        .select(['solution_type_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', tenantId);
      if (publishedOnly) q = q.where('is_published', '=', true);
      const rows = await q.groupBy('solution_type_id').execute();
      return new Map(rows.map((r) => [r.solution_type_id, num(r.n)]));
    },
    /** Solutions in their type's order, then their own, newest first among equals. */
    async list(tenantId: string, f: SolutionFilter, window: RowWindow, tx?: Tx | null): Promise<Page<SolutionRow>> {
      return page(
        solutions(tenantId, f, tx),
        (rows) => rows.selectAll('s').orderBy('t.order_num').orderBy('s.order_num').orderBy('s.created_at', 'desc'),
        window,
        solutionOf,
      );
    },
    async find(tenantId: string, id: string, tx?: Tx | null): Promise<SolutionRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('solutions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? solutionOf(r) : undefined;
    },
    async insert(s: SolutionRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('solutions')
        .values({ id: s.id, tenant_id: s.tenantId, created_at: s.createdAt, ...solutionColumns(s) })
        .execute();
    },
    async update(s: SolutionRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('solutions')
        .set(solutionColumns(s))
        .where('tenant_id', '=', s.tenantId)
        .where('id', '=', s.id)
        .execute();
    },
    async remove(tenantId: string, id: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx).deleteFrom('solutions').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
}
export type SolutionRepository = ReturnType<typeof createSolutionRepository>;
