import {
  DocumentLanguage,
  DocumentType,
  documentListRoute,
  modelDetailRoute,
  OperatingSystem,
  softwareDetailRoute,
  softwareListRoute,
  SOFTWARE_CATEGORIES,
} from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { pageOf } from '../../lib/labels';
import { optional, queryEnum, queryText } from '../../lib/loader-utils.server';
import { DOCUMENT_PAGE_SIZE, SOFTWARE_PAGE_SIZE } from './download';

export async function loadSoftwarePage(context: AppLoadContext, request: Request) {
  const search = new URL(request.url).searchParams;
  const filters = {
    q: queryText(search, 'q'),
    category: queryEnum(search, 'category', SOFTWARE_CATEGORIES),
    os: queryEnum(search, 'os', OperatingSystem.options),
    productTypeId: queryText(search, 'productTypeId', 64),
  };
  const page = pageOf(search);
  const expand = queryText(search, 'expand', 64);
  const [list, expanded] = await Promise.all([
    loadFromApi(context, request, softwareListRoute, {
      query: { ...filters, skipCount: (page - 1) * SOFTWARE_PAGE_SIZE, maxResultCount: SOFTWARE_PAGE_SIZE },
    }),
    expand ? loadFromApi(context, request, softwareDetailRoute, { params: { id: expand } }) : Promise.resolve(null),
  ]);
  return {
    filters,
    page,
    list: optional(list, { items: [], totalCount: 0 }),
    failed: !list.ok,
    /** Without JavaScript, `?expand=id` shows a package's earlier versions. */
    expanded: expanded && expanded.ok ? expanded.data : null,
  };
}

export async function loadDocumentPage(context: AppLoadContext, request: Request) {
  const search = new URL(request.url).searchParams;
  const filters = {
    q: queryText(search, 'q'),
    docType: queryEnum(search, 'docType', DocumentType.options),
    language: queryEnum(search, 'language', DocumentLanguage.options),
    productTypeId: queryText(search, 'productTypeId', 64),
    seriesId: queryText(search, 'seriesId', 64),
    modelId: queryText(search, 'modelId', 64),
  };
  const page = pageOf(search);
  const [list, model] = await Promise.all([
    loadFromApi(context, request, documentListRoute, {
      query: { ...filters, skipCount: (page - 1) * DOCUMENT_PAGE_SIZE, maxResultCount: DOCUMENT_PAGE_SIZE },
    }),
    filters.modelId
      ? loadFromApi(context, request, modelDetailRoute, { params: { id: filters.modelId } })
      : Promise.resolve(null),
  ]);
  return {
    filters,
    page,
    list: optional(list, { items: [], totalCount: 0 }),
    failed: !list.ok,
    model:
      model && model.ok
        ? { id: model.data.id, modelNumber: model.data.modelNumber, name: model.data.name, nameEn: model.data.nameEn }
        : null,
  };
}

export type DocumentDownloadPageData = Awaited<ReturnType<typeof loadDocumentPage>>;

export type SoftwareDownloadPageData = Awaited<ReturnType<typeof loadSoftwarePage>>;
