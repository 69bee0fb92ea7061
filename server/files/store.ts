// Where uploaded and generated files live. The local driver writes under DATA_DIR/files; the
// S3-compatible driver (STORAGE_URL=s3://bucket/prefix) is the scale-out path: many app servers, one
// store. Keys under `private/` (pre-import backups, temporary files of jobs) are never served at
// /api/storage and never part of a backup.
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
  modifiedAt: Date;
}

export interface FileStore {
  /** 'local' (a directory) or 's3' (a bucket). */
  readonly kind: 'local' | 's3';
  /** Stores a whole file; a stream is written as it arrives (large backups, uploaded workbooks). */
  put(key: string, data: Buffer | Readable): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  open(key: string): Promise<StoredFile | null>;
  /** Size and time of a stored file without reading it (null when there is none). */
  stat(key: string): Promise<Omit<StoredFile, 'stream'> | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every key under a prefix ('' for all), for backups. */
  list(prefix?: string): AsyncIterable<string>;
}

/** Keys under this folder are the server's own: not served publicly, not backed up. */
export const PRIVATE_PREFIX = 'private/';

export const isPrivateKey = (key: string): boolean => key.startsWith(PRIVATE_PREFIX);

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** Keys are relative paths of safe segments: no '..', no absolute paths, no hidden files. */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  if (
    segments.length === 0 ||
    segments.length > 6 ||
    !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))
  ) {
    throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
  }
}

export function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

/** The public URL of a stored file. */
export function fileUrl(key: string): string {
  return `/api/storage/${key}`;
}

/** The key behind one of our file URLs, or null for external or malformed URLs. */
export function keyFromUrl(url: string): string | null {
  const prefix = '/api/storage/';
  if (!url.startsWith(prefix)) return null;
  const key = decodeURIComponent(url.slice(prefix.length).split(/[?#]/)[0] ?? '');
  return isValidKey(key) ? key : null;
}
