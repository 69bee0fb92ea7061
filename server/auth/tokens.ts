import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What we store instead of a secret token: its SHA-256. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
