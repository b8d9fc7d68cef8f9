import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { bool, iso, num } from '../../shared/values.js';

export interface PackageRow {
  id: string;
  tenantId: string;
  name: string;
  nameEn: string;
  category: string;
  summary: string;
  descriptionMd: string;
  descriptionHtml: string;
  productTypeId: string | null;
  seriesId: string | null;
  orderNum: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
  productTypeName: string | null;
  productTypeNameEn: string | null;
  seriesName: string | null;
  seriesNameEn: string | null;
}

export interface VersionRow {
  id: string;
  tenantId: string;
  packageId: string;
  version: string;
  releasedAt: string;
  releaseNotesMd: string;
  releaseNotesHtml: string;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SoftwareFileRow {
  id: string;
  versionId: string;
  packageId: string;
  os: string;
  arch: string;
  fileId: string;
  fileName: string;
  size: number;
  sha256: string;
  membersOnly: boolean;
  downloadCount: number;
  orderNum: number;
  createdAt: string;
}

export interface DocumentRow {
  id: string;
  tenantId: string;
  title: string;
  titleEn: string;
  docType: string;
  language: string;
  version: string;
  summary: string;
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
  productTypeName: string | null;
  productTypeNameEn: string | null;
  seriesName: string | null;
  seriesNameEn: string | null;
  modelNumber: string | null;
  modelName: string | null;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
const packageOf = (r: any): PackageRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  name: r.name,
  nameEn: r.name_en,
  category: r.category,
  summary: r.summary,
  descriptionMd: r.description_md,
  descriptionHtml: r.description_html,
  productTypeId: r.product_type_id,
  seriesId: r.series_id,
  orderNum: num(r.order_num),
  isPublished: bool(r.is_published),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  productTypeName: r.type_name ?? null,
  productTypeNameEn: r.type_name_en ?? null,
  seriesName: r.series_name ?? null,
  seriesNameEn: r.series_name_en ?? null,
});
const versionOf = (r: any): VersionRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  packageId: r.package_id,
  version: r.version,
  releasedAt: iso(r.released_at),
  releaseNotesMd: r.release_notes_md,
  releaseNotesHtml: r.release_notes_html,
  isPublished: bool(r.is_published),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
const fileOf = (r: any): SoftwareFileRow => ({
  id: r.id,
  versionId: r.version_id,
  packageId: r.package_id,
  os: r.os,
  arch: r.arch,
  fileId: r.file_id,
  fileName: r.file_name,
  size: num(r.size),
  sha256: r.sha256,
  membersOnly: bool(r.members_only),
  downloadCount: num(r.download_count),
  orderNum: num(r.order_num),
  createdAt: iso(r.created_at),
});
const documentOf = (r: any): DocumentRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  title: r.title,
  titleEn: r.title_en,
  docType: r.doc_type,
  language: r.language,
  version: r.version,
  summary: r.summary,
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
  productTypeName: r.type_name ?? null,
  productTypeNameEn: r.type_name_en ?? null,
  seriesName: r.series_name ?? null,
  seriesNameEn: r.series_name_en ?? null,
  modelNumber: r.model_number ?? null,
  modelName: r.model_name ?? null,
});
/* eslint-enable @typescript-eslint/no-explicit-any */

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

export function createDownloadRepository(db: Db) {
  function packages(tenantId: string) {
    return db
      .selectFrom('software_packages as p')
      .leftJoin('product_types as t', 't.id', 'p.product_type_id')
      .leftJoin('product_series as s', 's.id', 'p.series_id')
      .where('p.tenant_id', '=', tenantId)
      .selectAll('p')
      .select([
        't.name as type_name',
        't.name_en as type_name_en',
        's.name as series_name',
        's.name_en as series_name_en',
      ]);
  }
  function documents(tenantId: string, f: DocumentFilter) {
    let q = db
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
      const p = `%${f.q.toLowerCase()}%`;
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['d.title']), 'like', p),
          eb(eb.fn('lower', ['d.title_en']), 'like', p),
          eb(eb.fn('lower', ['m.model_number']), 'like', p),
          eb(eb.fn('lower', ['d.file_name']), 'like', p),
        ]),
      );
    }
    return q;
  }
  const withNames = <T extends ReturnType<typeof documents>>(q: T) =>
    q
      .selectAll('d')
      .select([
        't.name as type_name',
        't.name_en as type_name_en',
        's.name as series_name',
        's.name_en as series_name_en',
        'm.model_number as model_number',
        'm.name as model_name',
      ]);

  return {
    // ----- packages --------------------------------------------------------------------------------
    async listPackages(
      tenantId: string,
      f: {
        q?: string | undefined;
        category?: string | undefined;
        productTypeId?: string | undefined;
        seriesId?: string | undefined;
        publishedOnly: boolean;
      },
    ): Promise<PackageRow[]> {
      let q = packages(tenantId);
      if (f.publishedOnly) q = q.where('p.is_published', '=', true);
      if (f.category) q = q.where('p.category', '=', f.category);
      if (f.productTypeId) q = q.where('p.product_type_id', '=', f.productTypeId);
      if (f.seriesId) q = q.where('p.series_id', '=', f.seriesId);
      if (f.q) {
        const p = `%${f.q.toLowerCase()}%`;
        q = q.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['p.name']), 'like', p),
            eb(eb.fn('lower', ['p.name_en']), 'like', p),
            eb(eb.fn('lower', ['p.summary']), 'like', p),
          ]),
        );
      }
      return (await q.orderBy('p.order_num').orderBy('p.name').execute()).map(packageOf);
    },
    async findPackage(tenantId: string, id: string): Promise<PackageRow | undefined> {
      const r = await packages(tenantId).where('p.id', '=', id).executeTakeFirst();
      return r ? packageOf(r) : undefined;
    },
    /** Packages for a model page: those linked to its series, or to its type without a series. */
    async packagesForModel(tenantId: string, typeId: string, seriesId: string): Promise<PackageRow[]> {
      const rows = await packages(tenantId)
        .where('p.is_published', '=', true)
        .where((eb) =>
          eb.or([
            eb('p.series_id', '=', seriesId),
            eb.and([eb('p.product_type_id', '=', typeId), eb('p.series_id', 'is', null)]),
          ]),
        )
        .orderBy('p.order_num')
        .execute();
      return rows.map(packageOf);
    },
    async insertPackage(p: PackageRow): Promise<void> {
      await db
        .insertInto('software_packages')
        .values({
          id: p.id,
          tenant_id: p.tenantId,
          name: p.name,
          name_en: p.nameEn,
          category: p.category,
          summary: p.summary,
          description_md: p.descriptionMd,
          description_html: p.descriptionHtml,
          product_type_id: p.productTypeId,
          series_id: p.seriesId,
          order_num: p.orderNum,
          is_published: p.isPublished,
          created_at: p.createdAt,
          updated_at: p.updatedAt,
        })
        .execute();
    },
    async updatePackage(p: PackageRow): Promise<void> {
      await db
        .updateTable('software_packages')
        .set({
          name: p.name,
          name_en: p.nameEn,
          category: p.category,
          summary: p.summary,
          description_md: p.descriptionMd,
          description_html: p.descriptionHtml,
          product_type_id: p.productTypeId,
          series_id: p.seriesId,
          order_num: p.orderNum,
          is_published: p.isPublished,
          updated_at: p.updatedAt,
        })
        .where('tenant_id', '=', p.tenantId)
        .where('id', '=', p.id)
        .execute();
    },
    async deletePackage(tenantId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('software_files').where('tenant_id', '=', tenantId).where('package_id', '=', id).execute();
        await trx
          .deleteFrom('software_versions')
          .where('tenant_id', '=', tenantId)
          .where('package_id', '=', id)
          .execute();
        await trx.deleteFrom('software_packages').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
      });
    },

    // ----- versions and files ----------------------------------------------------------------------
    async versionsOf(tenantId: string, packageIds: string[], publishedOnly: boolean): Promise<VersionRow[]> {
      if (packageIds.length === 0) return [];
      let q = db
        .selectFrom('software_versions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('package_id', 'in', packageIds);
      if (publishedOnly) q = q.where('is_published', '=', true);
      return (await q.orderBy('released_at', 'desc').orderBy('created_at', 'desc').execute()).map(versionOf);
    },
    async findVersion(tenantId: string, id: string): Promise<VersionRow | undefined> {
      const r = await db
        .selectFrom('software_versions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? versionOf(r) : undefined;
    },
    async versionTaken(packageId: string, version: string, exceptId?: string): Promise<boolean> {
      let q = db
        .selectFrom('software_versions')
        .select('id')
        .where('package_id', '=', packageId)
        .where('version', '=', version);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return !!(await q.executeTakeFirst());
    },
    async filesOf(tenantId: string, versionIds: string[]): Promise<SoftwareFileRow[]> {
      if (versionIds.length === 0) return [];
      const rows = await db
        .selectFrom('software_files')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('version_id', 'in', versionIds)
        .orderBy('order_num')
        .execute();
      return rows.map(fileOf);
    },
    async findSoftwareFile(tenantId: string, id: string): Promise<SoftwareFileRow | undefined> {
      const r = await db
        .selectFrom('software_files')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? fileOf(r) : undefined;
    },
    async saveVersion(v: VersionRow, files: SoftwareFileRow[], isNew: boolean): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const values = {
          version: v.version,
          released_at: v.releasedAt,
          release_notes_md: v.releaseNotesMd,
          release_notes_html: v.releaseNotesHtml,
          is_published: v.isPublished,
          updated_at: v.updatedAt,
        };
        if (isNew) {
          await trx
            .insertInto('software_versions')
            .values({ id: v.id, tenant_id: v.tenantId, package_id: v.packageId, created_at: v.createdAt, ...values })
            .execute();
        } else {
          await trx
            .updateTable('software_versions')
            .set(values)
            .where('tenant_id', '=', v.tenantId)
            .where('id', '=', v.id)
            .execute();
        }
        // Files kept (same uploaded file) keep their id and download count; others are replaced.
        const existing = (
          await trx.selectFrom('software_files').selectAll().where('version_id', '=', v.id).execute()
        ).map(fileOf);
        const keep = new Set(files.map((f) => f.fileId));
        const gone = existing.filter((e) => !keep.has(e.fileId)).map((e) => e.id);
        if (gone.length > 0) await trx.deleteFrom('software_files').where('id', 'in', gone).execute();
        for (const f of files) {
          const same = existing.find((e) => e.fileId === f.fileId);
          if (same) {
            await trx
              .updateTable('software_files')
              .set({ os: f.os, arch: f.arch, members_only: f.membersOnly, order_num: f.orderNum })
              .where('id', '=', same.id)
              .execute();
          } else {
            await trx
              .insertInto('software_files')
              .values({
                id: f.id,
                tenant_id: v.tenantId,
                version_id: v.id,
                package_id: v.packageId,
                os: f.os,
                arch: f.arch,
                file_id: f.fileId,
                file_name: f.fileName,
                size: f.size,
                sha256: f.sha256,
                members_only: f.membersOnly,
                download_count: 0,
                order_num: f.orderNum,
                created_at: f.createdAt,
              })
              .execute();
          }
        }
        await trx
          .updateTable('software_packages')
          .set({ updated_at: v.updatedAt })
          .where('id', '=', v.packageId)
          .execute();
      });
    },
    async deleteVersion(tenantId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('software_files').where('tenant_id', '=', tenantId).where('version_id', '=', id).execute();
        await trx.deleteFrom('software_versions').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
      });
    },
    async countSoftwareDownload(tenantId: string, id: string): Promise<void> {
      await db
        .updateTable('software_files')
        .set({ download_count: sql`download_count + 1` })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },

    // ----- documents -------------------------------------------------------------------------------
    async listDocuments(
      tenantId: string,
      f: DocumentFilter,
      offset: number,
      limit: number,
    ): Promise<{ items: DocumentRow[]; totalCount: number }> {
      const [rows, total] = await Promise.all([
        withNames(documents(tenantId, f))
          .orderBy('d.published_at', 'desc')
          .orderBy('d.title')
          .offset(offset)
          .limit(limit)
          .execute(),
        documents(tenantId, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ]);
      return { items: rows.map(documentOf), totalCount: num(total?.n) };
    },
    async documentsByIds(tenantId: string, ids: string[], visibleAt: string | null): Promise<DocumentRow[]> {
      if (ids.length === 0) return [];
      const rows = await withNames(documents(tenantId, { visibleAt: visibleAt ?? undefined }))
        .where('d.id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, documentOf(r)]));
      return ids.map((id) => byId.get(id)).filter((d): d is DocumentRow => !!d);
    },
    async documentsForModel(
      tenantId: string,
      modelId: string,
      seriesId: string,
      visibleAt: string,
    ): Promise<DocumentRow[]> {
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
    async findDocument(tenantId: string, id: string): Promise<DocumentRow | undefined> {
      const r = await withNames(documents(tenantId, {})).where('d.id', '=', id).executeTakeFirst();
      return r ? documentOf(r) : undefined;
    },
    async insertDocument(d: DocumentRow): Promise<void> {
      await db
        .insertInto('documents')
        .values({
          id: d.id,
          tenant_id: d.tenantId,
          title: d.title,
          title_en: d.titleEn,
          doc_type: d.docType,
          language: d.language,
          version: d.version,
          summary: d.summary,
          file_id: d.fileId,
          file_name: d.fileName,
          mime: d.mime,
          size: d.size,
          sha256: d.sha256,
          product_type_id: d.productTypeId,
          series_id: d.seriesId,
          model_id: d.modelId,
          members_only: d.membersOnly,
          download_count: d.downloadCount,
          is_published: d.isPublished,
          published_at: d.publishedAt,
          created_at: d.createdAt,
          updated_at: d.updatedAt,
        })
        .execute();
    },
    async updateDocument(d: DocumentRow): Promise<void> {
      await db
        .updateTable('documents')
        .set({
          title: d.title,
          title_en: d.titleEn,
          doc_type: d.docType,
          language: d.language,
          version: d.version,
          summary: d.summary,
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
        })
        .where('tenant_id', '=', d.tenantId)
        .where('id', '=', d.id)
        .execute();
    },
    async deleteDocument(tenantId: string, id: string): Promise<void> {
      await db.deleteFrom('documents').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async countDocumentDownload(tenantId: string, id: string): Promise<void> {
      await db
        .updateTable('documents')
        .set({ download_count: sql`download_count + 1` })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
  };
}
export type DownloadRepository = ReturnType<typeof createDownloadRepository>;
