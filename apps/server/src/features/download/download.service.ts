import type { Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import type { Transactor } from '../../shared/transaction.js';
import type { FileService } from '../file/file.service.js';
import type { SearchIndex } from '../search/search.service.js';
import type { DownloadRepository } from './download.repository.js';
import { createDocumentAdminService } from './document-admin.service.js';
import { createDownloadIndex } from './download-index.service.js';
import { createDownloadChecks, type CatalogLookup } from './download-links.js';
import { createDownloadPublicService } from './download-public.service.js';
import { createSoftwareViews } from './download-views.js';
import { createSoftwareAdminService } from './software-admin.service.js';

export type { DownloadTarget } from './download-public.service.js';
export type { CatalogLookup } from './download-links.js';

/**
 * Downloads as one service: the public lists and gated files (download-public), the search index
 * (download-index), and staff editing of software (software-admin) and documents (document-admin). This
 * factory only builds; each part decides its own rules.
 */
export function createDownloadService(deps: {
  repo: DownloadRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  files: FileService;
  catalog: CatalogLookup;
  search: SearchIndex;
}) {
  const { repo, clock, audit, transactor, files, catalog, search } = deps;
  const views = createSoftwareViews(repo);
  const index = createDownloadIndex({ repo, search });
  const checks = createDownloadChecks({ catalog, files });
  const software = createSoftwareAdminService({ repo, clock, audit, transactor, files, views, index, checks });
  return {
    ...createDownloadPublicService({ repo, clock, files, views }),
    searchEntries: index.searchEntries,
    packages: software.packages,
    versions: software.versions,
    documents: createDocumentAdminService({ repo, clock, audit, transactor, files, index, checks }),
  };
}
export type DownloadService = ReturnType<typeof createDownloadService>;
