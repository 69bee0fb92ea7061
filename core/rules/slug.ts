// Slug and key rules of the specification. Accents are folded to ASCII first (é → e) so that
// slugs stay plain URL path segments; see docs/decisions.md.

function foldAccents(value: string): string {
  return value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * Products and categories: lowercase, drop characters other than letters, digits, spaces and
 * hyphens, turn whitespace runs into one hyphen, collapse repeated hyphens (and trim edge hyphens).
 */
export function productSlug(name: string): string {
  return foldAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Categories follow the product rule. */
export const categorySlug = productSlug;

/**
 * Tags, tag and spec categories, pages and galleries: lowercase, every run of characters other
 * than a-z and 0-9 becomes one hyphen, leading and trailing hyphens trimmed.
 */
export function hyphenSlug(name: string): string {
  return foldAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const tagSlug = hyphenSlug;
export const pageSlug = hyphenSlug;
export const gallerySlug = hyphenSlug;

/**
 * Specification keys from a label: lowercase, non-alphanumerics dropped, spaces to underscores.
 * Hyphens and slashes separate words, so they become spaces before being dropped.
 */
export function specKeyFromLabel(label: string): string {
  return foldAccents(label)
    .toLowerCase()
    .replace(/[-/]+/g, ' ')
    .replace(/[^a-z0-9\s_]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/_+/g, '_');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SPEC_KEY_PATTERN = /^[a-z0-9_]+$/;

/** A value's slug for filter URLs: "½″ to 3″" style labels are handled by the label maps. */
export function valueSlug(value: string): string {
  return hyphenSlug(value.replace(/\./g, '-'));
}

/** Unknown filter slugs are shown as title-cased words. */
export function titleCaseSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
