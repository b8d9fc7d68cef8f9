import {
  englishOf,
  fileUrl,
  type AdminListQuery,
  type AdminProductType,
  type AdminSeries,
  type AdminSeriesQuery,
  type ProductTypeInput,
  type SeriesInput,
  type SpecField,
  type SpecFieldInput,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { auditedCrud, type Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import type { FileService } from '../file/file.service.js';
import type { CatalogRepository, SeriesRow, SpecFieldRow } from './catalog.repository.js';
import type { CatalogIndex } from './catalog-index.service.js';
import { requireImages } from './catalog-model-admin.service.js';
import { normaliseField } from './catalog-spec-values.js';
import { toSpecField } from './catalog-views.js';

/**
 * Staff editing of the taxonomy: product types, their spec fields, and series. Publishing or renaming a
 * type or series re-indexes its models, whose visibility and search keywords follow it.
 */
export function createCatalogAdminService(deps: {
  repo: CatalogRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  files: FileService;
  index: CatalogIndex;
}) {
  const { repo, clock, files, index, audit, transactor } = deps;
  const now = () => clock.now().toISOString();

  async function adminType(tenantId: string, id: string, tx?: Tx | null): Promise<AdminProductType | undefined> {
    const t = await repo.types.find(tenantId, id, tx);
    if (!t) return undefined;
    const [counts, fields] = await Promise.all([
      repo.types.counts(tenantId, false, tx),
      repo.specs.fields(tenantId, [id], tx),
    ]);
    return {
      id: t.id,
      name: t.name,
      nameEn: t.nameEn,
      description: t.description,
      descriptionEn: t.descriptionEn,
      iconFileId: t.iconFileId,
      iconUrl: fileUrl(t.iconFileId),
      orderNum: t.orderNum,
      isPublished: t.isPublished,
      seriesCount: counts.get(id)?.series ?? 0,
      modelCount: counts.get(id)?.models ?? 0,
      specFields: fields.map(toSpecField),
      creationTime: t.createdAt,
      lastModificationTime: t.updatedAt,
    };
  }
  const savedType = async (tx: Tx, tenantId: string, id: string) => (await adminType(tenantId, id, tx))!;

  async function adminSeriesOf(tenantId: string, rows: SeriesRow[], tx?: Tx | null): Promise<AdminSeries[]> {
    const [types, counts] = await Promise.all([
      repo.types.byIds(tenantId, [...new Set(rows.map((s) => s.productTypeId))], tx),
      repo.series.modelCounts(tenantId, false, tx),
    ]);
    const typeNames = new Map(types.map((t) => [t.id, t.name]));
    return rows.map((s) => ({
      id: s.id,
      productTypeId: s.productTypeId,
      productTypeName: typeNames.get(s.productTypeId) ?? '',
      name: s.name,
      nameEn: s.nameEn,
      description: s.description,
      descriptionEn: s.descriptionEn,
      isFlagship: s.isFlagship,
      orderNum: s.orderNum,
      isPublished: s.isPublished,
      modelCount: counts.get(s.id) ?? 0,
      creationTime: s.createdAt,
      lastModificationTime: s.updatedAt,
    }));
  }
  const adminSeries = async (tenantId: string, row: SeriesRow, tx?: Tx | null) =>
    (await adminSeriesOf(tenantId, [row], tx))[0]!;

  async function checkType(tx: Tx, tenantId: string, input: z.infer<typeof ProductTypeInput>, selfId?: string) {
    if (await repo.types.nameTaken(tenantId, input.name, selfId, tx))
      throw AppError.field('name', `产品类型“${input.name}”已存在`);
    if (input.iconFileId) await requireImages(files, tenantId, [input.iconFileId], 'iconFileId', tx);
  }

  async function checkSeries(tx: Tx, tenantId: string, input: z.infer<typeof SeriesInput>, selfId?: string) {
    if (!(await repo.types.find(tenantId, input.productTypeId, tx)))
      throw AppError.field('productTypeId', '所选产品类型不存在');
    if (await repo.series.nameTaken(input.productTypeId, input.name, selfId, tx))
      throw AppError.field('name', `系列“${input.name}”已存在`);
  }

  const requireType = async (tenantId: string, typeId: string, tx?: Tx | null) => {
    if (!(await repo.types.find(tenantId, typeId, tx))) throw AppError.notFound('产品类型不存在');
  };
  const requireField = async (tx: Tx, tenantId: string, id: string): Promise<SpecFieldRow> => {
    const field = await repo.specs.findField(tenantId, id, tx);
    if (!field) throw AppError.notFound('规格字段不存在');
    return field;
  };

  return {
    // ----- product types ---------------------------------------------------------------------------
    types: auditedCrud(
      {
        async list(ctx: RequestContext, query: z.infer<typeof AdminListQuery>) {
          const all = await repo.types.list(ctx.tenantId, query.filter);
          const page = all.slice(query.skipCount, query.skipCount + query.maxResultCount);
          const items = await Promise.all(page.map((t) => adminType(ctx.tenantId, t.id)));
          return { items: items.filter((x): x is AdminProductType => !!x), totalCount: all.length };
        },
        get: (ctx: RequestContext, id: string, tx?: Tx) => adminType(ctx.tenantId, id, tx),
        async create(tx: Tx, ctx: RequestContext, input: z.infer<typeof ProductTypeInput>) {
          await checkType(tx, ctx.tenantId, input);
          const id = newId();
          await repo.types.insert(
            {
              id,
              tenantId: ctx.tenantId,
              ...input,
              ...englishOf(['descriptionEn'], input),
              createdAt: now(),
              updatedAt: now(),
            },
            tx,
          );
          return savedType(tx, ctx.tenantId, id);
        },
        async update(tx: Tx, ctx: RequestContext, id: string, input: z.infer<typeof ProductTypeInput>) {
          const existing = await repo.types.find(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('产品类型不存在');
          await checkType(tx, ctx.tenantId, input, id);
          await repo.types.update(
            {
              ...existing,
              ...input,
              ...englishOf(['descriptionEn'], input, existing),
              updatedAt: now(),
            },
            tx,
          );
          if (existing.isPublished !== input.isPublished || existing.name !== input.name)
            await index.reindexModels(ctx.tenantId, { typeId: id }, tx);
          return savedType(tx, ctx.tenantId, id);
        },
        async remove(tx: Tx, ctx: RequestContext, id: string) {
          const counts = (await repo.types.counts(ctx.tenantId, false, tx)).get(id);
          if (counts && counts.series > 0)
            throw AppError.conflict(`该产品类型下还有 ${counts.series} 个系列，请先删除或移走它们`);
          await repo.types.remove(ctx.tenantId, id, tx);
        },
      },
      { audit, transactor },
      { targetType: 'product_type', notFound: '产品类型不存在' },
    ),

    // ----- spec fields -----------------------------------------------------------------------------
    fields: {
      async list(ctx: RequestContext, typeId: string): Promise<SpecField[]> {
        await requireType(ctx.tenantId, typeId);
        return (await repo.specs.fields(ctx.tenantId, [typeId])).map(toSpecField);
      },
      async create(ctx: RequestContext, typeId: string, raw: z.infer<typeof SpecFieldInput>): Promise<SpecField> {
        return transactor.run(async (tx) => {
          await requireType(ctx.tenantId, typeId, tx);
          const input = normaliseField(raw);
          if (await repo.specs.keyTaken(typeId, input.key, undefined, tx))
            throw AppError.field('key', `字段键“${input.key}”已存在`);
          const row: SpecFieldRow = {
            id: newId(),
            productTypeId: typeId,
            ...input,
            createdAt: now(),
            updatedAt: now(),
          };
          await repo.specs.insertField(ctx.tenantId, row, tx);
          const field = toSpecField(row);
          await audit.record(tx, ctx, {
            action: 'spec_field.create',
            targetType: 'spec_field',
            targetId: row.id,
            after: { productTypeId: typeId, ...field },
          });
          return field;
        });
      },
      async update(ctx: RequestContext, id: string, raw: z.infer<typeof SpecFieldInput>): Promise<SpecField> {
        return transactor.run(async (tx) => {
          const existing = await requireField(tx, ctx.tenantId, id);
          const input = normaliseField(raw);
          if (await repo.specs.keyTaken(existing.productTypeId, input.key, id, tx))
            throw AppError.field('key', `字段键“${input.key}”已存在`);
          const row: SpecFieldRow = { ...existing, ...input, updatedAt: now() };
          await repo.specs.updateField(ctx.tenantId, row, tx);
          const field = toSpecField(row);
          await audit.record(tx, ctx, {
            action: 'spec_field.update',
            targetType: 'spec_field',
            targetId: id,
            before: toSpecField(existing),
            after: field,
          });
          return field;
        });
      },
      async remove(ctx: RequestContext, id: string): Promise<{ ok: true }> {
        return transactor.run(async (tx) => {
          const existing = await requireField(tx, ctx.tenantId, id);
          await repo.specs.removeField(tx, ctx.tenantId, id);
          await audit.record(tx, ctx, {
            action: 'spec_field.delete',
            targetType: 'spec_field',
            targetId: id,
            before: toSpecField(existing),
          });
          return { ok: true as const };
        });
      },
    },

    // ----- series ----------------------------------------------------------------------------------
    series: auditedCrud(
      {
        async list(ctx: RequestContext, query: z.infer<typeof AdminSeriesQuery>) {
          const page = await repo.series.list(
            ctx.tenantId,
            { typeId: query.productTypeId, filter: query.filter },
            { offset: query.skipCount, limit: query.maxResultCount },
          );
          return { items: await adminSeriesOf(ctx.tenantId, page.items), totalCount: page.totalCount };
        },
        async get(ctx: RequestContext, id: string, tx?: Tx) {
          const s = await repo.series.find(ctx.tenantId, id, tx);
          return s ? adminSeries(ctx.tenantId, s, tx) : undefined;
        },
        async create(tx: Tx, ctx: RequestContext, input: z.infer<typeof SeriesInput>) {
          await checkSeries(tx, ctx.tenantId, input);
          const row: SeriesRow = {
            id: newId(),
            tenantId: ctx.tenantId,
            ...input,
            ...englishOf(['descriptionEn'], input),
            createdAt: now(),
            updatedAt: now(),
          };
          await repo.series.insert(row, tx);
          return adminSeries(ctx.tenantId, row, tx);
        },
        async update(tx: Tx, ctx: RequestContext, id: string, input: z.infer<typeof SeriesInput>) {
          const existing = await repo.series.find(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('系列不存在');
          await checkSeries(tx, ctx.tenantId, input, id);
          if (
            input.productTypeId !== existing.productTypeId &&
            ((await repo.series.modelCounts(ctx.tenantId, false, tx)).get(id) ?? 0) > 0
          ) {
            throw AppError.field('productTypeId', '系列下已有型号，不能移到其他产品类型（规格字段不同）');
          }
          const row: SeriesRow = {
            ...existing,
            ...input,
            ...englishOf(['descriptionEn'], input, existing),
            updatedAt: now(),
          };
          await repo.series.update(tx, row);
          await index.reindexModels(ctx.tenantId, { seriesId: id }, tx);
          return adminSeries(ctx.tenantId, row, tx);
        },
        async remove(tx: Tx, ctx: RequestContext, id: string) {
          const count = (await repo.series.modelCounts(ctx.tenantId, false, tx)).get(id) ?? 0;
          if (count > 0) throw AppError.conflict(`该系列下还有 ${count} 个型号，请先删除或移走它们`);
          await repo.series.remove(ctx.tenantId, id, tx);
        },
      },
      { audit, transactor },
      { targetType: 'product_series', notFound: '系列不存在' },
    ),
  };
}
