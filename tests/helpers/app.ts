// Test app factory: a real app over a real database (PGlite or PostgreSQL), a temp file store and a
// mailer that keeps what it would send.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeEach } from 'vitest';
import { type BuildOptions, buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { type Config, loadConfig } from '../../server/config';
import type { AppContext } from '../../server/context';
import type { Database } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { createMailer, type Mailer, type MailMessage } from '../../server/mail/mailer';
import { openTestDatabase, resetDatabase } from './database';
import { emptyStore, testFileStore, testStorage } from './storage';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export const silentLogger = pino({ level: 'silent' });

export interface TestContext {
  app: TestApp;
  ctx: AppContext;
  database: Database;
  outbox: MailMessage[];
  dataDir: string;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://catalogue.test',
    } as NodeJS.ProcessEnv),
    ...overrides,
  };
}

export function captureMailer(outbox: MailMessage[], configured = false): Mailer {
  return {
    configured,
    async send(message) {
      outbox.push(message);
    },
    close() {},
  };
}

/**
 * One app and database for the whole file, emptied before each test. Call at the top level of a
 * test file; read the fields inside tests (they are filled by beforeAll).
 */
export function setupTestApp(
  options: { config?: Partial<Config>; build?: BuildOptions; mailerConfigured?: boolean } = {},
) {
  const state = {} as TestContext;
  let database: Database | null = null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-files-'));
  // The local directory, or (TEST_STORAGE=s3) this file's prefix in the local S3 server's bucket.
  const storage = testStorage(dataDir);

  async function rebuild(config?: Partial<Config>) {
    if (state.app) await state.app.close();
    database ??= await openTestDatabase();
    const outbox: MailMessage[] = [];
    const fullConfig = testConfig({ dataDir, storage, ...options.config, ...config });
    const ctx = {
      config: fullConfig,
      database,
      db: database.db,
      files: testFileStore(fullConfig.storage),
      mailer: undefined as unknown as Mailer,
    };
    // A configured SMTP_URL gets the real mailer (the SMTP test); otherwise mail is kept in outbox.
    ctx.mailer = ctx.config.smtpUrl
      ? createMailer({ smtpUrl: ctx.config.smtpUrl, from: ctx.config.mailFrom }, silentLogger)
      : captureMailer(outbox, options.mailerConfigured ?? false);
    const app = await buildApp(ctx, { logger: false, ...options.build });
    await app.ready();
    Object.assign(state, { app, ctx: app.ctx, database, outbox, dataDir });
  }

  beforeEach(async () => {
    if (!state.app) await rebuild();
    else await resetDatabase(state.database);
    // Tests also write straight to the database, which (by design) does not invalidate the answer cache.
    state.app.answerCache.clear();
    state.outbox.length = 0;
  });

  afterAll(async () => {
    if (state.ctx) await emptyStore(state.ctx.files);
    await state.app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return Object.assign(state, {
    /** Rebuilds the app with other configuration (same database). */
    rebuild,
  });
}

/** Extracts the session cookie pair ("sid=...") from a response. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const setCookie = res.headers['set-cookie'];
  const list = Array.isArray(setCookie) ? setCookie : [setCookie];
  const pair = list.map(String).find((c) => /^(__Host-)?sid=[^;]+/.test(c));
  if (!pair) throw new Error('No session cookie in the response');
  return pair.split(';')[0]!;
}

let userCounter = 0;

/** Creates a user directly in the database and signs them in through the API; returns the cookie. */
export async function signedIn(
  t: TestContext,
  role: 'viewer' | 'editor' | 'admin' = 'admin',
  fields: { email?: string; username?: string; password?: string; status?: 'active' | 'inactive' } = {},
): Promise<{ cookie: string; id: number; email: string; password: string }> {
  userCounter++;
  const email = fields.email ?? `${role}${userCounter}@example.com`;
  const password = fields.password ?? 'correct horse battery';
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      email,
      username: fields.username ?? `${role}${userCounter}`,
      password: await hashPassword(password),
      role,
      status: fields.status ?? 'active',
    })
    .returning({ id: users.id });
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), id: user!.id, email, password };
}
