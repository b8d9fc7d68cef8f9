import type {
  AdminListQuery,
  AdminSolution,
  AdminSolutionQuery,
  AdminSolutionType,
  DocumentItem,
  ModelRef,
  SolutionCard,
  SolutionDetail,
  SolutionInput,
  SolutionListQuery,
  SolutionTypeDetail,
  SolutionTypeInput,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { auditedCrud, type Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { Page } from '../../shared/paging.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import { englishOf, englishOfEntries, fileUrl } from '@clearsight/contracts';
import { markdownToText, renderMarkdownHtml } from '../../shared/markdown.js';
import type { FileService } from '../file/file.service.js';
import type { SearchEntry, SearchIndex } from '../search/search.service.js';
import type { SolutionRepository, SolutionRow, SolutionTypeRow } from './solution.repository.js';
import { solutionHref } from '@clearsight/contracts';

export function createSolutionService(deps: {
  repo: SolutionRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  files: FileService;
  search: SearchIndex;
  /** Published models by id (catalogue), in order. */
  modelRefs: (tenantId: string, ids: string[]) => Promise<ModelRef[]>;
  /** Every model id that exists (published or not), for validating staff input; in `tx` when given. */
  modelsExist: (tenantId: string, ids: string[], tx?: Tx | null) => Promise<boolean>;
  /** Public documents by id (downloads), in order. */
  documents: (tenantId: string, ids: string[]) => Promise<DocumentItem[]>;
  /** Every document id that exists (published or not), for validating staff input; in `tx` when given. */
  documentsExist: (tenantId: string, ids: string[], tx?: Tx | null) => Promise<boolean>;
}) {
  const { repo, clock, files, search, transactor } = deps;
  const now = () => clock.now().toISOString();

  const named = (t: SolutionTypeRow | undefined) => ({ id: t?.id ?? '', name: t?.name ?? '', nameEn: t?.nameEn ?? '' });
  const card = (s: SolutionRow, t: SolutionTypeRow | undefined): SolutionCard => ({
    id: s.id,
    title: s.title,
    titleEn: s.titleEn,
    summary: s.summary,
    summaryEn: s.summaryEn,
    coverUrl: fileUrl(s.coverFileId ?? t?.coverFileId),
    solutionType: named(t),
    publishTime: s.createdAt,
  });
  const entry = (s: SolutionRow, t: SolutionTypeRow | undefined): SearchEntry => ({
    kind: 'solution',
    id: s.id,
    tenantId: s.tenantId,
    title: s.title,
    body: [s.summary, markdownToText(s.challengeMd), markdownToText(s.approachMd), markdownToText(s.resultsMd)]
      .filter(Boolean)
      .join(' '),
    titleEn: s.titleEn,
    bodyEn: [
      s.summaryEn,
      markdownToText(s.challengeMdEn),
      markdownToText(s.approachMdEn),
      markdownToText(s.resultsMdEn),
    ]
      .filter(Boolean)
      .join(' '),
    keywords: [t?.name, t?.nameEn, ...s.caseStudies.flatMap((c) => [c.customer, c.customerEn])]
      .filter(Boolean)
      .join(' '),
    url: solutionHref(s.id),
    updatedAt: s.updatedAt,
  });
  /** Brings the solution's search entry up to date, in the unit of work of the change. */
  async function reindex(tx: Tx, tenantId: string, s: SolutionRow) {
    const t = await repo.findType(tenantId, s.solutionTypeId, tx);
    if (s.isPublished && t?.isPublished) await search.upsert(entry(s, t), tx);
    else await search.remove({ kind: 'solution', id: s.id, tenantId }, tx);
  }
  async function adminType(tenantId: string, t: SolutionTypeRow, tx?: Tx | null): Promise<AdminSolutionType> {
    const counts = await repo.countByType(tenantId, false, tx);
    return {
      id: t.id,
      name: t.name,
      nameEn: t.nameEn,
      description: t.description,
      descriptionEn: t.descriptionEn,
      coverFileId: t.coverFileId,
      coverUrl: fileUrl(t.coverFileId),
      orderNum: t.orderNum,
      isPublished: t.isPublished,
      solutionCount: counts.get(t.id) ?? 0,
      creationTime: t.createdAt,
      lastModificationTime: t.updatedAt,
    };
  }
  async function adminSolution(tenantId: string, s: SolutionRow, tx?: Tx | null): Promise<AdminSolution> {
    const t = await repo.findType(tenantId, s.solutionTypeId, tx);
    return {
      id: s.id,
      solutionTypeId: s.solutionTypeId,
      solutionTypeName: t?.name ?? '',
      title: s.title,
      titleEn: s.titleEn,
      summary: s.summary,
      summaryEn: s.summaryEn,
      coverFileId: s.coverFileId,
      coverUrl: fileUrl(s.coverFileId),
      challengeMd: s.challengeMd,
      challengeMdEn: s.challengeMdEn,
      approachMd: s.approachMd,
      approachMdEn: s.approachMdEn,
      resultsMd: s.resultsMd,
      resultsMdEn: s.resultsMdEn,
      highlights: s.highlights,
      caseStudies: s.caseStudies,
      productIds: s.productIds,
      documentIds: s.documentIds,
      orderNum: s.orderNum,
      isPublished: s.isPublished,
      creationTime: s.createdAt,
      lastModificationTime: s.updatedAt,
    };
  }
  async function requireImage(tx: Tx, tenantId: string, id: string | null, member: string) {
    if (!id) return;
    const f = await files.find(tenantId, id, tx);
    if (!f || f.kind !== 'image') throw AppError.field(member, '图片不存在，请重新上传');
  }
  async function saveSolution(
    tx: Tx,
    ctx: RequestContext,
    existing: SolutionRow | null,
    input: z.infer<typeof SolutionInput>,
  ): Promise<AdminSolution> {
    if (!(await repo.findType(ctx.tenantId, input.solutionTypeId, tx)))
      throw AppError.field('solutionTypeId', '所选解决方案类型不存在');
    await requireImage(tx, ctx.tenantId, input.coverFileId, 'coverFileId');
    for (const [i, c] of input.caseStudies.entries())
      await requireImage(tx, ctx.tenantId, c.imageFileId, `caseStudies.${i}.imageFileId`);
    const productIds = [...new Set(input.productIds)];
    const documentIds = [...new Set(input.documentIds)];
    if (!(await deps.modelsExist(ctx.tenantId, productIds, tx)))
      throw AppError.field('productIds', '所选产品中有不存在的型号');
    if (!(await deps.documentsExist(ctx.tenantId, documentIds, tx)))
      throw AppError.field('documentIds', '所选资料中有不存在的文档');
    const row: SolutionRow = {
      id: existing?.id ?? newId(),
      tenantId: ctx.tenantId,
      ...input,
      // English a client leaves out stays as stored (entries: the stored entry with the same Chinese).
      ...englishOf(['summaryEn', 'challengeMdEn', 'approachMdEn', 'resultsMdEn'], input, existing),
      highlights: englishOfEntries(
        ['labelEn', 'valueEn'],
        input.highlights,
        existing?.highlights ?? [],
        (a, b) => a.label === b.label && a.value === b.value,
      ),
      caseStudies: englishOfEntries(
        ['customerEn', 'titleEn', 'summaryEn'],
        input.caseStudies,
        existing?.caseStudies ?? [],
        (a, b) => a.customer === b.customer && a.title === b.title && a.summary === b.summary,
      ),
      productIds,
      documentIds,
      createdAt: existing?.createdAt ?? now(),
      updatedAt: now(),
    };
    if (existing) await repo.update(row, tx);
    else await repo.insert(row, tx);
    await reindex(tx, ctx.tenantId, row);
    return adminSolution(ctx.tenantId, row, tx);
  }
  async function saveType(
    tx: Tx,
    ctx: RequestContext,
    existing: SolutionTypeRow | null,
    input: z.infer<typeof SolutionTypeInput>,
  ): Promise<AdminSolutionType> {
    if (await repo.typeNameTaken(ctx.tenantId, input.name, existing?.id, tx))
      throw AppError.field('name', `解决方案类型“${input.name}”已存在`);
    await requireImage(tx, ctx.tenantId, input.coverFileId, 'coverFileId');
    const row: SolutionTypeRow = {
      id: existing?.id ?? newId(),
      tenantId: ctx.tenantId,
      ...input,
      ...englishOf(['descriptionEn'], input, existing),
      createdAt: existing?.createdAt ?? now(),
      updatedAt: now(),
    };
    if (existing) await repo.updateType(row, tx);
    else await repo.insertType(row, tx);
    if (existing && existing.isPublished !== row.isPublished) {
      const page = await repo.list(
        ctx.tenantId,
        { typeId: row.id, publishedOnly: false },
        { offset: 0, limit: 10_000 },
        tx,
      );
      for (const s of page.items) await reindex(tx, ctx.tenantId, s);
    }
    return adminType(ctx.tenantId, row, tx);
  }

  return {
    async typeDetail(tenantId: string, id: string): Promise<SolutionTypeDetail> {
      const t = await repo.findType(tenantId, id);
      if (!t || !t.isPublished) throw AppError.notFound('解决方案类型不存在或已下架');
      const page = await repo.list(tenantId, { typeId: id, publishedOnly: true }, { offset: 0, limit: 1000 });
      return {
        id: t.id,
        name: t.name,
        nameEn: t.nameEn,
        description: t.description,
        descriptionEn: t.descriptionEn,
        coverUrl: fileUrl(t.coverFileId),
        solutions: page.items.map((s) => card(s, t)),
      };
    },
    async list(tenantId: string, query: z.infer<typeof SolutionListQuery>): Promise<Page<SolutionCard>> {
      const [page, types] = await Promise.all([
        repo.list(
          tenantId,
          { typeId: query.solutionTypeId, q: query.q, publishedOnly: true },
          { offset: query.skipCount, limit: query.maxResultCount },
        ),
        repo.listTypes(tenantId),
      ]);
      return {
        items: page.items.map((s) =>
          card(
            s,
            types.find((t) => t.id === s.solutionTypeId),
          ),
        ),
        totalCount: page.totalCount,
      };
    },
    async detail(tenantId: string, id: string): Promise<SolutionDetail> {
      const s = await repo.find(tenantId, id);
      const t = s ? await repo.findType(tenantId, s.solutionTypeId) : undefined;
      if (!s || !s.isPublished || !t?.isPublished) throw AppError.notFound('解决方案不存在或已下架');
      const [products, docs] = await Promise.all([
        deps.modelRefs(tenantId, s.productIds),
        deps.documents(tenantId, s.documentIds),
      ]);
      return {
        ...card(s, t),
        challengeHtml: renderMarkdownHtml(s.challengeMd),
        challengeHtmlEn: renderMarkdownHtml(s.challengeMdEn),
        approachHtml: renderMarkdownHtml(s.approachMd),
        approachHtmlEn: renderMarkdownHtml(s.approachMdEn),
        resultsHtml: renderMarkdownHtml(s.resultsMd),
        resultsHtmlEn: renderMarkdownHtml(s.resultsMdEn),
        highlights: s.highlights,
        caseStudies: s.caseStudies.map(({ imageFileId, ...c }) => ({ ...c, imageUrl: fileUrl(imageFileId) })),
        products,
        downloads: docs.map((d) => ({
          id: d.id,
          title: d.title,
          titleEn: d.titleEn,
          docType: d.docType,
          language: d.language,
          size: d.size,
          membersOnly: d.membersOnly,
          downloadUrl: d.downloadUrl,
        })),
        lastModificationTime: s.updatedAt,
      };
    },
    /**
     * Every public solution with its type and the models it uses, for the chat assistant's product answers
     * (features/chat/assistant-catalogue.ts).
     */
    async solutionSheets(tenantId: string) {
      const [page, types] = await Promise.all([
        repo.list(tenantId, { publishedOnly: true }, { offset: 0, limit: 100_000 }),
        repo.listTypes(tenantId),
      ]);
      return page.items.map((s) => {
        const t = types.find((x) => x.id === s.solutionTypeId);
        return {
          id: s.id,
          title: s.title,
          titleEn: s.titleEn,
          summary: s.summary,
          summaryEn: s.summaryEn,
          solutionType: named(t),
          productIds: s.productIds,
        };
      });
    },
    async homeTypes(tenantId: string) {
      const [types, counts] = await Promise.all([repo.listTypes(tenantId), repo.countByType(tenantId, true)]);
      return types
        .filter((t) => t.isPublished)
        .map((t) => ({
          id: t.id,
          name: t.name,
          nameEn: t.nameEn,
          description: t.description,
          descriptionEn: t.descriptionEn,
          coverUrl: fileUrl(t.coverFileId),
          solutionCount: counts.get(t.id) ?? 0,
        }));
    },
    async searchEntries(tenantId: string): Promise<SearchEntry[]> {
      const [page, types] = await Promise.all([
        repo.list(tenantId, { publishedOnly: true }, { offset: 0, limit: 100_000 }),
        repo.listTypes(tenantId),
      ]);
      return page.items.map((s) =>
        entry(
          s,
          types.find((t) => t.id === s.solutionTypeId),
        ),
      );
    },
    async sitemap(tenantId: string) {
      const [page, types] = await Promise.all([
        repo.list(tenantId, { publishedOnly: true }, { offset: 0, limit: 100_000 }),
        repo.listTypes(tenantId),
      ]);
      return {
        types: types.filter((t) => t.isPublished).map((t) => ({ id: t.id, updatedAt: t.updatedAt })),
        solutions: page.items.map((s) => ({ id: s.id, updatedAt: s.updatedAt })),
      };
    },
    types: auditedCrud(
      {
        async list(ctx: RequestContext, query: z.infer<typeof AdminListQuery>) {
          const all = await repo.listTypes(ctx.tenantId, query.filter);
          const page = all.slice(query.skipCount, query.skipCount + query.maxResultCount);
          return { items: await Promise.all(page.map((t) => adminType(ctx.tenantId, t))), totalCount: all.length };
        },
        async get(ctx: RequestContext, id: string, tx?: Tx) {
          const t = await repo.findType(ctx.tenantId, id, tx);
          return t ? adminType(ctx.tenantId, t, tx) : undefined;
        },
        create: (tx: Tx, ctx: RequestContext, input: z.infer<typeof SolutionTypeInput>) =>
          saveType(tx, ctx, null, input),
        async update(tx: Tx, ctx: RequestContext, id: string, input: z.infer<typeof SolutionTypeInput>) {
          const existing = await repo.findType(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('解决方案类型不存在');
          return saveType(tx, ctx, existing, input);
        },
        async remove(tx: Tx, ctx: RequestContext, id: string) {
          const n = (await repo.countByType(ctx.tenantId, false, tx)).get(id) ?? 0;
          if (n > 0) throw AppError.conflict(`该类型下还有 ${n} 个解决方案，请先删除或移走它们`);
          await repo.deleteType(ctx.tenantId, id, tx);
        },
      },
      { audit: deps.audit, transactor },
      { targetType: 'solution_type', notFound: '解决方案类型不存在' },
    ),
    solutions: auditedCrud(
      {
        async list(ctx: RequestContext, query: z.infer<typeof AdminSolutionQuery>) {
          const page = await repo.list(
            ctx.tenantId,
            { typeId: query.solutionTypeId, q: query.filter, publishedOnly: false },
            { offset: query.skipCount, limit: query.maxResultCount },
          );
          return {
            items: await Promise.all(page.items.map((s) => adminSolution(ctx.tenantId, s))),
            totalCount: page.totalCount,
          };
        },
        async get(ctx: RequestContext, id: string, tx?: Tx) {
          const s = await repo.find(ctx.tenantId, id, tx);
          return s ? adminSolution(ctx.tenantId, s, tx) : undefined;
        },
        create: (tx: Tx, ctx: RequestContext, input: z.infer<typeof SolutionInput>) =>
          saveSolution(tx, ctx, null, input),
        async update(tx: Tx, ctx: RequestContext, id: string, input: z.infer<typeof SolutionInput>) {
          const existing = await repo.find(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('解决方案不存在');
          return saveSolution(tx, ctx, existing, input);
        },
        async remove(tx: Tx, ctx: RequestContext, id: string) {
          await repo.remove(ctx.tenantId, id, tx);
          await search.remove({ kind: 'solution', id, tenantId: ctx.tenantId }, tx);
        },
      },
      { audit: deps.audit, transactor },
      { targetType: 'solution', notFound: '解决方案不存在' },
    ),
  };
}
export type SolutionService = ReturnType<typeof createSolutionService>;
