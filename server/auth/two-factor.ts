// Two-factor sign-in with an authenticator app (TOTP, RFC 6238). The secret is stored encrypted
// (secret-box) and shown only during set-up; recovery codes are stored as hashes and work once; the
// second step of sign-in upgrades a session that grants nothing into a real one with a new id.
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SecuritySettings } from '../../core/schemas/auth';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { getSetting, putSetting } from '../db/settings';
import { badRequest, conflict, unauthorized } from '../http/errors';
import { clear, enforce, hit } from '../http/rate-limit';
import { verifyPassword } from './passwords';
import { qrSvg } from './qr';
import { seal, secretKey, unseal } from './secret-box';
import { createSession, deleteSession, type SessionContext, type SessionUser, userColumns } from './sessions';
import { sha256 } from './tokens';
import { base32Decode, generateTotpSecret, otpauthUri, TOTP_STEP_SECONDS, verifyTotp } from './totp';

export { TWO_FACTOR_REQUIRED_MESSAGE } from '../../core/schemas/auth';
export const INVALID_CODE = 'Invalid authentication code';
export const SECURITY_SETTINGS_KEY = 'security';
export const RECOVERY_CODE_COUNT = 10;
export const TWO_FACTOR_ISSUER = 'Torchworks Catalogue';
/**
 * Attempts per account before the second step waits (429). Each attempt is counted before the code is
 * checked, so parallel requests cannot get more than this many checked; a right code clears the count.
 */
export const TWO_FACTOR_LIMIT = { limit: 5, windowMs: 15 * 60_000 };
/** A sign-in waiting for its second factor lapses after this long. */
export const PENDING_SESSION_MS = 10 * 60_000;

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

// ---------------------------------------------------------------- settings

export async function getSecuritySettings(db: DbOrTx): Promise<SecuritySettings> {
  const stored = await getSetting<Partial<SecuritySettings>>(db, SECURITY_SETTINGS_KEY);
  return { requireAdminTwoFactor: stored?.requireAdminTwoFactor === true };
}

export async function putSecuritySettings(
  ctx: AppContext,
  actor: SessionUser,
  input: SecuritySettings,
): Promise<SecuritySettings> {
  if (input.requireAdminTwoFactor && !actor.totpEnabled) {
    // Otherwise the administrator turning it on would lock themselves out of this very setting.
    throw conflict('Turn on two-factor authentication for your own account first (Account security).');
  }
  await putSetting(ctx.db, SECURITY_SETTINGS_KEY, { requireAdminTwoFactor: input.requireAdminTwoFactor });
  return getSecuritySettings(ctx.db);
}

/** An administrator without two-factor sign-in while the site requires it of administrators. */
export async function twoFactorSetupRequired(db: DbOrTx, user: SessionUser): Promise<boolean> {
  if (user.role !== 'admin' || user.totpEnabled) return false;
  return (await getSecuritySettings(db)).requireAdminTwoFactor;
}

// ---------------------------------------------------------------- codes

export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function hashRecoveryCode(userId: number, code: string): string {
  return sha256(`${userId}:${normaliseRecoveryCode(code)}`);
}

function readSecret(ctx: AppContext, sealed: string | null): Buffer | null {
  if (!sealed) return null;
  try {
    return base32Decode(unseal(secretKey(ctx.config), sealed));
  } catch (err) {
    ctx.log.error(
      { err: { message: (err as Error).message } },
      'two-factor secret could not be decrypted (SECRET_KEY or DATA_DIR/secret.key changed?)',
    );
    return null;
  }
}

/**
 * Checks a TOTP code and refuses one already used: each accepted (user, step) is recorded in the shared
 * rate-limit table for as long as the step can be accepted.
 */
async function acceptTotp(ctx: AppContext, userId: number, secret: Buffer, code: string): Promise<boolean> {
  const step = verifyTotp(secret, code);
  if (step === null) return false;
  const seen = await hit(ctx.db, `totp-used:${userId}:${step}`, 3 * TOTP_STEP_SECONDS * 1000);
  return seen.count === 1;
}

/** Removes a recovery code if the user has it; true when one was consumed (atomic, so it works once). */
async function consumeRecoveryCode(db: DbOrTx, userId: number, code: string): Promise<boolean> {
  const hash = hashRecoveryCode(userId, code);
  const rows = await db
    .update(users)
    .set({ totpRecoveryCodes: sql`array_remove(${users.totpRecoveryCodes}, ${hash})` })
    .where(and(eq(users.id, userId), sql`${hash} = any(${users.totpRecoveryCodes})`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Counts one attempt before anything is checked; 429 over the limit. Returns the key to clear on success. */
async function countAttempt(ctx: AppContext, userId: number): Promise<string> {
  const key = `2fa:account:${userId}`;
  await enforce(ctx.db, key, TWO_FACTOR_LIMIT, 'authentication codes');
  return key;
}

async function loadTwoFactor(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      password: users.password,
      role: users.role,
      totpSecret: users.totpSecret,
      totpEnabled: users.totpEnabled,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw unauthorized();
  return row;
}

// ---------------------------------------------------------------- set-up, enable, disable

export async function beginSetup(ctx: AppContext, userId: number) {
  const user = await loadTwoFactor(ctx, userId);
  if (user.totpEnabled) {
    throw conflict('Two-factor authentication is already on. Turn it off first to set it up again.');
  }
  const secret = generateTotpSecret();
  await ctx.db
    .update(users)
    .set({ totpSecret: seal(secretKey(ctx.config), secret) })
    .where(eq(users.id, userId));
  const uri = otpauthUri({ issuer: TWO_FACTOR_ISSUER, account: user.email, secret });
  return { secret, otpauthUri: uri, qrSvg: qrSvg(uri, { title: 'QR code for your authenticator app' }) };
}

export async function enable(ctx: AppContext, userId: number, code: string) {
  const user = await loadTwoFactor(ctx, userId);
  if (user.totpEnabled) throw conflict('Two-factor authentication is already on.');
  const secret = readSecret(ctx, user.totpSecret);
  if (!secret) throw badRequest('Start the set-up first: scan the QR code, then enter the code.');
  const limitKey = await countAttempt(ctx, userId);
  if (!(await acceptTotp(ctx, userId, secret, code))) {
    throw badRequest(INVALID_CODE, { code: [INVALID_CODE] });
  }
  await clear(ctx.db, limitKey);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db
    .update(users)
    .set({ totpEnabled: true, totpRecoveryCodes: recoveryCodes.map((c) => hashRecoveryCode(userId, c)) })
    .where(eq(users.id, userId));
  return { recoveryCodes };
}

export async function disable(ctx: AppContext, userId: number, input: { password: string; code: string }) {
  const user = await loadTwoFactor(ctx, userId);
  if (!user.totpEnabled) throw conflict('Two-factor authentication is not on.');
  if (user.role === 'admin' && (await getSecuritySettings(ctx.db)).requireAdminTwoFactor) {
    throw conflict('Two-factor authentication is required for administrators and cannot be turned off.');
  }
  const limitKey = await countAttempt(ctx, userId);
  if (!(await verifyPassword(input.password, user.password))) {
    throw badRequest('Password is incorrect', { password: ['Password is incorrect'] });
  }
  const secret = readSecret(ctx, user.totpSecret);
  const ok =
    (secret && (await acceptTotp(ctx, userId, secret, input.code))) ||
    (await consumeRecoveryCode(ctx.db, userId, input.code));
  if (!ok) {
    throw badRequest(INVALID_CODE, { code: [INVALID_CODE] });
  }
  await clear(ctx.db, limitKey);
  await ctx.db
    .update(users)
    .set({ totpEnabled: false, totpSecret: null, totpRecoveryCodes: sql`'{}'::text[]` })
    .where(eq(users.id, userId));
}

// ---------------------------------------------------------------- the second step of sign-in

/** A sign-in that passed the password step and waits for its second factor (grants nothing). */
export async function startPendingSignIn(
  ctx: AppContext,
  userId: number,
  meta: { ip?: string; userAgent?: string },
) {
  return createSession(
    ctx.db,
    userId,
    { idleMs: PENDING_SESSION_MS, maxMs: PENDING_SESSION_MS },
    { ...meta, mfaPending: true },
  );
}

export async function completeSignIn(
  ctx: AppContext,
  pending: SessionContext | null,
  input: { code?: string; recoveryCode?: string },
  meta: { ip?: string; userAgent?: string },
): Promise<{ user: SessionUser; token: string }> {
  if (!pending?.mfaPending) throw unauthorized('Sign in with your email and password first');
  const userId = pending.user.id;
  const limitKey = await countAttempt(ctx, userId);
  const user = await loadTwoFactor(ctx, userId);
  const secret = user.totpEnabled ? readSecret(ctx, user.totpSecret) : null;
  let ok = false;
  if (input.code !== undefined) ok = !!secret && (await acceptTotp(ctx, userId, secret, input.code));
  else if (input.recoveryCode !== undefined && user.totpEnabled)
    ok = await consumeRecoveryCode(ctx.db, userId, input.recoveryCode);
  if (!ok) {
    throw unauthorized(input.recoveryCode !== undefined ? 'Invalid recovery code' : INVALID_CODE);
  }
  await clear(ctx.db, limitKey);
  // The waiting session is replaced by a new one: the id that crossed the password step is not reused.
  await deleteSession(ctx.db, pending.id);
  await ctx.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  const session = await createSession(
    ctx.db,
    userId,
    { idleMs: ctx.config.sessionIdleMs, maxMs: ctx.config.sessionMaxMs },
    meta,
  );
  const [fresh] = await ctx.db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return { user: fresh as SessionUser, token: session.token };
}
