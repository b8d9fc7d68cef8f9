import type {
  AdminDocument,
  AdminSoftwarePackage,
  AdminSoftwareVersion,
  DocumentItem,
  ModelDownload,
  SoftwarePackageDetail,
  SoftwarePackageItem,
  SoftwareVersion,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import { auditedCrud, type Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { Page } from '../../shared/paging.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import { renderMarkdownHtml, markdownToText } from '../../shared/markdown.js';
import type { FileService } from '../file/file.service.js';
import type { StoredFile } from '../file/file.service.js';
import type { SearchEntry, SearchIndex } from '../search/search.service.js';
import type {
  DocumentRow,
  DownloadRepository,
  PackageRow,
  SoftwareFileRow,
  VersionRow,
} from './download.repository.js';

/** What the download feature needs to know about the catalogue (wired from the catalog repository). */
export interface CatalogLookup {
  type(tenantId: string, id: string): Promise<{ id: string } | undefined>;
  series(tenantId: string, id: string): Promise<{ id: string; productTypeId: string } | undefined>;
  model(tenantId: string, id: string): Promise<{ id: string; seriesId: string; productTypeId: string } | undefined>;
}

type PackageInput = {
  name: string;
  nameEn: string;
  category: string;
  summary: string;
  descriptionMd: string;
  productTypeId: string | null;
  seriesId: string | null;
  orderNum: number;
  isPublished: boolean;
};
type VersionInput = {
  version: string;
  releaseTime: string;
  releaseNotesMd: string;
  isPublished: boolean;
  files: Array<{ fileId: string; os: string; arch: string; membersOnly: boolean }>;
};
type DocumentInput = {
  title: string;
  titleEn: string;
  docType: string;
  language: string;
  version: string;
  summary: string;
  fileId: string;
  productTypeId: string | null;
  seriesId: string | null;
  modelId: string | null;
  membersOnly: boolean;
  isPublished: boolean;
  publishTime: string | null;
};

export const softwareDownloadUrl = (id: string) => `/prod-api/downloads/software-files/${id}/file`;
export const documentDownloadUrl = (id: string) => `/prod-api/downloads/documents/${id}/file`;

const named = (id: string | null, name: string | null, nameEn: string | null) =>
  id && name !== null ? { id, name, nameEn: nameEn ?? '' } : null;

/** A gated file ready to stream, and how to count the download once bytes are sent. */
export interface DownloadTarget {
  stored: StoredFile;
  fileName: string;
  membersOnly: boolean;
  count: () => Promise<void>;
}

export function createDownloadService(deps: {
  repo: DownloadRepository;
  clock: Clock;
  audit: Audit;
  files: FileService;
  catalog: CatalogLookup;
  search: SearchIndex;
}) {
  const { repo, clock, files, catalog, search } = deps;
  const now = () => clock.now().toISOString();

  // ----- shaping ---------------------------------------------------------------------------------
  const toFile = (f: SoftwareFileRow) => ({
    id: f.id,
    os: f.os as SoftwareVersion['files'][number]['os'],
    arch: f.arch as SoftwareVersion['files'][number]['arch'],
    fileName: f.fileName,
    size: f.size,
    sha256: f.sha256,
    membersOnly: f.membersOnly,
    downloadCount: f.downloadCount,
    downloadUrl: softwareDownloadUrl(f.id),
  });

  async function versionsFor(tenantId: string, packages: PackageRow[], publishedOnly: boolean) {
    const versions = await repo.versionsOf(
      tenantId,
      packages.map((p) => p.id),
      publishedOnly,
    );
    const fileRows = await repo.filesOf(
      tenantId,
      versions.map((v) => v.id),
    );
    return { versions, fileRows };
  }

  function publicVersion(v: VersionRow, fileRows: SoftwareFileRow[]): SoftwareVersion {
    return {
      id: v.id,
      version: v.version,
      releaseTime: v.releasedAt,
      releaseNotesHtml: v.releaseNotesHtml,
      files: fileRows.filter((f) => f.versionId === v.id).map(toFile),
    };
  }

  function packageItem(p: PackageRow, versions: VersionRow[], fileRows: SoftwareFileRow[]): SoftwarePackageItem {
    const own = versions.filter((v) => v.packageId === p.id);
    const latest = own[0];
    return {
      id: p.id,
      name: p.name,
      nameEn: p.nameEn,
      category: p.category as SoftwarePackageItem['category'],
      summary: p.summary,
      productType: named(p.productTypeId, p.productTypeName, p.productTypeNameEn),
      series: named(p.seriesId, p.seriesName, p.seriesNameEn),
      latest: latest ? publicVersion(latest, fileRows) : null,
      versionCount: own.length,
      totalDownloads: fileRows.filter((f) => f.packageId === p.id).reduce((a, f) => a + f.downloadCount, 0),
      lastModificationTime: p.updatedAt,
    };
  }

  function documentItem(d: DocumentRow): DocumentItem {
    return {
      id: d.id,
      title: d.title,
      titleEn: d.titleEn,
      docType: d.docType as DocumentItem['docType'],
      language: d.language as DocumentItem['language'],
      version: d.version,
      summary: d.summary,
      fileName: d.fileName,
      mime: d.mime,
      size: d.size,
      sha256: d.sha256,
      membersOnly: d.membersOnly,
      downloadCount: d.downloadCount,
      downloadUrl: documentDownloadUrl(d.id),
      productType: named(d.productTypeId, d.productTypeName, d.productTypeNameEn),
      series: named(d.seriesId, d.seriesName, d.seriesNameEn),
      model: d.modelId && d.modelNumber ? { id: d.modelId, modelNumber: d.modelNumber, name: d.modelName ?? '' } : null,
      publishTime: d.publishedAt,
      lastModificationTime: d.updatedAt,
    };
  }

  function adminDocument(d: DocumentRow): AdminDocument {
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

  async function adminPackage(tenantId: string, p: PackageRow): Promise<AdminSoftwarePackage> {
    const { versions, fileRows } = await versionsFor(tenantId, [p], false);
    return {
      id: p.id,
      name: p.name,
      nameEn: p.nameEn,
      category: p.category as AdminSoftwarePackage['category'],
      summary: p.summary,
      descriptionMd: p.descriptionMd,
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

  function adminVersion(v: VersionRow, fileRows: SoftwareFileRow[]): AdminSoftwareVersion {
    return {
      id: v.id,
      packageId: v.packageId,
      version: v.version,
      releaseTime: v.releasedAt,
      releaseNotesMd: v.releaseNotesMd,
      isPublished: v.isPublished,
      files: fileRows.filter((f) => f.versionId === v.id).map((f) => ({ ...toFile(f), fileId: f.fileId })),
      creationTime: v.createdAt,
      lastModificationTime: v.updatedAt,
    };
  }

  // ----- validation ------------------------------------------------------------------------------
  async function resolveLinks(
    tenantId: string,
    input: { productTypeId: string | null; seriesId: string | null; modelId?: string | null },
  ) {
    if (input.modelId) {
      const m = await catalog.model(tenantId, input.modelId);
      if (!m) throw AppError.field('modelId', '所选型号不存在');
      return { productTypeId: m.productTypeId, seriesId: m.seriesId, modelId: m.id };
    }
    if (input.seriesId) {
      const s = await catalog.series(tenantId, input.seriesId);
      if (!s) throw AppError.field('seriesId', '所选系列不存在');
      return { productTypeId: s.productTypeId, seriesId: s.id, modelId: null };
    }
    if (input.productTypeId) {
      if (!(await catalog.type(tenantId, input.productTypeId)))
        throw AppError.field('productTypeId', '所选产品类型不存在');
      return { productTypeId: input.productTypeId, seriesId: null, modelId: null };
    }
    return { productTypeId: null, seriesId: null, modelId: null };
  }

  async function requireFile(tenantId: string, fileId: string, member: string): Promise<StoredFile> {
    const f = await files.find(tenantId, fileId);
    if (!f) throw AppError.field(member, '文件不存在，请重新上传');
    if (f.kind === 'video') throw AppError.field(member, '这里不能使用视频文件');
    return f;
  }

  // ----- search ----------------------------------------------------------------------------------
  async function indexPackage(tenantId: string, id: string): Promise<void> {
    const p = await repo.findPackage(tenantId, id);
    if (!p || !p.isPublished) {
      await search.remove({ kind: 'software', id, tenantId });
      return;
    }
    await search.upsert(await packageEntry(tenantId, p));
  }
  async function packageEntry(tenantId: string, p: PackageRow): Promise<SearchEntry> {
    const versions = await repo.versionsOf(tenantId, [p.id], true);
    return {
      kind: 'software',
      id: p.id,
      tenantId,
      title: p.name,
      body: [p.summary, markdownToText(p.descriptionMd), versions.map((v) => v.version).join(' ')]
        .filter(Boolean)
        .join(' '),
      keywords: [p.nameEn, p.productTypeName, p.seriesName].filter(Boolean).join(' '),
      url: `/serviceSupport/softwareDownload?id=${p.id}`,
      updatedAt: p.updatedAt,
    };
  }
  const documentEntry = (tenantId: string, d: DocumentRow): SearchEntry => ({
    kind: 'document',
    id: d.id,
    tenantId,
    title: d.title,
    body: [d.summary, d.version, d.fileName].filter(Boolean).join(' '),
    keywords: [d.titleEn, d.modelNumber, d.seriesName, d.productTypeName].filter(Boolean).join(' '),
    url: `/serviceSupport/documentDownload?id=${d.id}`,
    visibleFrom: d.publishedAt,
    updatedAt: d.updatedAt,
  });
  async function indexDocument(tenantId: string, d: DocumentRow): Promise<void> {
    if (d.isPublished) await search.upsert(documentEntry(tenantId, d));
    else await search.remove({ kind: 'document', id: d.id, tenantId });
  }

  // ----- delivery --------------------------------------------------------------------------------
  function gate(membersOnly: boolean, user: SessionUser | null): void {
    if (membersOnly && !user) throw AppError.unauthorized('该文件仅限注册会员下载，请先登录');
  }

  /** Creates a version under a package or replaces one, with its files; audited. */
  async function saveVersion(
    ctx: RequestContext,
    target: { packageId: string } | { versionId: string },
    input: VersionInput,
  ): Promise<AdminSoftwareVersion> {
    let existing: VersionRow | undefined;
    let before: AdminSoftwareVersion | undefined;
    let packageId: string;
    if ('versionId' in target) {
      existing = await repo.findVersion(ctx.tenantId, target.versionId);
      if (!existing) throw AppError.notFound('版本不存在');
      before = adminVersion(existing, await repo.filesOf(ctx.tenantId, [existing.id]));
      packageId = existing.packageId;
    } else {
      if (!(await repo.findPackage(ctx.tenantId, target.packageId))) throw AppError.notFound('软件不存在');
      packageId = target.packageId;
    }
    if (await repo.versionTaken(packageId, input.version, existing?.id))
      throw AppError.field('version', `版本 ${input.version} 已存在`);
    const seen = new Set<string>();
    const fileRows: SoftwareFileRow[] = [];
    for (const [index, f] of input.files.entries()) {
      if (seen.has(f.fileId)) throw AppError.field(`files.${index}.fileId`, '同一个文件不能添加两次');
      seen.add(f.fileId);
      const stored = await requireFile(ctx.tenantId, f.fileId, `files.${index}.fileId`);
      fileRows.push({
        id: newId(),
        versionId: existing?.id ?? '',
        packageId,
        os: f.os,
        arch: f.arch,
        fileId: stored.id,
        fileName: stored.originalName,
        size: stored.size,
        sha256: stored.sha256,
        membersOnly: f.membersOnly,
        downloadCount: 0,
        orderNum: index,
        createdAt: now(),
      });
    }
    // Served only through the download endpoint (publish state, members only, counter) from now on.
    await files.restrict(
      ctx.tenantId,
      fileRows.map((f) => f.fileId),
    );
    const row: VersionRow = {
      id: existing?.id ?? newId(),
      tenantId: ctx.tenantId,
      packageId,
      version: input.version,
      releasedAt: new Date(input.releaseTime).toISOString(),
      releaseNotesMd: input.releaseNotesMd,
      releaseNotesHtml: renderMarkdownHtml(input.releaseNotesMd),
      isPublished: input.isPublished,
      createdAt: existing?.createdAt ?? now(),
      updatedAt: now(),
    };
    await repo.saveVersion(
      row,
      fileRows.map((f) => ({ ...f, versionId: row.id })),
      !existing,
    );
    await indexPackage(ctx.tenantId, packageId);
    const after = adminVersion(row, await repo.filesOf(ctx.tenantId, [row.id]));
    await deps.audit.record(ctx, {
      action: existing ? 'software_version.update' : 'software_version.create',
      targetType: 'software_version',
      targetId: row.id,
      before,
      after,
    });
    return after;
  }

  return {
    // ----- public ----------------------------------------------------------------------------------
    async listSoftware(
      tenantId: string,
      query: {
        q?: string | undefined;
        category?: string | undefined;
        os?: string | undefined;
        productTypeId?: string | undefined;
        seriesId?: string | undefined;
        skipCount: number;
        maxResultCount: number;
      },
    ): Promise<Page<SoftwarePackageItem>> {
      const packages = await repo.listPackages(tenantId, { ...query, publishedOnly: true });
      const { versions, fileRows } = await versionsFor(tenantId, packages, true);
      let items = packages.map((p) => packageItem(p, versions, fileRows)).filter((p) => p.latest !== null);
      if (query.os) items = items.filter((p) => p.latest!.files.some((f) => f.os === query.os || f.os === 'any'));
      return { items: items.slice(query.skipCount, query.skipCount + query.maxResultCount), totalCount: items.length };
    },

    async softwareDetail(tenantId: string, id: string): Promise<SoftwarePackageDetail> {
      const p = await repo.findPackage(tenantId, id);
      if (!p || !p.isPublished) throw AppError.notFound('软件不存在或已下架');
      const { versions, fileRows } = await versionsFor(tenantId, [p], true);
      return {
        ...packageItem(p, versions, fileRows),
        descriptionHtml: p.descriptionHtml,
        versions: versions.map((v) => publicVersion(v, fileRows)),
      };
    },

    async listDocuments(
      tenantId: string,
      query: {
        q?: string | undefined;
        docType?: string | undefined;
        language?: string | undefined;
        productTypeId?: string | undefined;
        seriesId?: string | undefined;
        modelId?: string | undefined;
        skipCount: number;
        maxResultCount: number;
      },
    ): Promise<Page<DocumentItem>> {
      const page = await repo.listDocuments(
        tenantId,
        { ...query, visibleAt: now() },
        query.skipCount,
        query.maxResultCount,
      );
      return { items: page.items.map(documentItem), totalCount: page.totalCount };
    },

    async documentDetail(tenantId: string, id: string): Promise<DocumentItem> {
      const [d] = await repo.documentsByIds(tenantId, [id], now());
      if (!d) throw AppError.notFound('文档不存在或已下架');
      return documentItem(d);
    },

    /** Public documents by id (solution pages), in the given order; hidden ones left out. */
    async documentsByIds(tenantId: string, ids: string[]): Promise<DocumentItem[]> {
      return (await repo.documentsByIds(tenantId, ids, now())).map(documentItem);
    },

    /** Whether every id is an existing document (published or not), for validating staff input. */
    async documentsExist(tenantId: string, ids: string[]): Promise<boolean> {
      return (await repo.documentsByIds(tenantId, ids, null)).length === ids.length;
    },

    /** A software file ready to stream, after the visibility and members-only checks. */
    async softwareFileForDownload(tenantId: string, id: string, user: SessionUser | null): Promise<DownloadTarget> {
      const f = await repo.findSoftwareFile(tenantId, id);
      const [v, p] = f
        ? await Promise.all([repo.findVersion(tenantId, f.versionId), repo.findPackage(tenantId, f.packageId)])
        : [];
      if (!f || !v?.isPublished || !p?.isPublished) throw AppError.notFound('文件不存在或已下架');
      gate(f.membersOnly, user);
      const stored = await files.find(tenantId, f.fileId);
      if (!stored) throw AppError.notFound('文件不存在或已下架');
      return {
        stored,
        fileName: f.fileName,
        membersOnly: f.membersOnly,
        count: () => repo.countSoftwareDownload(tenantId, id),
      };
    },

    async documentFileForDownload(tenantId: string, id: string, user: SessionUser | null): Promise<DownloadTarget> {
      const [d] = await repo.documentsByIds(tenantId, [id], now());
      if (!d) throw AppError.notFound('文档不存在或已下架');
      gate(d.membersOnly, user);
      const stored = await files.find(tenantId, d.fileId);
      if (!stored) throw AppError.notFound('文档不存在或已下架');
      return {
        stored,
        fileName: d.fileName,
        membersOnly: d.membersOnly,
        count: () => repo.countDocumentDownload(tenantId, id),
      };
    },

    /** Downloads shown on a model page: its documents and its series' documents, and software for it. */
    async modelDownloads(
      tenantId: string,
      model: { id: string; seriesId: string; productTypeId: string },
    ): Promise<ModelDownload[]> {
      const [docs, packages] = await Promise.all([
        repo.documentsForModel(tenantId, model.id, model.seriesId, now()),
        repo.packagesForModel(tenantId, model.productTypeId, model.seriesId),
      ]);
      const out: ModelDownload[] = docs.map((d) => ({
        kind: 'document',
        id: d.id,
        title: d.title,
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
      const { versions, fileRows } = await versionsFor(tenantId, packages, true);
      for (const p of packages) {
        const latest = versions.find((v) => v.packageId === p.id);
        if (!latest) continue;
        for (const f of fileRows.filter((x) => x.versionId === latest.id)) {
          out.push({
            kind: 'software',
            id: f.id,
            title: `${p.name} ${latest.version}${f.os !== 'any' ? ` (${f.os}${f.arch !== 'any' ? `/${f.arch}` : ''})` : ''}`,
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

    async searchEntries(tenantId: string): Promise<SearchEntry[]> {
      const packages = await repo.listPackages(tenantId, { publishedOnly: true });
      const out: SearchEntry[] = [];
      for (const p of packages) out.push(await packageEntry(tenantId, p));
      const docs = await repo.listDocuments(tenantId, {}, 0, 100_000);
      for (const d of docs.items) if (d.isPublished) out.push(documentEntry(tenantId, d));
      return out;
    },

    // ----- admin: packages -------------------------------------------------------------------------
    packages: auditedCrud(
      {
        async list(
          ctx: RequestContext,
          query: {
            filter?: string | undefined;
            category?: string | undefined;
            skipCount: number;
            maxResultCount: number;
          },
        ) {
          const all = await repo.listPackages(ctx.tenantId, {
            q: query.filter,
            category: query.category,
            publishedOnly: false,
          });
          const page = all.slice(query.skipCount, query.skipCount + query.maxResultCount);
          return { items: await Promise.all(page.map((p) => adminPackage(ctx.tenantId, p))), totalCount: all.length };
        },
        async get(ctx: RequestContext, id: string) {
          const p = await repo.findPackage(ctx.tenantId, id);
          return p ? adminPackage(ctx.tenantId, p) : undefined;
        },
        async create(ctx: RequestContext, input: PackageInput) {
          const links = await resolveLinks(ctx.tenantId, input);
          const id = newId();
          await repo.insertPackage({
            id,
            tenantId: ctx.tenantId,
            ...input,
            productTypeId: links.productTypeId,
            seriesId: links.seriesId,
            descriptionHtml: renderMarkdownHtml(input.descriptionMd),
            createdAt: now(),
            updatedAt: now(),
            productTypeName: null,
            productTypeNameEn: null,
            seriesName: null,
            seriesNameEn: null,
          });
          await indexPackage(ctx.tenantId, id);
          return adminPackage(ctx.tenantId, (await repo.findPackage(ctx.tenantId, id))!);
        },
        async update(ctx: RequestContext, id: string, input: PackageInput) {
          const existing = await repo.findPackage(ctx.tenantId, id);
          if (!existing) throw AppError.notFound('软件不存在');
          const links = await resolveLinks(ctx.tenantId, input);
          await repo.updatePackage({
            ...existing,
            ...input,
            productTypeId: links.productTypeId,
            seriesId: links.seriesId,
            descriptionHtml: renderMarkdownHtml(input.descriptionMd),
            updatedAt: now(),
          });
          await indexPackage(ctx.tenantId, id);
          return adminPackage(ctx.tenantId, (await repo.findPackage(ctx.tenantId, id))!);
        },
        async remove(ctx: RequestContext, id: string) {
          await repo.deletePackage(ctx.tenantId, id);
          await search.remove({ kind: 'software', id, tenantId: ctx.tenantId });
        },
      },
      deps.audit,
      { targetType: 'software_package', notFound: '软件不存在' },
    ),

    // ----- admin: versions -------------------------------------------------------------------------
    versions: {
      create: (ctx: RequestContext, packageId: string, input: VersionInput) => saveVersion(ctx, { packageId }, input),
      update: (ctx: RequestContext, versionId: string, input: VersionInput) => saveVersion(ctx, { versionId }, input),
      async remove(ctx: RequestContext, id: string): Promise<{ ok: true }> {
        const v = await repo.findVersion(ctx.tenantId, id);
        if (!v) throw AppError.notFound('版本不存在');
        const before = adminVersion(v, await repo.filesOf(ctx.tenantId, [v.id]));
        await repo.deleteVersion(ctx.tenantId, id);
        await indexPackage(ctx.tenantId, v.packageId);
        await deps.audit.record(ctx, {
          action: 'software_version.delete',
          targetType: 'software_version',
          targetId: id,
          before,
        });
        return { ok: true };
      },
    },

    // ----- admin: documents ------------------------------------------------------------------------
    documents: auditedCrud(
      {
        async list(
          ctx: RequestContext,
          query: {
            filter?: string | undefined;
            docType?: string | undefined;
            productTypeId?: string | undefined;
            skipCount: number;
            maxResultCount: number;
          },
        ) {
          const page = await repo.listDocuments(
            ctx.tenantId,
            { q: query.filter, docType: query.docType, productTypeId: query.productTypeId },
            query.skipCount,
            query.maxResultCount,
          );
          return { items: page.items.map(adminDocument), totalCount: page.totalCount };
        },
        async get(ctx: RequestContext, id: string) {
          const d = await repo.findDocument(ctx.tenantId, id);
          return d ? adminDocument(d) : undefined;
        },
        async create(ctx: RequestContext, input: DocumentInput) {
          return saveDocument(ctx, null, input);
        },
        async update(ctx: RequestContext, id: string, input: DocumentInput) {
          const existing = await repo.findDocument(ctx.tenantId, id);
          if (!existing) throw AppError.notFound('文档不存在');
          return saveDocument(ctx, existing, input);
        },
        async remove(ctx: RequestContext, id: string) {
          await repo.deleteDocument(ctx.tenantId, id);
          await search.remove({ kind: 'document', id, tenantId: ctx.tenantId });
        },
      },
      deps.audit,
      { targetType: 'document', notFound: '文档不存在' },
    ),
  };

  async function saveDocument(
    ctx: RequestContext,
    existing: DocumentRow | null,
    input: DocumentInput,
  ): Promise<AdminDocument> {
    const stored = await requireFile(ctx.tenantId, input.fileId, 'fileId');
    const links = await resolveLinks(ctx.tenantId, input);
    // Served only through the document endpoint (publish time, members only, counter) from now on.
    await files.restrict(ctx.tenantId, [stored.id]);
    const row: DocumentRow = {
      id: existing?.id ?? newId(),
      tenantId: ctx.tenantId,
      title: input.title,
      titleEn: input.titleEn,
      docType: input.docType,
      language: input.language,
      version: input.version,
      summary: input.summary,
      fileId: stored.id,
      fileName: stored.originalName,
      mime: stored.mime,
      size: stored.size,
      sha256: stored.sha256,
      ...links,
      membersOnly: input.membersOnly,
      downloadCount: existing?.downloadCount ?? 0,
      isPublished: input.isPublished,
      publishedAt: input.publishTime ? new Date(input.publishTime).toISOString() : (existing?.publishedAt ?? now()),
      createdAt: existing?.createdAt ?? now(),
      updatedAt: now(),
      productTypeName: null,
      productTypeNameEn: null,
      seriesName: null,
      seriesNameEn: null,
      modelNumber: null,
      modelName: null,
    };
    if (existing) await repo.updateDocument(row);
    else await repo.insertDocument(row);
    const saved = (await repo.findDocument(ctx.tenantId, row.id))!;
    await indexDocument(ctx.tenantId, saved);
    return adminDocument(saved);
  }
}
export type DownloadService = ReturnType<typeof createDownloadService>;
