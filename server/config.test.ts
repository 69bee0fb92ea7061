// #13: configuration is safe by default. NODE_ENV unset means production (no development conveniences);
// TRUST_PROXY never lets a client-written X-Forwarded-For entry choose the client address.
import { describe, expect, it } from 'vitest';
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
