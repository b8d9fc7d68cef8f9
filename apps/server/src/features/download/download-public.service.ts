import type {
  DocumentItem,
  DocumentListQuery,
  ModelDownload,
  SoftwareListQuery,
  SoftwarePackageDetail,
  SoftwarePackageItem,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import type { Page } from '../../shared/paging.js';
import type { SessionUser } from '../../shared/request-context.js';
import type { Tx } from '../../shared/transaction.js';
import type { FileService, StoredFile } from '../file/file.service.js';
import type { DownloadRepository } from './download.repository.js';
import {
  documentDownloadUrl,
  documentItem,
  packageItem,
  publicVersion,
  softwareDownloadUrl,
  type SoftwareViews,
} from './download-views.js';

/** A gated file ready to stream, and how to count the download once bytes are sent. */
export interface DownloadTarget {
  stored: StoredFile;
  fileName: string;
  membersOnly: boolean;
  count: () => Promise<void>;
}

/** Members-only files answer 401 to guests. */
function gate(membersOnly: boolean, user: SessionUser | null): void {
  if (membersOnly && !user) throw AppError.unauthorized('该文件仅限注册会员下载，请先登录');
}

/** What visitors see: the software and document lists, their details, model pages' downloads, the files themselves. */
export function createDownloadPublicService(deps: {
  repo: DownloadRepository;
  clock: Clock;
  files: FileService;
  views: SoftwareViews;
}) {
  const { repo, clock, files, views } = deps;
  const now = () => clock.now().toISOString();

  return {
    async listSoftware(tenantId: string, query: z.infer<typeof SoftwareListQuery>): Promise<Page<SoftwarePackageItem>> {
      const packages = await repo.software.listPackages(tenantId, { ...query, publishedOnly: true });
      const { versions, fileRows } = await views.versionsFor(tenantId, packages, true);
      // Only packages with a published version are listed; the OS filter looks at that latest version.
      let items = packages.map((p) => packageItem(p, versions, fileRows)).filter((p) => p.latest !== null);
      if (query.os) items = items.filter((p) => p.latest?.files.some((f) => f.os === query.os || f.os === 'any'));
      return { items: items.slice(query.skipCount, query.skipCount + query.maxResultCount), totalCount: items.length };
    },

    async softwareDetail(tenantId: string, id: string): Promise<SoftwarePackageDetail> {
      const p = await repo.software.findPackage(tenantId, id);
      if (!p || !p.isPublished) throw AppError.notFound('软件不存在或已下架');
      const { versions, fileRows } = await views.versionsFor(tenantId, [p], true);
      return {
        ...packageItem(p, versions, fileRows),
        descriptionHtml: p.descriptionHtml,
        descriptionHtmlEn: p.descriptionHtmlEn,
        versions: versions.map((v) => publicVersion(v, fileRows)),
      };
    },

    async listDocuments(tenantId: string, query: z.infer<typeof DocumentListQuery>): Promise<Page<DocumentItem>> {
      const page = await repo.documents.list(
        tenantId,
        { ...query, visibleAt: now() },
        { offset: query.skipCount, limit: query.maxResultCount },
      );
      return { items: page.items.map(documentItem), totalCount: page.totalCount };
    },

    async documentDetail(tenantId: string, id: string): Promise<DocumentItem> {
      const [d] = await repo.documents.byIds(tenantId, [id], now());
      if (!d) throw AppError.notFound('文档不存在或已下架');
      return documentItem(d);
    },

    /** Public documents by id (solution pages), in the given order; hidden ones left out. */
    async documentsByIds(tenantId: string, ids: string[]): Promise<DocumentItem[]> {
      return (await repo.documents.byIds(tenantId, ids, now())).map(documentItem);
    },

    /**
     * Whether every id is an existing document (published or not), for validating staff input; in the
     * caller's unit of work when given.
     */
    async documentsExist(tenantId: string, ids: string[], tx?: Tx | null): Promise<boolean> {
      return (await repo.documents.byIds(tenantId, ids, null, tx)).length === ids.length;
    },

    /** A software file ready to stream, after the visibility and members-only checks. */
    async softwareFileForDownload(tenantId: string, id: string, user: SessionUser | null): Promise<DownloadTarget> {
      const f = await repo.software.findSoftwareFile(tenantId, id);
      const [v, p] = f
        ? await Promise.all([
            repo.software.findVersion(tenantId, f.versionId),
            repo.software.findPackage(tenantId, f.packageId),
          ])
        : [];
      if (!f || !v?.isPublished || !p?.isPublished) throw AppError.notFound('文件不存在或已下架');
      gate(f.membersOnly, user);
      const stored = await files.find(tenantId, f.fileId);
      if (!stored) throw AppError.notFound('文件不存在或已下架');
      return {
        stored,
        fileName: f.fileName,
        membersOnly: f.membersOnly,
        count: () => repo.software.countSoftwareDownload(tenantId, id),
      };
    },

    async documentFileForDownload(tenantId: string, id: string, user: SessionUser | null): Promise<DownloadTarget> {
      const [d] = await repo.documents.byIds(tenantId, [id], now());
      if (!d) throw AppError.notFound('文档不存在或已下架');
      gate(d.membersOnly, user);
      const stored = await files.find(tenantId, d.fileId);
      if (!stored) throw AppError.notFound('文档不存在或已下架');
      return {
        stored,
        fileName: d.fileName,
        membersOnly: d.membersOnly,
        count: () => repo.documents.countDownload(tenantId, id),
      };
    },

    /** Downloads shown on a model page: its documents and its series' documents, and software for it. */
    async modelDownloads(
      tenantId: string,
      model: { id: string; seriesId: string; productTypeId: string },
    ): Promise<ModelDownload[]> {
      const [docs, packages] = await Promise.all([
        repo.documents.forModel(tenantId, model.id, model.seriesId, now()),
        repo.software.packagesForModel(tenantId, model.productTypeId, model.seriesId),
      ]);
      const out: ModelDownload[] = docs.map((d) => ({
        kind: 'document',
        id: d.id,
        title: d.title,
        titleEn: d.titleEn,
        category: d.docType,
        language: d.language,
        version: d.version,
        fileName: d.fileName,
        size: d.size,
        sha256: d.sha256,
        membersOnly: d.membersOnly,
        downloadUrl: documentDownloadUrl(d.id),
        lastModificationTime: d.updatedAt,
      }));
      const { versions, fileRows } = await views.versionsFor(tenantId, packages, true);
      for (const p of packages) {
        const latest = versions.find((v) => v.packageId === p.id);
        if (!latest) continue;
        for (const f of fileRows.filter((x) => x.versionId === latest.id)) {
          const platform = f.os !== 'any' ? ` (${f.os}${f.arch !== 'any' ? `/${f.arch}` : ''})` : '';
          out.push({
            kind: 'software',
            id: f.id,
            title: `${p.name} ${latest.version}${platform}`,
            titleEn: p.nameEn ? `${p.nameEn} ${latest.version}${platform}` : '',
            category: p.category,
            language: '',
            version: latest.version,
            fileName: f.fileName,
            size: f.size,
            sha256: f.sha256,
            membersOnly: f.membersOnly,
            downloadUrl: softwareDownloadUrl(f.id),
            lastModificationTime: latest.updatedAt,
          });
        }
      }
      return out;
    },
  };
}
