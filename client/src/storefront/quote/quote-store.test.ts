// The quote list's store (#20): kept in localStorage, limits applied, a reload reads it back.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToQuote,
  addTyped,
  clampQuantity,
  clearQuote,
  QUOTE_STORAGE_KEY,
  quoteItems,
  removeFromQuote,
  resetQuoteCache,
  setQuoteQuantity,
} from './quote-store';

const product = (id: number) => ({
  productId: id,
  sku: `PT-${id}`,
  name: `Torch ${id}`,
  slug: `torch-${id}`,
  imageUrl: null,
});

beforeEach(() => {
  localStorage.clear();
  resetQuoteCache();
});

describe('quote store (#20)', () => {
  it('adds products with quantities, adds to an existing line, and survives a reload', () => {
    addToQuote(product(1), 3);
    addToQuote(product(2), 10);
    addToQuote(product(1), 2);
    expect(quoteItems().map((i) => [i.sku, i.quantity])).toEqual([
      ['PT-1', 5],
      ['PT-2', 10],
    ]);
    resetQuoteCache(); // a reload: read from storage again
    expect(JSON.parse(localStorage.getItem(QUOTE_STORAGE_KEY)!)).toHaveLength(2);
    expect(quoteItems().map((i) => i.quantity)).toEqual([5, 10]);
    setQuoteQuantity(2, 7);
    removeFromQuote(1);
    expect(quoteItems()).toEqual([{ ...product(2), quantity: 7 }]);
    clearQuote();
    expect(localStorage.getItem(QUOTE_STORAGE_KEY)).toBeNull();
  });

  it('keeps quantities within 1–100,000 and the list within 100 products', () => {
    expect([clampQuantity(0), clampQuantity(2.6), clampQuantity(1e9), clampQuantity(Number.NaN)]).toEqual([
      1, 3, 100_000, 1,
    ]);
    for (let i = 1; i <= 100; i++) expect(addToQuote(product(i), 1)).toBe(true);
    expect(addToQuote(product(101), 1)).toBe(false);
    expect(addToQuote(product(5), 1)).toBe(true); // an existing line still grows
    expect(quoteItems()).toHaveLength(100);
    expect(addTyped(product(102), '3')).toEqual({
      quantity: 3,
      said: 'Your quote list is full (100 products). Send it or remove a product first.',
    });
  });

  it('"Add to quote" takes what was typed as a whole number and says what it added', () => {
    expect(addTyped(product(1), '2.6')).toEqual({ quantity: 3, said: 'Added 3 to quote.' });
    expect(addTyped(product(1), '')).toEqual({ quantity: 1, said: 'Added 1 to quote.' });
    expect(quoteItems().map((i) => i.quantity)).toEqual([4]);
  });

  it('ignores damaged storage', () => {
    localStorage.setItem(QUOTE_STORAGE_KEY, '{not json');
    expect(quoteItems()).toEqual([]);
    resetQuoteCache();
    localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify([{ sku: 1 }, { ...product(3), quantity: -4 }]));
    expect(quoteItems()).toEqual([{ ...product(3), quantity: 1 }]);
  });
});
