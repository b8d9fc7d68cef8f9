import { englishOf, fileUrl, type AdminModel, type AdminModelQuery, type ModelInput } from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { auditedCrud, type Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import { renderMarkdownHtml } from '../../shared/markdown.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import type { FileService } from '../file/file.service.js';
import type { CatalogRepository, ModelRow } from './catalog.repository.js';
import type { CatalogIndex } from './catalog-index.service.js';
import { specValuesOf } from './catalog-spec-values.js';
import type { CatalogViews } from './catalog-views.js';

/** Every id must be an uploaded image of this tenant; `member` names the form field in the 400. */
export async function requireImages(files: FileService, tenantId: string, ids: string[], member: string, tx: Tx) {
  for (const id of ids) {
    const f = await files.find(tenantId, id, tx);
    if (!f || f.kind !== 'image') throw AppError.field(member, `图片 ${id} 不存在或不是图片，请重新上传`);
  }
}

/** Staff editing of models (materials): their series, images, spec values, successor and related models. */
export function createCatalogModelAdmin(deps: {
  repo: CatalogRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  files: FileService;
  views: CatalogViews;
  index: CatalogIndex;
}) {
  const { repo, clock, files, views, index } = deps;
  const now = () => clock.now().toISOString();

  async function adminModels(tenantId: string, rows: ModelRow[], tx?: Tx | null): Promise<AdminModel[]> {
    const typeIds = [...new Set(rows.map((m) => m.productTypeId))];
    const [series, types, values, fields] = await Promise.all([
      views.seriesMap(tenantId, rows, tx),
      repo.types.byIds(tenantId, typeIds, tx),
      repo.specs.values(
        tenantId,
        rows.map((m) => m.id),
        tx,
      ),
      repo.specs.fields(tenantId, typeIds, tx),
    ]);
    const typeNames = new Map(types.map((t) => [t.id, t.name]));
    const keyOf = new Map(fields.map((f) => [f.id, f.key]));
    return rows.map((m) => {
      const specs: Record<string, string> = {};
      for (const v of values) {
        const key = keyOf.get(v.fieldId);
        if (v.modelId === m.id && key !== undefined) specs[key] = v.valueText;
      }
      return {
        id: m.id,
        seriesId: m.seriesId,
        seriesName: series.get(m.seriesId)?.name ?? '',
        productTypeId: m.productTypeId,
        productTypeName: typeNames.get(m.productTypeId) ?? '',
        modelNumber: m.modelNumber,
        name: m.name,
        nameEn: m.nameEn,
        summary: m.summary,
        summaryEn: m.summaryEn,
        descriptionMd: m.descriptionMd,
        descriptionMdEn: m.descriptionMdEn,
        lifecycle: m.lifecycle,
        successorId: m.successorId,
        imageFileIds: m.imageFileIds,
        imageUrls: m.imageFileIds.map((f) => fileUrl(f)!),
        specs,
        relatedIds: m.relatedIds,
        accessoryIds: m.accessoryIds,
        orderNum: m.orderNum,
        isPublished: m.isPublished,
        creationTime: m.createdAt,
        lastModificationTime: m.updatedAt,
      };
    });
  }
  const adminModel = async (tenantId: string, row: ModelRow, tx?: Tx | null) =>
    (await adminModels(tenantId, [row], tx))[0]!;

  /**
   * Checks the input against the catalogue, in the unit of work of the write it guards; answers the model's
   * series and its validated spec values.
   */
  async function validate(tx: Tx, tenantId: string, input: z.infer<typeof ModelInput>, selfId: string | null) {
    const series = await repo.series.find(tenantId, input.seriesId, tx);
    if (!series) throw AppError.field('seriesId', '所选系列不存在');
    if (await repo.models.numberTaken(tenantId, input.modelNumber, selfId ?? undefined, tx)) {
      throw AppError.field('modelNumber', `型号“${input.modelNumber}”已存在`);
    }
    await requireImages(files, tenantId, input.imageFileIds, 'imageFileIds', tx);
    if (input.successorId) {
      if (input.successorId === selfId) throw AppError.field('successorId', '后继型号不能是它自己');
      if (!(await repo.models.find(tenantId, input.successorId, tx)))
        throw AppError.field('successorId', '后继型号不存在');
    }
    for (const member of ['relatedIds', 'accessoryIds'] as const) {
      const ids = [...new Set(input[member])];
      if (selfId && ids.includes(selfId)) throw AppError.field(member, '不能关联型号自身');
      const found = await repo.models.byIds(tenantId, ids, false, tx);
      if (found.length !== ids.length) throw AppError.field(member, '关联的型号中有不存在的型号');
    }
    const fields = await repo.specs.fields(tenantId, [series.productTypeId], tx);
    return { series, values: specValuesOf(fields, input.specs) };
  }

  /** The stored columns a model takes from the form (its type follows its series); English left out stays. */
  function fromInput(
    input: z.infer<typeof ModelInput>,
    series: { id: string; productTypeId: string },
    before: ModelRow | null,
  ) {
    const english = englishOf(['summaryEn', 'descriptionMdEn'], input, before);
    return {
      productTypeId: series.productTypeId,
      seriesId: series.id,
      modelNumber: input.modelNumber,
      name: input.name,
      nameEn: input.nameEn,
      summary: input.summary,
      summaryEn: english.summaryEn,
      descriptionMd: input.descriptionMd,
      descriptionMdEn: english.descriptionMdEn,
      descriptionHtml: renderMarkdownHtml(input.descriptionMd),
      descriptionHtmlEn: renderMarkdownHtml(english.descriptionMdEn),
      lifecycle: input.lifecycle,
      successorId: input.successorId,
      imageFileIds: input.imageFileIds,
      relatedIds: [...new Set(input.relatedIds)],
      accessoryIds: [...new Set(input.accessoryIds)],
      orderNum: input.orderNum,
      isPublished: input.isPublished,
    };
  }

  return auditedCrud(
    {
      async list(ctx: RequestContext, query: z.infer<typeof AdminModelQuery>) {
        const page = await repo.models.listAdmin(
          ctx.tenantId,
          {
            filter: query.filter,
            typeId: query.productTypeId,
            seriesId: query.seriesId,
            lifecycle: query.lifecycle,
          },
          { offset: query.skipCount, limit: query.maxResultCount },
        );
        return { items: await adminModels(ctx.tenantId, page.items), totalCount: page.totalCount };
      },
      async get(ctx: RequestContext, id: string, tx?: Tx) {
        const m = await repo.models.find(ctx.tenantId, id, tx);
        return m ? adminModel(ctx.tenantId, m, tx) : undefined;
      },
      async create(tx: Tx, ctx: RequestContext, input: z.infer<typeof ModelInput>) {
        const { series, values } = await validate(tx, ctx.tenantId, input, null);
        const row: ModelRow = {
          id: newId(),
          tenantId: ctx.tenantId,
          ...fromInput(input, series, null),
          createdAt: now(),
          updatedAt: now(),
        };
        await repo.models.insert(row, tx);
        await repo.specs.replaceValues(tx, ctx.tenantId, row.id, values);
        await index.reindexModel(ctx.tenantId, row, tx);
        return adminModel(ctx.tenantId, row, tx);
      },
      async update(tx: Tx, ctx: RequestContext, id: string, input: z.infer<typeof ModelInput>) {
        const existing = await repo.models.find(ctx.tenantId, id, tx);
        if (!existing) throw AppError.notFound('型号不存在');
        const { series, values } = await validate(tx, ctx.tenantId, input, id);
        const row: ModelRow = { ...existing, ...fromInput(input, series, existing), updatedAt: now() };
        await repo.models.update(row, tx);
        await repo.specs.replaceValues(tx, ctx.tenantId, id, values);
        await index.reindexModel(ctx.tenantId, row, tx);
        return adminModel(ctx.tenantId, row, tx);
      },
      async remove(tx: Tx, ctx: RequestContext, id: string) {
        await repo.models.remove(tx, ctx.tenantId, id);
        await index.removeModel(ctx.tenantId, id, tx);
      },
    },
    { audit: deps.audit, transactor: deps.transactor },
    { targetType: 'product_model', notFound: '型号不存在' },
  );
}
