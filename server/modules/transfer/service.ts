// Import orchestration: read the upload (multipart field csvFile, 10 MB, sniffed by content), take
// a backup first when asked, apply the sheets in one transaction, and mail the summary when asked.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES } from '../../../core/constants';
import type { ImportProgress } from '../../../core/schemas/jobs';
import { IMPORT_SECTION_LABELS, type ImportResult, importOptionFields } from '../../../core/schemas/transfer';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http/errors';
import { readMultipart, type UploadedFile } from '../../http/multipart';
import type { JobHandler, JobQueue } from '../../jobs/queue';
import { type RevisionActor, recordImportRevisions } from '../revisions/record';
import { backupToDisk } from './backup';
import {
  type ImportResult as AppliedImport,
  applyImport,
  type Finishing,
  type ImportOptions,
} from './import';
import { detectKind, type ImportSource, openCsv, openWorkbook } from './read';
import { IMPORT_SECTIONS, type SectionKey } from './sections';

export const FILE_TOO_LARGE_MESSAGE = 'File too large: Please select a file smaller than 10MB.';
export const NO_FILE_MESSAGE = 'Choose a CSV or Excel (.xlsx) file to import (form field "csvFile").';

/**
 * Opens an upload for the import: the file is checked (a workbook's zip and parts, a CSV's header)
 * and its sheets are then read a batch at a time as the import writes them.
 */
export function openImportFile(file: Pick<UploadedFile, 'buffer' | 'filename'>): Promise<ImportSource> {
  return detectKind(file.buffer, file.filename) === 'xlsx' ? openWorkbook(file.buffer) : openCsv(file.buffer);
}

/** Reads a whole upload without writing anything: throws what the import would throw while reading. */
export async function checkImportFile(file: Pick<UploadedFile, 'buffer' | 'filename'>): Promise<void> {
  const source = await openImportFile(file);
  for (const key of IMPORT_SECTIONS) {
    const sheet = await source.open(key);
    if (sheet) for await (const _ of sheet.batches);
  }
  await source.finish();
}

function summary(result: ImportResult, fileName: string): string {
  const lines = [
    `Import of ${fileName} finished.`,
    '',
    `Products: ${result.imported} imported, ${result.updated} updated.`,
    '',
    ...Object.entries(result.details)
      .filter(([, d]) => d.imported || d.updated || d.skipped || d.errors.length)
      .map(
        ([key, d]) =>
          `${IMPORT_SECTION_LABELS[key as keyof typeof IMPORT_SECTION_LABELS]}: ${d.imported} imported, ${d.updated} updated, ${d.skipped} skipped, ${d.errors.length} errors`,
      ),
  ];
  if (result.errors.length) {
    lines.push('', 'Errors:', ...result.errors.slice(0, 200).map((e) => `- ${e}`));
    if (result.errors.length > 200) lines.push(`… and ${result.errors.length - 200} more`);
  }
  if (result.backup) lines.push('', `A backup was taken before the import: ${result.backup}`);
  return lines.join('\n');
}

/** What the job keeps of an upload until it runs. */
export interface ImportPayload {
  fileKey: string;
  fileName: string;
  options: ImportOptions;
  email: string | null;
  /** Who queued it: the import's revisions name them (#19). */
  userId?: number | null;
  userLabel?: string | null;
}

/**
 * Reads the upload (multipart field csvFile, 10 MB), checks its options and that it looks like a
 * CSV or a workbook, keeps it in the file store and queues the import. Answers the job id at once.
 */
export async function queueImport(
  ctx: AppContext,
  jobs: JobQueue,
  request: FastifyRequest,
  user: { id: number; email: string; username?: string },
): Promise<number> {
  const { fields, files } = await readMultipart(request, {
    fileField: 'csvFile',
    maxFiles: 1,
    maxFileBytes: MAX_IMPORT_BYTES,
    fileTooLargeMessage: FILE_TOO_LARGE_MESSAGE,
    tooManyFilesMessage: 'Upload one file at a time',
  });
  const file = files[0];
  if (!file) throw badRequest(NO_FILE_MESSAGE);
  const parsedOptions = importOptionFields.safeParse(fields);
  if (!parsedOptions.success) throw badRequest(parsedOptions.error.issues[0]!.message);
  const kind = detectKind(file.buffer, file.filename); // 400/415 now, before anything is queued
  // Random and removed when the job ends; the name is only shown, never used as a path.
  const fileKey = `private/jobs/import-${randomUUID()}.${kind}`;
  await ctx.files.put(fileKey, file.buffer);
  const fileName = (file.filename || `upload.${kind}`).slice(0, 255);
  const payload: ImportPayload = {
    fileKey,
    fileName,
    options: parsedOptions.data,
    email: user.email,
    userId: user.id,
    userLabel: user.username ?? null,
  };
  try {
    return await jobs.enqueue({ kind: 'import', payload: { ...payload }, userId: user.id, fileName });
  } catch (err) {
    await ctx.files.delete(fileKey).catch(() => {});
    throw err;
  }
}

function progressOf(
  result: Pick<ImportResult, 'details'>,
  current: SectionKey | null,
  finishing: Finishing | null = null,
): ImportProgress {
  const sections: ImportProgress['sections'] = {};
  let rows = 0;
  for (const [key, d] of Object.entries(result.details) as Array<
    [SectionKey, ImportResult['details'][SectionKey]]
  >) {
    const n = d.imported + d.updated + d.skipped + d.errors.length;
    if (!n && key !== current) continue;
    sections[key] = { imported: d.imported, updated: d.updated, skipped: d.skipped, errors: d.errors.length };
    rows += n;
  }
  return { current, sections, rows, finishing };
}

/**
 * What an import job writes: the file's sections, then one revision per changed product (tagged with the
 * job) in the same transaction (#19). The import benchmark runs this too, so its figures are the job's.
 */
export function applyImportWithRevisions(
  db: DbOrTx,
  source: ImportSource,
  options: ImportOptions,
  actor: RevisionActor,
  progress?: (result: AppliedImport, current: SectionKey | null, finishing?: Finishing) => void,
): Promise<AppliedImport> {
  return applyImport(db, source, options, {
    progress,
    beforeCommit: (tx, report) => recordImportRevisions(tx, actor, report),
  });
}

/** The import job: what the upload route used to do inside the request. */
export function importJobHandler(ctx: AppContext): JobHandler {
  return async (job, run) => {
    const payload = job.payload as unknown as ImportPayload;
    const buffer = await ctx.files.read(payload.fileKey);
    if (!buffer) throw badRequest('The uploaded file is no longer there. Upload it again.');
    try {
      const options = payload.options;
      run.progress({ current: null, sections: {}, rows: 0 });
      const file = { buffer, filename: payload.fileName };
      let backup: string | null = null;
      if (options.createBackup) {
        await checkImportFile(file); // no backup for a file that cannot be read
        backup = await backupToDisk(ctx, 'before-import');
      }
      const applied = await applyImportWithRevisions(
        ctx.db,
        await openImportFile(file),
        options,
        {
          userId: payload.userId ?? null,
          userLabel: payload.userLabel ?? null,
          source: 'import',
          note: { importFile: payload.fileName, importJob: job.id },
        },
        (result, current, finishing) => run.progress(progressOf(result, current, finishing)),
      );
      run.progress(progressOf(applied, null));
      const result: ImportResult = { ...applied, backup, notified: false };
      if (options.sendNotifications && payload.email) {
        try {
          await ctx.mailer.send({
            to: payload.email,
            subject: `Import finished: ${result.imported} imported, ${result.updated} updated, ${result.errors.length} errors`,
            text: summary(result, payload.fileName || 'upload'),
          });
          result.notified = true;
        } catch (err) {
          ctx.log.warn({ err: { message: (err as Error).message } }, 'import summary mail failed');
        }
      }
      return result as unknown as Record<string, unknown>;
    } finally {
      await ctx.files.delete(payload.fileKey).catch(() => {});
    }
  };
}
