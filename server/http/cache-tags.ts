// What a cached public answer depends on, and what a staff write changes (#21: an edit drops only the
// answers it affects, on every server).
//
// An answer may name tags ("product:12", "page:3", "gallery:4", "categories"); an answer that names none
// depends on everything (catalogue lists, facets, search, the home page, the sitemap). A write names the
// tags it changes; "*" — the default for every write not listed below — drops every answer. So editing a
// product's price drops that product's page, the pages that show it as a related product, and the
// untagged answers, and keeps every other product's page, the CMS pages and the galleries.
import type { FastifyRequest } from 'fastify';

export const EVERYTHING = '*';
export const CATEGORIES_TAG = 'categories';
export const productTag = (id: number) => `product:${id}`;
export const pageTag = (id: number) => `page:${id}`;
export const galleryTag = (id: number) => `gallery:${id}`;

/** The header an in-process page render reads the tags of each API answer from. */
export const CACHE_TAGS_HEADER = 'x-cache-tags';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tags this answer depends on; undefined: everything. */
    cacheTags?: Set<string>;
  }
}

/** Marks the answer being made as depending (only) on these tags, and on any added later. */
export function tagAnswer(request: FastifyRequest, ...tags: string[]): void {
  request.cacheTags ??= new Set();
  for (const tag of tags) request.cacheTags.add(tag);
}

/** Body keys of a product write that can change which products a category counts (the footer's links). */
const CATEGORY_COUNT_KEYS = ['status', 'categoryId'];
/** A product's child rows that never change its status or category (a restore or a publish may). */
const CONTENT_ONLY_CHILDREN = new Set([
  'specs',
  'tags',
  'faqs',
  'highlights',
  'images',
  'documents',
  'distributor-links',
]);

const numericParam = (request: FastifyRequest, name: string): number | undefined => {
  const value = Number((request.params as Record<string, unknown> | undefined)?.[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/** Writes that change no public answer: the inbox, users, previews, and downloads made by POST. */
const NO_PUBLIC_CONTENT = new Set([
  '/api/contacts/:id',
  '/api/users',
  '/api/users/:id',
  '/api/users/:id/role',
  '/api/users/:id/status',
  '/api/images/preview-filename',
  '/api/backups',
  '/api/backups/:name',
]);

/** A draft, its preview link or its schedule changes nothing public until it is published (#19). */
const DRAFT_ONLY = /^\/api\/(products|pages)\/:id\/(draft(\/specs(\/:itemId)?)?|schedule|preview-link)$/;

/** The tags a successful staff write changes, from its route, parameters and body. */
export function invalidationTags(request: FastifyRequest): string[] {
  const route = request.routeOptions.url ?? '';
  if (NO_PUBLIC_CONTENT.has(route) || DRAFT_ONLY.test(route)) return [];
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
    string,
    unknown
  >;

  if (route === '/api/products' || route === '/api/products/:id/duplicate') return [CATEGORIES_TAG];
  if (route === '/api/products/:id' || route.startsWith('/api/products/:id/')) {
    const id = numericParam(request, 'id');
    // A relationship can be written on both products ("Bidirectional"): the other one's page changes too.
    if (id === undefined || route.startsWith('/api/products/:id/relationships')) return [EVERYTHING];
    const child = route.split('/')[4];
    const countsChange =
      route === '/api/products/:id'
        ? request.method === 'DELETE' || CATEGORY_COUNT_KEYS.some((key) => key in body)
        : !CONTENT_ONLY_CHILDREN.has(child ?? '');
    return countsChange ? [productTag(id), CATEGORIES_TAG] : [productTag(id)];
  }
  if (route === '/api/pages') return ['pages'];
  if (route === '/api/pages/:id' || route === '/api/pages/:id/draft/publish') {
    const id = numericParam(request, 'id');
    return id === undefined ? [EVERYTHING] : [pageTag(id)];
  }
  if (route === '/api/galleries') return ['galleries'];
  if (route === '/api/galleries/:id' || route === '/api/galleries/:galleryId/items/reorder') {
    const id = numericParam(request, 'id') ?? numericParam(request, 'galleryId');
    return id === undefined ? [EVERYTHING] : [galleryTag(id)];
  }
  if (route === '/api/search/synonyms' || route === '/api/search/synonyms/:id') return ['search'];
  return [EVERYTHING];
}
