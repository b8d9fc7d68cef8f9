import {
  discussByModelRoute,
  modelDetailRoute,
  productTypeDetailRoute,
  productTypeHref,
  productTypeMenuRoute,
  typeModelsRoute,
} from '@clearsight/contracts';
import { redirect, type AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { notFound, required } from '../../lib/loader-utils.server';
import { parseTypeFilters, toApiSpec } from './filters';

/** The type page: the type (series, facets, sort options), then its models filtered as the URL says. */
export async function loadTypePage(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const id = url.searchParams.get('id')?.trim();
  // The bare address ("our products", e.g. a banner's link) is the first product type's page.
  if (!id) {
    const types = await loadFromApi(context, request, productTypeMenuRoute);
    const first = types.ok ? types.data[0] : undefined;
    if (!first) notFound();
    throw redirect(productTypeHref(first.id));
  }
  const detail = required(await loadFromApi(context, request, productTypeDetailRoute, { params: { id } }));
  const state = parseTypeFilters(
    url.searchParams,
    detail.filters,
    detail.sortOptions.map((o) => o.value),
  );
  const models = await loadFromApi(context, request, typeModelsRoute, {
    params: { id },
    query: {
      q: state.q,
      lifecycle: state.lifecycle,
      spec: toApiSpec(state),
      sort: state.sort,
      order: state.order,
      maxResultCount: 200,
    },
  });
  return {
    detail,
    state,
    models: models.ok ? models.data : { items: [], totalCount: 0 },
    /** The API refused the filters (should not happen: they are validated against the facets first). */
    filterError: !models.ok,
  };
}

export async function loadModelPage(context: AppLoadContext, request: Request) {
  const id = new URL(request.url).searchParams.get('id')?.trim();
  if (!id) notFound();
  const [model, questions] = await Promise.all([
    loadFromApi(context, request, modelDetailRoute, { params: { id } }),
    loadFromApi(context, request, discussByModelRoute, { params: { modelId: id }, query: { maxResultCount: 5 } }),
  ]);
  return {
    model: required(model),
    // The community's questions about the model; a failing forum leaves the section empty, not the page broken.
    questions: questions.ok ? questions.data : { items: [], totalCount: 0 },
  };
}

export type ProductTypePageData = Awaited<ReturnType<typeof loadTypePage>>;

export type ModelPageData = Awaited<ReturnType<typeof loadModelPage>>;
