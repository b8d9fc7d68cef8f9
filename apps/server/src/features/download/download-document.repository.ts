import { DocumentLanguage, DocumentType } from '@clearsight/contracts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText, oneOf, page, type RowWindow } from '../../db/repository-helpers.js';
import type { DocumentsTable } from '../../db/schema/corporate.js';
import { onTx } from '../../db/transaction.js';
import type { Page } from '../../shared/paging.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, num } from '../../shared/values.js';

/** A document as stored. */
export interface DocumentRecord {
  id: string;
  tenantId: string;
  title: string;
  titleEn: string;
  docType: DocumentType;
  language: DocumentLanguage;
  version: string;
  summary: string;
  summaryEn: string;
  fileId: string;
  fileName: string;
  mime: string;
  size: number;
  sha256: string;
  productTypeId: string | null;
  seriesId: string | null;
  modelId: string | null;
  membersOnly: boolean;
  downloadCount: number;
  isPublished: boolean;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
}

/** A document as read, with the names of the product type, series and model it is linked to. */
export interface DocumentRow extends DocumentRecord {
  productTypeName: string | null;
  productTypeNameEn: string | null;
  seriesName: string | null;
  seriesNameEn: string | null;
  modelNumber: string | null;
  modelName: string | null;
  modelNameEn: string | null;
}

export interface DocumentFilter {
  q?: string | undefined;
  docType?: string | undefined;
  language?: string | undefined;
  productTypeId?: string | undefined;
  seriesId?: string | undefined;
  modelId?: string | undefined;
  /** Public reads: published and publish time reached. */
  visibleAt?: string | undefined;
}

type DocumentWithNames = Selectable<DocumentsTable> & {
  type_name: string | null;
  type_name_en: string | null;
  series_name: string | null;
  series_name_en: string | null;
  model_number: string | null;
  model_name: string | null;
  model_name_en: string | null;
};

const documentOf = (r: DocumentWithNames): DocumentRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  title: r.title,
  titleEn: r.title_en,
  docType: oneOf(DocumentType.options, r.doc_type, 'documents.doc_type'),
  language: oneOf(DocumentLanguage.options, r.language, 'documents.language'),
  version: r.version,
  summary: r.summary,
  summaryEn: r.summary_en,
  fileId: r.file_id,
  fileName: r.file_name,
  mime: r.mime,
  size: num(r.size),
  sha256: r.sha256,
  productTypeId: r.product_type_id,
  seriesId: r.series_id,
  modelId: r.model_id,
  membersOnly: bool(r.members_only),
  downloadCount: num(r.download_count),
  isPublished: bool(r.is_published),
  publishedAt: iso(r.published_at),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  productTypeName: r.type_name,
  productTypeNameEn: r.type_name_en,
  seriesName: r.series_name,
  seriesNameEn: r.series_name_en,
  modelNumber: r.model_number,
  modelName: r.model_name,
  modelNameEn: r.model_name_en,
});

const documentColumns = (d: DocumentRecord) => ({
  title: d.title,
  title_en: d.titleEn,
  doc_type: d.docType,
  language: d.language,
  version: d.version,
  summary: d.summary,
  summary_en: d.summaryEn,
  file_id: d.fileId,
  file_name: d.fileName,
  mime: d.mime,
  size: d.size,
  sha256: d.sha256,
  product_type_id: d.productTypeId,
  series_id: d.seriesId,
  model_id: d.modelId,
  members_only: d.membersOnly,
  is_published: d.isPublished,
  published_at: d.publishedAt,
  updated_at: d.updatedAt,
});

/** Documents (datasheets, manuals, CAD…) linked to a product type, series or model. */
export function createDownloadDocumentRepository(db: Db) {
  function documents(tenantId: string, f: DocumentFilter, tx?: Tx | null) {
    let q = onTx(db, tx)
      .selectFrom('documents as d')
      .leftJoin('product_types as t', 't.id', 'd.product_type_id')
      .leftJoin('product_series as s', 's.id', 'd.series_id')
      .leftJoin('product_models as m', 'm.id', 'd.model_id')
      .where('d.tenant_id', '=', tenantId);
    if (f.visibleAt) q = q.where('d.is_published', '=', true).where('d.published_at', '<=', f.visibleAt);
    if (f.docType) q = q.where('d.doc_type', '=', f.docType);
    if (f.language) q = q.where('d.language', '=', f.language);
    if (f.productTypeId) q = q.where('d.product_type_id', '=', f.productTypeId);
    if (f.seriesId) q = q.where('d.series_id', '=', f.seriesId);
    if (f.modelId) q = q.where('d.model_id', '=', f.modelId);
    if (f.q) {
      const text = f.q;
      q = q.where((eb) => containsText(eb, ['d.title', 'd.title_en', 'm.model_number', 'd.file_name'], text));
    }
    return q;
  }
  const withNames = (q: ReturnType<typeof documents>) =>
    q
      .selectAll('d')
      .select([
        't.name as type_name',
        't.name_en as type_name_en',
        's.name as series_name',
        's.name_en as series_name_en',
        'm.model_number as model_number',
        'm.name as model_name',
        'm.name_en as model_name_en',
      ]);

  return {
    async list(tenantId: string, f: DocumentFilter, window: RowWindow): Promise<Page<DocumentRow>> {
      return page(
        documents(tenantId, f),
        (rows) => withNames(rows).orderBy('d.published_at', 'desc').orderBy('d.title'),
        window,
        documentOf,
      );
    },
    /** Documents by id in the order asked for; with `visibleAt`, only those the public may see. */
    async byIds(tenantId: string, ids: string[], visibleAt: string | null, tx?: Tx | null): Promise<DocumentRow[]> {
      if (ids.length === 0) return [];
      const rows = await withNames(documents(tenantId, { visibleAt: visibleAt ?? undefined }, tx))
        .where('d.id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, documentOf(r)]));
      return ids.map((id) => byId.get(id)).filter((d): d is DocumentRow => !!d);
    },
    /** A model page's documents: the model's own, and its series' that name no model. */
    async forModel(tenantId: string, modelId: string, seriesId: string, visibleAt: string): Promise<DocumentRow[]> {
      const rows = await withNames(documents(tenantId, { visibleAt }))
        .where((eb) =>
          eb.or([
            eb('d.model_id', '=', modelId),
            eb.and([eb('d.series_id', '=', seriesId), eb('d.model_id', 'is', null)]),
          ]),
        )
        .orderBy('d.doc_type')
        .orderBy('d.published_at', 'desc')
        .execute();
      return rows.map(documentOf);
    },
    async find(tenantId: string, id: string, tx?: Tx | null): Promise<DocumentRow | undefined> {
      const r = await withNames(documents(tenantId, {}, tx))
        .where('d.id', '=', id)
        .executeTakeFirst();
      return r ? documentOf(r) : undefined;
    },
    async insert(d: DocumentRecord, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('documents')
        .values({
          id: d.id,
          tenant_id: d.tenantId,
          download_count: d.downloadCount,
          created_at: d.createdAt,
          ...documentColumns(d),
        })
        .execute();
    },
    async update(d: DocumentRecord, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('documents')
        .set(documentColumns(d))
        .where('tenant_id', '=', d.tenantId)
        .where('id', '=', d.id)
        .execute();
    },
    async remove(tenantId: string, id: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx).deleteFrom('documents').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async countDownload(tenantId: string, id: string): Promise<void> {
      await db
        .updateTable('documents')
        .set({ download_count: sql`download_count + 1` })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
  };
}
