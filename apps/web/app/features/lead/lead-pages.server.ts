import { companyInfoRoute, modelDetailRoute } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { queryText } from '../../lib/loader-utils.server';

/** `/contactus?model=id`: the model the visitor asks about (from "contact sales about this model"). */
export async function loadContactSales(context: AppLoadContext, request: Request) {
  const modelId = queryText(new URL(request.url).searchParams, 'model', 64);
  const [model, company] = await Promise.all([
    modelId ? loadFromApi(context, request, modelDetailRoute, { params: { id: modelId } }) : Promise.resolve(null),
    loadFromApi(context, request, companyInfoRoute),
  ]);
  return {
    model:
      model && model.ok
        ? {
            id: model.data.id,
            modelNumber: model.data.modelNumber,
            name: model.data.name,
            nameEn: model.data.nameEn,
            imageUrl: model.data.images[0]?.url ?? null,
          }
        : null,
    offices: company.ok ? company.data.offices : [],
  };
}

export async function loadContact(context: AppLoadContext, request: Request) {
  const company = await loadFromApi(context, request, companyInfoRoute);
  return { offices: company.ok ? company.data.offices : [] };
}
export type ContactPageData = Awaited<ReturnType<typeof loadContact>>;

export type ContactSalesPageData = Awaited<ReturnType<typeof loadContactSales>>;
