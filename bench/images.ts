// Image upload benchmark (issue 4): the time to store a 12-megapixel JPEG with its three WebP variants
// (storeImage: sniff, re-encode without metadata, thumbnail/mobile/desktop), the rate with two uploads
// at once, and the process's peak memory. Target: under 1.5 s per image on a 2-core machine, peak
// memory under 400 MB. Run alone with `npx tsx bench/images.ts`; `npm run bench` calls it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalFileStore } from '../server/files/local-store';
import { storeImage } from '../server/modules/images/pipeline';

const ITERATIONS = Number(process.env.BENCH_IMAGE_ITERATIONS ?? 8);
const out = (line = '') => process.stdout.write(`${line}\n`);

/** A 4000 × 3000 photo-like JPEG (noise, so the encoder has real work), with EXIF. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Bench', Model: '12MP' } })
    .toBuffer();
}

export async function benchImages(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
  const files = createLocalFileStore(dir);
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  const sample = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  try {
    const input = await twelveMegapixelJpeg();
    out(`Image upload: 12 MP JPEG (${(input.length / 1024 / 1024).toFixed(1)} MB), ${ITERATIONS} runs`);
    await storeImage(files, input, 'warm-up');
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const started = performance.now();
      await storeImage(files, input, `serial-${i}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    out(
      `  one at a time: median ${(median / 1000).toFixed(2)} s, worst ${(times.at(-1)! / 1000).toFixed(2)} s (target < 1.5 s)`,
    );

    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < ITERATIONS) {
        const n = next++;
        await storeImage(files, input, `parallel-${n}`);
      }
    };
    await Promise.all([worker(), worker()]);
    const seconds = (performance.now() - started) / 1000;
    out(`  two at once: ${(ITERATIONS / seconds).toFixed(2)} images/s`);
    out(
      `  peak memory (RSS): ${(peakRss / 1024 / 1024).toFixed(0)} MB, ${((peakRss - startRss) / 1024 / 1024).toFixed(0)} MB above the process at rest (target < 400 MB)`,
    );
  } finally {
    clearInterval(sample);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchImages().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
