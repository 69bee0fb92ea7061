// Environment → typed configuration, with defaults that run on a laptop with nothing set.
import path from 'node:path';
import { z } from 'zod';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
});

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
  /** false, or the value handed to Fastify's trustProxy (a hop count or address list). */
  trustProxy: boolean | number | string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** How long a shared cache (CDN, reverse proxy) may keep a public answer, and serve it stale while it revalidates. */
  cdnMaxAgeSeconds: number;
  cdnStaleSeconds: number;
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
    seedDemo: e.SEED_DEMO ?? !isProduction,
    gaMeasurementId: e.GA_MEASUREMENT_ID || undefined,
    gtmId: e.GTM_ID || undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
    cdnMaxAgeSeconds: e.CDN_MAX_AGE_SECONDS,
    cdnStaleSeconds: e.CDN_STALE_SECONDS,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  const hops = Number(value);
  return Number.isInteger(hops) ? hops : value;
}
