import type { ProductTypeWithSeries, SolutionTypeItem } from '@clearsight/contracts';
import type { Lang } from '../../lib/i18n';

export interface CatalogMenu {
  productTypes: ProductTypeWithSeries[];
  solutionTypes: SolutionTypeItem[];
}

export const EMPTY_CATALOG: CatalogMenu = { productTypes: [], solutionTypes: [] };

/** Names come in both languages; English falls back to Chinese when a name was never translated. */
export function localName(item: { name: string; nameEn: string }, lang: Lang): string {
  return lang === 'en' && item.nameEn.trim() !== '' ? item.nameEn : item.name;
}

export function productTypeHref(id: string): string {
  return `/productsAndSolutions/productSeries?id=${encodeURIComponent(id)}`;
}

/** A series is a section of its type's page. */
export function productSeriesHref(typeId: string, seriesId: string): string {
  return `${productTypeHref(typeId)}#series-${encodeURIComponent(seriesId)}`;
}

export function solutionTypeHref(id: string): string {
  return `/productsAndSolutions/solution?id=${encodeURIComponent(id)}`;
}
