// Revisions (#19): a record's history timeline, one revision against the current state, restore.
import { z } from 'zod';
import type { ProductSnapshot, RevisionSnapshot } from '../rules/revision-diff';
import { isoDateTime } from './common';
import { inRange } from './messages';

export const REVISION_SOURCE_LABELS: Record<string, string> = {
  editor: 'Editor',
  api: 'API',
  import: 'Import',
  restore: 'Restore',
  scheduler: 'Scheduler',
  baseline: 'Before history',
};

export const revisionParams = z.strictObject({
  id: z.coerce.number().int().positive({ message: 'Invalid id' }),
  revisionId: z.coerce.number().int().positive({ message: 'Invalid revision' }),
});

export const revisionListQuery = z.strictObject({
  page: z.coerce
    .number()
    .int()
    .min(1, inRange(1, 100000, 'Page'))
    .max(100000, inRange(1, 100000, 'Page'))
    .default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, inRange(1, 100, 'Page size'))
    .max(100, inRange(1, 100, 'Page size'))
    .default(20),
});

export const revisionMeta = z.object({
  id: z.number(),
  createdAt: isoDateTime,
  userId: z.number().nullable(),
  userLabel: z.string().nullable(),
  source: z.string(),
  action: z.string(),
  note: z.record(z.string(), z.unknown()).nullable(),
});

export const revisionListResponse = z.object({
  revisions: z.array(revisionMeta.extend({ summary: z.string() })),
  total: z.number(),
  totalPages: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type RevisionList = z.input<typeof revisionListResponse>;

/** A snapshot in its record's shape (core/rules/revision-diff.ts REVISION_SHAPES), built by the server's SQL. */
const snapshot = z.custom<RevisionSnapshot | ProductSnapshot>((v) => typeof v === 'object' && v !== null);
const names = z.record(z.string(), z.string());
export const revisionDetailResponse = z.object({
  revision: revisionMeta,
  snapshot,
  current: snapshot,
  diff: z.object({
    fields: z.array(
      z.object({ field: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() }),
    ),
    lists: z.array(
      z.object({
        list: z.string(),
        added: z.array(z.unknown()),
        removed: z.array(z.unknown()),
        changed: z.array(z.object({ before: z.unknown(), after: z.unknown() })),
      }),
    ),
  }),
  summary: z.string(),
  /** names[ref][id]: what the snapshots refer to (categories, brands, tags, specs, products, media, pages …). */
  names: z.record(z.string(), names),
  /** Why it cannot be restored now; empty when it can. */
  problems: z.array(z.string()),
});
export type RevisionDetail = z.input<typeof revisionDetailResponse>;

export const restoreResponse = z.object({ revisionId: z.number().nullable() });
