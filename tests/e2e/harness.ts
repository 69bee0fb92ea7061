// Browser-journey harness: starts the built server in a child process on a free port with its own
// DATA_DIR (copied from a seeded template), a local SMTP server that keeps what it receives, and
// Debian's Chromium through playwright-core.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { inject, onTestFinished } from 'vitest';
import { SITE_CONFIG_ELEMENT_ID } from '../../client/src/storefront/site';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const resultsDir = path.join(projectRoot, 'test-results');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ReceivedMail {
  to: string;
  raw: string;
}

export async function startMailServer(): Promise<{
  url: string;
  inbox: ReceivedMail[];
  close(): Promise<void>;
}> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Decodes a quoted-printable mail body enough to read links. */
export function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function waitFor<T>(
  probe: () => T | Promise<T>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A fresh DATA_DIR: a copy of the seeded template (demo catalogue, no users) unless empty is asked. */
export function newDataDir(options: { empty?: boolean } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-e2e-'));
  const template = inject('e2eSeededDataDir');
  if (!options.empty && template) fs.cpSync(template, dir, { recursive: true });
  return dir;
}

export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; expectFailure?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? newDataDir();
  let output = '';
  const child = spawn(process.execPath, [path.join(projectRoot, 'dist/server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      // The server's log stays beside the screenshots, for reading after a failure.
      fs.mkdirSync(resultsDir, { recursive: true });
      fs.writeFileSync(path.join(resultsDir, `server-${port}.log`), output);
      return code;
    },
  };
  if (options.expectFailure) return server;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
      try {
        const res = await fetch(`${url}/api/health`);
        return res.ok;
      } catch {
        return false;
      }
    },
    60_000,
    'the server to answer /api/health',
  );
  return server;
}

let browser: Browser | null = null;

export async function launchBrowser(): Promise<Browser> {
  if (!browser) {
    const launched = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    // Every page of every context is watched, also those a journey opens with context.newPage().
    const newContext = launched.newContext.bind(launched);
    launched.newContext = async (options) => {
      const context = await newContext(options);
      const hydrates = options?.javaScriptEnabled !== false;
      context.on('page', (page) => watchPage(page, hydrates));
      return context;
    };
    browser = launched;
  }
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export async function newPage(width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  const b = await launchBrowser();
  const context = await b.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  watchPage(page);
  return { context, page };
}

interface PageWatch {
  problems: string[];
  allowed: RegExp[];
}
const watches = new WeakMap<Page, PageWatch>();
/** The admin asks "who is signed in?" with GET /api/user; a signed-out visitor's 401 is its answer. */
const SIGNED_OUT_PROBE = /status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/api\/user\)$/;

/**
 * A journey fails on any uncaught page error or console error of any of its pages (failed resource
 * loads included: the browser logs a 4xx/5xx answer as a console error, with its address). Checked
 * when the test ends; an expected one is declared with allowPageProblems(page, /pattern/).
 */
function watchPage(page: Page, hydrates = true): void {
  if (watches.has(page)) return;
  const watch: PageWatch = { problems: [], allowed: [SIGNED_OUT_PROBE] };
  watches.set(page, watch);
  page.on('pageerror', (err) => watch.problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    watch.problems.push(`console.error: ${msg.text()}${where ? ` (${where})` : ''}`);
  });
  if (hydrates) waitForHydrationOnPublicPages(page);
  try {
    onTestFinished(() => {
      const problems = pageProblems(page);
      if (problems.length > 0)
        throw new Error(
          `The page had errors (fix them, or allowPageProblems(page, /pattern/) if expected):\n${problems.join('\n')}`,
        );
    });
  } catch {
    // Opened outside a test (beforeAll): the journey reads pageProblems(page) itself.
  }
}

/** Declares an expected page or console error of this page (a deliberate 404 resource, a refused save). */
export function allowPageProblems(page: Page, pattern: RegExp): void {
  watches.get(page)?.allowed.push(pattern);
}

/**
 * A public page answers with server-rendered HTML that works before its script runs; a journey that
 * hovers or types right after loading must act on the hydrated page, as a person (slower than a test)
 * does. The storefront marks <html data-hydrated> once hydrated (storefront/app.tsx).
 */
function waitForHydrationOnPublicPages(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // Storefront pages carry the site configuration the client reads; admin pages (/login too) do not.
    const storefront = response?.headers()['content-type']?.startsWith('text/html')
      ? (await response.text().catch(() => '')).includes(`id="${SITE_CONFIG_ELEMENT_ID}"`)
      : false;
    if (storefront) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
    return response;
  };
}

/** Page errors and console errors seen so far, except those allowed with allowPageProblems. */
export function pageProblems(page: Page): string[] {
  const watch = watches.get(page);
  if (!watch) return [];
  return watch.problems.filter((problem) => !watch.allowed.some((pattern) => pattern.test(problem)));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: path.join(resultsDir, `${name}.png`), fullPage: true });
}
