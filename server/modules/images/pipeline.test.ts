import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../../files/local-store';
import { HttpError } from '../../http/errors';
import { imageKeys, sniffImage, storeImage, variantUrls } from './pipeline';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pipeline-'));
const files = createLocalFileStore(dir);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A JPEG carrying EXIF with GPS coordinates and a camera model. */
async function jpegWithGps(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model 9000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 44/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '74/1 0/1 0/1',
      },
    })
    .toBuffer();
}

describe('image pipeline', () => {
  it('IMG-19: stores a re-encoded WebP with thumbnail, mobile and desktop variants', async () => {
    const stored = await storeImage(files, await jpegWithGps(), 'test-torch');
    expect(stored.url).toBe('/api/storage/images/test-torch.webp');
    expect(stored.mimeType).toBe('image/webp');
    expect(stored.width).toBe(2000);
    expect(stored.variants).toEqual(variantUrls(stored.url));
    const widths: Record<string, number> = { thumbnail: 400, mobile: 800, desktop: 1600 };
    for (const [name, url] of Object.entries(stored.variants)) {
      const buffer = (await files.read(url.replace('/api/storage/', '')))!;
      const meta = await sharp(buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(widths[name]);
    }
    for (const key of imageKeys(stored.key)) expect(await files.exists(key)).toBe(true);
  });

  it('drops EXIF and GPS data from every stored file', async () => {
    const input = await jpegWithGps(1200, 900);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const stored = await storeImage(files, input, 'gps-check');
    for (const key of imageKeys(stored.key)) {
      const buffer = (await files.read(key))!;
      const meta = await sharp(buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(buffer.includes(Buffer.from('Secret Model 9000'))).toBe(false);
      expect(buffer.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('accepts a PNG and does not enlarge small images', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    await storeImage(files, png, 'small-png');
    const desktop = (await files.read('images/small-png-desktop.webp'))!;
    expect((await sharp(desktop).metadata()).width).toBe(300);
  });

  it('refuses a non-image disguised by its name, and SVG', async () => {
    expect(await sniffImage(Buffer.from('%PDF-1.4 not an image at all, just text pretending'))).toBeNull();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await sniffImage(svg)).toBeNull();
    await expect(storeImage(files, svg, 'evil')).rejects.toBeInstanceOf(HttpError);
    await expect(storeImage(files, Buffer.from('GIF89a-but-truncated'), 'broken')).rejects.toMatchObject({
      statusCode: 415,
    });
    expect(await files.exists('images/evil.webp')).toBe(false);
  });
});
