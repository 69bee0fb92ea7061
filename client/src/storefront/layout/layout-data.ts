// The layout's data: the footer's product links come from the categories in the database (#15), so a
// renamed or re-slugged category never leaves a dead or empty link on every page.
import { queryOptions } from '@tanstack/react-query';
import type { Category } from '../../../../core/schemas/categories';

/**
 * GET /api/categories, the same key as queries/categories.ts's categoriesQuery: spelled here because that
 * module pulls the admin's product and stats query modules into every public page's entry script.
 */
export const publicCategoriesQuery = () => queryOptions<Category[]>({ queryKey: ['/api/categories'] });

/** The categories the footer lists, by name, in this order (a missing or empty one is left out). */
export const FOOTER_CATEGORY_NAMES = [
  'Air/Acetylene Torches',
  'Duplex Soldering Torches',
  'Torch Tips',
  'Regulators',
  'Kits',
] as const;

/** Queries every public page runs for its layout (the server prefetches them with the page's own). */
export const layoutQueries = () => [publicCategoriesQuery()];

export interface FooterLink {
  href: string;
  label: string;
}

/** The footer's product links: each named category that exists and has products, then "All Products". */
export function footerProductLinks(categories: Category[] | undefined): FooterLink[] {
  const links: FooterLink[] = [];
  for (const name of FOOTER_CATEGORY_NAMES) {
    const category = categories?.find((c) => c.name === name && c.productCount > 0);
    if (category)
      links.push({ href: `/products?categories=${encodeURIComponent(category.slug)}`, label: category.name });
  }
  links.push({ href: '/products', label: 'All Products' });
  return links;
}
