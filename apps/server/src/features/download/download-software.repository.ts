import { Architecture, OperatingSystem, SoftwareCategory, type SoftwareFile } from '@clearsight/contracts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText, oneOf } from '../../db/repository-helpers.js';
import type { SoftwareFilesTable, SoftwarePackagesTable, SoftwareVersionsTable } from '../../db/schema/corporate.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, num } from '../../shared/values.js';

/** A software package as stored. */
export interface PackageRecord {
  id: string;
  tenantId: string;
  name: string;
  nameEn: string;
  category: SoftwareCategory;
  summary: string;
  summaryEn: string;
  descriptionMd: string;
  descriptionMdEn: string;
  descriptionHtml: string;
  descriptionHtmlEn: string;
  productTypeId: string | null;
  seriesId: string | null;
  orderNum: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A package as read, with the names of the product type and series it is linked to. */
export interface PackageRow extends PackageRecord {
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
  releaseNotesMdEn: string;
  releaseNotesHtml: string;
  releaseNotesHtmlEn: string;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SoftwareFileRow {
  id: string;
  versionId: string;
  packageId: string;
  os: SoftwareFile['os'];
  arch: SoftwareFile['arch'];
  fileId: string;
  fileName: string;
  size: number;
  sha256: string;
  membersOnly: boolean;
  downloadCount: number;
  orderNum: number;
  createdAt: string;
}

type PackageWithNames = Selectable<SoftwarePackagesTable> & {
  type_name: string | null;
  type_name_en: string | null;
  series_name: string | null;
  series_name_en: string | null;
};

const packageOf = (r: PackageWithNames): PackageRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  name: r.name,
  nameEn: r.name_en,
  category: oneOf(SoftwareCategory.options, r.category, 'software_packages.category'),
  summary: r.summary,
  summaryEn: r.summary_en,
  descriptionMd: r.description_md,
  descriptionMdEn: r.description_md_en,
  descriptionHtml: r.description_html,
  descriptionHtmlEn: r.description_html_en,
  productTypeId: r.product_type_id,
  seriesId: r.series_id,
  orderNum: num(r.order_num),
  isPublished: bool(r.is_published),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  productTypeName: r.type_name,
  productTypeNameEn: r.type_name_en,
  seriesName: r.series_name,
  seriesNameEn: r.series_name_en,
});
const versionOf = (r: Selectable<SoftwareVersionsTable>): VersionRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  packageId: r.package_id,
  version: r.version,
  releasedAt: iso(r.released_at),
  releaseNotesMd: r.release_notes_md,
  releaseNotesMdEn: r.release_notes_md_en,
  releaseNotesHtml: r.release_notes_html,
  releaseNotesHtmlEn: r.release_notes_html_en,
  isPublished: bool(r.is_published),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
const fileOf = (r: Selectable<SoftwareFilesTable>): SoftwareFileRow => ({
  id: r.id,
  versionId: r.version_id,
  packageId: r.package_id,
  os: oneOf(OperatingSystem.options, r.os, 'software_files.os'),
  arch: oneOf(Architecture.options, r.arch, 'software_files.arch'),
  fileId: r.file_id,
  fileName: r.file_name,
  size: num(r.size),
  sha256: r.sha256,
  membersOnly: bool(r.members_only),
  downloadCount: num(r.download_count),
  orderNum: num(r.order_num),
  createdAt: iso(r.created_at),
});

const packageColumns = (p: PackageRecord) => ({
  name: p.name,
  name_en: p.nameEn,
  category: p.category,
  summary: p.summary,
  summary_en: p.summaryEn,
  description_md: p.descriptionMd,
  description_md_en: p.descriptionMdEn,
  description_html: p.descriptionHtml,
  description_html_en: p.descriptionHtmlEn,
  product_type_id: p.productTypeId,
  series_id: p.seriesId,
  order_num: p.orderNum,
  is_published: p.isPublished,
  updated_at: p.updatedAt,
});

/** Software packages, their versions and each version's files (one per OS and architecture). */
export function createDownloadSoftwareRepository(db: Db) {
  function packages(tenantId: string, tx?: Tx | null) {
    return onTx(db, tx)
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
        const text = f.q;
        q = q.where((eb) => containsText(eb, ['p.name', 'p.name_en', 'p.summary', 'p.summary_en'], text));
      }
      return (await q.orderBy('p.order_num').orderBy('p.name').execute()).map(packageOf);
    },
    async findPackage(tenantId: string, id: string, tx?: Tx | null): Promise<PackageRow | undefined> {
      const r = await packages(tenantId, tx).where('p.id', '=', id).executeTakeFirst();
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
    async insertPackage(p: PackageRecord, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('software_packages')
        .values({ id: p.id, tenant_id: p.tenantId, created_at: p.createdAt, ...packageColumns(p) })
        .execute();
    },
    async updatePackage(p: PackageRecord, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('software_packages')
        .set(packageColumns(p))
        .where('tenant_id', '=', p.tenantId)
        .where('id', '=', p.id)
        .execute();
    },
    /** Deletes a package with its versions and their files. */
    async deletePackage(tx: Tx, tenantId: string, id: string): Promise<void> {
      const trx = onTx(db, tx);
      await trx.deleteFrom('software_files').where('tenant_id', '=', tenantId).where('package_id', '=', id).execute();
      await trx
        .deleteFrom('software_versions')
        .where('tenant_id', '=', tenantId)
        .where('package_id', '=', id)
        .execute();
      await trx.deleteFrom('software_packages').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },

    // ----- versions and files ----------------------------------------------------------------------
    /** Versions of the packages, newest release first. */
    async versionsOf(
      tenantId: string,
      packageIds: string[],
      publishedOnly: boolean,
      tx?: Tx | null,
    ): Promise<VersionRow[]> {
      if (packageIds.length === 0) return [];
      let q = onTx(db, tx)
        .selectFrom('software_versions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('package_id', 'in', packageIds);
      if (publishedOnly) q = q.where('is_published', '=', true);
      return (await q.orderBy('released_at', 'desc').orderBy('created_at', 'desc').execute()).map(versionOf);
    },
    async findVersion(tenantId: string, id: string, tx?: Tx | null): Promise<VersionRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('software_versions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? versionOf(r) : undefined;
    },
    async versionTaken(packageId: string, version: string, exceptId?: string, tx?: Tx | null): Promise<boolean> {
      let q = onTx(db, tx)
        .selectFrom('software_versions')
        .select('id')
        .where('package_id', '=', packageId)
        .where('version', '=', version);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return !!(await q.executeTakeFirst());
    },
    async filesOf(tenantId: string, versionIds: string[], tx?: Tx | null): Promise<SoftwareFileRow[]> {
      if (versionIds.length === 0) return [];
      const rows = await onTx(db, tx)
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
    /** Creates or replaces a version with its files, and marks the package as changed, all in `tx`. */
    async saveVersion(tx: Tx, v: VersionRow, files: SoftwareFileRow[], isNew: boolean): Promise<void> {
      const trx = onTx(db, tx);
      const values = {
        version: v.version,
        released_at: v.releasedAt,
        release_notes_md: v.releaseNotesMd,
        release_notes_md_en: v.releaseNotesMdEn,
        release_notes_html: v.releaseNotesHtml,
        release_notes_html_en: v.releaseNotesHtmlEn,
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
    },
    async deleteVersion(tx: Tx, tenantId: string, id: string): Promise<void> {
      const trx = onTx(db, tx);
      await trx.deleteFrom('software_files').where('tenant_id', '=', tenantId).where('version_id', '=', id).execute();
      await trx.deleteFrom('software_versions').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async countSoftwareDownload(tenantId: string, id: string): Promise<void> {
      await db
        .updateTable('software_files')
        .set({ download_count: sql`download_count + 1` })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
  };
}
