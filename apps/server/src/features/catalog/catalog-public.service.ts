import {
  COMPARE_MAX,
  COMPARE_MIN,
  fileUrl,
  type CompareResult,
  type LifecycleStatus,
  type ModelCard,
  type ModelDetail,
  type ModelDownload,
  type ModelSearchQuery,
  type ProductTypeDetail,
  type SpecValue,
  type TypeModelsQuery,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import { createContentMemo, type ContentVersion } from '../../shared/content-memo.js';
import type { Page } from '../../shared/paging.js';
import type { CatalogRepository } from './catalog.repository.js';
import { parseFilters, resolveSort, sortOptions } from './catalog-spec-values.js';
import { toSpecField, toSpecValue, type CatalogViews } from './catalog-views.js';

/** Documents and software of a model (wired from the download feature). */
export type ModelDownloads = (
  tenantId: string,
  model: { id: string; seriesId: string; productTypeId: string },
) => Promise<ModelDownload[]>;

/** A public model as the chat assistant reads it: names, lifecycle, type, series and every spec value. */
export interface ModelSheet {
  id: string;
  modelNumber: string;
  name: string;
  nameEn: string;
  summary: string;
  summaryEn: string;
  lifecycle: LifecycleStatus;
  productType: { id: string; name: string; nameEn: string };
  series: { id: string; name: string; nameEn: string };
  specs: Array<SpecValue & { showInSummary: boolean }>;
}

/** Ids from a comma-separated query value, trimmed, without empties or repeats. */
const idList = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** How long the mega-menu is reused when no write announced a change (see `createContentMemo`). */
const MENU_REUSE_MS = 60_000;

/** What visitors read: the mega-menu, type pages with filters, model pages, search and compare, the home page's types. */
export function createCatalogPublicService(deps: {
  repo: CatalogRepository;
  views: CatalogViews;
  clock: Clock;
  modelDownloads?: ModelDownloads | undefined;
  /** The tenant's shared content version: the mega-menu is kept per process until it changes. */
  contentVersion?: ContentVersion | undefined;
}) {
  const { repo, views } = deps;
  // The layouts of nearly every page draw the mega-menu: kept, not queried again for each page. Every change to
  // the taxonomy is an audited staff write, which raises the content version; the time bounds the unforeseen.
  const menus = {
    reuseMs: MENU_REUSE_MS,
    clock: deps.clock,
    contentVersion: deps.contentVersion,
  };
  const productTypeMenu = createContentMemo({ ...menus, build: (tenantId) => repo.types.menu(tenantId) });
  const solutionTypeMenu = createContentMemo({
    ...menus,
    build: (tenantId) => repo.types.solutionTypeMenu(tenantId),
  });

  async function publicType(tenantId: string, id: string) {
    const type = await repo.types.find(tenantId, id);
    if (!type || !type.isPublished) throw AppError.notFound('产品类型不存在或已下架');
    return type;
  }

  return {
    /** The mega-menu: every published product type with its series (shared: read, never changed). */
    productTypeMenu: (tenantId: string) => productTypeMenu.get(tenantId),
    /** The mega-menu's column of solution types (shared: read, never changed). */
    solutionTypeMenu: (tenantId: string) => solutionTypeMenu.get(tenantId),
    /** The tenant's content changed in this process: the next page builds the menus again. */
    contentChanged(tenantId: string): void {
      productTypeMenu.forget(tenantId);
      solutionTypeMenu.forget(tenantId);
    },

    async typeDetail(tenantId: string, id: string): Promise<ProductTypeDetail> {
      const type = await publicType(tenantId, id);
      const [seriesPage, fields, counts] = await Promise.all([
        repo.series.list(tenantId, { typeId: id, publishedOnly: true }, { offset: 0, limit: 1000 }),
        repo.specs.fields(tenantId, [id]),
        repo.series.modelCounts(tenantId, true),
      ]);
      const filterable = fields.filter((f) => f.filterable);
      const facets = await repo.specs.facets(
        tenantId,
        id,
        filterable.map((f) => f.id),
      );
      return {
        id: type.id,
        name: type.name,
        nameEn: type.nameEn,
        description: type.description,
        descriptionEn: type.descriptionEn,
        imageUrl: fileUrl(type.iconFileId),
        series: seriesPage.items.map((s) => ({
          id: s.id,
          name: s.name,
          nameEn: s.nameEn,
          description: s.description,
          descriptionEn: s.descriptionEn,
          isFlagship: s.isFlagship,
          orderNum: s.orderNum,
          modelCount: counts.get(s.id) ?? 0,
        })),
        specFields: fields.map(toSpecField),
        filters: filterable.map((f) => {
          const present = facets.counts.filter((c) => c.fieldId === f.id);
          const range = facets.ranges.find((r) => r.fieldId === f.id);
          const options =
            f.kind === 'enum'
              ? f.options.map((o) => ({ value: o, count: present.find((p) => p.value === o)?.count ?? 0 }))
              : f.kind === 'text'
                ? present
                    .map((p) => ({ value: p.value, count: p.count }))
                    .sort((a, b) => a.value.localeCompare(b.value))
                : [];
          return {
            key: f.key,
            name: f.name,
            nameEn: f.nameEn,
            unit: f.unit,
            kind: f.kind,
            options,
            min: f.kind === 'number' ? (range?.min ?? null) : null,
            max: f.kind === 'number' ? (range?.max ?? null) : null,
          };
        }),
        sortOptions: sortOptions(fields),
        modelCount: [...counts.entries()]
          .filter(([sid]) => seriesPage.items.some((s) => s.id === sid))
          .reduce((a, [, n]) => a + n, 0),
      };
    },

    async typeModels(tenantId: string, typeId: string, query: TypeModelsQuery): Promise<Page<ModelCard>> {
      await publicType(tenantId, typeId);
      const fields = await repo.specs.fields(tenantId, [typeId]);
      const page = await repo.models.ofType(
        tenantId,
        typeId,
        {
          seriesId: query.seriesId,
          q: query.q,
          lifecycle: query.lifecycle,
          filters: parseFilters(fields, query.spec),
          sort: resolveSort(fields, query.sort),
          order: query.order,
        },
        { offset: query.skipCount, limit: query.maxResultCount },
      );
      return { items: await views.cards(tenantId, page.items), totalCount: page.totalCount };
    },

    async searchModels(tenantId: string, query: z.infer<typeof ModelSearchQuery>): Promise<Page<ModelCard>> {
      if (query.ids !== undefined) {
        const models = await repo.models.byIds(tenantId, idList(query.ids).slice(0, 50), true);
        return { items: await views.cards(tenantId, models), totalCount: models.length };
      }
      const page = await repo.models.searchPublic(
        tenantId,
        { q: query.q, typeId: query.productTypeId, seriesId: query.seriesId },
        { offset: query.skipCount, limit: query.maxResultCount },
      );
      return { items: await views.cards(tenantId, page.items), totalCount: page.totalCount };
    },

    async modelDetail(tenantId: string, id: string): Promise<ModelDetail> {
      const m = await repo.models.find(tenantId, id);
      if (!m || !(await views.isPublic(tenantId, m))) throw AppError.notFound('型号不存在或已下架');
      const [series, type, specs, successor, related, accessories, downloads] = await Promise.all([
        repo.series.find(tenantId, m.seriesId),
        repo.types.find(tenantId, m.productTypeId),
        views.specsOf(tenantId, [m]),
        m.successorId ? views.refs(tenantId, [m.successorId]) : Promise.resolve([]),
        views.refs(tenantId, m.relatedIds),
        views.refs(tenantId, m.accessoryIds),
        deps.modelDownloads ? deps.modelDownloads(tenantId, m) : Promise.resolve([]),
      ]);
      // A public model's series and type are published, hence present.
      if (!series || !type) throw AppError.notFound('型号不存在或已下架');
      return {
        id: m.id,
        modelNumber: m.modelNumber,
        name: m.name,
        nameEn: m.nameEn,
        summary: m.summary,
        summaryEn: m.summaryEn,
        descriptionHtml: m.descriptionHtml,
        descriptionHtmlEn: m.descriptionHtmlEn,
        lifecycle: m.lifecycle,
        successor: successor[0] ?? null,
        productType: { id: type.id, name: type.name, nameEn: type.nameEn },
        series: { id: series.id, name: series.name, nameEn: series.nameEn },
        images: m.imageFileIds.map((fileId) => ({ fileId, url: fileUrl(fileId)! })),
        specs: (specs.get(m.id) ?? []).map(toSpecValue),
        related,
        accessories,
        downloads,
        publishTime: m.createdAt,
        lastModificationTime: m.updatedAt,
      };
    },

    async compare(tenantId: string, idsText: string): Promise<CompareResult> {
      const ids = idList(idsText);
      if (ids.length < COMPARE_MIN) throw AppError.field('ids', `请至少选择 ${COMPARE_MIN} 个型号进行对比`);
      if (ids.length > COMPARE_MAX)
        throw AppError.field('ids', `最多只能同时对比 ${COMPARE_MAX} 个型号，当前选择了 ${ids.length} 个`);
      const models = await repo.models.byIds(tenantId, ids, true);
      if (models.length !== ids.length) throw AppError.notFound('要对比的型号中有不存在或已下架的型号');
      const typeIds = [...new Set(models.map((m) => m.productTypeId))];
      if (typeIds.length > 1) {
        const names = (await repo.types.byIds(tenantId, typeIds)).map((t) => t.name);
        throw AppError.field('ids', `只能对比同一产品类型的型号，所选型号分别属于：${names.join('、')}`);
      }
      const [type, fields, series, values] = await Promise.all([
        repo.types.find(tenantId, models[0]?.productTypeId ?? ''),
        repo.specs.fields(tenantId, typeIds),
        views.seriesMap(tenantId, models),
        repo.specs.values(tenantId, ids),
      ]);
      if (!type) throw AppError.notFound('要对比的型号中有不存在或已下架的型号');
      return {
        productType: { id: type.id, name: type.name, nameEn: type.nameEn },
        models: models.map((m) => views.toRef(m, series)),
        rows: fields.map((f) => {
          const row = models.map(
            (m) => values.find((v) => v.modelId === m.id && v.fieldId === f.id)?.valueText ?? null,
          );
          return {
            key: f.key,
            name: f.name,
            nameEn: f.nameEn,
            unit: f.unit,
            values: row,
            differs: new Set(row).size > 1,
          };
        }),
      };
    },

    /**
     * Every public model with its type, series and all its spec values, for the chat assistant's product
     * answers (features/chat/assistant-catalogue.ts): the whole public catalogue in four queries.
     */
    async modelSheets(tenantId: string): Promise<ModelSheet[]> {
      const models = await repo.models.allPublic(tenantId);
      const [series, types, specs] = await Promise.all([
        views.seriesMap(tenantId, models),
        repo.types.byIds(tenantId, [...new Set(models.map((m) => m.productTypeId))]),
        views.specsOf(tenantId, models),
      ]);
      const typeById = new Map(types.map((t) => [t.id, t]));
      return models.map((m) => {
        const s = series.get(m.seriesId);
        const t = typeById.get(m.productTypeId);
        return {
          id: m.id,
          modelNumber: m.modelNumber,
          name: m.name,
          nameEn: m.nameEn,
          summary: m.summary,
          summaryEn: m.summaryEn,
          lifecycle: m.lifecycle,
          productType: { id: m.productTypeId, name: t?.name ?? '', nameEn: t?.nameEn ?? '' },
          series: { id: m.seriesId, name: s?.name ?? '', nameEn: s?.nameEn ?? '' },
          specs: specs.get(m.id) ?? [],
        };
      });
    },

    /** Home page: published types with flagship series and model counts. */
    async homeTypes(tenantId: string) {
      const [types, seriesPage, counts] = await Promise.all([
        repo.types.list(tenantId),
        repo.series.list(tenantId, { publishedOnly: true }, { offset: 0, limit: 1000 }),
        repo.types.counts(tenantId, true),
      ]);
      return types
        .filter((t) => t.isPublished)
        .map((t) => ({
          id: t.id,
          name: t.name,
          nameEn: t.nameEn,
          description: t.description,
          descriptionEn: t.descriptionEn,
          imageUrl: fileUrl(t.iconFileId),
          modelCount: counts.get(t.id)?.models ?? 0,
          flagshipSeries: seriesPage.items
            .filter((s) => s.productTypeId === t.id && s.isFlagship)
            .map((s) => ({
              id: s.id,
              name: s.name,
              nameEn: s.nameEn,
              description: s.description,
              descriptionEn: s.descriptionEn,
            })),
        }));
    },
  };
}
