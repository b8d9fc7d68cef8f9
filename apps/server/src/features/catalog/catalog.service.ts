import type { Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import type { FileService } from '../file/file.service.js';
import type { SearchIndex } from '../search/search.service.js';
import type { CatalogRepository } from './catalog.repository.js';
import { createCatalogAdminService } from './catalog-admin.service.js';
import { createCatalogIndex } from './catalog-index.service.js';
import { createCatalogModelAdmin } from './catalog-model-admin.service.js';
import type { ContentVersion } from '../../shared/content-memo.js';
import { createCatalogPublicService, type ModelDownloads } from './catalog-public.service.js';
import { createCatalogViews } from './catalog-views.js';

/**
 * The catalogue as one service: the public pages (catalog-public), the search index and sitemap
 * (catalog-index), staff editing of the taxonomy (catalog-admin) and of models (catalog-model-admin), over
 * shared views of a model (catalog-views). This factory only builds; each part decides its own rules.
 */
export function createCatalogService(deps: {
  repo: CatalogRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  files: FileService;
  search: SearchIndex;
  /** Documents and software of a model (wired from the download feature). */
  modelDownloads?: ModelDownloads;
  /** The tenant's shared content version (the page cache's), for what the public part keeps per process. */
  contentVersion?: ContentVersion;
}) {
  const { repo, clock, audit, transactor, files, search } = deps;
  const views = createCatalogViews(repo);
  const index = createCatalogIndex({ repo, search, views });
  const publicPages = createCatalogPublicService({
    repo,
    views,
    clock,
    modelDownloads: deps.modelDownloads,
    contentVersion: deps.contentVersion,
  });
  const taxonomy = createCatalogAdminService({ repo, clock, audit, transactor, files, index });

  return {
    ...publicPages,
    /**
     * Types, series and models by id, published or not, for other features that validate staff input (in
     * their unit of work when they pass its `tx`).
     */
    lookup: {
      type: (tenantId: string, id: string, tx?: Tx | null) => repo.types.find(tenantId, id, tx),
      series: (tenantId: string, id: string, tx?: Tx | null) => repo.series.find(tenantId, id, tx),
      model: (tenantId: string, id: string, tx?: Tx | null) => repo.models.find(tenantId, id, tx),
    },
    /** Whether every id is an existing model (published or not); in the caller's unit of work when given. */
    async modelsExist(tenantId: string, ids: string[], tx?: Tx | null): Promise<boolean> {
      return (await repo.models.byIds(tenantId, ids, false, tx)).length === ids.length;
    },
    refs: views.refs,
    cards: views.cards,
    isPublic: views.isPublic,
    /** Everything public, for the search index and the sitemap. */
    searchEntries: index.searchEntries,
    sitemap: index.sitemap,
    types: taxonomy.types,
    fields: taxonomy.fields,
    series: taxonomy.series,
    models: createCatalogModelAdmin({ repo, clock, audit, transactor, files, views, index }),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
