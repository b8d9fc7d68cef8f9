import { useRouteLoaderData } from 'react-router';
import { EMPTY_CATALOG, type CatalogMenu } from './catalog';

/** The product types and series the main layout already loaded for the mega-menu (no second request). */
export function useCatalogMenu(): CatalogMenu {
  const shell = useRouteLoaderData('layouts/main-layout') as { catalog: CatalogMenu } | undefined;
  return shell?.catalog ?? EMPTY_CATALOG;
}
