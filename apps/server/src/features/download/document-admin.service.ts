import { englishOf, type AdminDocument, type AdminDocumentQuery, type DocumentInput } from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { auditedCrud, type Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import type { FileService } from '../file/file.service.js';
import type { DocumentRecord, DocumentRow, DownloadRepository } from './download.repository.js';
import type { DownloadIndex } from './download-index.service.js';
import type { DownloadChecks } from './download-links.js';
import { adminDocument } from './download-views.js';

/** Staff editing of documents: the uploaded file, the catalogue level it belongs to, publish time and gate. */
export function createDocumentAdminService(deps: {
  repo: DownloadRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  files: FileService;
  index: DownloadIndex;
  checks: DownloadChecks;
}) {
  const { repo, clock, files, index, checks } = deps;
  const now = () => clock.now().toISOString();

  async function save(
    tx: Tx,
    ctx: RequestContext,
    existing: DocumentRow | null,
    input: z.infer<typeof DocumentInput>,
  ): Promise<AdminDocument> {
    const stored = await checks.requireFile(tx, ctx.tenantId, input.fileId, 'fileId');
    const links = await checks.resolveLinks(tx, ctx.tenantId, input);
    // Served only through the document endpoint (publish time, members only, counter) from now on.
    await files.restrict(ctx.tenantId, [stored.id], tx);
    const row: DocumentRecord = {
      id: existing?.id ?? newId(),
      tenantId: ctx.tenantId,
      title: input.title,
      titleEn: input.titleEn,
      docType: input.docType,
      language: input.language,
      version: input.version,
      summary: input.summary,
      ...englishOf(['summaryEn'], input, existing),
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
    };
    if (existing) await repo.documents.update(row, tx);
    else await repo.documents.insert(row, tx);
    const saved = await repo.documents.find(ctx.tenantId, row.id, tx);
    if (!saved) throw AppError.notFound('文档不存在');
    await index.indexDocument(ctx.tenantId, saved, tx);
    return adminDocument(saved);
  }

  return auditedCrud(
    {
      async list(ctx: RequestContext, query: z.infer<typeof AdminDocumentQuery>) {
        const page = await repo.documents.list(
          ctx.tenantId,
          { q: query.filter, docType: query.docType, productTypeId: query.productTypeId },
          { offset: query.skipCount, limit: query.maxResultCount },
        );
        return { items: page.items.map(adminDocument), totalCount: page.totalCount };
      },
      async get(ctx: RequestContext, id: string, tx?: Tx) {
        const d = await repo.documents.find(ctx.tenantId, id, tx);
        return d ? adminDocument(d) : undefined;
      },
      create: (tx: Tx, ctx: RequestContext, input: z.infer<typeof DocumentInput>) => save(tx, ctx, null, input),
      async update(tx: Tx, ctx: RequestContext, id: string, input: z.infer<typeof DocumentInput>) {
        const existing = await repo.documents.find(ctx.tenantId, id, tx);
        if (!existing) throw AppError.notFound('文档不存在');
        return save(tx, ctx, existing, input);
      },
      async remove(tx: Tx, ctx: RequestContext, id: string) {
        await repo.documents.remove(ctx.tenantId, id, tx);
        await index.removeDocument(ctx.tenantId, id, tx);
      },
    },
    { audit: deps.audit, transactor: deps.transactor },
    { targetType: 'document', notFound: '文档不存在' },
  );
}
