import { AppError } from '../../shared/app-error.js';
import type { Tx } from '../../shared/transaction.js';
import type { FileService, StoredFile } from '../file/file.service.js';

/**
 * What the download feature needs to know about the catalogue (wired from the catalog service); with `tx`,
 * read in the unit of work of the write being checked.
 */
export interface CatalogLookup {
  type(tenantId: string, id: string, tx?: Tx | null): Promise<{ id: string } | undefined>;
  series(tenantId: string, id: string, tx?: Tx | null): Promise<{ id: string; productTypeId: string } | undefined>;
  model(
    tenantId: string,
    id: string,
    tx?: Tx | null,
  ): Promise<{ id: string; seriesId: string; productTypeId: string } | undefined>;
}

/**
 * Checks staff make before a package or document is saved: the catalogue level it links to, and the
 * uploaded file it serves. They run in the unit of work of the save, so the check and the write agree.
 */
export function createDownloadChecks(deps: { catalog: CatalogLookup; files: FileService }) {
  const { catalog, files } = deps;
  return {
    /** The most specific level given (model, else series, else type) with the levels above filled in from it. */
    async resolveLinks(
      tx: Tx,
      tenantId: string,
      input: { productTypeId: string | null; seriesId: string | null; modelId?: string | null },
    ) {
      if (input.modelId) {
        const m = await catalog.model(tenantId, input.modelId, tx);
        if (!m) throw AppError.field('modelId', '所选型号不存在');
        return { productTypeId: m.productTypeId, seriesId: m.seriesId, modelId: m.id };
      }
      if (input.seriesId) {
        const s = await catalog.series(tenantId, input.seriesId, tx);
        if (!s) throw AppError.field('seriesId', '所选系列不存在');
        return { productTypeId: s.productTypeId, seriesId: s.id, modelId: null };
      }
      if (input.productTypeId) {
        if (!(await catalog.type(tenantId, input.productTypeId, tx)))
          throw AppError.field('productTypeId', '所选产品类型不存在');
        return { productTypeId: input.productTypeId, seriesId: null, modelId: null };
      }
      return { productTypeId: null, seriesId: null, modelId: null };
    },
    /** An uploaded file of this tenant that is not a video; `member` names the form field in the 400. */
    async requireFile(tx: Tx, tenantId: string, fileId: string, member: string): Promise<StoredFile> {
      const f = await files.find(tenantId, fileId, tx);
      if (!f) throw AppError.field(member, '文件不存在，请重新上传');
      if (f.kind === 'video') throw AppError.field(member, '这里不能使用视频文件');
      return f;
    },
  };
}
export type DownloadChecks = ReturnType<typeof createDownloadChecks>;
