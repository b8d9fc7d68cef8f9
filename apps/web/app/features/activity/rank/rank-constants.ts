/** The rich list's page sizes (docs/product.md#rich-list): 30 first, then 10/30/50/100 to choose from. */
export const RICH_LIST_SIZES = [10, 30, 50, 100] as const;
export type RichListSize = (typeof RICH_LIST_SIZES)[number];
export const RICH_LIST_DEFAULT_SIZE: RichListSize = 30;

/** The page of the list where a position falls. */
export function pageOfOrder(order: number, size: number): number {
  return Math.max(1, Math.ceil(order / size));
}
