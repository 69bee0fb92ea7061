// #15: the results header's singular/plural, and the out-of-range page's 404 and noindex.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shareImage } from '../head';
import { catalogueHead, catalogueStatus, listQuery, pageOutOfRange, productsFound } from './catalogue-data';
import { parseCatalogueState } from './catalogue-state';

describe('catalogue data (#15)', () => {
  it('PUB-33 #15: "1 Product Found" in the singular, the plural otherwise', () => {
    expect(productsFound(1)).toBe('1 Product Found');
    expect(productsFound(0)).toBe('0 Products Found');
    expect(productsFound(12)).toBe('12 Products Found');
  });

  it('#15: a page past the last answers 404 with noindex; a real page 200', () => {
    const search = new URLSearchParams('page=99');
    const queryClient = new QueryClient();
    const ctx = { params: {}, search, queryClient, publicUrl: 'https://example.test' };
    queryClient.setQueryData(listQuery(parseCatalogueState(search)).queryKey, {
      products: [],
      total: 30,
      page: 99,
      limit: 12,
      totalPages: 3,
    } as never);
    expect(pageOutOfRange({ total: 30, products: [] })).toBe(true);
    expect(pageOutOfRange({ total: 0, products: [] })).toBe(false);
    expect(catalogueStatus(ctx)).toBe(404);
    expect(catalogueHead(ctx).robots).toBe('noindex');
    const first = { ...ctx, search: new URLSearchParams('') };
    expect(catalogueStatus(first)).toBe(200);
  });

  it("#15: the shared image is a stored picture's desktop variant", () => {
    expect(shareImage('/api/storage/products/a.webp')).toBe('/api/storage/products/a-desktop.webp');
    expect(shareImage('/media/products/a-mobile.webp')).toBe('/media/products/a-mobile.webp');
    expect(shareImage('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(shareImage(undefined)).toBeUndefined();
  });
});
