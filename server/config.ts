// Environment → typed configuration, with defaults that run on a laptop with nothing set.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  // Safe by default: unset (or empty) is production. Development conveniences (reset links on screen,
  // demo seeding by default) need NODE_ENV=development set explicitly; the test runner sets test.
  NODE_ENV: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Torchworks Catalogue <no-reply@localhost>'),
  MAIL_TO: z.string().optional(),
  SECRET_KEY: z.string().optional(),
  ALLOW_REGISTRATION: boolFromEnv.optional(),
  SEED_DEMO: boolFromEnv.optional(),
  GA_MEASUREMENT_ID: z.string().optional(),
  GTM_ID: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(7),
  CDN_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(30),
  CDN_STALE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(30),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  PREVIEW_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  ANSWER_CACHE: boolFromEnv.optional(),
  DATABASE_PREPARED_STATEMENTS: boolFromEnv.optional(),
  FACET_INDEX: z.enum(['memory', 'sql']).optional(),
  STORAGE_URL: z.string().optional(),
  STORAGE_PUBLIC_URL: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolFromEnv.optional(),
  WEB_CONCURRENCY: z.string().optional(),
});

/** Where stored files live: DATA_DIR/files (one server), or an S3-compatible bucket (several servers). */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix inside the bucket, without slashes at either end ('' for the bucket's root). */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
      /** Public base URL of the bucket or its CDN: public files are answered by a redirect there. */
      publicUrl: string | undefined;
    };

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailTo: string | undefined;
  /** Encrypts stored secrets (two-factor keys); unset: a random key kept in DATA_DIR/secret.key. */
  secretKey: string | undefined;
  allowRegistration: boolean;
  seedDemo: boolean;
  gaMeasurementId: string | undefined;
  gtmId: string | undefined;
  logLevel: string;
  /**
   * false, or the value handed to Fastify's trustProxy: a hop count (TRUST_PROXY=true is 1 hop) or a
   * list of proxy addresses/ranges. Never Fastify's `true`, which would take the left-most
   * X-Forwarded-For entry, one the client writes itself.
   */
  trustProxy: false | number | string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** How long a shared cache (CDN, reverse proxy) may keep a public answer, and serve it stale while it revalidates. */
  cdnMaxAgeSeconds: number;
  cdnStaleSeconds: number;
  /** Keep public answers in memory (default); `ANSWER_CACHE=false` serves every request fresh (the bench's uncached figures). */
  answerCache: boolean;
  /** Prepare repeated statements once per PostgreSQL connection (default); false for a pooler that cannot keep them. */
  preparedStatements: boolean;
  /** Where filters and facet counts are computed: the in-memory index (default) or SQL (`FACET_INDEX=sql`, diagnosis). */
  facetIndex: 'memory' | 'sql';
  /** Audit log entries older than this many days are pruned (#19). */
  auditRetentionDays: number;
  /** How long a shared preview link of a draft stays valid (#19). */
  previewLinkDays: number;
  storage: StorageConfig;
  /** How many server processes share the port: one per core on PostgreSQL, always one on the embedded database. */
  webConcurrency: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    publicUrl,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mailTo: e.MAIL_TO || undefined,
    secretKey: e.SECRET_KEY || undefined,
    allowRegistration: e.ALLOW_REGISTRATION ?? false,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV === 'development',
    gaMeasurementId: e.GA_MEASUREMENT_ID || undefined,
    gtmId: e.GTM_ID || undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
    cdnMaxAgeSeconds: e.CDN_MAX_AGE_SECONDS,
    cdnStaleSeconds: e.CDN_STALE_SECONDS,
    answerCache: e.ANSWER_CACHE ?? true,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS ?? true,
    facetIndex: e.FACET_INDEX ?? 'memory',
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    previewLinkDays: e.PREVIEW_LINK_DAYS,
    storage: parseStorage(e, path.resolve(e.DATA_DIR)),
    webConcurrency: parseWebConcurrency(e.WEB_CONCURRENCY, e.DATABASE_URL || undefined),
  };
}

const MAX_WEB_CONCURRENCY = 64;
/** Memory left for each process by `auto`: a worker holds its own facet index and answer cache. */
const MEMORY_PER_PROCESS = 2 ** 30;

/** One process per core, as many as the memory (a container's limit, if lower) gives 1 GiB each. */
export function autoWebConcurrency(): number {
  const limit = process.constrainedMemory?.();
  const memory = limit && limit < os.totalmem() ? limit : os.totalmem();
  return Math.max(
    1,
    Math.min(os.availableParallelism(), Math.floor(memory / MEMORY_PER_PROCESS), MAX_WEB_CONCURRENCY),
  );
}

/**
 * WEB_CONCURRENCY: how many server processes answer on the port. Unset (or `auto`): one per CPU core
 * on PostgreSQL (no more than 1 GiB of memory each allows), one on the embedded database, which a single
 * process holds (the data-directory lock).
 */
export function parseWebConcurrency(value: string | undefined, databaseUrl: string | undefined): number {
  const text = value?.trim() ?? '';
  if (!text || text === 'auto') return databaseUrl ? autoWebConcurrency() : 1;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_WEB_CONCURRENCY)
    throw new Error(
      `Invalid configuration: WEB_CONCURRENCY must be "auto" or a whole number from 1 to ${MAX_WEB_CONCURRENCY}, got "${text}"`,
    );
  const count = Number(text);
  if (count > 1 && !databaseUrl)
    throw new Error(
      `Invalid configuration: WEB_CONCURRENCY=${count} needs DATABASE_URL: the embedded database is opened by one server process; unset WEB_CONCURRENCY, or use PostgreSQL`,
    );
  return count;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function httpBase(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid configuration: ${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`Invalid configuration: ${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/**
 * STORAGE_URL: unset (or empty) keeps files in DATA_DIR/files; `s3://bucket/prefix` puts them in an
 * S3-compatible bucket, with S3_ENDPOINT (MinIO, R2, Ceph …; unset: AWS), S3_REGION, S3_ACCESS_KEY_ID
 * and S3_SECRET_ACCESS_KEY (unset: the SDK's usual chain: environment, profile, instance role) and
 * S3_FORCE_PATH_STYLE. STORAGE_PUBLIC_URL: the bucket's (or its CDN's) public address; public files are
 * then redirected there instead of streamed through the app. Every mistake stops the start-up with a
 * message naming the variable.
 */
export function parseStorage(e: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  const url = e.STORAGE_URL?.trim();
  const s3Vars = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (k) => e[k],
  );
  if (!url) {
    if (e.STORAGE_PUBLIC_URL || s3Vars.length)
      throw new Error(
        `Invalid configuration: ${[...(e.STORAGE_PUBLIC_URL ? ['STORAGE_PUBLIC_URL'] : []), ...s3Vars].join(', ')} set but STORAGE_URL is not: set STORAGE_URL=s3://bucket/prefix to use object storage, or remove them to keep files in DATA_DIR/files`,
      );
    return { kind: 'local', dir: path.join(dataDir, 'files') };
  }
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(url);
  if (!match)
    throw new Error(
      `Invalid configuration: STORAGE_URL must look like s3://bucket/prefix (or be unset to keep files in DATA_DIR/files), got "${url}"`,
    );
  const bucket = match[1]!;
  if (!BUCKET.test(bucket))
    throw new Error(
      `Invalid configuration: STORAGE_URL names the bucket "${bucket}"; a bucket name has 3 to 63 lower-case letters, digits, dots and hyphens`,
    );
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && !prefix.split('/').every((s) => /^[A-Za-z0-9._-]+$/.test(s) && s !== '..' && s !== '.'))
    throw new Error(
      `Invalid configuration: STORAGE_URL's prefix "${prefix}" may hold only letters, digits, ".", "_", "-" and "/"`,
    );
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY)
    throw new Error(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials',
    );
  return {
    kind: 's3',
    bucket,
    prefix,
    endpoint: e.S3_ENDPOINT ? httpBase('S3_ENDPOINT', e.S3_ENDPOINT) : undefined,
    region: e.S3_REGION || 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    publicUrl: e.STORAGE_PUBLIC_URL ? httpBase('STORAGE_PUBLIC_URL', e.STORAGE_PUBLIC_URL) : undefined,
  };
}

/**
 * TRUST_PROXY: unset/false/0 trusts no proxy (the socket address is the client); true is one hop (the
 * address the proxy in front of us appended); a number is that many hops; anything else is a
 * comma-separated list of proxy addresses or ranges (e.g. `10.0.0.0/8, loopback`).
 */
export function parseTrustProxy(value: string | undefined): false | number | string {
  const text = value?.trim() ?? '';
  if (!text || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.length === 0) return false;
  return list.join(',');
}

/**
 * What Fastify gets as trustProxy. Fastify 5 ignores a plain hop count (it trusts nothing then), so
 * a hop count becomes the function proxy-addr calls for each address from the socket outwards.
 */
export function fastifyTrustProxy(
  trust: Config['trustProxy'],
): false | string | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
