// User management. Changes that could leave the site without an active administrator run under one
// advisory lock, so two administrators demoting (or deactivating, or deleting) each other at the same
// moment cannot both succeed; the check and the change happen in the same transaction.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role, UserStatus } from '../../../core/constants';
import { type CreateUserBody, LAST_ADMIN_MESSAGE, type userListQuery } from '../../../core/schemas/users';
import { hashPassword } from '../../auth/passwords';
import { assertAccountUnique } from '../../auth/service';
import { deleteUserSessions, type SessionUser, userColumns } from '../../auth/sessions';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { countWhere, pageAnswer, pageWindowOf, searchAny } from '../../db/paging';
import { users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';

const USERS_LOCK_ID = 727_274_003;

/**
 * GET /api/users (#21): one page of the users, oldest account first (then id: users_created_id_idx),
 * searched by username and e-mail, with the total under the search.
 */
export async function listUsersPage(db: DbOrTx, query: z.output<typeof userListQuery>) {
  const where = searchAny(query.search, users.username, users.email);
  const { limit, offset } = pageWindowOf(query);
  return pageAnswer(
    'users',
    query,
    async () =>
      (await db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(limit)
        .offset(offset)) as SessionUser[],
    () => countWhere(db, users, where),
  );
}

/** GET /api/users/options: every user as id and username, by username (the audit log's user filter). */
export async function userOptions(db: DbOrTx) {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .orderBy(sql`lower(${users.username})`, asc(users.id));
}

async function loadUser(db: DbOrTx, id: number): Promise<SessionUser | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return (row as SessionUser | undefined) ?? null;
}

export async function createUser(ctx: AppContext, input: CreateUserBody): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    await assertAccountUnique(tx, input.email, input.username);
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email.toLowerCase(),
        username: input.username,
        password: passwordHash,
        role: input.role ?? 'viewer',
        passwordUpdatedAt: new Date(),
      })
      .returning({ id: users.id });
    return (await loadUser(tx, created!.id))!;
  });
}

/**
 * Runs a change to another account under the lock: the actor must still be an active administrator,
 * the target must exist, and `removesAdmin` says whether the change takes the target out of the set of
 * active administrators (then at least one other must remain).
 */
async function guardedChange(
  ctx: AppContext,
  actorId: number,
  targetId: number,
  removesAdmin: (target: SessionUser) => boolean,
  change: (tx: Tx, target: SessionUser) => Promise<void>,
): Promise<SessionUser | null> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${USERS_LOCK_ID})`);
    const actor = await loadUser(tx, actorId);
    if (actor?.role !== 'admin' || actor.status !== 'active') {
      throw forbidden('Only administrators can do this');
    }
    const target = await loadUser(tx, targetId);
    if (!target) throw notFound('User not found');
    if (target.role === 'admin' && target.status === 'active' && removesAdmin(target)) {
      const [others] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, targetId)));
      if ((others?.n ?? 0) === 0) throw conflict(LAST_ADMIN_MESSAGE);
    }
    await change(tx, target);
    return loadUser(tx, targetId);
  });
}

export async function changeRole(ctx: AppContext, actorId: number, targetId: number, role: Role) {
  const user = await guardedChange(
    ctx,
    actorId,
    targetId,
    () => role !== 'admin',
    async (tx) => {
      await tx.update(users).set({ role }).where(eq(users.id, targetId));
    },
  );
  return user!;
}

/** Deactivating ends the user's sessions at once, in the same transaction. */
export async function changeStatus(ctx: AppContext, actorId: number, targetId: number, status: UserStatus) {
  if (actorId === targetId && status === 'inactive') {
    throw conflict('You cannot deactivate your own account.');
  }
  const user = await guardedChange(
    ctx,
    actorId,
    targetId,
    () => status === 'inactive',
    async (tx) => {
      await tx.update(users).set({ status }).where(eq(users.id, targetId));
      if (status === 'inactive') await deleteUserSessions(tx, targetId);
    },
  );
  return user!;
}

/** Sessions and reset tokens go with the user (foreign keys cascade). */
export async function deleteUser(ctx: AppContext, actorId: number, targetId: number): Promise<void> {
  if (actorId === targetId) throw conflict('You cannot delete your own account.');
  await guardedChange(
    ctx,
    actorId,
    targetId,
    () => true,
    async (tx) => {
      await tx.delete(users).where(eq(users.id, targetId));
    },
  );
}
