// Every stored image goes through here: its content is checked (not its name), it is decoded and
// re-encoded as WebP with all metadata dropped (EXIF, GPS, ICC comments), oriented upright, and
// stored with thumbnail, mobile and desktop variants. Re-encoding also neutralises crafted files;
// SVG and other active formats are refused outright.
import os from 'node:os';
import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_MEGAPIXELS } from '../../../core/constants';
import type { FileStore } from '../../files/store';
import { fileUrl } from '../../files/store';
import { payloadTooLarge, unsupportedMediaType } from '../../http/errors';

// Memory within budget (#18 "Images within budget"): libvips's operation cache keeps decoded images
// and intermediate results for reuse, which an upload never has (every file is new, the variants are
// encoded from one decoded buffer), so it is off; and each pipeline uses at most two threads, so two
// uploads at once on a many-core server do not multiply the working memory by the core count.
sharp.cache(false);
sharp.concurrency(Math.min(2, os.availableParallelism()));

/** Raster formats we accept, as sharp names them. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Decompression-bomb guard (#16): the pixels a decode may hold; more answers 413 with the limit. */
export const MAX_INPUT_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

export const VARIANT_WIDTHS = { thumbnail: 400, mobile: 800, desktop: 1600 } as const;
export type VariantName = keyof typeof VARIANT_WIDTHS;
const ORIGINAL_MAX_EDGE = 2400;

export interface StoredImage {
  key: string;
  url: string;
  width: number;
  height: number;
  size: number;
  mimeType: 'image/webp';
  variants: Record<VariantName, string>;
}

export const NOT_AN_IMAGE = 'Please select an image file.';

/**
 * Reads the real format and size from the bytes (the header only: nothing is decoded). Null when it is
 * not an accepted raster image. The size is reported even above the megapixel limit, so the caller can
 * say "too large" rather than "not an image".
 */
export async function sniffImage(
  buffer: Buffer,
): Promise<{ format: string; width: number; height: number } | null> {
  if (buffer.length < 12) return null;
  try {
    const meta = await sharp(buffer, { limitInputPixels: false }).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) return null;
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/** Whether an image of this size is over the megapixel limit (every frame of an animation counts once). */
export function overPixelLimit(size: { width: number; height: number }): boolean {
  return size.width * size.height > MAX_INPUT_PIXELS;
}

export function variantKey(baseKey: string, variant: VariantName): string {
  return baseKey.replace(/\.webp$/, `-${variant}.webp`);
}

/** All keys one stored image occupies (for deletion and backups). */
export function imageKeys(baseKey: string): string[] {
  return [baseKey, ...(Object.keys(VARIANT_WIDTHS) as VariantName[]).map((v) => variantKey(baseKey, v))];
}

/** An image checked and encoded, not yet stored: the WebP file and its variants. */
export interface EncodedImage {
  original: { data: Buffer; info: OutputInfo };
  thumbnail: { data: Buffer; info: OutputInfo };
  mobile: { data: Buffer; info: OutputInfo };
  desktop: { data: Buffer; info: OutputInfo };
}

/** Checks the content and encodes the WebP file and its variants (the slow part; no name needed yet). */
export async function encodeImage(input: Buffer): Promise<EncodedImage> {
  const sniffed = await sniffImage(input);
  if (!sniffed) throw unsupportedMediaType(`Invalid file type: ${NOT_AN_IMAGE}`);
  if (overPixelLimit(sniffed)) throw payloadTooLarge(IMAGE_TOO_LARGE_MESSAGE);

  // One decode: the image is read once (oriented upright, in sRGB, at most the kept size) into raw
  // pixels, and every stored file is encoded from those pixels. Decoding a 12-megapixel JPEG once
  // instead of once per variant is what keeps an upload well under the 1.5 s target (bench/images.ts).
  try {
    const base = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      animated: false,
      sequentialRead: true,
    })
      .rotate()
      .resize({
        width: ORIGINAL_MAX_EDGE,
        height: ORIGINAL_MAX_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = {
      raw: { width: base.info.width, height: base.info.height, channels: base.info.channels },
    };
    // WebP effort 2 for the large files (a third of effort 4's time for a few per cent in size), 4 for
    // the small variants, where it costs little.
    const encode = (maxWidth: number, quality: number) =>
      sharp(base.data, pixels)
        .resize({ width: maxWidth, height: maxWidth, fit: 'inside', withoutEnlargement: true })
        .webp({ quality, effort: maxWidth > VARIANT_WIDTHS.mobile ? 2 : 4 })
        .toBuffer({ resolveWithObject: true });
    // When the image is no larger than the desktop variant, that variant is the main file itself: one
    // encode fewer for every product-sized upload.
    const desktopIsOriginal = Math.max(base.info.width, base.info.height) <= VARIANT_WIDTHS.desktop;
    const [original, thumbnail, mobile, desktop] = await Promise.all([
      encode(ORIGINAL_MAX_EDGE, 86),
      encode(VARIANT_WIDTHS.thumbnail, 78),
      encode(VARIANT_WIDTHS.mobile, 80),
      desktopIsOriginal ? null : encode(VARIANT_WIDTHS.desktop, 82),
    ]);
    return { original, thumbnail, mobile, desktop: desktop ?? original };
  } catch {
    throw unsupportedMediaType(`Invalid file type: ${NOT_AN_IMAGE}`);
  }
}

/** Writes an encoded image under `${dir}/${baseName}.webp` plus its variants. */
export async function putImage(
  files: FileStore,
  image: EncodedImage,
  baseName: string,
  dir = 'images',
): Promise<StoredImage> {
  const key = `${dir}/${baseName}.webp`;
  const { original, thumbnail, mobile, desktop } = image;
  await Promise.all([
    files.put(key, original.data),
    files.put(variantKey(key, 'thumbnail'), thumbnail.data),
    files.put(variantKey(key, 'mobile'), mobile.data),
    files.put(variantKey(key, 'desktop'), desktop.data),
  ]);
  return storedImage(key, image);
}

/** What a stored image is, from its key and its encoding. */
export function storedImage(key: string, image: EncodedImage): StoredImage {
  return {
    key,
    url: fileUrl(key),
    width: image.original.info.width,
    height: image.original.info.height,
    size: image.original.data.length,
    mimeType: 'image/webp',
    variants: {
      thumbnail: fileUrl(variantKey(key, 'thumbnail')),
      mobile: fileUrl(variantKey(key, 'mobile')),
      desktop: fileUrl(variantKey(key, 'desktop')),
    },
  };
}

/**
 * Processes and stores an image under `${dir}/${baseName}.webp` plus its variants.
 * The caller chooses a unique baseName (lowercase, hyphenated).
 */
export async function storeImage(
  files: FileStore,
  input: Buffer,
  baseName: string,
  dir = 'images',
): Promise<StoredImage> {
  return putImage(files, await encodeImage(input), baseName, dir);
}

/**
 * A base name that cannot be mistaken for another image's variant: "torch-mobile" would be stored at
 * the key of "torch"'s mobile variant, so a base ending in a variant's name gets "-image" appended.
 */
export function variantSafeBase(base: string): string {
  return /-(thumbnail|mobile|desktop)$/.test(base) ? `${base}-image` : base;
}

/** The variant URLs of a stored image URL (product image lists hold the main URL only). */
export function variantUrls(url: string): Record<VariantName, string> | null {
  if (!url.startsWith('/api/storage/') || !url.endsWith('.webp')) return null;
  return {
    thumbnail: url.replace(/\.webp$/, '-thumbnail.webp'),
    mobile: url.replace(/\.webp$/, '-mobile.webp'),
    desktop: url.replace(/\.webp$/, '-desktop.webp'),
  };
}

export async function deleteImage(files: FileStore, key: string): Promise<void> {
  await Promise.all(imageKeys(key).map((k) => files.delete(k)));
}
