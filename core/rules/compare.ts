// Product comparison (#20): the limits and the slugs of a /compare address, read the same way by the
// server and the storefront.

/** A comparison holds 2 to 4 products. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/**
 * The slugs of `?products=a,b` (or repeated `products=a&products=b`, what a plain form sends): trimmed,
 * lower-cased, without blanks or repeats, in the order given. Not cut to COMPARE_MAX: the caller says so.
 */
export function parseCompareSlugs(values: string | string[] | null | undefined): string[] {
  const list = Array.isArray(values) ? values : values ? [values] : [];
  const seen = new Set<string>();
  for (const value of list) {
    for (const part of value.split(',')) {
      const slug = part.trim().toLowerCase();
      if (slug && slug.length <= 200) seen.add(slug);
    }
  }
  return [...seen];
}

/** The address of a comparison (commas unescaped, like the catalogue's filters). */
export function compareHref(slugs: string[]): string {
  return slugs.length ? `/compare?products=${slugs.map(encodeURIComponent).join(',')}` : '/compare';
}
