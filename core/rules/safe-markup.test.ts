import { describe, expect, it } from 'vitest';
import { sanitizeMarkup } from './safe-markup';

describe('sanitizeMarkup (PUB-61)', () => {
  it('PUB-61 keeps lists, emphasis and safe links', () => {
    expect(
      sanitizeMarkup('<ul><li><a href="/products/t-4">T-4 tip</a></li><li><strong>T-5</strong></li></ul>'),
    ).toBe('<ul><li><a href="/products/t-4">T-4 tip</a></li><li><strong>T-5</strong></li></ul>');
    expect(sanitizeMarkup('<a href="https://example.com/x">x</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('PUB-61 drops scripts, event handlers, javascript: links and unknown elements', () => {
    const out = sanitizeMarkup(
      '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)" onclick="x()">y</a><li onmouseover="z">k</li><svg/onload=alert(1)>',
    );
    expect(out).not.toMatch(/<script|<img|onerror|onclick|onmouseover|javascript:|<svg/i);
    expect(out).toContain('<a>y</a>');
    expect(out).toContain('<li>k</li>');
  });

  it('PUB-61 escapes stray angle brackets and closes what is left open', () => {
    expect(sanitizeMarkup('a < b > c')).toBe('a &lt; b &gt; c');
    expect(sanitizeMarkup('<ul><li>one')).toBe('<ul><li>one</li></ul>');
    expect(sanitizeMarkup('</li>plain')).toBe('plain');
    expect(sanitizeMarkup('Tom &amp; Jerry & co')).toBe('Tom &amp; Jerry &amp; co');
  });
});

describe('sanitizeMarkup content of dangerous elements', () => {
  it('PUB-61 removes script and style elements with their content', () => {
    expect(sanitizeMarkup('a<script>alert(1)</script>b<style>x{}</style>c')).toBe('abc');
  });
});
