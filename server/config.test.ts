// #13: configuration is safe by default. NODE_ENV unset means production (no development conveniences);
// TRUST_PROXY never lets a client-written X-Forwarded-For entry choose the client address.
import os from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { fastifyTrustProxy, loadConfig, parseTrustProxy } from './config';

describe('#13 NODE_ENV', () => {
  it('#13: unset or empty NODE_ENV is production: no demo seeding by default', () => {
    for (const env of [{}, { NODE_ENV: '' }]) {
      const config = loadConfig(env as NodeJS.ProcessEnv);
      expect(config.env).toBe('production');
      expect(config.isProduction).toBe(true);
      expect(config.seedDemo).toBe(false);
    }
  });

  it('#13: development conveniences need NODE_ENV=development set explicitly', () => {
    const dev = loadConfig({ NODE_ENV: 'development' } as NodeJS.ProcessEnv);
    expect(dev.isProduction).toBe(false);
    expect(dev.seedDemo).toBe(true);
    // SEED_DEMO decides when set (npm start sets it), whatever the mode.
    expect(loadConfig({ SEED_DEMO: 'true' } as NodeJS.ProcessEnv).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' } as NodeJS.ProcessEnv).seedDemo).toBe(
      false,
    );
    expect(() => loadConfig({ NODE_ENV: 'staging' } as NodeJS.ProcessEnv)).toThrow(/NODE_ENV/);
  });
});

describe('#13 TRUST_PROXY', () => {
  it('#13: unset/false trusts no proxy; true is one hop; a number is that many hops; otherwise an address list', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.0/8 , loopback ')).toBe('10.0.0.0/8,loopback');
  });

  it('#13: a hop count trusts exactly that many addresses from the socket outwards', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2, 3].map((hop) => trust('192.0.2.1', hop))).toEqual([true, true, false, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy('10.0.0.1')).toBe('10.0.0.1');
  });
});

describe('#18 STORAGE_URL and the S3 variables', () => {
  const load = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv);

  it('#18: unset keeps files in DATA_DIR/files', () => {
    const config = load({ DATA_DIR: '/srv/catalogue' });
    expect(config.storage).toEqual({ kind: 'local', dir: '/srv/catalogue/files' });
    expect(load({ STORAGE_URL: '' }).storage.kind).toBe('local');
  });

  it('#18: s3://bucket/prefix with endpoint, region, credentials, path style and a public URL', () => {
    const config = load({
      STORAGE_URL: 's3://catalogue-files/site/prod/',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      STORAGE_PUBLIC_URL: 'https://cdn.example.com/files/',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'catalogue-files',
      prefix: 'site/prod',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/files',
    });
    // The bucket's root, AWS defaults: region us-east-1, the SDK's own credential chain, virtual-host style.
    expect(load({ STORAGE_URL: 's3://catalogue-files' }).storage).toMatchObject({
      kind: 's3',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it('#18: each mistake stops the start-up with a message naming the variable', () => {
    expect(() => load({ STORAGE_URL: '/mnt/files' })).toThrow(
      /STORAGE_URL must look like s3:\/\/bucket\/prefix/,
    );
    expect(() => load({ STORAGE_URL: 'https://bucket.s3.amazonaws.com' })).toThrow(
      /STORAGE_URL must look like/,
    );
    expect(() => load({ STORAGE_URL: 's3://ab/x' })).toThrow(/bucket "ab".*3 to 63/);
    expect(() => load({ STORAGE_URL: 's3://Files/x' })).toThrow(/bucket "Files"/);
    expect(() => load({ STORAGE_URL: 's3://files/a/../b' })).toThrow(/prefix "a\/..\/b"/);
    expect(() => load({ STORAGE_URL: 's3://files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => load({ STORAGE_URL: 's3://files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => load({ STORAGE_URL: 's3://files', STORAGE_PUBLIC_URL: 'ftp://cdn' })).toThrow(
      /STORAGE_PUBLIC_URL must be an http\(s\) URL/,
    );
    expect(() => load({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_ENDPOINT set but STORAGE_URL is not/,
    );
    expect(() => load({ STORAGE_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(
      /STORAGE_PUBLIC_URL set but STORAGE_URL is not/,
    );
    expect(() => load({ STORAGE_URL: 's3://files', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});

describe('#21 WEB_CONCURRENCY', () => {
  const pg = 'postgres://db/catalogue';
  const processes = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv).webConcurrency;

  it('#21: one process per core on PostgreSQL by default, one on the embedded database', () => {
    const perCore = Math.min(os.availableParallelism(), Math.floor(os.totalmem() / 2 ** 30), 64);
    expect(processes({ DATABASE_URL: pg })).toBe(perCore);
    expect(processes({ DATABASE_URL: pg, WEB_CONCURRENCY: 'auto' })).toBe(perCore);
    expect(processes({})).toBe(1);
    expect(processes({ WEB_CONCURRENCY: 'auto' })).toBe(1);
    expect(processes({ WEB_CONCURRENCY: '1' })).toBe(1);
    expect(processes({ DATABASE_URL: pg, WEB_CONCURRENCY: '3' })).toBe(3);
  });

  it('#21: auto gives each process at least 1 GiB of memory (a container limit counts)', () => {
    const constrained = vi.spyOn(process, 'constrainedMemory').mockReturnValue(3.5 * 2 ** 30);
    const cores = vi.spyOn(os, 'availableParallelism').mockReturnValue(16);
    try {
      expect(processes({ DATABASE_URL: pg })).toBe(3);
      constrained.mockReturnValue(0.5 * 2 ** 30);
      expect(processes({ DATABASE_URL: pg })).toBe(1);
      constrained.mockReturnValue(2 ** 64);
      expect(processes({ DATABASE_URL: pg })).toBe(Math.min(16, Math.floor(os.totalmem() / 2 ** 30)));
    } finally {
      constrained.mockRestore();
      cores.mockRestore();
    }
  });

  it('#21: a wrong value, or several processes on the embedded database, stops the start with the reason', () => {
    for (const value of ['0', '-1', 'two', '1.5', '65'])
      expect(() => processes({ DATABASE_URL: pg, WEB_CONCURRENCY: value })).toThrow(
        `WEB_CONCURRENCY must be "auto" or a whole number from 1 to 64, got "${value}"`,
      );
    expect(() => processes({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database is opened by one server process',
    );
  });
});
