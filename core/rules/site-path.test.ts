import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { fromPathProblem, internalPath, toPathProblem } from './redirects';
import { sanitizeMarkup } from './safe-markup';
import { isSitePath } from './site-path';

const TRICKS = [
  '//evil.test',
  '/\\evil.test',
  '/\\/evil.test',
  '\\\\evil.test',
  '/\t/evil.test',
  'evil.test',
  '',
];

describe('#13 site paths', () => {
  it('accepts paths on the site', () => {
    for (const ok of ['/', '/products', '/products?search=a#x', '/a/b/c', '/%5Cx'])
      expect(isSitePath(ok), ok).toBe(true);
  });

  it('refuses scheme-relative and backslash tricks everywhere a site path is accepted', () => {
    for (const trick of TRICKS) {
      expect(isSitePath(trick), trick).toBe(false);
      if (trick.startsWith('/')) {
        expect(fromPathProblem(trick), trick).not.toBeNull();
        expect(toPathProblem(trick), trick).not.toBeNull();
        expect(internalPath(trick, 'http://catalogue.test'), trick).toBeNull();
      }
    }
    expect(sanitizeMarkup('<a href="/\\evil.test">x</a>')).not.toContain('href');
    // Markdown percent-encodes the backslash: what is left is a harmless path on the site.
    const href = /href="([^"]*)"/.exec(renderMarkdown('[x](/\\evil.test)'))?.[1];
    if (href !== undefined) expect(isSitePath(href), href).toBe(true);
    expect(renderMarkdown('[x](/contact)')).toContain('href="/contact"');
  });
});
