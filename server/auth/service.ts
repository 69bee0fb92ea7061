// Sign-in, registration, password reset and change. Messages do not reveal whether an e-mail is
// registered, and unknown e-mails cost the same time as wrong passwords.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { ChangePasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '../../core/schemas/auth';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';
import { badRequest, conflict, forbidden, unauthorized } from '../http/errors';
import { clear, enforce, hit, refund } from '../http/rate-limit';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { createSession, deleteUserSessions, type SessionUser, userColumns } from './sessions';
import { randomToken, sha256 } from './tokens';
import { startPendingSignIn } from './two-factor';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired.';
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists with this email, a password reset link will be sent. Please check your inbox.';

/**
 * Every sign-in attempt is counted before the password is checked (rate-limit.ts `enforce`), so
 * parallel requests cannot slip past a limit. A success gives its count back.
 */
export const LIMITS = {
  /** All sign-in attempts from one address, whatever the account. */
  loginPerIp: { limit: 30, windowMs: 15 * 60_000 },
  /** Failed sign-ins on one account from one address: only that address waits. */
  loginFailuresPerAccountAddress: { limit: 5, windowMs: 15 * 60_000 },
  /**
   * Failed sign-ins on one account from all addresses together. Much higher than the per-address
   * limit, so strangers on a few addresses cannot lock the owner out, yet guessing from many
   * addresses (a botnet, or a proxy set up without TRUST_PROXY) stays bounded.
   */
  loginFailuresPerAccount: { limit: 100, windowMs: 15 * 60_000 },
  forgotPerIp: { limit: 10, windowMs: 60 * 60_000 },
  forgotPerAccount: { limit: 3, windowMs: 60 * 60_000 },
  resetPerIp: { limit: 20, windowMs: 15 * 60_000 },
  changePasswordPerUser: { limit: 10, windowMs: 15 * 60_000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60_000 },
};

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

const REGISTRATION_LOCK_ID = 727_274_002;

function timeouts(ctx: AppContext) {
  return { idleMs: ctx.config.sessionIdleMs, maxMs: ctx.config.sessionMaxMs };
}

async function loadUser(ctx: AppContext, id: number): Promise<SessionUser> {
  const rows = await ctx.db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] as SessionUser;
}

export async function registrationOpen(ctx: AppContext): Promise<{ open: boolean; firstUser: boolean }> {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  const firstUser = (row?.n ?? 0) === 0;
  return { open: firstUser || ctx.config.allowRegistration, firstUser };
}

/** 409 naming the field when the e-mail or username (case-insensitive) is taken. */
export async function assertAccountUnique(db: DbOrTx, email: string, username: string): Promise<void> {
  const [emailTaken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (emailTaken)
    throw conflict('An account with that email already exists', {
      email: ['An account with that email already exists'],
    });
  const [nameTaken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  if (nameTaken)
    throw conflict('That username is already taken', { username: ['That username is already taken'] });
}

/**
 * The first account bootstraps the site as its administrator. After that registration is closed
 * (403) unless ALLOW_REGISTRATION=true, and self-registered accounts are viewers.
 */
export async function register(ctx: AppContext, input: RegisterBody, meta: RequestMeta) {
  await enforce(ctx.db, `register:ip:${meta.ip}`, LIMITS.registerPerIp, 'registration attempts');
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(users);
    const firstUser = (existing?.n ?? 0) === 0;
    if (!firstUser && !ctx.config.allowRegistration) {
      throw forbidden('Registration is closed. Ask an administrator to create an account for you.');
    }
    await assertAccountUnique(tx, input.email, input.username);
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email.toLowerCase(),
        username: input.username,
        password: passwordHash,
        role: firstUser ? 'admin' : 'viewer',
        passwordUpdatedAt: new Date(),
        lastLoginAt: new Date(),
      })
      .returning({ id: users.id });
    return created!.id;
  });
  const session = await createSession(ctx.db, userId, timeouts(ctx), meta);
  return { user: await loadUser(ctx, userId), token: session.token };
}

/**
 * The password step. With two-factor sign-in on, the answer is a session that waits for the second
 * factor (it grants nothing) instead of the user.
 */
export async function login(
  ctx: AppContext,
  input: LoginBody,
  meta: RequestMeta,
): Promise<{ user: SessionUser; token: string } | { twoFactorRequired: true; token: string }> {
  const email = input.email.toLowerCase();
  await enforce(ctx.db, `login:ip:${meta.ip}`, LIMITS.loginPerIp, 'sign-in attempts');
  const account = sha256(email);
  const addressKey = `login:account-ip:${account}:${meta.ip}`;
  const accountKey = `login:account:${account}`;
  // Counted and decided before the password is checked: at most the limit are ever verified.
  await enforce(ctx.db, addressKey, LIMITS.loginFailuresPerAccountAddress, 'sign-in attempts');
  await enforce(ctx.db, accountKey, LIMITS.loginFailuresPerAccount, 'sign-in attempts');

  const [row] = await ctx.db
    .select({ id: users.id, password: users.password, status: users.status, totpEnabled: users.totpEnabled })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const ok = row
    ? await verifyPassword(input.password, row.password)
    : await verifyAgainstDummy(input.password);
  // An inactive account gets the same answer as a wrong password, whatever the password: the answer
  // never confirms a password (docs/decisions.md, #13).
  if (!row || !ok || row.status !== 'active') throw unauthorized(INVALID_CREDENTIALS);
  await clear(ctx.db, addressKey);
  await refund(ctx.db, accountKey);
  if (row.totpEnabled) {
    const pending = await startPendingSignIn(ctx, row.id, meta);
    return { twoFactorRequired: true, token: pending.token };
  }
  await ctx.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, row.id));
  const session = await createSession(ctx.db, row.id, timeouts(ctx), meta);
  return { user: await loadUser(ctx, row.id), token: session.token };
}

/** Same answer, in about the same time, whether or not the e-mail is registered. */
export async function requestPasswordReset(
  ctx: AppContext,
  rawEmail: string,
  meta: RequestMeta,
): Promise<{ resetLink?: string }> {
  const email = rawEmail.toLowerCase();
  await enforce(ctx.db, `forgot:ip:${meta.ip}`, LIMITS.forgotPerIp, 'password reset requests');
  const perAccount = await hit(ctx.db, `forgot:account:${sha256(email)}`, LIMITS.forgotPerAccount.windowMs);
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.status, 'active')))
    .limit(1);
  if (!user || perAccount.count > LIMITS.forgotPerAccount.limit) return {};

  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works: a new request voids the user's earlier tokens.
    await tx
      .update(passwordResetTokens)
      .set({ used: true })
      .where(and(eq(passwordResetTokens.userId, user.id), eq(passwordResetTokens.used, false)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      token: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
  });
  // Built from PUBLIC_URL, never from the request's Host header.
  const resetLink = `${ctx.config.publicUrl}/reset-password/${token}`;
  // Sent in the background so that the answer takes the same time for known and unknown addresses.
  void ctx.mailer
    .send({
      to: user.email,
      subject: 'Reset your password',
      text: [
        `Hello ${user.username},`,
        '',
        'Someone asked to reset the password of your catalogue account. To choose a new password, open this link within one hour:',
        '',
        resetLink,
        '',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    })
    .catch((err) =>
      ctx.log.error({ err: { message: (err as Error).message } }, 'password reset mail failed'),
    );
  // Development convenience: only with NODE_ENV=development (or test) set explicitly; unset is production.
  const developmentMode = !ctx.mailer.configured && !ctx.config.isProduction;
  return developmentMode ? { resetLink } : {};
}

async function findValidToken(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.token, sha256(token)),
        eq(passwordResetTokens.used, false),
        gt(passwordResetTokens.expiresAt, new Date()),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function verifyResetToken(ctx: AppContext, token: string, meta: RequestMeta): Promise<void> {
  await enforce(ctx.db, `reset:ip:${meta.ip}`, LIMITS.resetPerIp, 'reset attempts');
  if (!(await findValidToken(ctx, token))) throw badRequest(INVALID_RESET_LINK);
}

/** Single use: the token is consumed atomically, every other token of the user is voided, every session ended. */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordBody,
  meta: RequestMeta,
): Promise<void> {
  await enforce(ctx.db, `reset:ip:${meta.ip}`, LIMITS.resetPerIp, 'reset attempts');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(passwordResetTokens)
      .set({ used: true })
      .where(
        and(
          eq(passwordResetTokens.token, sha256(input.token)),
          eq(passwordResetTokens.used, false),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!consumed) throw badRequest(INVALID_RESET_LINK);
    const [user] = await tx
      .update(users)
      .set({ password: passwordHash, passwordUpdatedAt: new Date() })
      .where(and(eq(users.id, consumed.userId), eq(users.status, 'active')))
      .returning({ id: users.id });
    if (!user) throw badRequest(INVALID_RESET_LINK);
    await tx.update(passwordResetTokens).set({ used: true }).where(eq(passwordResetTokens.userId, user.id));
    await deleteUserSessions(tx, user.id);
  });
}

/** Ends the user's other sessions; the one making the change stays signed in. */
export async function changePassword(
  ctx: AppContext,
  userId: number,
  sessionId: string,
  input: ChangePasswordBody,
): Promise<void> {
  await enforce(
    ctx.db,
    `change-password:user:${userId}`,
    LIMITS.changePasswordPerUser,
    'password change attempts',
  );
  const [row] = await ctx.db
    .select({ password: users.password })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || !(await verifyPassword(input.currentPassword, row.password))) {
    throw badRequest('Current password is incorrect', { currentPassword: ['Current password is incorrect'] });
  }
  if (input.currentPassword === input.newPassword) {
    throw badRequest('New password must be different from the current password', {
      newPassword: ['New password must be different from the current password'],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password: passwordHash, passwordUpdatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.update(passwordResetTokens).set({ used: true }).where(eq(passwordResetTokens.userId, userId));
    await deleteUserSessions(tx, userId, sessionId);
  });
}
