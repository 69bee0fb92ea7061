// Reading multipart uploads with limits, shared by every upload route (documents, images, imports).
// Files are handed to the caller one at a time as they arrive (so a 10-file upload never holds
// every file in memory at once), multipart's own limit errors become our statuses (413 for size,
// 400 for too many files), and the rest of the body is always read so the client gets the answer
// instead of a reset connection.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../core/constants';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from './errors';

export interface UploadedFile {
  /** The form field the file came in. */
  field: string;
  /** The name the browser sent (never used as a storage path). */
  filename: string;
  /** The type the browser claimed (never trusted for decisions). */
  mimetype: string;
  buffer: Buffer;
}

export interface MultipartOptions<T> {
  /** The one field that carries files (`document`, `image`, `csvFile`). */
  fileField: string;
  maxFiles: number;
  maxFileBytes?: number;
  /** Messages; the defaults name the limits. */
  tooManyFilesMessage?: string;
  fileTooLargeMessage?: string;
  /**
   * Called for each file as soon as it is read. Throw an HttpError to refuse it: the rest of the
   * body is still read and the error answered. Defaults to returning the file itself.
   */
  onFile?: (file: UploadedFile, index: number) => Promise<T>;
  /** Called with the files already handled when the upload fails as a whole (to remove what was stored). */
  onAbort?: (files: T[]) => Promise<void>;
}

export interface MultipartResult<T> {
  /** Text fields (the last value wins when a field repeats). */
  fields: Record<string, string>;
  files: T[];
}

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

async function drain(part: MultipartFile): Promise<void> {
  part.file.resume();
  if (part.file.readableEnded || part.file.destroyed) return;
  await new Promise<void>((resolve) => {
    part.file.once('end', resolve);
    part.file.once('close', resolve);
    part.file.once('error', () => resolve());
  });
}

/** Maps multipart's own errors to the statuses and messages of the design. */
export function multipartError(
  err: unknown,
  messages: { tooLarge: string; tooMany: string },
): HttpError | null {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(messages.tooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(messages.tooMany);
  if (code && LIMIT_CODES.has(code)) return payloadTooLarge('The form has too many fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return unsupportedMediaType('Expected a multipart/form-data upload');
  }
  if (code === 'FST_PROTO_VIOLATION') return badRequest('Invalid form field name');
  if (code === 'FST_MP_PREMATURE_CLOSE') return badRequest('The upload was interrupted');
  if (err instanceof Error && /multipart|boundary|Part terminated/i.test(err.message)) {
    return badRequest('Malformed multipart upload');
  }
  return null;
}

export async function readMultipart<T = UploadedFile>(
  request: FastifyRequest,
  options: MultipartOptions<T>,
): Promise<MultipartResult<T>> {
  const maxFileBytes = options.maxFileBytes ?? MAX_UPLOAD_BYTES;
  const messages = {
    tooLarge:
      options.fileTooLargeMessage ?? `File too large: each file must be at most ${maxFileBytes / 1048576} MB`,
    tooMany: options.tooManyFilesMessage ?? `You can upload at most ${options.maxFiles} files at a time`,
  };
  if (!request.isMultipart()) throw unsupportedMediaType('Expected a multipart/form-data upload');
  const onFile = options.onFile ?? (async (file: UploadedFile) => file as unknown as T);
  const fields: Record<string, string> = {};
  const files: T[] = [];
  let seen = 0;
  let failure: HttpError | null = null;

  try {
    // One more file than allowed is let through the parser so that we can answer with our message.
    const parts = request.parts({ limits: { files: options.maxFiles + 1, fileSize: maxFileBytes } });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      seen++;
      if (failure) {
        await drain(part);
        continue;
      }
      if (part.fieldname !== options.fileField) {
        failure = badRequest(
          `Unexpected file field "${part.fieldname}"; send files as "${options.fileField}"`,
        );
        await drain(part);
        continue;
      }
      if (seen > options.maxFiles) {
        failure = badRequest(messages.tooMany);
        await drain(part);
        continue;
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (err) {
        failure = multipartError(err, messages);
        if (!failure) throw err;
        continue;
      }
      try {
        files.push(
          await onFile(
            { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer },
            files.length,
          ),
        );
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        failure = err;
      }
    }
  } catch (err) {
    await options.onAbort?.(files);
    if (failure) throw failure;
    const mapped = multipartError(err, messages);
    throw mapped ?? err;
  }
  if (failure) {
    await options.onAbort?.(files);
    throw failure;
  }
  return { fields, files };
}
