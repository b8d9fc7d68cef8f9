import type { Db } from '../../db/database.js';
import { createDownloadDocumentRepository } from './download-document.repository.js';
import { createDownloadSoftwareRepository } from './download-software.repository.js';

export type { DocumentRecord, DocumentRow } from './download-document.repository.js';
export type { PackageRecord, PackageRow, SoftwareFileRow, VersionRow } from './download-software.repository.js';

/** The download feature's repositories over one connection: software (packages, versions, files) and documents. */
export function createDownloadRepository(db: Db) {
  return {
    software: createDownloadSoftwareRepository(db),
    documents: createDownloadDocumentRepository(db),
  };
}
export type DownloadRepository = ReturnType<typeof createDownloadRepository>;
