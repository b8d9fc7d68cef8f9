import type {
  AdminCompanySection,
  AdminCompanySectionQuery,
  CompanyInfo,
  CompanySection,
  CompanySectionInput,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { auditedCrud, type Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import { englishOf, englishOfEntries, fileUrl } from '@clearsight/contracts';
import { renderMarkdownHtml } from '../../shared/markdown.js';
import type { FileService } from '../file/file.service.js';
import type { CompanyRepository, SectionRow } from './company.repository.js';

type SectionForm = z.infer<typeof CompanySectionInput>;

export function createCompanyService(deps: {
  repo: CompanyRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  files: FileService;
}) {
  const { repo, clock, files, transactor } = deps;
  const now = () => clock.now().toISOString();

  const toPublic = (s: SectionRow): CompanySection => ({
    id: s.id,
    kind: s.kind,
    title: s.title,
    titleEn: s.titleEn,
    contentHtml: s.contentHtml,
    contentHtmlEn: s.contentHtmlEn,
    imageUrl: fileUrl(s.imageFileId),
    timeline: s.timeline,
    honours: s.honours.map(({ imageFileId, ...h }) => ({ ...h, imageUrl: fileUrl(imageFileId) })),
    offices: s.offices,
    orderNum: s.orderNum,
  });
  const toAdmin = (s: SectionRow): AdminCompanySection => ({
    id: s.id,
    kind: s.kind,
    title: s.title,
    titleEn: s.titleEn,
    contentMd: s.contentMd,
    contentMdEn: s.contentMdEn,
    imageFileId: s.imageFileId,
    timeline: s.timeline,
    honours: s.honours,
    offices: s.offices,
    orderNum: s.orderNum,
    isPublished: s.isPublished,
    creationTime: s.createdAt,
    lastModificationTime: s.updatedAt,
  });
  async function requireImage(tx: Tx, tenantId: string, id: string | null, member: string) {
    if (!id) return;
    const f = await files.find(tenantId, id, tx);
    if (!f || f.kind !== 'image') throw AppError.field(member, '图片不存在，请重新上传');
  }
  async function save(
    tx: Tx,
    ctx: RequestContext,
    existing: SectionRow | null,
    input: SectionForm,
  ): Promise<AdminCompanySection> {
    await requireImage(tx, ctx.tenantId, input.imageFileId, 'imageFileId');
    for (const [i, h] of input.honours.entries())
      await requireImage(tx, ctx.tenantId, h.imageFileId, `honours.${i}.imageFileId`);
    // English a client leaves out stays as stored (entries: the stored entry with the same Chinese).
    const { contentMdEn } = englishOf(['contentMdEn'], input, existing);
    const row: SectionRow = {
      id: existing?.id ?? newId(),
      tenantId: ctx.tenantId,
      ...input,
      contentMdEn,
      timeline: englishOfEntries(
        ['titleEn', 'descriptionEn'],
        input.timeline,
        existing?.timeline ?? [],
        (a, b) => a.year === b.year && a.title === b.title && a.description === b.description,
      ),
      honours: englishOfEntries(
        ['titleEn', 'issuerEn'],
        input.honours,
        existing?.honours ?? [],
        (a, b) => a.year === b.year && a.title === b.title && a.issuer === b.issuer,
      ),
      offices: englishOfEntries(
        ['addressEn', 'hoursEn'],
        input.offices,
        existing?.offices ?? [],
        (a, b) => a.name === b.name && a.address === b.address && a.hours === b.hours,
      ),
      contentHtml: renderMarkdownHtml(input.contentMd),
      contentHtmlEn: renderMarkdownHtml(contentMdEn),
      createdAt: existing?.createdAt ?? now(),
      updatedAt: now(),
    };
    if (existing) await repo.update(row, tx);
    else await repo.insert(row, tx);
    return toAdmin(row);
  }
  return {
    async info(tenantId: string): Promise<CompanyInfo> {
      const sections = await repo.list(tenantId, { publishedOnly: true });
      return {
        sections: sections.map(toPublic),
        offices: sections.filter((s) => s.kind === 'offices').flatMap((s) => s.offices),
        lastModificationTime:
          sections
            .map((s) => s.updatedAt)
            .sort()
            .at(-1) ?? null,
      };
    },
    admin: auditedCrud(
      {
        async list(ctx: RequestContext, query: z.infer<typeof AdminCompanySectionQuery>) {
          const all = await repo.list(ctx.tenantId, { publishedOnly: false, filter: query.filter });
          return {
            items: all.slice(query.skipCount, query.skipCount + query.maxResultCount).map(toAdmin),
            totalCount: all.length,
          };
        },
        async get(ctx: RequestContext, id: string, tx?: Tx) {
          const s = await repo.find(ctx.tenantId, id, tx);
          return s ? toAdmin(s) : undefined;
        },
        create: (tx: Tx, ctx: RequestContext, input: SectionForm) => save(tx, ctx, null, input),
        async update(tx: Tx, ctx: RequestContext, id: string, input: SectionForm) {
          const existing = await repo.find(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('栏目不存在');
          return save(tx, ctx, existing, input);
        },
        remove: (tx: Tx, ctx: RequestContext, id: string) => repo.remove(ctx.tenantId, id, tx),
      },
      { audit: deps.audit, transactor },
      { targetType: 'company_section', notFound: '栏目不存在' },
    ),
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
