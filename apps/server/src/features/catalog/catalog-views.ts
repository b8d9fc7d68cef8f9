import { fileUrl, type ModelCard, type ModelRef, type SpecField, type SpecValue } from '@clearsight/contracts';
import type { Tx } from '../../shared/transaction.js';
import type { CatalogRepository, ModelRow, SeriesRow, SpecFieldRow } from './catalog.repository.js';

/** A model's spec value with its field's names, and whether the field belongs in the card summary. */
export type SpecOut = SpecValue & { showInSummary: boolean };

export function toSpecField(f: SpecFieldRow): SpecField {
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

/** The public spec value, without the summary flag. */
export const toSpecValue = ({ key, name, nameEn, unit, kind, value, numericValue }: SpecOut): SpecValue => ({
  key,
  name,
  nameEn,
  unit,
  kind,
  value,
  numericValue,
});

/**
 * How models look wherever they are shown — references, cards with their summary specs — and whether a
 * model is public. Shared by the public pages, the search index and other features (through the service).
 */
export function createCatalogViews(repo: CatalogRepository) {
  async function seriesMap(tenantId: string, models: ModelRow[], tx?: Tx | null): Promise<Map<string, SeriesRow>> {
    const ids = [...new Set(models.map((m) => m.seriesId))];
    return new Map((await repo.series.byIds(tenantId, ids, tx)).map((s) => [s.id, s]));
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
      seriesNameEn: series.get(m.seriesId)?.nameEn ?? '',
    };
  }

  /** Published models by id, in the order asked for; hidden ones left out. */
  async function refs(tenantId: string, ids: string[]): Promise<ModelRef[]> {
    const models = await repo.models.byIds(tenantId, ids, true);
    const series = await seriesMap(tenantId, models);
    return models.map((m) => toRef(m, series));
  }

  /** Each model's spec values in field order. */
  async function specsOf(tenantId: string, models: ModelRow[], tx?: Tx | null): Promise<Map<string, SpecOut[]>> {
    const typeIds = [...new Set(models.map((m) => m.productTypeId))];
    const [fields, values] = await Promise.all([
      repo.specs.fields(tenantId, typeIds, tx),
      repo.specs.values(
        tenantId,
        models.map((m) => m.id),
        tx,
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
      summaryEn: m.summaryEn,
      specSummary: (specs.get(m.id) ?? []).filter((s) => s.showInSummary).map(toSpecValue),
      lastModificationTime: m.updatedAt,
    }));
  }

  /** Is a model visible to the public (itself, its series and its type published)? */
  async function isPublic(tenantId: string, m: ModelRow, tx?: Tx | null): Promise<boolean> {
    if (!m.isPublished) return false;
    const [s, t] = await Promise.all([
      repo.series.find(tenantId, m.seriesId, tx),
      repo.types.find(tenantId, m.productTypeId, tx),
    ]);
    return !!s?.isPublished && !!t?.isPublished;
  }

  return { seriesMap, toRef, refs, specsOf, cards, isPublic };
}
export type CatalogViews = ReturnType<typeof createCatalogViews>;
