// The file store on S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Ceph …): every app
// server reads and writes the same bucket. Keys map to `<prefix>/<key>`. A buffer is one PUT; a
// stream (a backup, an uploaded workbook) goes up as a multipart upload in 8 MB parts, so memory does
// not grow with the file, and an upload that fails is aborted so no half object is left.
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { servedType } from '../modules/storage/content-types';
import { assertValidKey, type FileStore, type StoredFile } from './store';

const PART_BYTES = 8 * 1024 * 1024;

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** An answer meaning "no such object" (GET/HEAD of a missing key). */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Only checksums the store needs: some S3-compatible servers refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Reads a stream into parts of `size` bytes (the last one shorter). */
async function* parts(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    chunks.push(buf);
    length += buf.length;
    while (length >= size) {
      const all = Buffer.concat(chunks);
      yield all.subarray(0, size);
      const rest = all.subarray(size);
      chunks = rest.length ? [rest] : [];
      length = rest.length;
    }
  }
  if (length > 0 || chunks.length === 0) yield Buffer.concat(chunks);
}

export function createS3FileStore(config: S3Config, client: S3Client = createS3Client(config)): FileStore {
  const Bucket = config.bucket;
  const base = config.prefix ? `${config.prefix}/` : '';
  const objectKey = (key: string) => {
    assertValidKey(key);
    return base + key;
  };

  async function putStream(Key: string, stream: Readable, ContentType: string): Promise<void> {
    const iterator = parts(stream, PART_BYTES)[Symbol.asyncIterator]();
    const first = await iterator.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    if (firstPart.length < PART_BYTES) {
      // Small enough for one PUT (the stream ended within the first part).
      await client.send(new PutObjectCommand({ Bucket, Key, Body: firstPart, ContentType }));
      return;
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType }));
    const done: Array<{ ETag: string | undefined; PartNumber: number }> = [];
    try {
      let part: Buffer | undefined = firstPart;
      while (part) {
        const PartNumber = done.length + 1;
        const answer = await client.send(
          new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part }),
        );
        done.push({ ETag: answer.ETag, PartNumber });
        const next = await iterator.next();
        part = next.done ? undefined : next.value;
      }
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: done } }),
      );
    } catch (err) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      throw err;
    }
  }

  return {
    kind: 's3',
    async put(key, data) {
      const Key = objectKey(key);
      const { contentType: ContentType } = servedType(key);
      if (data instanceof Readable) return putStream(Key, data, ContentType);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType }));
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async open(key): Promise<StoredFile | null> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          stream: answer.Body as Readable,
          size: Number(answer.ContentLength ?? 0),
          modifiedAt: answer.LastModified ?? new Date(0),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: Number(head.ContentLength ?? 0), modifiedAt: head.LastModified ?? new Date(0) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: base + prefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key?.startsWith(base)) yield item.Key.slice(base.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
