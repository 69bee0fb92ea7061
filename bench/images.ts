// Image upload benchmark (issues 4, 18): the time to store a 12-megapixel JPEG with its three WebP
// variants (storeImage: sniff, re-encode without metadata, thumbnail/mobile/desktop), the rate with two
// uploads at once, and peak memory. Targets (#18 "Images within budget"): median under 1 s, peak RSS
// under 400 MB with two uploads at once. The uploads run in a fresh process (node + tsx and the image
// pipeline, nothing else) that reads the generated JPEG from disk, so its memory is the uploads' own.
// Run alone with `npx tsx bench/images.ts`; `npm run bench` calls it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createLocalFileStore } from '../server/files/local-store';
import { storeImage } from '../server/modules/images/pipeline';

const ITERATIONS = Number(process.env.BENCH_IMAGE_ITERATIONS ?? 8);
const print = (line = '') => process.stdout.write(`${line}\n`);

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

interface ImageRun {
  medianS: number;
  worstS: number;
  serialPeakMb: number;
  parallelPerSecond: number;
  parallelPeakMb: number;
  bareMb: number;
}

/** In the fresh process: one at a time, then two at once, each phase with its own peak RSS. */
async function childRun(file: string): Promise<ImageRun> {
  const bareMb = process.memoryUsage().rss / 1048576;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
  const files = createLocalFileStore(dir);
  let peak = 0;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const input = fs.readFileSync(file);
    await storeImage(files, input, 'warm-up');
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const started = performance.now();
      await storeImage(files, input, `serial-${i}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const serialPeakMb = peak / 1048576;
    peak = 0;
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
    return {
      medianS: times[Math.floor(times.length / 2)]! / 1000,
      worstS: times.at(-1)! / 1000,
      serialPeakMb,
      parallelPerSecond: ITERATIONS / seconds,
      parallelPeakMb: peak / 1048576,
      bareMb,
    };
  } finally {
    clearInterval(sample);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchImages(out = print): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-input-'));
  try {
    const input = await twelveMegapixelJpeg();
    const file = path.join(dir, 'photo.jpg');
    fs.writeFileSync(file, input);
    out(
      `Image upload: 12 MP JPEG (${(input.length / 1024 / 1024).toFixed(1)} MB), ${ITERATIONS} runs, in a fresh process`,
    );
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', file],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (code !== 0) throw new Error(`image bench child exited with ${code}`);
    const r = JSON.parse(output.trim().split('\n').pop()!) as ImageRun;
    out(
      `  one at a time: median ${r.medianS.toFixed(2)} s (target < 1 s), worst ${r.worstS.toFixed(2)} s, peak RSS ${r.serialPeakMb.toFixed(0)} MB`,
    );
    out(
      `  two at once: ${r.parallelPerSecond.toFixed(2)} images/s, peak RSS ${r.parallelPeakMb.toFixed(0)} MB (target < 400 MB; the process is ${r.bareMb.toFixed(0)} MB before the first upload)`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === '--child') {
  childRun(process.argv[3]!).then(
    (r) => process.stdout.write(`${JSON.stringify(r)}\n`),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
} else if (import.meta.url === `file://${process.argv[1]}`) {
  benchImages().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
