import { describe, expect, it } from 'vitest';
import {
  addToBasket,
  BASKET_STORAGE_KEY,
  canCompare,
  EMPTY_BASKET,
  parseBasket,
  parseIds,
  removeFromBasket,
  replaceBasket,
  type Basket,
  type BasketItem,
} from './compare-basket';
import { normaliseValue, rowDiffers, visibleRows } from './compare-diff';
import { compareHref } from '@clearsight/contracts';

const item = (id: string, productTypeId = 'area'): BasketItem => ({
  id,
  modelNumber: `CS-${id}`,
  name: `Model ${id}`,
  nameEn: '',
  imageUrl: null,
  productTypeId,
});

function fill(...items: BasketItem[]): Basket {
  return items.reduce<Basket>((basket, i) => {
    const outcome = addToBasket(basket, i);
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.basket;
  }, EMPTY_BASKET);
}

describe('compare basket rules', () => {
  it('adds up to four models of one type', () => {
    const basket = fill(item('a'), item('b'), item('c'), item('d'));
    expect(basket.items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(canCompare(basket)).toBe(true);
  });

  it('refuses a fifth model', () => {
    const basket = fill(item('a'), item('b'), item('c'), item('d'));
    const outcome = addToBasket(basket, item('e'));
    expect(outcome).toMatchObject({ ok: false, reason: 'full' });
    expect(outcome.basket).toBe(basket);
  });

  it('refuses a model of another product type, even when the basket is full', () => {
    expect(addToBasket(fill(item('a')), item('x', 'lens'))).toMatchObject({ ok: false, reason: 'mixedType' });
    const full = fill(item('a'), item('b'), item('c'), item('d'));
    expect(addToBasket(full, item('x', 'lens'))).toMatchObject({ ok: false, reason: 'mixedType' });
  });

  it('refuses duplicates, and replaces the basket on request', () => {
    expect(addToBasket(fill(item('a')), item('a'))).toMatchObject({ ok: false, reason: 'duplicate' });
    expect(replaceBasket(item('x', 'lens')).items.map((i) => i.id)).toEqual(['x']);
  });

  it('needs two models to compare and removes by id', () => {
    const basket = fill(item('a'), item('b'));
    expect(canCompare(removeFromBasket(basket, 'a'))).toBe(false);
    expect(canCompare(EMPTY_BASKET)).toBe(false);
    expect(compareHref(['a', 'b c'])).toBe('/productsAndSolutions/productSeries/contrast?ids=a,b%20c');
  });

  it('reads stored baskets defensively', () => {
    expect(BASKET_STORAGE_KEY).toBe('cs.compareBasket');
    expect(parseBasket(null)).toEqual(EMPTY_BASKET);
    expect(parseBasket('not json')).toEqual(EMPTY_BASKET);
    expect(parseBasket('{"items":"x"}')).toEqual(EMPTY_BASKET);
    const stored = JSON.stringify({
      items: [item('a'), { id: 1 }, item('b', 'lens'), item('a'), item('c'), item('d'), item('e'), item('f')],
    });
    expect(parseBasket(stored).items.map((i) => i.id)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('parses the ids of the compare URL', () => {
    expect(parseIds(' a, b,,a ,c ')).toEqual(['a', 'b', 'c']);
    expect(parseIds(null)).toEqual([]);
  });
});

describe('differing rows', () => {
  it('ignores spaces, case and number formatting', () => {
    expect(rowDiffers(['GigE', ' gige ', 'GIGE'])).toBe(false);
    expect(rowDiffers(['60', '60.0', '60.00'])).toBe(false);
    expect(rowDiffers(['Sony IMX273', 'Sony  IMX273'])).toBe(false);
  });

  it('sees different values and a missing value against a present one', () => {
    expect(rowDiffers(['GigE', 'USB3'])).toBe(true);
    expect(rowDiffers(['60', '61'])).toBe(true);
    expect(rowDiffers(['60', null])).toBe(true);
    expect(rowDiffers([null, '', '—'])).toBe(false);
    expect(rowDiffers(['only one'])).toBe(false);
    expect(normaliseValue('  ')).toBeNull();
  });

  it('filters to differing rows on request', () => {
    const rows = [
      { key: 'a', values: ['1', '1'] },
      { key: 'b', values: ['1', '2'] },
    ];
    expect(visibleRows(rows, false).map((r) => r.key)).toEqual(['a', 'b']);
    expect(visibleRows(rows, true).map((r) => r.key)).toEqual(['b']);
  });
});
