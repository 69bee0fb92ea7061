import { describe, expect, it } from 'vitest';
import { productCompleteness } from './completeness';

describe('product completeness', () => {
  it('a product with everything scores 100 and misses nothing', () => {
    expect(
      productCompleteness({
        description: 'A torch',
        images: [{ url: '/a.webp', alt: 'Torch' }],
        requiredSpecs: [{ label: 'Flame Class', filled: true }],
        documentCount: 1,
      }),
    ).toEqual({ score: 100, missing: [] });
  });

  it('an empty product scores 25 when no specification is required, 0 when one is', () => {
    const empty = { description: '', images: [], documentCount: 0 };
    expect(productCompleteness({ ...empty, requiredSpecs: [] })).toEqual({
      score: 25,
      missing: ['At least one image', 'A description', 'At least one document'],
    });
    expect(
      productCompleteness({ ...empty, requiredSpecs: [{ label: 'Flame Class', filled: false }] }),
    ).toEqual({
      score: 0,
      missing: ['Specification: Flame Class', 'At least one image', 'A description', 'At least one document'],
    });
  });

  it('partial parts count by share: half the required specs, one of two images with alt', () => {
    const result = productCompleteness({
      description: 'x',
      images: [
        { url: '/a.webp', alt: 'A' },
        { url: '/b.webp', alt: ' ' },
      ],
      requiredSpecs: [
        { label: 'A', filled: true },
        { label: 'B', filled: false },
      ],
      documentCount: 2,
    });
    expect(result.score).toBe(75);
    expect(result.missing).toEqual(['Specification: B', 'Alt text for 1 image']);
  });
});
