import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import type { AppConfig } from '../../config.js';
import type { Db, DbKind } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import type { KeyValueStore } from '../../shared/kv-store.js';
import type { AuditRepository } from '../admin/audit.repository.js';
import { createCatalogFeature } from '../catalog/catalog.feature.js';
import { createCatalogRepository } from '../catalog/catalog.repository.js';
import { createCatalogService } from '../catalog/catalog.service.js';
import { createDownloadFeature } from '../download/download.feature.js';
import { createDownloadRepository } from '../download/download.repository.js';
import { createDownloadService } from '../download/download.service.js';
import type { FileService } from '../file/file.service.js';
import type { FileStorage } from '../file/file.storage.js';
import { createNewsFeature } from '../news/news.feature.js';
import { createNewsRepository } from '../news/news.repository.js';
import { createNewsService } from '../news/news.service.js';
import { createBannerFeature } from '../banner/banner.feature.js';
import { createBannerRepository } from '../banner/banner.repository.js';
import { createBannerService } from '../banner/banner.service.js';
import { createCareerFeature } from '../career/career.feature.js';
import { createCareerRepository } from '../career/career.repository.js';
import { createCareerService } from '../career/career.service.js';
import { createCollegeFeature } from '../college/college.feature.js';
import { createCollegeRepository } from '../college/college.repository.js';
import { createCollegeService } from '../college/college.service.js';
import { createCompanyFeature } from '../company/company.feature.js';
import { createCompanyRepository } from '../company/company.repository.js';
import { createCompanyService } from '../company/company.service.js';
import { createHomeFeature, type HotTopicsProvider } from '../home/home.feature.js';
import { createLeadFeature } from '../lead/lead.feature.js';
import { createLeadRepository } from '../lead/lead.repository.js';
import { createLeadService } from '../lead/lead.service.js';
import { createSeoFeature, type SitemapSource } from '../seo/seo.feature.js';
import { createSolutionFeature } from '../solution/solution.feature.js';
import { createSolutionRepository } from '../solution/solution.repository.js';
import { createSolutionService } from '../solution/solution.service.js';
import { createSearchFeature } from '../search/search.feature.js';
import { createSearchRepository } from '../search/search.repository.js';
import { createSearchService, type SearchIndex } from '../search/search.service.js';
import type { TenantService } from '../tenant/tenant.service.js';
import { ensureSeedAssets } from './seed-assets.js';

export interface CorporateDeps {
  db: Db;
  dbKind: DbKind;
  clock: Clock;
  kv: KeyValueStore;
  config: AppConfig;
  audit: AuditRepository;
  files: FileService;
  storage: FileStorage;
  tenants: TenantService;
}

/**
 * The corporate site's repositories, services and route features, wired in one readable place (app.ts
 * spreads `features` into its list). Services that depend on each other are passed in explicitly.
 */
export function createCorporateFeatures(deps: CorporateDeps): {
  features: Feature[];
  searchIndex: SearchIndex;
  /** The forum plugs its hot topics into the home page aggregate. */
  setHotTopics(provider: HotTopicsProvider): void;
  /** …and its public topics into the sitemap. */
  addSitemapSource(source: SitemapSource): void;
} {
  const { db, dbKind, clock, kv, config, audit, files, storage, tenants } = deps;
  const rateLimit = !config.rateLimitDisabled;

  const search = createSearchService({ repo: createSearchRepository(db, dbKind), clock });

  const catalogRepo = createCatalogRepository(db);
  const downloads = createDownloadService({
    repo: createDownloadRepository(db),
    clock,
    files,
    search,
    catalog: {
      type: (tenantId, id) => catalogRepo.findType(tenantId, id),
      series: (tenantId, id) => catalogRepo.findSeries(tenantId, id),
      model: (tenantId, id) => catalogRepo.findModel(tenantId, id),
    },
  });
  const catalog = createCatalogService({
    repo: catalogRepo,
    clock,
    files,
    search,
    modelDownloads: downloads.modelDownloads,
  });
  const news = createNewsService({ repo: createNewsRepository(db), clock, files, search });
  const modelsExist = async (tenantId: string, ids: string[]) =>
    (await catalogRepo.modelsByIds(tenantId, ids, false)).length === ids.length;
  const solutions = createSolutionService({
    repo: createSolutionRepository(db),
    clock,
    files,
    search,
    modelRefs: catalog.refs,
    modelsExist,
    documents: downloads.documentsByIds,
    documentsExist: downloads.documentsExist,
  });
  const college = createCollegeService({
    repo: createCollegeRepository(db),
    clock,
    files,
    search,
    modelRefs: catalog.refs,
    modelsExist,
  });
  const company = createCompanyService({ repo: createCompanyRepository(db), clock, files });
  const career = createCareerService({ repo: createCareerRepository(db), clock, files, search, kv, rateLimit });
  const leads = createLeadService({
    repo: createLeadRepository(db),
    clock,
    kv,
    rateLimit,
    modelExists: async (tenantId, id) => modelsExist(tenantId, [id]),
  });
  const banners = createBannerService({ repo: createBannerRepository(db), clock, files });
  const home = createHomeFeature({ banners, catalog, solutions, news, college });

  search.addSource({ kinds: ['model'], entries: catalog.searchEntries });
  search.addSource({ kinds: ['solution'], entries: solutions.searchEntries });
  search.addSource({ kinds: ['software', 'document'], entries: downloads.searchEntries });
  search.addSource({ kinds: ['news'], entries: news.searchEntries });
  search.addSource({ kinds: ['course'], entries: college.searchEntries });
  search.addSource({ kinds: ['job'], entries: career.searchEntries });

  /** At start: write the demo files the seed registered, and build the search index when it is empty. */
  const startup: Feature = {
    registerRoutes(server: FastifyInstance) {
      server.addHook('onReady', async () => {
        await ensureSeedAssets(db, storage);
        if (await search.isEmpty()) {
          const tenants = await db.selectFrom('tenants').select('id').execute();
          for (const t of tenants) await search.reindex(t.id);
        }
      });
    },
  };

  const seo = createSeoFeature({ config, tenants, catalog, solutions, news, college, career });
  return {
    searchIndex: search,
    setHotTopics: home.setHotTopics,
    addSitemapSource: seo.addSitemapSource,
    features: [
      startup,
      home,
      createBannerFeature({ service: banners, audit }),
      createCatalogFeature({ repo: catalogRepo, service: catalog, audit }),
      createSolutionFeature({ service: solutions, audit }),
      createDownloadFeature({ service: downloads, storage, audit }),
      createCollegeFeature({ service: college, storage, audit }),
      createNewsFeature({ service: news, audit }),
      createCompanyFeature({ service: company, audit }),
      createCareerFeature({ service: career, storage, audit }),
      createLeadFeature({ service: leads, audit }),
      createSearchFeature({ search, audit }),
      seo,
    ],
  };
}
