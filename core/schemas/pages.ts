// CMS pages (document 001 §2.11, §3, §4, §5, §7). Content is Markdown; the public site receives it
// rendered by the server with raw HTML disabled and only http(s), mailto, tel and relative links.
import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, PAGE_STATUSES, type PageStatus } from '../constants';
import { SLUG_PATTERN } from '../rules/slug';
import { isoDateTime, listPageQuery, listPageResponse, optionalText, requiredText } from './common';
import { publicGallery } from './galleries';
import { maxChars } from './messages';

export { PAGE_STATUSES, type PageStatus };

export const SLUG_FORMAT = 'Slug may contain only lowercase letters, digits and single hyphens';

/** First path segments the site already uses: a page cannot take them. */
export const RESERVED_PAGE_SLUGS = [
  'products',
  'contact',
  'about',
  'privacy',
  'terms',
  'cookies',
  'admin',
  'api',
  'auth',
  'login',
  'forgot-password',
  'reset-password',
  'assets',
  'sitemap',
  'robots',
  'favicon',
] as const;

export const pageInput = z.strictObject({
  title: requiredText('Title is required', 200),
  slug: requiredText('Slug is required', 200).regex(SLUG_PATTERN, { message: SLUG_FORMAT }),
  content: z.string().max(200_000, maxChars(200_000)).default(''),
  metaTitle: optionalText(200),
  metaDescription: optionalText(500),
  status: z.enum(PAGE_STATUSES, { message: 'Status must be draft or published' }).default('draft'),
});
export type PageInput = z.input<typeof pageInput>;
export type PageValues = z.output<typeof pageInput>;

export const pageResponse = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  status: z.enum(PAGE_STATUSES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Page = z.input<typeof pageResponse>;

/** GET /api/pages (#21): one page of the pages in title order, searched by title and slug. */
export const pageListQuery = listPageQuery(ADMIN_DEFAULT_PAGE_SIZE);
export type PageListQuery = z.input<typeof pageListQuery>;
export const pageListResponse = listPageResponse('pages', pageResponse);
export type PageList = z.input<typeof pageListResponse>;

/** GET /api/pages/options: every page, small (id, title, slug, status), for the gallery dialog's page select. */
export const pageOption = pageResponse.pick({ id: true, title: true, slug: true, status: true });
export type PageOption = z.input<typeof pageOption>;
export const pageOptionsResponse = z.array(pageOption);

/** GET /api/pages/slug/{slug}: a published page, its content rendered, and the active galleries naming it. */
export const publicPageResponse = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  html: z.string(),
  updatedAt: isoDateTime,
  galleries: z.array(publicGallery),
});
export type PublicPage = z.input<typeof publicPageResponse>;
