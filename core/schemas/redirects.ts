// URL redirects managed in the SEO tools (document 001 §2.9, §3 "Redirect", §7 "SEO and redirects").
import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../constants';
import { fromPathProblem, normalisePath, TO_PATH_MESSAGES, toPathProblem } from '../rules/redirects';
import { isoDateTime, listPageQuery, listPageResponse, optionalText } from './common';
import { maxChars } from './messages';

export const REDIRECT_TYPE_OPTIONS = [
  { value: 301, label: '301 Permanent' },
  { value: 302, label: '302 Temporary' },
] as const;

const fromPath = z
  .string({ message: 'From path is required' })
  .max(2000, maxChars(2000))
  .superRefine((value, ctx) => {
    const problem = fromPathProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => normalisePath(value.trim()));

const toPath = z
  .string({ message: TO_PATH_MESSAGES.required })
  .max(2000, maxChars(2000))
  .superRefine((value, ctx) => {
    const problem = toPathProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.trim());

const redirectType = z.union([z.literal(301), z.literal(302)], {
  message: 'Redirect type must be 301 or 302',
});

export const redirectInput = z.strictObject({
  fromPath,
  toPath,
  redirectType: redirectType.default(301),
  isActive: z.boolean({ message: 'isActive must be true or false' }).default(true),
  description: optionalText(500),
});
export type RedirectInput = z.input<typeof redirectInput>;

/** PUT: any of the fields; the ones left out keep their value (the list's active toggle sends one). */
export const redirectUpdate = z.strictObject({
  fromPath: fromPath.optional(),
  toPath: toPath.optional(),
  redirectType: redirectType.optional(),
  isActive: z.boolean({ message: 'isActive must be true or false' }).optional(),
  description: optionalText(500).optional(),
});
export type RedirectUpdate = z.input<typeof redirectUpdate>;

export const redirectResponse = z.object({
  id: z.number().int(),
  fromPath: z.string(),
  toPath: z.string(),
  redirectType: z.union([z.literal(301), z.literal(302)]),
  isActive: z.boolean(),
  description: z.string().nullable(),
  hitCount: z.number().int(),
  lastHit: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Redirect = z.input<typeof redirectResponse>;

/** GET /api/seo/redirects (#21): one page of the redirects by from-path, searched by both paths and description. */
export const redirectListQuery = listPageQuery(ADMIN_DEFAULT_PAGE_SIZE);
export type RedirectListQuery = z.input<typeof redirectListQuery>;
export const redirectListResponse = listPageResponse('redirects', redirectResponse);
export type RedirectList = z.input<typeof redirectListResponse>;
