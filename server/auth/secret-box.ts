// Encryption of secrets the server must read back (two-factor keys): AES-256-GCM with a key that is
// not in the database, so a copy of the database alone does not reveal them. The key comes from
// SECRET_KEY, or else from DATA_DIR/secret.key (32 random bytes, created once, readable by the owner
// only). Several app servers must share the same SECRET_KEY.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

const keys = new Map<string, Buffer>();
const PREFIX = 'v1.';

export function secretKey(config: Pick<Config, 'secretKey' | 'dataDir'>): Buffer {
  if (config.secretKey) return createHash('sha256').update(config.secretKey).digest();
  const file = path.join(config.dataDir, 'secret.key');
  const cached = keys.get(file);
  if (cached) return cached;
  let key: Buffer;
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const fresh = randomBytes(32);
    fs.writeFileSync(file, fresh.toString('base64'), { flag: 'wx', mode: 0o600 });
    key = fresh;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  }
  keys.set(file, key);
  return key;
}

export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Throws when the value was sealed with another key or altered. */
export function unseal(key: Buffer, sealed: string): string {
  if (!sealed.startsWith(PREFIX)) throw new Error('Unknown sealed-secret format');
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
