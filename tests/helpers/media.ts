// Media-library rows with small stored files, for tests that need images without running the pipeline.

import { mediaFiles } from '../../server/db/schema';
import { fileUrl } from '../../server/files/store';
import type { TestContext } from './app';

let counter = 0;

export async function createMedia(
  t: TestContext,
  fields: Partial<typeof mediaFiles.$inferInsert> & { base?: string } = {},
) {
  counter++;
  const base = fields.base ?? `test-image-${counter}`;
  const key = `images/${base}.webp`;
  const variants = {
    thumbnail: fileUrl(`images/${base}-thumbnail.webp`),
    mobile: fileUrl(`images/${base}-mobile.webp`),
    desktop: fileUrl(`images/${base}-desktop.webp`),
  };
  for (const k of [key, ...Object.values(variants).map((u) => u.replace('/api/storage/', ''))])
    await t.ctx.files.put(k, Buffer.from('RIFF0000WEBP'));
  const { base: _base, ...rest } = fields;
  const [row] = await t.ctx.db
    .insert(mediaFiles)
    .values({
      url: fileUrl(key),
      originalName: `${base}.jpg`,
      displayName: base,
      seoFilename: `${base}.webp`,
      alt: `Alt text of ${base}`,
      size: 1000 + counter,
      mimeType: 'image/webp',
      width: 800,
      height: 600,
      optimizedVariants: variants,
      ...rest,
    })
    .returning();
  return row!;
}
