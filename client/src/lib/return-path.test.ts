import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, signInPath } from './return-path';

const origin = 'https://catalogue.example.com';

describe('return-to path after sign-in (#14)', () => {
  it('#14: accepts same-origin paths, with their query and hash', () => {
    expect(safeReturnPath('/admin/brands', origin)).toBe('/admin/brands');
    expect(safeReturnPath('/admin/products?page=2#top', origin)).toBe('/admin/products?page=2#top');
    expect(safeReturnPath('/admin/../admin/users', origin)).toBe('/admin/users');
  });

  it('#14: refuses other sites, protocol-relative and backslash tricks, schemes and non-paths', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'admin/brands',
      '//evil.example/admin',
      '/\\evil.example/admin',
      '/\t/evil.example',
      '\\\\evil.example',
      'https://evil.example/admin',
      'javascript:alert(1)',
      ' /admin',
    ]) {
      expect(safeReturnPath(bad, origin), String(bad)).toBeNull();
    }
  });

  it('#14: the sign-in address carries the path as ?next=, except for the dashboard', () => {
    expect(signInPath('/admin/brands')).toBe('/auth?next=%2Fadmin%2Fbrands');
    expect(signInPath('/admin/products?search=torch')).toBe(
      '/auth?next=%2Fadmin%2Fproducts%3Fsearch%3Dtorch',
    );
    expect(signInPath('/admin')).toBe('/auth');
    expect(returnPathFrom('next=%2Fadmin%2Fbrands')).toBe('/admin/brands');
    expect(returnPathFrom('?next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathFrom('')).toBeNull();
  });
});
