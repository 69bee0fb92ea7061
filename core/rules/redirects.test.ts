import { describe, expect, it } from 'vitest';
import {
  FROM_PATH_MESSAGES,
  fromPathProblem,
  internalPath,
  normalisePath,
  redirectLocation,
  redirectLoop,
  TO_PATH_MESSAGES,
  toPathProblem,
} from './redirects';

const site = 'https://www.torch.test';

describe('redirect path rules (SEO-17)', () => {
  it('SEO-17: from-paths are site paths without query, spaces or reserved prefixes', () => {
    expect(fromPathProblem('')).toBe(FROM_PATH_MESSAGES.required);
    expect(fromPathProblem('  ')).toBe(FROM_PATH_MESSAGES.required);
    expect(fromPathProblem('old-catalog')).toBe(FROM_PATH_MESSAGES.slash);
    expect(fromPathProblem('https://www.torch.test/old')).toBe(FROM_PATH_MESSAGES.slash);
    expect(fromPathProblem('//evil.test/x')).toBe(FROM_PATH_MESSAGES.slash);
    expect(fromPathProblem('/old?x=1')).toBe(FROM_PATH_MESSAGES.query);
    expect(fromPathProblem('/old#top')).toBe(FROM_PATH_MESSAGES.query);
    expect(fromPathProblem('/old page')).toBe(FROM_PATH_MESSAGES.spaces);
    expect(fromPathProblem('/api/products')).toBe(FROM_PATH_MESSAGES.reserved);
    expect(fromPathProblem('/admin')).toBe(FROM_PATH_MESSAGES.reserved);
    expect(fromPathProblem('/assets/app.js')).toBe(FROM_PATH_MESSAGES.reserved);
    expect(fromPathProblem('/login/')).toBe(FROM_PATH_MESSAGES.reserved);
    expect(fromPathProblem('/reset-password/abc')).toBe(FROM_PATH_MESSAGES.reserved);
    expect(fromPathProblem('/apiary')).toBeNull();
    expect(fromPathProblem('/authors')).toBeNull();
    expect(fromPathProblem('/old-catalog/')).toBeNull();
    expect(fromPathProblem('/')).toBeNull();
  });

  it('normalises trailing and repeated slashes, keeping "/" and case', () => {
    expect(normalisePath('/Old-Catalog/')).toBe('/Old-Catalog');
    expect(normalisePath('/a//b///')).toBe('/a/b');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('///')).toBe('/');
  });

  it('SEO-17: to-paths are site paths or absolute http(s) URLs', () => {
    expect(toPathProblem('')).toBe(TO_PATH_MESSAGES.required);
    expect(toPathProblem('/products?categories=torches#top')).toBeNull();
    expect(toPathProblem('https://example.com/x')).toBeNull();
    expect(toPathProblem('javascript:alert(1)')).toBe(TO_PATH_MESSAGES.format);
    expect(toPathProblem('//evil.test')).toBe(TO_PATH_MESSAGES.format);
    expect(toPathProblem('products')).toBe(TO_PATH_MESSAGES.format);
    expect(toPathProblem('/a b')).toBe(TO_PATH_MESSAGES.format);
  });

  it('treats absolute URLs on the site origin as site paths', () => {
    expect(internalPath('/products/?x=1', site)).toBe('/products');
    expect(internalPath('https://www.torch.test/about/', site)).toBe('/about');
    expect(internalPath('https://elsewhere.test/about', site)).toBeNull();
  });

  it('finds loops through the active redirects, and only loops back to the new one', () => {
    const active = new Map([
      ['/b', '/c'],
      ['/c', 'https://www.torch.test/a?ref=1'],
      ['/x', '/y'],
    ]);
    expect(redirectLoop('/a', '/b', active, site)).toEqual(['/a', '/b', '/c', '/a']);
    expect(redirectLoop('/a', '/a/', new Map(), site)).toEqual(['/a', '/a']);
    expect(redirectLoop('/a', '/x', active, site)).toBeNull();
    expect(redirectLoop('/a', 'https://elsewhere.test/a', active, site)).toBeNull();
  });

  it('keeps the request query string when the target has none', () => {
    expect(redirectLocation('/', 'utm=1')).toBe('/?utm=1');
    expect(redirectLocation('/new#specs', 'a=1')).toBe('/new?a=1#specs');
    expect(redirectLocation('/new?b=2', 'a=1')).toBe('/new?b=2');
    expect(redirectLocation('https://example.com/x', '')).toBe('https://example.com/x');
  });
});
