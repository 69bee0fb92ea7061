// The JSON a page carries inside <script> elements (dehydrated state, site configuration, JSON-LD).
import { describe, expect, it } from 'vitest';
import { safeJson } from './head';

describe('safeJson', () => {
  it('escapes what could end the element or break a script, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', lines: 'a\u2028b\u2029c', n: [1, '<<'] };
    const text = safeJson(value);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(value);
  });
});
