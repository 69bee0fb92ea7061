// Stores the demo pictures (committed PNG files in assets/images and assets/brands) through the image
// pipeline (WebP original plus thumbnail, mobile and desktop variants), two at a time, as an upload
// would be. A picture shown by several products is encoded once; its files are copied under each
// product's own SEO file name.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from '../../files/store';
import { fileUrl } from '../../files/store';
import {
  imageKeys,
  type StoredImage,
  storeImage,
  type VariantName,
  variantKey,
} from '../../modules/images/pipeline';
import { seedAssetsDir } from '../../paths';

export interface ImageJob {
  /** Unique file base name (lowercase, hyphenated), without extension. */
  baseName: string;
  /** File name in assets/<dir>/. */
  picture: string;
  /** Where it is stored (and read from under assets/): images, or brands for logos. */
  dir?: string;
}

const pictureFile = (job: ImageJob) => path.join(seedAssetsDir, job.dir ?? 'images', job.picture);

/** Runs `fn` over `items` with at most `limit` in flight, keeping the order of results. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Stores a copy of an already stored image (original and variants) under another base name. */
async function copyStored(
  files: FileStore,
  source: StoredImage,
  baseName: string,
  dir: string,
): Promise<StoredImage> {
  const key = `${dir}/${baseName}.webp`;
  const sourceKeys = imageKeys(source.key);
  const targetKeys = imageKeys(key);
  await Promise.all(
    sourceKeys.map(async (from, i) => {
      const data = await files.read(from);
      if (!data) throw new Error(`Seed image ${from} vanished while copying`);
      await files.put(targetKeys[i]!, data);
    }),
  );
  const variants = Object.fromEntries(
    (Object.keys(source.variants) as VariantName[]).map((v) => [v, fileUrl(variantKey(key, v))]),
  ) as Record<VariantName, string>;
  return { ...source, key, url: fileUrl(key), variants };
}

/** Stores every job's picture; results are in job order. */
export async function storePictures(
  files: FileStore,
  jobs: ImageJob[],
  concurrency = 2,
): Promise<StoredImage[]> {
  const names = new Set<string>();
  for (const job of jobs) {
    const key = `${job.dir ?? 'images'}/${job.baseName}`;
    if (names.has(key)) throw new Error(`Duplicate seed image name: ${key}`);
    names.add(key);
  }
  // The first job of each distinct picture is encoded; the others wait for it and copy its files.
  const first = new Map<string, number>();
  jobs.forEach((job, i) => {
    const id = pictureFile(job);
    if (!first.has(id)) first.set(id, i);
  });
  const unique = [...first.values()];
  const stored = await mapLimit(unique, concurrency, async (i) => {
    const job = jobs[i]!;
    return storeImage(files, await fs.readFile(pictureFile(job)), job.baseName, job.dir);
  });
  const byIndex = new Map(unique.map((i, k) => [i, stored[k]!]));
  return Promise.all(
    jobs.map(async (job, i) => {
      const own = byIndex.get(i);
      if (own) return own;
      const source = byIndex.get(first.get(pictureFile(job))!)!;
      return copyStored(files, source, job.baseName, job.dir ?? 'images');
    }),
  );
}
