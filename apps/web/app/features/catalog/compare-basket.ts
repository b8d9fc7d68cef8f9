import { COMPARE_MAX, COMPARE_MIN } from '@clearsight/contracts';

/**
 * The compare basket (docs/product.md): up to 4 models of one product type, kept in local storage so it
 * survives navigation and reloads, shown as a floating bar on catalogue pages. The rules are pure so they
 * can be tested; the store below persists them.
 */

export const BASKET_STORAGE_KEY = 'cs.compareBasket';

export interface BasketItem {
  id: string;
  modelNumber: string;
  name: string;
  nameEn: string;
  imageUrl: string | null;
  productTypeId: string;
}

export interface Basket {
  items: BasketItem[];
}

export const EMPTY_BASKET: Basket = { items: [] };

export type AddOutcome =
  { ok: true; basket: Basket } | { ok: false; reason: 'duplicate' | 'full' | 'mixedType'; basket: Basket };

export function basketTypeId(basket: Basket): string | null {
  return basket.items[0]?.productTypeId ?? null;
}

export function inBasket(basket: Basket, id: string): boolean {
  return basket.items.some((item) => item.id === id);
}

/** Adds a model unless it is already there, the basket is full, or it is of another product type. */
export function addToBasket(basket: Basket, item: BasketItem): AddOutcome {
  if (inBasket(basket, item.id)) return { ok: false, reason: 'duplicate', basket };
  const typeId = basketTypeId(basket);
  if (typeId !== null && typeId !== item.productTypeId) return { ok: false, reason: 'mixedType', basket };
  if (basket.items.length >= COMPARE_MAX) return { ok: false, reason: 'full', basket };
  return { ok: true, basket: { items: [...basket.items, item] } };
}

/** Starts over with this one model (the answer to "different type: replace?"). */
export function replaceBasket(item: BasketItem): Basket {
  return { items: [item] };
}

export function removeFromBasket(basket: Basket, id: string): Basket {
  return { items: basket.items.filter((item) => item.id !== id) };
}

export function canCompare(basket: Basket): boolean {
  return basket.items.length >= COMPARE_MIN && basket.items.length <= COMPARE_MAX;
}

/** Ids from the compare page URL (`?ids=a,b,c`): trimmed, de-duplicated, empty parts dropped. */
export function parseIds(raw: string | null): string[] {
  if (!raw) return [];
  const out: string[] = [];
  for (const part of raw.split(',')) {
    const id = part.trim();
    if (id && id.length <= 64 && !out.includes(id)) out.push(id);
  }
  return out;
}

function isItem(value: unknown): value is BasketItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.modelNumber === 'string' &&
    typeof v.name === 'string' &&
    typeof v.productTypeId === 'string' &&
    (v.imageUrl === null || typeof v.imageUrl === 'string')
  );
}

/** Whatever is in storage (maybe edited by hand, maybe from an older version) as a valid basket. */
export function parseBasket(raw: string | null): Basket {
  if (!raw) return EMPTY_BASKET;
  try {
    const value = JSON.parse(raw) as { items?: unknown };
    if (!value || !Array.isArray(value.items)) return EMPTY_BASKET;
    let basket: Basket = EMPTY_BASKET;
    for (const candidate of value.items) {
      if (!isItem(candidate)) continue;
      const outcome = addToBasket(basket, {
        ...candidate,
        nameEn: typeof candidate.nameEn === 'string' ? candidate.nameEn : '',
      });
      if (outcome.ok) basket = outcome.basket;
    }
    return basket;
  } catch {
    return EMPTY_BASKET;
  }
}
