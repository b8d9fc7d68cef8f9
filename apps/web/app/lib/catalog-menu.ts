import type { ProductTypeWithSeries, SolutionTypeItem } from '@clearsight/contracts';
import { useRouteLoaderData } from 'react-router';

/**
 * The product and solution taxonomy behind the mega-menu. The main layout loads it once for the whole
 * shell (header, footer, the 404 page, the home page's fallback), so every page reads it from there.
 */
export interface CatalogMenu {
  productTypes: ProductTypeWithSeries[];
  solutionTypes: SolutionTypeItem[];
}

export const EMPTY_CATALOG: CatalogMenu = { productTypes: [], solutionTypes: [] };

/** The menu the main layout already loaded (no second request); empty outside that layout. */
export function useCatalogMenu(): CatalogMenu {
  const shell = useRouteLoaderData('layouts/main-layout') as { catalog: CatalogMenu } | undefined;
  return shell?.catalog ?? EMPTY_CATALOG;
}
