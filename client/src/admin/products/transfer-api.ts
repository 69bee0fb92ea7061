// Browser side of import, template, export and backup (document 000 §7; document 001 §7).

import type { ImportJobData as ImportJob } from '../../../../core/schemas/jobs';
import type { ImportOptions, ImportResult } from '../../../../core/schemas/transfer';
import { BACKUP_DEFAULT_FILE_NAME, IMPORT_TEMPLATE_FILE_NAME } from '../../../../core/schemas/transfer';
import { ApiError, apiJson, signedInAgain, toQueryString } from '../../lib/api';

export const TEMPLATE_URL = '/api/templates/download';
export const IMPORT_URL = '/api/products/import';
export const BACKUP_URL = '/api/backup/app-storage';
export const EXPORT_URL = '/api/products/export';

/** The file name of a Content-Disposition header (filename* preferred), or the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1]!.trim() : fallback;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads the template. Returns 'downloaded', or 'fallback' when the answer was empty or not OK
 * and the same path was opened in a new window instead. Throws when even that was impossible.
 */
export async function downloadTemplate(): Promise<'downloaded' | 'fallback'> {
  let blob: Blob | null = null;
  try {
    const res = await fetch(TEMPLATE_URL, { credentials: 'include' });
    if (res.ok) blob = await res.blob();
  } catch {
    blob = null;
  }
  if (blob && blob.size > 0) {
    saveBlob(blob, IMPORT_TEMPLATE_FILE_NAME);
    return 'downloaded';
  }
  const opened = window.open(TEMPLATE_URL, '_blank');
  if (!opened) throw new Error('The download window was blocked.');
  return 'fallback';
}

/** Error thrown for a refused import; `message` is the server's error text. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Uploads the import file with the options (multipart field csvFile, cookies sent). XMLHttpRequest
 * gives real upload progress (0-1); `onUploaded` fires once the bytes are sent and the server works.
 */
export async function uploadImport(
  file: File,
  options: ImportOptions,
  callbacks: {
    onProgress?: (fraction: number) => void;
    onUploaded?: () => void;
    /** The import job as the server reports it while it runs (status, rows per section). */
    onJob?: (job: ImportJob) => void;
  } = {},
): Promise<ImportResult> {
  let answer: ImportResult | { job: ImportJob };
  try {
    answer = await sendImport(file, options, callbacks);
  } catch (error) {
    // The session ended while choosing the file: sign in again over the dialog, then send it once more.
    if (error instanceof UploadError && error.status === 401 && (await signedInAgain(IMPORT_URL)))
      answer = await sendImport(file, options, callbacks);
    else throw error;
  }
  if (!('job' in answer)) return answer;
  callbacks.onJob?.(answer.job);
  return waitForImportJob(answer.job.id, callbacks.onJob);
}

export const IMPORT_POLL_MS = 1000;

/** Polls GET /api/imports/:id until the job finished: its result, or an UploadError with its reason. */
export async function waitForImportJob(id: number, onJob?: (job: ImportJob) => void): Promise<ImportResult> {
  let misses = 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
    let job: ImportJob;
    try {
      job = await apiJson<ImportJob>('GET', `/api/imports/${id}`);
      misses = 0;
    } catch (err) {
      // A moment without an answer (a restart, a busy server) is not the end of the import.
      if (err instanceof ApiError && err.status > 0 && err.status < 500)
        throw new UploadError(err.message, err.status);
      if (++misses > 30) throw new UploadError('Upload failed', 0);
      continue;
    }
    onJob?.(job);
    if (job.status === 'succeeded' && job.result) return job.result;
    if (job.status === 'failed') throw new UploadError(job.error || 'Upload failed', job.errorStatus ?? 500);
  }
}

function sendImport(
  file: File,
  options: ImportOptions,
  callbacks: { onProgress?: (fraction: number) => void; onUploaded?: () => void },
): Promise<ImportResult | { job: ImportJob }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORT_URL);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) callbacks.onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => callbacks.onUploaded?.();
    xhr.onerror = () => reject(new UploadError('Upload failed', 0));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = (body as { error?: unknown } | null)?.error;
        reject(new UploadError(typeof error === 'string' && error ? error : 'Upload failed', xhr.status));
        return;
      }
      if (!body || typeof body !== 'object') {
        reject(new UploadError('Upload failed', xhr.status));
        return;
      }
      resolve(body as ImportResult | { job: ImportJob });
    };
    const form = new FormData();
    form.append('updateExisting', String(options.updateExisting));
    form.append('sendNotifications', String(options.sendNotifications));
    form.append('createBackup', String(options.createBackup));
    form.append('csvFile', file, file.name);
    xhr.send(form);
  });
}

export interface ExportFilters {
  search?: string;
  categories?: string;
  status?: string;
}

/** The export address for the current list filters; the browser streams it straight to disk. */
export function exportUrl(format: 'xlsx' | 'csv', filters: ExportFilters): string {
  return `${EXPORT_URL}${toQueryString({ format, ...filters, status: filters.status === 'all' ? undefined : filters.status })}`;
}

export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** POST /api/backup/app-storage and save the zip; failures carry the server's details or error. */
export async function downloadBackup(): Promise<string> {
  const res = await fetch(BACKUP_URL, { method: 'POST', credentials: 'include' });
  if (!res.ok) {
    let message = '';
    try {
      const body = (await res.json()) as { details?: unknown; error?: unknown };
      message =
        typeof body.details === 'string' ? body.details : typeof body.error === 'string' ? body.error : '';
    } catch {
      message = '';
    }
    throw new ApiError(res.status, message || `Backup failed (${res.status})`, message || null);
  }
  const name = fileNameFromDisposition(res.headers.get('content-disposition'), BACKUP_DEFAULT_FILE_NAME);
  saveBlob(await res.blob(), name);
  return name;
}
