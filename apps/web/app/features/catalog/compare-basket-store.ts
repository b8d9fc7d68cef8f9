import { useBrowserStore } from '../../lib/hydrated';
import { BASKET_STORAGE_KEY, EMPTY_BASKET, parseBasket, type Basket } from './compare-basket';

/** The basket in local storage, shared by every component and every tab (the `storage` event). */
type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; basket: Basket } | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(BASKET_STORAGE_KEY);
  } catch {
    return null;
  }
}

function snapshot(): Basket {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, basket: parseBasket(raw) };
  return cached.basket;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BASKET_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function writeBasket(basket: Basket): void {
  try {
    if (basket.items.length === 0) window.localStorage.removeItem(BASKET_STORAGE_KEY);
    else window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(basket));
  } catch {
    // Storage disabled: the basket lives only as long as this page.
    cached = { raw: JSON.stringify(basket), basket };
  }
  for (const listener of listeners) listener();
}

const emptyBasket = (): Basket => EMPTY_BASKET;

export function readBasket(): Basket {
  return typeof window === 'undefined' ? EMPTY_BASKET : snapshot();
}

/** Empty during the server render and hydration, the stored basket afterwards. */
export function useBasket(): Basket {
  return useBrowserStore(subscribe, snapshot, emptyBasket);
}
