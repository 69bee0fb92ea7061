// #18: both file stores keep the same contract (TEST_STORAGE=s3 runs this file on a local S3 server):
// buffers and streams (a stream over one part goes up in several), read/open/exists/delete/list, and a
// missing key or a path through a file is "not there", never an error.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyStore, testFileStore, testStorage } from '../../tests/helpers/storage';

const dir = fs.mkdtempSync(`${os.tmpdir()}/catalogue-store-`);
const files = testFileStore(testStorage(dir));

afterAll(async () => {
  await emptyStore(files);
  fs.rmSync(dir, { recursive: true, force: true });
});

async function readStream(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe(`#18 file store (${files.kind})`, () => {
  it('#18: put, read, open, exists, list and delete', async () => {
    await files.put('images/a.webp', Buffer.from('RIFF a'));
    await files.put('documents/b.pdf', Buffer.from('%PDF b'));
    expect((await files.read('images/a.webp'))?.toString()).toBe('RIFF a');
    const opened = await files.open('documents/b.pdf');
    expect(opened?.size).toBe(6);
    expect(opened?.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await readStream(opened!.stream)).toString()).toBe('%PDF b');
    expect(await files.exists('images/a.webp')).toBe(true);
    const keys: string[] = [];
    for await (const key of files.list('')) keys.push(key);
    expect(keys.sort()).toEqual(['documents/b.pdf', 'images/a.webp']);
    const images: string[] = [];
    for await (const key of files.list('images/')) images.push(key);
    expect(images).toEqual(['images/a.webp']);
    await files.delete('images/a.webp');
    await files.delete('images/never-there.webp');
    expect(await files.exists('images/a.webp')).toBe(false);
    expect(await files.read('images/a.webp')).toBeNull();
    expect(await files.open('images/a.webp')).toBeNull();
    expect(await files.open('documents/b.pdf/x')).toBeNull();
    await expect(files.put('../x', Buffer.from(''))).rejects.toThrow(/Invalid file key/);
  });

  it('#18: a stream larger than one upload part is stored whole; a failing stream stores nothing', async () => {
    const big = crypto.randomBytes(9 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: Math.ceil(big.length / 65536) }, (_, i) =>
      big.subarray(i * 65536, (i + 1) * 65536),
    );
    await files.put('private/backups/big.zip', Readable.from(chunks));
    const back = await files.read('private/backups/big.zip');
    expect(back?.length).toBe(big.length);
    expect(back?.equals(big)).toBe(true);

    await files.put('private/tmp/small.csv', Readable.from([Buffer.from('a,b\n1,2\n')]));
    expect((await files.read('private/tmp/small.csv'))?.toString()).toBe('a,b\n1,2\n');

    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(files.put('private/tmp/broken.csv', failing)).rejects.toThrow(/client went away/);
    expect(await files.exists('private/tmp/broken.csv')).toBe(false);
  });
});
