// Background jobs (issue #18): an import answers 202 with its job; the job tells its status,
// progress (rows per section) and, when done, the import result or the reason it failed.
import { z } from 'zod';
import { isoDateTime, pageParam, pageSizeParam } from './common';
import { IMPORT_SECTION_KEYS, importResult } from './transfer';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const sectionCounts = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.number().int(),
});

export const importProgress = z.object({
  /** The section being written now (null between sections). */
  current: z.enum(IMPORT_SECTION_KEYS).nullable(),
  /** Sections finished so far and their counts. */
  sections: z.partialRecord(z.enum(IMPORT_SECTION_KEYS), sectionCounts),
  /** Rows handled so far over all sections. */
  rows: z.number().int(),
  /**
   * After the last section, before the commit: the products' history, search documents and filter rows
   * being written (the last third of a large import's time), with how many of how many products.
   */
  finishing: z
    .object({
      step: z.enum(['history', 'search', 'filters']),
      done: z.number().int(),
      total: z.number().int(),
    })
    .nullable()
    .optional(),
});
/** A finishing step of an import and its products done so far of those noted. */
export type ImportFinishing = NonNullable<ImportProgress['finishing']>;
export type FinishingStep = ImportFinishing['step'];
export type ImportProgress = z.infer<typeof importProgress>;

export const importJob = z.object({
  id: z.number().int(),
  status: z.enum(JOB_STATUSES),
  fileName: z.string().nullable(),
  user: z.string().nullable(),
  createdAt: isoDateTime,
  startedAt: isoDateTime.nullable(),
  finishedAt: isoDateTime.nullable(),
  /** Imports queued before this one (it waits for them: imports run one at a time). */
  waitingFor: z.number().int(),
  progress: importProgress.nullable(),
  result: importResult.nullable(),
  error: z.string().nullable(),
  /** The status the failure would have had as an answer (400 unreadable file, 413, 415, 500). */
  errorStatus: z.number().int().nullable(),
});
export type ImportJob = z.infer<typeof importJob>;
/** The job as it travels (timestamps as ISO text): what the client reads. */
export type ImportJobData = z.input<typeof importJob>;

export const importJobAccepted = z.object({ job: importJob });

export const importHistoryQuery = z.strictObject({
  page: pageParam(10_000),
  limit: pageSizeParam(100, 20),
});

export const importHistory = z.object({
  imports: z.array(
    importJob.omit({ result: true }).extend({
      imported: z.number().int().nullable(),
      updated: z.number().int().nullable(),
      errorCount: z.number().int().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type ImportHistory = z.infer<typeof importHistory>;
