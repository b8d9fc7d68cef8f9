import {
  COMPARE_MAX,
  COMPARE_MIN,
  type AdminModel,
  type AdminProductType,
  type AdminSeries,
  type CompareResult,
  type ModelCard,
  type ModelDetail,
  type ModelDownload,
  type ModelRef,
  type ProductTypeDetail,
  type SpecField,
  type SpecValue,
  type TypeModelsQuery,
} from '@clearsight/contracts';
import { AppError, type FieldError } from '../../shared/app-error.js';
import { auditedCrud, type Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { Page } from '../../shared/paging.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { FileService } from '../file/file.service.js';
import { fileUrl } from '@clearsight/contracts';
import { markdownToText, renderMarkdownHtml } from '../../shared/markdown.js';
import type { SearchEntry, SearchIndex } from '../search/search.service.js';
import type { CatalogRepository, ModelRow, SeriesRow, SpecFieldRow, SpecFilter } from './catalog.repository.js';

type ProductTypeInput = {
  name: string;
  nameEn: string;
  description: string;
  iconFileId: string | null;
  orderNum: number;
  isPublished: boolean;
};
type SpecFieldInput = Omit<SpecField, 'id'>;
type SeriesInput = Omit<AdminSeries, 'id' | 'creationTime' | 'lastModificationTime' | 'productTypeName' | 'modelCount'>;
export type ModelInput = {
  seriesId: string;
  modelNumber: string;
  name: string;
  nameEn: string;
  summary: string;
  descriptionMd: string;
  lifecycle: ModelRow['lifecycle'];
  successorId: string | null;
  imageFileIds: string[];
  specs: Record<string, string | number | null>;
  relatedIds: string[];
  accessoryIds: string[];
  orderNum: number;
  isPublished: boolean;
};

const NUMBER = /^-?\d+(?:\.\d+)?$/;
const RANGE = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/;

function toSpecField(f: SpecFieldRow): SpecField {
  return {
    id: f.id,
    key: f.key,
    name: f.name,
    nameEn: f.nameEn,
    unit: f.unit,
    kind: f.kind,
    options: f.options,
    filterable: f.filterable,
    showInSummary: f.showInSummary,
    orderNum: f.orderNum,
  };
}

/** A number shown without float noise (5 → "5", 2.2 → "2.2"). */
function formatNumber(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}

export function createCatalogService(deps: {
  repo: CatalogRepository;
  clock: Clock;
  audit: Audit;
  files: FileService;
  search: SearchIndex;
  /** Documents and software of a model (wired from the download feature). */
  modelDownloads?: (
    tenantId: string,
    model: { id: string; seriesId: string; productTypeId: string },
  ) => Promise<ModelDownload[]>;
}) {
  const { repo, clock, files, search } = deps;
  const now = () => clock.now().toISOString();

  // ----- shaping ---------------------------------------------------------------------------------
  async function seriesMap(tenantId: string, models: ModelRow[]): Promise<Map<string, SeriesRow>> {
    const ids = [...new Set(models.map((m) => m.seriesId))];
    return new Map((await repo.seriesByIds(tenantId, ids)).map((s) => [s.id, s]));
  }

  function toRef(m: ModelRow, series: Map<string, SeriesRow>): ModelRef {
    return {
      id: m.id,
      modelNumber: m.modelNumber,
      name: m.name,
      nameEn: m.nameEn,
      imageUrl: fileUrl(m.imageFileIds[0]),
      lifecycle: m.lifecycle,
      productTypeId: m.productTypeId,
      seriesId: m.seriesId,
      seriesName: series.get(m.seriesId)?.name ?? '',
    };
  }

  async function refs(tenantId: string, ids: string[]): Promise<ModelRef[]> {
    const models = await repo.modelsByIds(tenantId, ids, true);
    const series = await seriesMap(tenantId, models);
    return models.map((m) => toRef(m, series));
  }

  type SpecOut = SpecValue & { showInSummary: boolean };
  async function specsOf(tenantId: string, models: ModelRow[]): Promise<Map<string, SpecOut[]>> {
    const typeIds = [...new Set(models.map((m) => m.productTypeId))];
    const [fields, values] = await Promise.all([
      repo.listFields(tenantId, typeIds),
      repo.specValues(
        tenantId,
        models.map((m) => m.id),
      ),
    ]);
    const byField = new Map(fields.map((f) => [f.id, f]));
    const out = new Map<string, SpecOut[]>();
    for (const m of models) out.set(m.id, []);
    const ordered = values
      .map((v) => ({ v, f: byField.get(v.fieldId) }))
      .filter((x): x is { v: (typeof values)[number]; f: SpecFieldRow } => !!x.f)
      .sort((a, b) => a.f.orderNum - b.f.orderNum || a.f.createdAt.localeCompare(b.f.createdAt));
    for (const { v, f } of ordered) {
      out.get(v.modelId)?.push({
        key: f.key,
        name: f.name,
        nameEn: f.nameEn,
        unit: f.unit,
        kind: f.kind,
        value: v.valueText,
        numericValue: v.valueNum,
        showInSummary: f.showInSummary,
      });
    }
    return out;
  }

  async function cards(tenantId: string, models: ModelRow[]): Promise<ModelCard[]> {
    const [series, specs] = await Promise.all([seriesMap(tenantId, models), specsOf(tenantId, models)]);
    return models.map((m) => ({
      ...toRef(m, series),
      summary: m.summary,
      specSummary: (specs.get(m.id) ?? [])
        .filter((s) => s.showInSummary)
        .map(({ key, name, nameEn, unit, kind, value, numericValue }) => ({
          key,
          name,
          nameEn,
          unit,
          kind,
          value,
          numericValue,
        })),
      lastModificationTime: m.updatedAt,
    }));
  }

  const cleanSpecs = (list: SpecOut[]): SpecValue[] =>
    list.map(({ key, name, nameEn, unit, kind, value, numericValue }) => ({
      key,
      name,
      nameEn,
      unit,
      kind,
      value,
      numericValue,
    }));

  async function publicType(tenantId: string, id: string) {
    const type = await repo.findType(tenantId, id);
    if (!type || !type.isPublished) throw AppError.notFound('产品类型不存在或已下架');
    return type;
  }

  /** Is a model visible to the public (itself, its series and its type published)? */
  async function isPublic(tenantId: string, m: ModelRow): Promise<boolean> {
    if (!m.isPublished) return false;
    const [s, t] = await Promise.all([repo.findSeries(tenantId, m.seriesId), repo.findType(tenantId, m.productTypeId)]);
    return !!s?.isPublished && !!t?.isPublished;
  }

  // ----- filters ---------------------------------------------------------------------------------
  function parseFilters(fields: SpecFieldRow[], raw: string | string[] | undefined): SpecFilter[] {
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    const errors: FieldError[] = [];
    const filters: SpecFilter[] = [];
    for (const item of list) {
      const at = item.indexOf(':');
      const key = at > 0 ? item.slice(0, at).trim() : '';
      const value = at > 0 ? item.slice(at + 1).trim() : '';
      const member = `spec.${key || item}`;
      if (!key || !value) {
        errors.push({ message: `筛选条件“${item}”格式不正确，应为“字段:值”`, members: [member] });
        continue;
      }
      const field = fields.find((f) => f.key === key);
      if (!field || !field.filterable) {
        errors.push({ message: `不能按“${key}”筛选：该产品类型没有这个可筛选的规格`, members: [member] });
        continue;
      }
      if (field.kind === 'number') {
        const exact = NUMBER.exec(value);
        const range = RANGE.exec(value);
        if (exact) {
          filters.push({ fieldId: field.id, min: Number(value), max: Number(value) });
        } else if (range && (range[1] !== undefined || range[2] !== undefined)) {
          const min = range[1] !== undefined ? Number(range[1]) : null;
          const max = range[2] !== undefined ? Number(range[2]) : null;
          if (min !== null && max !== null && min > max) {
            errors.push({ message: `“${field.name}”的范围下限不能大于上限`, members: [member] });
          } else {
            filters.push({ fieldId: field.id, min, max });
          }
        } else {
          errors.push({ message: `“${field.name}”的筛选值必须是数字或范围（如 5..12、100..）`, members: [member] });
        }
        continue;
      }
      const values = [
        ...new Set(
          value
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ];
      if (values.length === 0) {
        errors.push({ message: `请为“${field.name}”选择筛选值`, members: [member] });
        continue;
      }
      if (field.kind === 'enum') {
        const bad = values.filter((v) => !field.options.includes(v));
        if (bad.length > 0) {
          errors.push({
            message: `“${field.name}”没有选项“${bad.join('、')}”，可选值：${field.options.join('、')}`,
            members: [member],
          });
          continue;
        }
      }
      filters.push({ fieldId: field.id, values });
    }
    if (errors.length > 0)
      throw AppError.validation(`筛选条件有误：${errors.map((e) => e.message).join('；')}`, errors);
    return filters;
  }

  function sortOptions(fields: SpecFieldRow[]) {
    return [
      { value: 'default', name: '默认排序', nameEn: 'Default' },
      { value: 'modelNumber', name: '型号', nameEn: 'Model number' },
      { value: 'newest', name: '最新上架', nameEn: 'Newest' },
      ...fields
        .filter((f) => f.kind === 'number')
        .map((f) => ({ value: f.key, name: f.name, nameEn: f.nameEn || f.key })),
    ];
  }

  // ----- search ----------------------------------------------------------------------------------
  async function searchEntriesOf(tenantId: string, models: ModelRow[]): Promise<SearchEntry[]> {
    const [series, types, specs] = await Promise.all([
      seriesMap(tenantId, models),
      repo.typesByIds(tenantId, [...new Set(models.map((m) => m.productTypeId))]),
      specsOf(tenantId, models),
    ]);
    return models.map((m) => {
      const s = series.get(m.seriesId);
      const type = types.find((x) => x.id === m.productTypeId);
      const specText = (specs.get(m.id) ?? []).map((v) => `${v.name} ${v.value}${v.unit}`).join(' ');
      return {
        kind: 'model' as const,
        id: m.id,
        tenantId,
        title: `${m.modelNumber} ${m.name}`,
        body: [m.summary, specText, markdownToText(m.descriptionMd)].filter(Boolean).join(' '),
        keywords: [m.nameEn, s?.name, s?.nameEn, type?.name, type?.nameEn].filter(Boolean).join(' '),
        url: `/materialDetails?id=${m.id}`,
        updatedAt: m.updatedAt,
      };
    });
  }
  const searchEntry = async (tenantId: string, m: ModelRow) => (await searchEntriesOf(tenantId, [m]))[0]!;
  async function reindexModel(tenantId: string, m: ModelRow): Promise<void> {
    if (await isPublic(tenantId, m)) await search.upsert(await searchEntry(tenantId, m));
    else await search.remove({ kind: 'model', id: m.id, tenantId });
  }
  async function reindexModels(tenantId: string, filter: { typeId?: string; seriesId?: string }) {
    const page = await repo.listModelsAdmin(tenantId, {
      typeId: filter.typeId,
      seriesId: filter.seriesId,
      offset: 0,
      limit: 10_000,
    });
    for (const m of page.items) await reindexModel(tenantId, m);
  }

  // ----- admin shaping -----------------------------------------------------------------------------
  async function adminType(tenantId: string, id: string): Promise<AdminProductType | undefined> {
    const t = await repo.findType(tenantId, id);
    if (!t) return undefined;
    const [counts, fields] = await Promise.all([repo.countsByType(tenantId, false), repo.listFields(tenantId, [id])]);
    return {
      id: t.id,
      name: t.name,
      nameEn: t.nameEn,
      description: t.description,
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

  async function adminSeriesOf(tenantId: string, rows: SeriesRow[]): Promise<AdminSeries[]> {
    const [types, counts] = await Promise.all([
      repo.typesByIds(tenantId, [...new Set(rows.map((s) => s.productTypeId))]),
      repo.modelCountBySeries(tenantId, false),
    ]);
    const typeNames = new Map(types.map((t) => [t.id, t.name]));
    return rows.map((s) => ({
      id: s.id,
      productTypeId: s.productTypeId,
      productTypeName: typeNames.get(s.productTypeId) ?? '',
      name: s.name,
      nameEn: s.nameEn,
      description: s.description,
      isFlagship: s.isFlagship,
      orderNum: s.orderNum,
      isPublished: s.isPublished,
      modelCount: counts.get(s.id) ?? 0,
      creationTime: s.createdAt,
      lastModificationTime: s.updatedAt,
    }));
  }

  async function adminModels(tenantId: string, rows: ModelRow[]): Promise<AdminModel[]> {
    const [series, types, values, fields] = await Promise.all([
      seriesMap(tenantId, rows),
      repo.typesByIds(tenantId, [...new Set(rows.map((m) => m.productTypeId))]),
      repo.specValues(
        tenantId,
        rows.map((m) => m.id),
      ),
      repo.listFields(tenantId, [...new Set(rows.map((m) => m.productTypeId))]),
    ]);
    const typeNames = new Map(types.map((t) => [t.id, t.name]));
    const keyOf = new Map(fields.map((f) => [f.id, f.key]));
    return rows.map((m) => {
      const specs: Record<string, string> = {};
      for (const v of values)
        if (v.modelId === m.id && keyOf.has(v.fieldId)) specs[keyOf.get(v.fieldId)!] = v.valueText;
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
        descriptionMd: m.descriptionMd,
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

  async function requireImages(tenantId: string, ids: string[], member: string): Promise<void> {
    for (const id of ids) {
      const f = await files.find(tenantId, id);
      if (!f || f.kind !== 'image') throw AppError.field(member, `图片 ${id} 不存在或不是图片，请重新上传`);
    }
  }

  async function validateModel(tenantId: string, input: ModelInput, selfId: string | null) {
    const series = await repo.findSeries(tenantId, input.seriesId);
    if (!series) throw AppError.field('seriesId', '所选系列不存在');
    if (await repo.modelNumberTaken(tenantId, input.modelNumber, selfId ?? undefined)) {
      throw AppError.field('modelNumber', `型号“${input.modelNumber}”已存在`);
    }
    await requireImages(tenantId, input.imageFileIds, 'imageFileIds');
    if (input.successorId) {
      if (input.successorId === selfId) throw AppError.field('successorId', '后继型号不能是它自己');
      if (!(await repo.findModel(tenantId, input.successorId))) throw AppError.field('successorId', '后继型号不存在');
    }
    for (const member of ['relatedIds', 'accessoryIds'] as const) {
      const ids = [...new Set(input[member])];
      if (selfId && ids.includes(selfId)) throw AppError.field(member, '不能关联型号自身');
      const found = await repo.modelsByIds(tenantId, ids, false);
      if (found.length !== ids.length) throw AppError.field(member, '关联的型号中有不存在的型号');
    }
    const fields = await repo.listFields(tenantId, [series.productTypeId]);
    const values: Array<{ fieldId: string; valueText: string; valueNum: number | null }> = [];
    const errors: FieldError[] = [];
    for (const [key, raw] of Object.entries(input.specs)) {
      const field = fields.find((f) => f.key === key);
      const member = `specs.${key}`;
      if (!field) {
        errors.push({ message: `该产品类型没有规格字段“${key}”`, members: [member] });
        continue;
      }
      if (raw === null || (typeof raw === 'string' && raw.trim() === '')) continue;
      if (field.kind === 'number') {
        const n = typeof raw === 'number' ? raw : NUMBER.test(raw.trim()) ? Number(raw.trim()) : NaN;
        if (!Number.isFinite(n)) {
          errors.push({ message: `“${field.name}”必须是数字`, members: [member] });
          continue;
        }
        values.push({ fieldId: field.id, valueText: formatNumber(n), valueNum: n });
      } else {
        const text = String(raw).trim();
        if (field.kind === 'enum' && !field.options.includes(text)) {
          errors.push({ message: `“${field.name}”只能是：${field.options.join('、')}`, members: [member] });
          continue;
        }
        values.push({ fieldId: field.id, valueText: text, valueNum: null });
      }
    }
    if (errors.length > 0)
      throw AppError.validation(`规格参数有误：${errors.map((e) => e.message).join('；')}`, errors);
    return { series, values };
  }

  function validateField(input: SpecFieldInput): SpecFieldInput {
    const options = [...new Set(input.options)];
    if (input.kind === 'enum' && options.length === 0) throw AppError.field('options', '枚举字段至少需要一个选项');
    return { ...input, options: input.kind === 'enum' ? options : [] };
  }

  return {
    /** The mega-menu: every published product type with its series. */
    productTypeMenu: (tenantId: string) => repo.productTypesWithSeries(tenantId),
    /** The mega-menu's column of solution types. */
    solutionTypeMenu: (tenantId: string) => repo.solutionTypes(tenantId),
    /** Types, series and models by id, published or not, for other features that validate staff input. */
    lookup: {
      type: (tenantId: string, id: string) => repo.findType(tenantId, id),
      series: (tenantId: string, id: string) => repo.findSeries(tenantId, id),
      model: (tenantId: string, id: string) => repo.findModel(tenantId, id),
    },
    /** Whether every id is an existing model (published or not). */
    async modelsExist(tenantId: string, ids: string[]): Promise<boolean> {
      return (await repo.modelsByIds(tenantId, ids, false)).length === ids.length;
    },
    refs,
    cards,
    isPublic,

    // ----- public ----------------------------------------------------------------------------------
    async typeDetail(tenantId: string, id: string): Promise<ProductTypeDetail> {
      const type = await publicType(tenantId, id);
      const [seriesPage, fields, counts] = await Promise.all([
        repo.listSeries(tenantId, { typeId: id, offset: 0, limit: 1000, publishedOnly: true }),
        repo.listFields(tenantId, [id]),
        repo.modelCountBySeries(tenantId, true),
      ]);
      const filterable = fields.filter((f) => f.filterable);
      const facets = await repo.facets(
        tenantId,
        id,
        filterable.map((f) => f.id),
      );
      return {
        id: type.id,
        name: type.name,
        nameEn: type.nameEn,
        description: type.description,
        imageUrl: fileUrl(type.iconFileId),
        series: seriesPage.items.map((s) => ({
          id: s.id,
          name: s.name,
          nameEn: s.nameEn,
          description: s.description,
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
      const fields = await repo.listFields(tenantId, [typeId]);
      const filters = parseFilters(fields, query.spec);
      let sort: { by: 'default' | 'modelNumber' | 'newest' } | { by: 'spec'; fieldId: string };
      if (query.sort === 'default' || query.sort === 'modelNumber' || query.sort === 'newest') {
        sort = { by: query.sort };
      } else {
        const field = fields.find((f) => f.key === query.sort && f.kind === 'number');
        if (!field) {
          throw AppError.field(
            'sort',
            `不支持按“${query.sort}”排序，可选：${sortOptions(fields)
              .map((o) => o.value)
              .join('、')}`,
          );
        }
        sort = { by: 'spec', fieldId: field.id };
      }
      const page = await repo.typeModels(tenantId, typeId, {
        seriesId: query.seriesId,
        q: query.q,
        lifecycle: query.lifecycle,
        filters,
        sort,
        order: query.order,
        offset: query.skipCount,
        limit: query.maxResultCount,
      });
      return { items: await cards(tenantId, page.items), totalCount: page.totalCount };
    },

    async searchModels(
      tenantId: string,
      query: {
        skipCount: number;
        maxResultCount: number;
        q?: string | undefined;
        productTypeId?: string | undefined;
        seriesId?: string | undefined;
        ids?: string | undefined;
      },
    ): Promise<Page<ModelCard>> {
      if (query.ids !== undefined) {
        const ids = [
          ...new Set(
            query.ids
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ].slice(0, 50);
        const models = await repo.modelsByIds(tenantId, ids, true);
        return { items: await cards(tenantId, models), totalCount: models.length };
      }
      const page = await repo.searchPublicModels(tenantId, {
        q: query.q,
        typeId: query.productTypeId,
        seriesId: query.seriesId,
        offset: query.skipCount,
        limit: query.maxResultCount,
      });
      return { items: await cards(tenantId, page.items), totalCount: page.totalCount };
    },

    async modelDetail(tenantId: string, id: string): Promise<ModelDetail> {
      const m = await repo.findModel(tenantId, id);
      if (!m || !(await isPublic(tenantId, m))) throw AppError.notFound('型号不存在或已下架');
      const [series, type, specs, successor, related, accessories, downloads] = await Promise.all([
        repo.findSeries(tenantId, m.seriesId),
        repo.findType(tenantId, m.productTypeId),
        specsOf(tenantId, [m]),
        m.successorId ? refs(tenantId, [m.successorId]) : Promise.resolve([]),
        refs(tenantId, m.relatedIds),
        refs(tenantId, m.accessoryIds),
        deps.modelDownloads ? deps.modelDownloads(tenantId, m) : Promise.resolve([]),
      ]);
      return {
        id: m.id,
        modelNumber: m.modelNumber,
        name: m.name,
        nameEn: m.nameEn,
        summary: m.summary,
        descriptionHtml: m.descriptionHtml,
        lifecycle: m.lifecycle,
        successor: successor[0] ?? null,
        productType: { id: type!.id, name: type!.name, nameEn: type!.nameEn },
        series: { id: series!.id, name: series!.name, nameEn: series!.nameEn },
        images: m.imageFileIds.map((fileId) => ({ fileId, url: fileUrl(fileId)! })),
        specs: cleanSpecs(specs.get(m.id) ?? []),
        related,
        accessories,
        downloads,
        publishTime: m.createdAt,
        lastModificationTime: m.updatedAt,
      };
    },

    async compare(tenantId: string, idsText: string): Promise<CompareResult> {
      const ids = [
        ...new Set(
          idsText
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length < COMPARE_MIN) throw AppError.field('ids', `请至少选择 ${COMPARE_MIN} 个型号进行对比`);
      if (ids.length > COMPARE_MAX)
        throw AppError.field('ids', `最多只能同时对比 ${COMPARE_MAX} 个型号，当前选择了 ${ids.length} 个`);
      const models = await repo.modelsByIds(tenantId, ids, true);
      if (models.length !== ids.length) throw AppError.notFound('要对比的型号中有不存在或已下架的型号');
      const typeIds = [...new Set(models.map((m) => m.productTypeId))];
      if (typeIds.length > 1) {
        const names = (await repo.typesByIds(tenantId, typeIds)).map((t) => t.name);
        throw AppError.field('ids', `只能对比同一产品类型的型号，所选型号分别属于：${names.join('、')}`);
      }
      const [type, fields, series, values] = await Promise.all([
        repo.findType(tenantId, typeIds[0]!),
        repo.listFields(tenantId, typeIds),
        seriesMap(tenantId, models),
        repo.specValues(tenantId, ids),
      ]);
      return {
        productType: { id: type!.id, name: type!.name, nameEn: type!.nameEn },
        models: models.map((m) => toRef(m, series)),
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

    /** Home page: published types with flagship series and model counts. */
    async homeTypes(tenantId: string) {
      const [types, seriesPage, counts] = await Promise.all([
        repo.listTypes(tenantId),
        repo.listSeries(tenantId, { offset: 0, limit: 1000, publishedOnly: true }),
        repo.countsByType(tenantId, true),
      ]);
      return types
        .filter((t) => t.isPublished)
        .map((t) => ({
          id: t.id,
          name: t.name,
          nameEn: t.nameEn,
          description: t.description,
          imageUrl: fileUrl(t.iconFileId),
          modelCount: counts.get(t.id)?.models ?? 0,
          flagshipSeries: seriesPage.items
            .filter((s) => s.productTypeId === t.id && s.isFlagship)
            .map((s) => ({ id: s.id, name: s.name, nameEn: s.nameEn, description: s.description })),
        }));
    },

    /** Everything public, for the search index and the sitemap. */
    async searchEntries(tenantId: string): Promise<SearchEntry[]> {
      return searchEntriesOf(tenantId, await repo.allPublicModels(tenantId));
    },
    async sitemap(tenantId: string) {
      const [types, models] = await Promise.all([repo.listTypes(tenantId), repo.allPublicModels(tenantId)]);
      return {
        types: types.filter((t) => t.isPublished).map((t) => ({ id: t.id, updatedAt: t.updatedAt })),
        models: models.map((m) => ({ id: m.id, updatedAt: m.updatedAt })),
      };
    },

    // ----- admin: types ----------------------------------------------------------------------------
    types: auditedCrud(
      {
        async list(
          ctx: RequestContext,
          query: { filter?: string | undefined; skipCount: number; maxResultCount: number },
        ) {
          const all = await repo.listTypes(ctx.tenantId, query.filter);
          const page = all.slice(query.skipCount, query.skipCount + query.maxResultCount);
          const items = await Promise.all(page.map((t) => adminType(ctx.tenantId, t.id)));
          return { items: items.filter((x): x is AdminProductType => !!x), totalCount: all.length };
        },
        get: (ctx: RequestContext, id: string) => adminType(ctx.tenantId, id),
        async create(ctx: RequestContext, input: ProductTypeInput) {
          if (await repo.typeNameTaken(ctx.tenantId, input.name))
            throw AppError.field('name', `产品类型“${input.name}”已存在`);
          if (input.iconFileId) await requireImages(ctx.tenantId, [input.iconFileId], 'iconFileId');
          const id = newId();
          await repo.insertType({ id, tenantId: ctx.tenantId, ...input, createdAt: now(), updatedAt: now() });
          return (await adminType(ctx.tenantId, id))!;
        },
        async update(ctx: RequestContext, id: string, input: ProductTypeInput) {
          const existing = await repo.findType(ctx.tenantId, id);
          if (!existing) throw AppError.notFound('产品类型不存在');
          if (await repo.typeNameTaken(ctx.tenantId, input.name, id))
            throw AppError.field('name', `产品类型“${input.name}”已存在`);
          if (input.iconFileId) await requireImages(ctx.tenantId, [input.iconFileId], 'iconFileId');
          await repo.updateType({ ...existing, ...input, updatedAt: now() });
          if (existing.isPublished !== input.isPublished || existing.name !== input.name)
            await reindexModels(ctx.tenantId, { typeId: id });
          return (await adminType(ctx.tenantId, id))!;
        },
        async remove(ctx: RequestContext, id: string) {
          const counts = (await repo.countsByType(ctx.tenantId, false)).get(id);
          if (counts && counts.series > 0)
            throw AppError.conflict(`该产品类型下还有 ${counts.series} 个系列，请先删除或移走它们`);
          await repo.deleteType(ctx.tenantId, id);
        },
      },
      deps.audit,
      { targetType: 'product_type', notFound: '产品类型不存在' },
    ),

    // ----- admin: spec fields ----------------------------------------------------------------------
    fields: {
      async list(ctx: RequestContext, typeId: string): Promise<SpecField[]> {
        if (!(await repo.findType(ctx.tenantId, typeId))) throw AppError.notFound('产品类型不存在');
        return (await repo.listFields(ctx.tenantId, [typeId])).map(toSpecField);
      },
      async create(ctx: RequestContext, typeId: string, raw: SpecFieldInput): Promise<SpecField> {
        if (!(await repo.findType(ctx.tenantId, typeId))) throw AppError.notFound('产品类型不存在');
        const input = validateField(raw);
        if (await repo.fieldKeyTaken(typeId, input.key)) throw AppError.field('key', `字段键“${input.key}”已存在`);
        const row: SpecFieldRow = { id: newId(), productTypeId: typeId, ...input, createdAt: now(), updatedAt: now() };
        await repo.insertField(ctx.tenantId, row);
        const field = toSpecField(row);
        await deps.audit.record(ctx, {
          action: 'spec_field.create',
          targetType: 'spec_field',
          targetId: row.id,
          after: { productTypeId: typeId, ...field },
        });
        return field;
      },
      async update(ctx: RequestContext, id: string, raw: SpecFieldInput): Promise<SpecField> {
        const existing = await repo.findField(ctx.tenantId, id);
        if (!existing) throw AppError.notFound('规格字段不存在');
        const input = validateField(raw);
        if (await repo.fieldKeyTaken(existing.productTypeId, input.key, id))
          throw AppError.field('key', `字段键“${input.key}”已存在`);
        const row: SpecFieldRow = { ...existing, ...input, updatedAt: now() };
        await repo.updateField(ctx.tenantId, row);
        const field = toSpecField(row);
        await deps.audit.record(ctx, {
          action: 'spec_field.update',
          targetType: 'spec_field',
          targetId: id,
          before: toSpecField(existing),
          after: field,
        });
        return field;
      },
      async remove(ctx: RequestContext, id: string): Promise<{ ok: true }> {
        const existing = await repo.findField(ctx.tenantId, id);
        if (!existing) throw AppError.notFound('规格字段不存在');
        await repo.deleteField(ctx.tenantId, id);
        await deps.audit.record(ctx, {
          action: 'spec_field.delete',
          targetType: 'spec_field',
          targetId: id,
          before: toSpecField(existing),
        });
        return { ok: true };
      },
    },

    // ----- admin: series ---------------------------------------------------------------------------
    series: auditedCrud(
      {
        async list(
          ctx: RequestContext,
          query: {
            filter?: string | undefined;
            productTypeId?: string | undefined;
            skipCount: number;
            maxResultCount: number;
          },
        ) {
          const page = await repo.listSeries(ctx.tenantId, {
            typeId: query.productTypeId,
            filter: query.filter,
            offset: query.skipCount,
            limit: query.maxResultCount,
          });
          return { items: await adminSeriesOf(ctx.tenantId, page.items), totalCount: page.totalCount };
        },
        async get(ctx: RequestContext, id: string) {
          const s = await repo.findSeries(ctx.tenantId, id);
          return s ? (await adminSeriesOf(ctx.tenantId, [s]))[0] : undefined;
        },
        async create(ctx: RequestContext, input: SeriesInput) {
          if (!(await repo.findType(ctx.tenantId, input.productTypeId)))
            throw AppError.field('productTypeId', '所选产品类型不存在');
          if (await repo.seriesNameTaken(input.productTypeId, input.name))
            throw AppError.field('name', `系列“${input.name}”已存在`);
          const row: SeriesRow = { id: newId(), tenantId: ctx.tenantId, ...input, createdAt: now(), updatedAt: now() };
          await repo.insertSeries(row);
          return (await adminSeriesOf(ctx.tenantId, [row]))[0]!;
        },
        async update(ctx: RequestContext, id: string, input: SeriesInput) {
          const existing = await repo.findSeries(ctx.tenantId, id);
          if (!existing) throw AppError.notFound('系列不存在');
          if (!(await repo.findType(ctx.tenantId, input.productTypeId)))
            throw AppError.field('productTypeId', '所选产品类型不存在');
          if (await repo.seriesNameTaken(input.productTypeId, input.name, id))
            throw AppError.field('name', `系列“${input.name}”已存在`);
          if (
            input.productTypeId !== existing.productTypeId &&
            ((await repo.modelCountBySeries(ctx.tenantId, false)).get(id) ?? 0) > 0
          ) {
            throw AppError.field('productTypeId', '系列下已有型号，不能移到其他产品类型（规格字段不同）');
          }
          const row: SeriesRow = { ...existing, ...input, updatedAt: now() };
          await repo.updateSeries(row);
          await reindexModels(ctx.tenantId, { seriesId: id });
          return (await adminSeriesOf(ctx.tenantId, [row]))[0]!;
        },
        async remove(ctx: RequestContext, id: string) {
          const count = (await repo.modelCountBySeries(ctx.tenantId, false)).get(id) ?? 0;
          if (count > 0) throw AppError.conflict(`该系列下还有 ${count} 个型号，请先删除或移走它们`);
          await repo.deleteSeries(ctx.tenantId, id);
        },
      },
      deps.audit,
      { targetType: 'product_series', notFound: '系列不存在' },
    ),

    // ----- admin: models ---------------------------------------------------------------------------
    models: auditedCrud(
      {
        async list(
          ctx: RequestContext,
          query: {
            filter?: string | undefined;
            productTypeId?: string | undefined;
            seriesId?: string | undefined;
            lifecycle?: string | undefined;
            skipCount: number;
            maxResultCount: number;
          },
        ) {
          const page = await repo.listModelsAdmin(ctx.tenantId, {
            filter: query.filter,
            typeId: query.productTypeId,
            seriesId: query.seriesId,
            lifecycle: query.lifecycle,
            offset: query.skipCount,
            limit: query.maxResultCount,
          });
          return { items: await adminModels(ctx.tenantId, page.items), totalCount: page.totalCount };
        },
        async get(ctx: RequestContext, id: string) {
          const m = await repo.findModel(ctx.tenantId, id);
          return m ? (await adminModels(ctx.tenantId, [m]))[0] : undefined;
        },
        async create(ctx: RequestContext, input: ModelInput) {
          const { series, values } = await validateModel(ctx.tenantId, input, null);
          const row: ModelRow = {
            id: newId(),
            tenantId: ctx.tenantId,
            productTypeId: series.productTypeId,
            seriesId: series.id,
            modelNumber: input.modelNumber,
            name: input.name,
            nameEn: input.nameEn,
            summary: input.summary,
            descriptionMd: input.descriptionMd,
            descriptionHtml: renderMarkdownHtml(input.descriptionMd),
            lifecycle: input.lifecycle,
            successorId: input.successorId,
            imageFileIds: input.imageFileIds,
            relatedIds: [...new Set(input.relatedIds)],
            accessoryIds: [...new Set(input.accessoryIds)],
            orderNum: input.orderNum,
            isPublished: input.isPublished,
            createdAt: now(),
            updatedAt: now(),
          };
          await repo.insertModel(row);
          await repo.replaceSpecValues(ctx.tenantId, row.id, values);
          await reindexModel(ctx.tenantId, row);
          return (await adminModels(ctx.tenantId, [row]))[0]!;
        },
        async update(ctx: RequestContext, id: string, input: ModelInput) {
          const existing = await repo.findModel(ctx.tenantId, id);
          if (!existing) throw AppError.notFound('型号不存在');
          const { series, values } = await validateModel(ctx.tenantId, input, id);
          const row: ModelRow = {
            ...existing,
            productTypeId: series.productTypeId,
            seriesId: series.id,
            modelNumber: input.modelNumber,
            name: input.name,
            nameEn: input.nameEn,
            summary: input.summary,
            descriptionMd: input.descriptionMd,
            descriptionHtml: renderMarkdownHtml(input.descriptionMd),
            lifecycle: input.lifecycle,
            successorId: input.successorId,
            imageFileIds: input.imageFileIds,
            relatedIds: [...new Set(input.relatedIds)],
            accessoryIds: [...new Set(input.accessoryIds)],
            orderNum: input.orderNum,
            isPublished: input.isPublished,
            updatedAt: now(),
          };
          await repo.updateModel(row);
          await repo.replaceSpecValues(ctx.tenantId, id, values);
          await reindexModel(ctx.tenantId, row);
          return (await adminModels(ctx.tenantId, [row]))[0]!;
        },
        async remove(ctx: RequestContext, id: string) {
          await repo.deleteModel(ctx.tenantId, id);
          await search.remove({ kind: 'model', id, tenantId: ctx.tenantId });
        },
      },
      deps.audit,
      { targetType: 'product_model', notFound: '型号不存在' },
    ),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
