import type {
  AdminDocument,
  AdminSoftwarePackage,
  AdminSoftwareVersion,
  DocumentItem,
  SoftwarePackageItem,
  SoftwareVersion,
} from '@clearsight/contracts';
import type { Tx } from '../../shared/transaction.js';
import type {
  DocumentRow,
  DownloadRepository,
  PackageRow,
  SoftwareFileRow,
  VersionRow,
} from './download.repository.js';

/** Files are served only by these endpoints (publish state, members-only gate, download counter). */
export const softwareDownloadUrl = (id: string) => `/prod-api/downloads/software-files/${id}/file`;
export const documentDownloadUrl = (id: string) => `/prod-api/downloads/documents/${id}/file`;

const named = (id: string | null, name: string | null, nameEn: string | null) =>
  id && name !== null ? { id, name, nameEn: nameEn ?? '' } : null;

const toFile = (f: SoftwareFileRow) => ({
  id: f.id,
  os: f.os,
  arch: f.arch,
  fileName: f.fileName,
  size: f.size,
  sha256: f.sha256,
  membersOnly: f.membersOnly,
  downloadCount: f.downloadCount,
  downloadUrl: softwareDownloadUrl(f.id),
});

export function publicVersion(v: VersionRow, fileRows: SoftwareFileRow[]): SoftwareVersion {
  return {
    id: v.id,
    version: v.version,
    releaseTime: v.releasedAt,
    releaseNotesHtml: v.releaseNotesHtml,
    releaseNotesHtmlEn: v.releaseNotesHtmlEn,
    files: fileRows.filter((f) => f.versionId === v.id).map(toFile),
  };
}

/** A package card: its newest version among `versions` (newest first) and its downloads across `fileRows`. */
export function packageItem(p: PackageRow, versions: VersionRow[], fileRows: SoftwareFileRow[]): SoftwarePackageItem {
  const own = versions.filter((v) => v.packageId === p.id);
  const latest = own[0];
  return {
    id: p.id,
    name: p.name,
    nameEn: p.nameEn,
    category: p.category,
    summary: p.summary,
    summaryEn: p.summaryEn,
    productType: named(p.productTypeId, p.productTypeName, p.productTypeNameEn),
    series: named(p.seriesId, p.seriesName, p.seriesNameEn),
    latest: latest ? publicVersion(latest, fileRows) : null,
    versionCount: own.length,
    totalDownloads: fileRows.filter((f) => f.packageId === p.id).reduce((a, f) => a + f.downloadCount, 0),
    lastModificationTime: p.updatedAt,
  };
}

export function documentItem(d: DocumentRow): DocumentItem {
  return {
    id: d.id,
    title: d.title,
    titleEn: d.titleEn,
    docType: d.docType,
    language: d.language,
    version: d.version,
    summary: d.summary,
    summaryEn: d.summaryEn,
    fileName: d.fileName,
    mime: d.mime,
    size: d.size,
    sha256: d.sha256,
    membersOnly: d.membersOnly,
    downloadCount: d.downloadCount,
    downloadUrl: documentDownloadUrl(d.id),
    productType: named(d.productTypeId, d.productTypeName, d.productTypeNameEn),
    series: named(d.seriesId, d.seriesName, d.seriesNameEn),
    model:
      d.modelId && d.modelNumber
        ? { id: d.modelId, modelNumber: d.modelNumber, name: d.modelName ?? '', nameEn: d.modelNameEn ?? '' }
        : null,
    publishTime: d.publishedAt,
    lastModificationTime: d.updatedAt,
  };
}

export function adminDocument(d: DocumentRow): AdminDocument {
  return {
    ...documentItem(d),
    fileId: d.fileId,
    productTypeId: d.productTypeId,
    seriesId: d.seriesId,
    modelId: d.modelId,
    isPublished: d.isPublished,
    creationTime: d.createdAt,
  };
}

export function adminVersion(v: VersionRow, fileRows: SoftwareFileRow[]): AdminSoftwareVersion {
  return {
    id: v.id,
    packageId: v.packageId,
    version: v.version,
    releaseTime: v.releasedAt,
    releaseNotesMd: v.releaseNotesMd,
    releaseNotesMdEn: v.releaseNotesMdEn,
    isPublished: v.isPublished,
    files: fileRows.filter((f) => f.versionId === v.id).map((f) => ({ ...toFile(f), fileId: f.fileId })),
    creationTime: v.createdAt,
    lastModificationTime: v.updatedAt,
  };
}

/** Reads that shape packages with their versions and files. */
export function createSoftwareViews(repo: DownloadRepository) {
  /** The packages' versions (newest first) and those versions' files. */
  async function versionsFor(tenantId: string, packages: PackageRow[], publishedOnly: boolean, tx?: Tx | null) {
    const versions = await repo.software.versionsOf(
      tenantId,
      packages.map((p) => p.id),
      publishedOnly,
      tx,
    );
    const fileRows = await repo.software.filesOf(
      tenantId,
      versions.map((v) => v.id),
      tx,
    );
    return { versions, fileRows };
  }

  async function adminPackage(tenantId: string, p: PackageRow, tx?: Tx | null): Promise<AdminSoftwarePackage> {
    const { versions, fileRows } = await versionsFor(tenantId, [p], false, tx);
    return {
      id: p.id,
      name: p.name,
      nameEn: p.nameEn,
      category: p.category,
      summary: p.summary,
      summaryEn: p.summaryEn,
      descriptionMd: p.descriptionMd,
      descriptionMdEn: p.descriptionMdEn,
      productTypeId: p.productTypeId,
      seriesId: p.seriesId,
      orderNum: p.orderNum,
      isPublished: p.isPublished,
      versions: versions.map((v) => adminVersion(v, fileRows)),
      totalDownloads: fileRows.reduce((a, f) => a + f.downloadCount, 0),
      creationTime: p.createdAt,
      lastModificationTime: p.updatedAt,
    };
  }

  return { versionsFor, adminPackage };
}
export type SoftwareViews = ReturnType<typeof createSoftwareViews>;
