import {
  englishOf,
  type AdminSoftwareQuery,
  type AdminSoftwareVersion,
  type SoftwarePackageInput,
  type SoftwareVersionInput,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { auditedCrud, type Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import { renderMarkdownHtml } from '../../shared/markdown.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import type { FileService } from '../file/file.service.js';
import type { DownloadRepository, PackageRecord, SoftwareFileRow, VersionRow } from './download.repository.js';
import type { DownloadIndex } from './download-index.service.js';
import type { DownloadChecks } from './download-links.js';
import { adminVersion, type SoftwareViews } from './download-views.js';

type VersionInput = z.infer<typeof SoftwareVersionInput>;

/** Staff editing of software packages and their versions (each version with one file per OS/architecture). */
export function createSoftwareAdminService(deps: {
  repo: DownloadRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  files: FileService;
  views: SoftwareViews;
  index: DownloadIndex;
  checks: DownloadChecks;
}) {
  const { repo, clock, files, views, index, checks, audit, transactor } = deps;
  const now = () => clock.now().toISOString();

  async function savedPackage(tx: Tx, tenantId: string, id: string) {
    const p = await repo.software.findPackage(tenantId, id, tx);
    if (!p) throw AppError.notFound('软件不存在');
    return views.adminPackage(tenantId, p, tx);
  }

  /** The stored package a form describes, linked to the most specific catalogue level it names. */
  async function record(
    tx: Tx,
    ctx: RequestContext,
    input: z.infer<typeof SoftwarePackageInput>,
    existing: PackageRecord | null,
  ): Promise<PackageRecord> {
    const links = await checks.resolveLinks(tx, ctx.tenantId, input);
    // English a client leaves out stays as stored.
    const english = englishOf(['summaryEn', 'descriptionMdEn'], input, existing);
    return {
      id: existing?.id ?? newId(),
      tenantId: ctx.tenantId,
      ...input,
      ...english,
      productTypeId: links.productTypeId,
      seriesId: links.seriesId,
      descriptionHtml: renderMarkdownHtml(input.descriptionMd),
      descriptionHtmlEn: renderMarkdownHtml(english.descriptionMdEn),
      createdAt: existing?.createdAt ?? now(),
      updatedAt: now(),
    };
  }

  /** The version's files from the uploads it names: each once, taking name, size and SHA-256 from the upload. */
  async function filesOf(
    tx: Tx,
    ctx: RequestContext,
    input: VersionInput,
    packageId: string,
    versionId: string,
  ): Promise<SoftwareFileRow[]> {
    const seen = new Set<string>();
    const fileRows: SoftwareFileRow[] = [];
    for (const [index, f] of input.files.entries()) {
      if (seen.has(f.fileId)) throw AppError.field(`files.${index}.fileId`, '同一个文件不能添加两次');
      seen.add(f.fileId);
      const stored = await checks.requireFile(tx, ctx.tenantId, f.fileId, `files.${index}.fileId`);
      fileRows.push({
        id: newId(),
        versionId,
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
    return fileRows;
  }

  /** Creates a version under a package or replaces one, with its files; audited in the same unit of work. */
  async function saveVersion(
    tx: Tx,
    ctx: RequestContext,
    target: { packageId: string } | { versionId: string },
    input: VersionInput,
  ): Promise<AdminSoftwareVersion> {
    let existing: VersionRow | undefined;
    let before: AdminSoftwareVersion | undefined;
    let packageId: string;
    if ('versionId' in target) {
      existing = await repo.software.findVersion(ctx.tenantId, target.versionId, tx);
      if (!existing) throw AppError.notFound('版本不存在');
      before = adminVersion(existing, await repo.software.filesOf(ctx.tenantId, [existing.id], tx));
      packageId = existing.packageId;
    } else {
      if (!(await repo.software.findPackage(ctx.tenantId, target.packageId, tx))) throw AppError.notFound('软件不存在');
      packageId = target.packageId;
    }
    if (await repo.software.versionTaken(packageId, input.version, existing?.id, tx))
      throw AppError.field('version', `版本 ${input.version} 已存在`);
    const { releaseNotesMdEn } = englishOf(['releaseNotesMdEn'], input, existing);
    const row: VersionRow = {
      id: existing?.id ?? newId(),
      tenantId: ctx.tenantId,
      packageId,
      version: input.version,
      releasedAt: new Date(input.releaseTime).toISOString(),
      releaseNotesMd: input.releaseNotesMd,
      releaseNotesMdEn,
      releaseNotesHtml: renderMarkdownHtml(input.releaseNotesMd),
      releaseNotesHtmlEn: renderMarkdownHtml(releaseNotesMdEn),
      isPublished: input.isPublished,
      createdAt: existing?.createdAt ?? now(),
      updatedAt: now(),
    };
    const fileRows = await filesOf(tx, ctx, input, packageId, row.id);
    // Served only through the download endpoint (publish state, members only, counter) from now on.
    await files.restrict(
      ctx.tenantId,
      fileRows.map((f) => f.fileId),
      tx,
    );
    await repo.software.saveVersion(tx, row, fileRows, !existing);
    await index.indexPackage(ctx.tenantId, packageId, tx);
    const after = adminVersion(row, await repo.software.filesOf(ctx.tenantId, [row.id], tx));
    await audit.record(tx, ctx, {
      action: existing ? 'software_version.update' : 'software_version.create',
      targetType: 'software_version',
      targetId: row.id,
      before,
      after,
    });
    return after;
  }

  return {
    packages: auditedCrud(
      {
        async list(ctx: RequestContext, query: z.infer<typeof AdminSoftwareQuery>) {
          const all = await repo.software.listPackages(ctx.tenantId, {
            q: query.filter,
            category: query.category,
            publishedOnly: false,
          });
          const page = all.slice(query.skipCount, query.skipCount + query.maxResultCount);
          return {
            items: await Promise.all(page.map((p) => views.adminPackage(ctx.tenantId, p))),
            totalCount: all.length,
          };
        },
        async get(ctx: RequestContext, id: string, tx?: Tx) {
          const p = await repo.software.findPackage(ctx.tenantId, id, tx);
          return p ? views.adminPackage(ctx.tenantId, p, tx) : undefined;
        },
        async create(tx: Tx, ctx: RequestContext, input: z.infer<typeof SoftwarePackageInput>) {
          const row = await record(tx, ctx, input, null);
          await repo.software.insertPackage(row, tx);
          await index.indexPackage(ctx.tenantId, row.id, tx);
          return savedPackage(tx, ctx.tenantId, row.id);
        },
        async update(tx: Tx, ctx: RequestContext, id: string, input: z.infer<typeof SoftwarePackageInput>) {
          const existing = await repo.software.findPackage(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('软件不存在');
          await repo.software.updatePackage(await record(tx, ctx, input, existing), tx);
          await index.indexPackage(ctx.tenantId, id, tx);
          return savedPackage(tx, ctx.tenantId, id);
        },
        async remove(tx: Tx, ctx: RequestContext, id: string) {
          await repo.software.deletePackage(tx, ctx.tenantId, id);
          await index.removePackage(ctx.tenantId, id, tx);
        },
      },
      { audit, transactor },
      { targetType: 'software_package', notFound: '软件不存在' },
    ),

    versions: {
      create: (ctx: RequestContext, packageId: string, input: VersionInput) =>
        transactor.run((tx) => saveVersion(tx, ctx, { packageId }, input)),
      update: (ctx: RequestContext, versionId: string, input: VersionInput) =>
        transactor.run((tx) => saveVersion(tx, ctx, { versionId }, input)),
      async remove(ctx: RequestContext, id: string): Promise<{ ok: true }> {
        return transactor.run(async (tx) => {
          const v = await repo.software.findVersion(ctx.tenantId, id, tx);
          if (!v) throw AppError.notFound('版本不存在');
          const before = adminVersion(v, await repo.software.filesOf(ctx.tenantId, [v.id], tx));
          await repo.software.deleteVersion(tx, ctx.tenantId, id);
          await index.indexPackage(ctx.tenantId, v.packageId, tx);
          await audit.record(tx, ctx, {
            action: 'software_version.delete',
            targetType: 'software_version',
            targetId: id,
            before,
          });
          return { ok: true as const };
        });
      },
    },
  };
}
