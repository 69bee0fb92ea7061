// The file store of a test: DATA_DIR/files by default; TEST_STORAGE=s3 puts every test file's files
// in a bucket of a local S3 server (s3rver, started once per run by global-setup.ts), each test file
// under its own prefix, so the file-related API suite proves both stores (#18).
import path from 'node:path';
import { inject } from 'vitest';
import type { StorageConfig } from '../../server/config';
import { createFileStore } from '../../server/files/create';
import type { FileStore } from '../../server/files/store';

export const TEST_BUCKET = 'catalogue-test';
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const usingS3 = (): boolean => process.env.TEST_STORAGE === 's3';

/** An S3 storage configuration on the test run's s3rver, under its own prefix. */
export function s3TestStorage(prefix: string, publicUrl?: string): StorageConfig {
  const endpoint = inject('s3Endpoint');
  if (!endpoint) throw new Error('TEST_STORAGE=s3 but no local S3 server was started (global-setup.ts)');
  return {
    kind: 's3',
    bucket: TEST_BUCKET,
    prefix,
    endpoint,
    region: 'us-east-1',
    ...S3RVER_CREDENTIALS,
    forcePathStyle: true,
    publicUrl,
  };
}

/** The storage configuration of a test app whose data directory is `dataDir`. */
export function testStorage(dataDir: string): StorageConfig {
  if (usingS3()) return s3TestStorage(`t-${Math.random().toString(36).slice(2, 10)}`);
  return { kind: 'local', dir: path.join(dataDir, 'files') };
}

export function testFileStore(storage: StorageConfig): FileStore {
  return createFileStore(storage);
}

/** Removes every file of a test store (the local directory goes with its temp folder). */
export async function emptyStore(files: FileStore): Promise<void> {
  if (files.kind !== 's3') return;
  const keys: string[] = [];
  for await (const key of files.list('')) keys.push(key);
  await Promise.all(keys.map((key) => files.delete(key)));
}
