import { describe, expect, it } from 'vitest';
import { pageRange, pageWindow, totalPagesFor } from './pagination';

describe('pagination rules', () => {
  it('PROD-09: shows at most 5 page numbers, centred on the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(99, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('PROD-06: computes "Showing X-Y of N" bounds', () => {
    expect(pageRange(1, 24, 100)).toEqual({ from: 1, to: 24 });
    expect(pageRange(5, 24, 100)).toEqual({ from: 97, to: 100 });
    expect(pageRange(1, 24, 0)).toEqual({ from: 0, to: 0 });
    expect(totalPagesFor(100, 24)).toBe(5);
    expect(totalPagesFor(0, 24)).toBe(1);
  });
});
