import { markdownToText } from '../../shared/markdown.js';
import type { Tx } from '../../shared/transaction.js';
import type { SearchEntry, SearchIndex } from '../search/search.service.js';
import type { DocumentRow, DownloadRepository, PackageRow } from './download.repository.js';
import { documentDownloadHref, softwareDownloadHref } from '@clearsight/contracts';

/** Software packages and documents in the site search, kept current as staff edit them. */
export function createDownloadIndex(deps: { repo: DownloadRepository; search: SearchIndex }) {
  const { repo, search } = deps;

  async function packageEntry(tenantId: string, p: PackageRow, tx?: Tx | null): Promise<SearchEntry> {
    const versions = await repo.software.versionsOf(tenantId, [p.id], true, tx);
    return {
      kind: 'software',
      id: p.id,
      tenantId,
      title: p.name,
      body: [p.summary, markdownToText(p.descriptionMd), versions.map((v) => v.version).join(' ')]
        .filter(Boolean)
        .join(' '),
      titleEn: p.nameEn,
      bodyEn: [p.summaryEn, markdownToText(p.descriptionMdEn)].filter(Boolean).join(' '),
      keywords: [p.productTypeName, p.productTypeNameEn, p.seriesName, p.seriesNameEn].filter(Boolean).join(' '),
      url: softwareDownloadHref({ q: p.name }, p.id),
      updatedAt: p.updatedAt,
    };
  }
  const documentEntry = (tenantId: string, d: DocumentRow): SearchEntry => ({
    kind: 'document',
    id: d.id,
    tenantId,
    title: d.title,
    body: [d.summary, d.version, d.fileName].filter(Boolean).join(' '),
    titleEn: d.titleEn,
    bodyEn: d.summaryEn ? [d.summaryEn, d.version].filter(Boolean).join(' ') : '',
    keywords: [d.modelNumber, d.seriesName, d.seriesNameEn, d.productTypeName, d.productTypeNameEn]
      .filter(Boolean)
      .join(' '),
    url: documentDownloadHref({ q: d.title }),
    visibleFrom: d.publishedAt,
    updatedAt: d.updatedAt,
  });

  // Every change to the index runs in the unit of work of the staff write that caused it.
  return {
    /** Indexes a published package (its versions' numbers included), or takes it out of the index. */
    async indexPackage(tenantId: string, id: string, tx: Tx): Promise<void> {
      const p = await repo.software.findPackage(tenantId, id, tx);
      if (!p || !p.isPublished) await search.remove({ kind: 'software', id, tenantId }, tx);
      else await search.upsert(await packageEntry(tenantId, p, tx), tx);
    },
    async indexDocument(tenantId: string, d: DocumentRow, tx: Tx): Promise<void> {
      if (d.isPublished) await search.upsert(documentEntry(tenantId, d), tx);
      else await search.remove({ kind: 'document', id: d.id, tenantId }, tx);
    },
    removePackage: (tenantId: string, id: string, tx: Tx) => search.remove({ kind: 'software', id, tenantId }, tx),
    removeDocument: (tenantId: string, id: string, tx: Tx) => search.remove({ kind: 'document', id, tenantId }, tx),
    /** Everything published, for the search index. */
    async searchEntries(tenantId: string): Promise<SearchEntry[]> {
      const packages = await repo.software.listPackages(tenantId, { publishedOnly: true });
      const out: SearchEntry[] = [];
      for (const p of packages) out.push(await packageEntry(tenantId, p));
      const docs = await repo.documents.list(tenantId, {}, { offset: 0, limit: 100_000 });
      for (const d of docs.items) if (d.isPublished) out.push(documentEntry(tenantId, d));
      return out;
    },
  };
}
export type DownloadIndex = ReturnType<typeof createDownloadIndex>;
