// The file store the configuration names: DATA_DIR/files, or an S3-compatible bucket.
import type { StorageConfig } from '../config';
import { createLocalFileStore } from './local-store';
import { createS3FileStore } from './s3-store';
import type { FileStore } from './store';

export function createFileStore(storage: StorageConfig): FileStore {
  return storage.kind === 's3' ? createS3FileStore(storage) : createLocalFileStore(storage.dir);
}

/** Where files are kept, for the start-up line (no credentials). */
export function describeStorage(storage: StorageConfig): string {
  return storage.kind === 's3'
    ? `s3://${storage.bucket}/${storage.prefix}${storage.endpoint ? ` at ${storage.endpoint}` : ''}`
    : storage.dir;
}
