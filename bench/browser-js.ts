// JavaScript as a first-time visitor's browser loads it (#21): Chromium opens each page with an empty cache
// and every script response is counted with the bytes it took on the wire (compressed, headers excluded),
// from navigation until the network has been idle — the entry, preloads, the page chunk and whatever the
// page loads on its own after hydration (nothing the visitor clicks). Compare with the build's static
// figure (dist/initial-js.json), which counts only what is imported before hydration.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

type Out = (line?: string) => void;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function reportBrowserJs(
  baseUrl: string,
  pages: Record<string, string>,
  out: Out,
): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) {
    out(`  (no Chromium at ${CHROMIUM}: browser-measured JavaScript skipped)`);
    return;
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    out('  JS loaded by the browser, first visit   files   kB on the wire   kB unpacked');
    for (const [name, pagePath] of Object.entries(pages)) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const scripts: Array<Promise<{ wire: number; body: number }>> = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push(
          request.sizes().then(async (sizes) => ({
            wire: sizes.responseBodySize,
            body: (await (await request.response())?.body())?.length ?? 0,
          })),
        );
      });
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(scripts);
      const wire = sizes.reduce((sum, s) => sum + s.wire, 0) / 1024;
      const body = sizes.reduce((sum, s) => sum + s.body, 0) / 1024;
      out(
        `  ${name.padEnd(38)} ${String(sizes.length).padStart(5)}   ${wire.toFixed(1).padStart(14)}   ${body.toFixed(1).padStart(11)}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
