// Drafts, preview links and scheduled publishing of products and pages (#19). A draft holds changed
// fields on top of the published record (a product's also its specification values); publishing applies
// it. A schedule publishes and/or unpublishes at a time. docs/decisions.md "Drafts, preview and
// scheduled publishing".
import { z } from 'zod';
import { isoDateTime } from './common';
import { pageInput } from './pages';
import { productPatch } from './products';

/** What a product draft may change: every field of the overview but status and images (see decisions). */
export const productDraftFields = productPatch.omit({ status: true, images: true });
export type ProductDraftFields = z.output<typeof productDraftFields>;

/** PUT /api/products/{id}/draft: the overview's values; those equal to the published ones are dropped. */
export const productDraftInput = productDraftFields;
export type ProductDraftInput = z.input<typeof productDraftInput>;

/** What a page draft may change: everything but its status. */
export const pageDraftFields = pageInput.omit({ status: true }).partial();
export type PageDraftFields = z.output<typeof pageDraftFields>;

export const pageDraftInput = pageDraftFields;
export type PageDraftInput = z.input<typeof pageDraftInput>;

/** One field a draft changes, as text for the editor's comparison. */
export const draftChange = z.object({
  field: z.string(),
  label: z.string(),
  published: z.string().nullable(),
  draft: z.string().nullable(),
});
export type DraftChange = z.input<typeof draftChange>;

export const scheduleResponse = z.object({
  publishAt: isoDateTime.nullable(),
  unpublishAt: isoDateTime.nullable(),
  error: z.string().nullable(),
  userLabel: z.string().nullable(),
});
export type Schedule = z.input<typeof scheduleResponse>;

/** GET …/draft: the draft (fields as stored), what it changes, and the record's schedule. */
export const draftResponse = z.object({
  exists: z.boolean(),
  /** The changed fields (empty without a draft). */
  fields: z.record(z.string(), z.unknown()),
  /** A product draft that holds its own specification values. */
  specsChanged: z.boolean(),
  changes: z.array(draftChange),
  updatedAt: isoDateTime.nullable(),
  userLabel: z.string().nullable(),
  /** The published record was changed directly after the draft was started. */
  publishedChangedSince: z.boolean(),
  schedule: scheduleResponse.nullable(),
});
export type Draft = z.input<typeof draftResponse>;

const dateTime = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label} must be a date and time` })
    .transform((v) => new Date(v))
    .nullable()
    .optional();

/** The schedule's messages, under the field they are about (the server's `details`, the editor's form). */
export const SCHEDULE_MESSAGES = {
  order: 'Unpublish at must be after publish at',
  none: 'Choose a time to publish or to unpublish',
  pastPublish: 'Publish at must not be in the past',
  pastUnpublish: 'Unpublish at must not be in the past',
} as const;

/** How far in the past a time may be and still count as "now" (a form filled a moment ago). */
export const SCHEDULE_PAST_GRACE_MS = 60_000;

/**
 * PUT …/schedule: either time may be null (none); unpublishing comes after publishing; neither is in
 * the past (checked by the server against its clock: scheduleTimeProblems).
 */
export const scheduleInput = z
  .strictObject({ publishAt: dateTime('Publish at'), unpublishAt: dateTime('Unpublish at') })
  .refine((v) => !v.publishAt || !v.unpublishAt || v.unpublishAt > v.publishAt, {
    message: SCHEDULE_MESSAGES.order,
    path: ['unpublishAt'],
  })
  .refine((v) => v.publishAt || v.unpublishAt, {
    message: SCHEDULE_MESSAGES.none,
    path: ['publishAt'],
  });
export type ScheduleInput = z.input<typeof scheduleInput>;

/** The fields of a schedule whose time is in the past at `now` (beyond the grace), with their message. */
export function scheduleTimeProblems(
  times: { publishAt?: Date | null; unpublishAt?: Date | null },
  now: Date,
): Record<string, string[]> {
  const limit = now.getTime() - SCHEDULE_PAST_GRACE_MS;
  const out: Record<string, string[]> = {};
  if (times.publishAt && times.publishAt.getTime() < limit) out.publishAt = [SCHEDULE_MESSAGES.pastPublish];
  if (times.unpublishAt && times.unpublishAt.getTime() < limit)
    out.unpublishAt = [SCHEDULE_MESSAGES.pastUnpublish];
  return out;
}

/**
 * The editor's schedule form: the browser's local date and time (datetime-local) or empty for none. The
 * order, the "none" and the not-in-the-past rules are the server's (scheduleInput, scheduleTimeProblems),
 * whose messages the form shows under the field.
 */
const localDateTime = z
  .string()
  .regex(/^$|^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/, 'Enter a date and a time');
export const scheduleForm = z.object({ publishAt: localDateTime, unpublishAt: localDateTime });

export const previewLinkResponse = z.object({ url: z.string(), expiresAt: isoDateTime });
export type PreviewLink = z.input<typeof previewLinkResponse>;

export const publishResponse = z.object({ revisionId: z.number().int().nullable() });

/** GET /api/publishing: every pending draft and schedule, for the lists' badges. */
export const publishingResponse = z.object({
  drafts: z.array(
    z.object({ entityType: z.enum(['product', 'page']), entityId: z.number().int(), updatedAt: isoDateTime }),
  ),
  schedules: z.array(
    z.object({
      entityType: z.enum(['product', 'page']),
      entityId: z.number().int(),
      publishAt: isoDateTime.nullable(),
      unpublishAt: isoDateTime.nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type Publishing = z.input<typeof publishingResponse>;
