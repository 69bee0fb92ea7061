// Import orchestration: read the upload (multipart field csvFile, 10 MB, sniffed by content), take
// a backup first when asked, apply the sheets in one transaction, and mail the summary when asked.
import type { FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES } from '../../../core/constants';
import { IMPORT_SECTION_LABELS, type ImportResult, importOptionFields } from '../../../core/schemas/transfer';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { readMultipart, type UploadedFile } from '../../http/multipart';
import { actorOf, recordImportRevisions } from '../revisions/record';
import { backupToDisk } from './backup';
import { applyImport, type ImportOptions } from './import';
import { detectKind, readCsv, readWorkbook } from './read';
import { SheetArrivals } from './sheet-arrivals';

export const FILE_TOO_LARGE_MESSAGE = 'File too large: Please select a file smaller than 10MB.';
export const NO_FILE_MESSAGE = 'Choose a CSV or Excel (.xlsx) file to import (form field "csvFile").';

/** Starts reading an upload; its sheets arrive while the import writes the earlier ones. */
export function readImportSheets(file: Pick<UploadedFile, 'buffer' | 'filename'>): SheetArrivals {
  return SheetArrivals.reading(async (report) => {
    if (detectKind(file.buffer, file.filename) === 'xlsx') await readWorkbook(file.buffer, { report });
    else report.add(readCsv(file.buffer));
  });
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

export async function importUpload(
  ctx: AppContext,
  request: FastifyRequest,
  user: { email: string },
): Promise<ImportResult> {
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
  const options: ImportOptions = parsedOptions.data;
  const sheets = readImportSheets(file);
  let backup: string | null = null;
  if (options.createBackup) {
    await sheets.complete(); // no backup for a file that cannot be read
    backup = await backupToDisk(ctx, 'before-import');
  }
  // One revision per changed product, tagged with this import (its file and request id), in its transaction.
  const actor = actorOf(request, { importFile: file.filename || 'upload', importId: request.id });
  const applied = await applyImport(ctx.db, sheets, options, {
    beforeCommit: (tx) => recordImportRevisions(tx, { ...actor, source: 'import' }),
  });
  const result: ImportResult = { ...applied, backup, notified: false };
  if (options.sendNotifications) {
    try {
      await ctx.mailer.send({
        to: user.email,
        subject: `Import finished: ${result.imported} imported, ${result.updated} updated, ${result.errors.length} errors`,
        text: summary(result, file.filename || 'upload'),
      });
      result.notified = true;
    } catch (err) {
      ctx.log.warn({ err: { message: (err as Error).message } }, 'import summary mail failed');
    }
  }
  return result;
}
