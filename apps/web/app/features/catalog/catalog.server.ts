import { productTypeMenuRoute, solutionTypeMenuRoute } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { type CatalogMenu } from '../../lib/catalog-menu';

/** The taxonomy behind the mega-menu; a failing API leaves the menu empty rather than failing the page. */
export async function loadCatalogMenu(context: AppLoadContext, request: Request): Promise<CatalogMenu> {
  const [types, solutions] = await Promise.all([
    loadFromApi(context, request, productTypeMenuRoute),
    loadFromApi(context, request, solutionTypeMenuRoute),
  ]);
  return {
    productTypes: types.ok ? types.data : [],
    solutionTypes: solutions.ok ? solutions.data : [],
  };
}
