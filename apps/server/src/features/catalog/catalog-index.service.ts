import { markdownToText } from '../../shared/markdown.js';
import type { Tx } from '../../shared/transaction.js';
import type { SearchEntry, SearchIndex } from '../search/search.service.js';
import type { CatalogRepository, ModelRow } from './catalog.repository.js';
import type { CatalogViews } from './catalog-views.js';
import { modelHref } from '@clearsight/contracts';

/**
 * The catalogue as crawlers and the site search see it: a search entry per public model (kept current when
 * staff change a model, its series or its type) and the sitemap's types and models.
 */
export function createCatalogIndex(deps: { repo: CatalogRepository; search: SearchIndex; views: CatalogViews }) {
  const { repo, search, views } = deps;

  async function entriesOf(tenantId: string, models: ModelRow[], tx?: Tx | null): Promise<SearchEntry[]> {
    const [series, types, specs] = await Promise.all([
      views.seriesMap(tenantId, models, tx),
      repo.types.byIds(tenantId, [...new Set(models.map((m) => m.productTypeId))], tx),
      views.specsOf(tenantId, models, tx),
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
        titleEn: m.nameEn ? `${m.modelNumber} ${m.nameEn}` : '',
        bodyEn: [m.summaryEn, markdownToText(m.descriptionMdEn)].filter(Boolean).join(' '),
        // The specifications' English names find the model too (their values may be written in Chinese).
        keywords: [s?.name, s?.nameEn, type?.name, type?.nameEn, ...(specs.get(m.id) ?? []).map((v) => v.nameEn)]
          .filter(Boolean)
          .join(' '),
        url: modelHref(m.id),
        updatedAt: m.updatedAt,
      };
    });
  }

  /** Indexes a public model, or takes a hidden one out of the index, in the unit of work of the change. */
  async function reindexModel(tenantId: string, m: ModelRow, tx: Tx): Promise<void> {
    if (await views.isPublic(tenantId, m, tx)) {
      const [entry] = await entriesOf(tenantId, [m], tx);
      if (entry) await search.upsert(entry, tx);
    } else {
      await removeModel(tenantId, m.id, tx);
    }
  }

  const removeModel = (tenantId: string, id: string, tx: Tx) => search.remove({ kind: 'model', id, tenantId }, tx);

  return {
    reindexModel,
    removeModel,
    /** Every model of a type or series, after the type or series changed what the public sees. */
    async reindexModels(tenantId: string, filter: { typeId?: string; seriesId?: string }, tx: Tx): Promise<void> {
      const page = await repo.models.listAdmin(tenantId, filter, { offset: 0, limit: 10_000 }, tx);
      for (const m of page.items) await reindexModel(tenantId, m, tx);
    },
    /** Everything public, for the search index. */
    async searchEntries(tenantId: string): Promise<SearchEntry[]> {
      return entriesOf(tenantId, await repo.models.allPublic(tenantId));
    },
    async sitemap(tenantId: string) {
      const [types, models] = await Promise.all([repo.types.list(tenantId), repo.models.allPublic(tenantId)]);
      return {
        types: types.filter((t) => t.isPublished).map((t) => ({ id: t.id, updatedAt: t.updatedAt })),
        models: models.map((m) => ({ id: m.id, updatedAt: m.updatedAt })),
      };
    },
  };
}
export type CatalogIndex = ReturnType<typeof createCatalogIndex>;
