// Server-side sessions: a random 256-bit id in an HttpOnly cookie, only its SHA-256 stored, so any
// number of app servers share them. Idle and absolute timeouts; rotated on sign-in.
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Role, UserStatus } from '../../core/constants';
import type { DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { randomToken, sha256 } from './tokens';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  status: UserStatus;
  totpEnabled: boolean;
  passwordUpdatedAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}

export interface SessionContext {
  /** Hashed session id (the primary key). */
  id: string;
  user: SessionUser;
  mfaPending: boolean;
}

export interface SessionTimeouts {
  idleMs: number;
  maxMs: number;
}

/** lastSeenAt is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

export const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  status: users.status,
  totpEnabled: users.totpEnabled,
  passwordUpdatedAt: users.passwordUpdatedAt,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

export async function createSession(
  db: DbOrTx,
  userId: number,
  timeouts: SessionTimeouts,
  meta: { ip?: string; userAgent?: string; mfaPending?: boolean },
): Promise<{ token: string; id: string }> {
  const token = randomToken();
  const id = sha256(token);
  await db.insert(sessions).values({
    id,
    userId,
    mfaPending: meta.mfaPending ?? false,
    expiresAt: new Date(Date.now() + timeouts.maxMs),
    ip: meta.ip?.slice(0, 100) ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, id };
}

export async function findSession(
  db: DbOrTx,
  token: string,
  timeouts: SessionTimeouts,
): Promise<SessionContext | null> {
  if (!token || token.length > 200) return null;
  const id = sha256(token);
  const rows = await db
    .select({ session: sessions, user: userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const now = Date.now();
  const idleExpired = now - row.session.lastSeenAt.getTime() > timeouts.idleMs;
  if (idleExpired || row.session.expiresAt.getTime() <= now || row.user.status !== 'active') {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return { id, user: row.user as SessionUser, mfaPending: row.session.mfaPending };
}

export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user, optionally keeping one (the caller's). */
export async function deleteUserSessions(db: DbOrTx, userId: number, exceptId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId),
    );
}

export async function purgeExpiredSessions(db: DbOrTx, timeouts: SessionTimeouts): Promise<void> {
  const idleCutoff = new Date(Date.now() - timeouts.idleMs);
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleCutoff)));
}
