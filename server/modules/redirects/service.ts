// Redirects: validation beyond the field rules (unique from-path, no self-redirect, no loop through the
// active redirects), writes under one advisory lock so two writes cannot close a loop together, the
// table of active redirects cached per app for serving, and the automatic redirect after a slug change.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { internalPath, normalisePath, redirectLoop } from '../../../core/rules/redirects';
import type { RedirectUpdate, redirectListQuery } from '../../../core/schemas/redirects';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { countWhere, pageAnswer, pageWindowOf, searchAny } from '../../db/paging';
import { redirects } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';

const REDIRECTS_LOCK_ID = 727_274_004;
export const DUPLICATE_FROM_PATH = 'A redirect from this path already exists';
export const AUTOMATIC_DESCRIPTION = 'Automatic: the page address changed';

export type RedirectRow = Omit<typeof redirects.$inferSelect, 'redirectType'> & { redirectType: 301 | 302 };
export interface RedirectValues {
  fromPath: string;
  toPath: string;
  redirectType: 301 | 302;
  isActive: boolean;
  description: string | null;
}

// ---------------------------------------------------------------- the serving cache

/**
 * Each app server's table reloads when the shared content version changes (every signed-in write
 * bumps it in the database after its transaction commits; the writing server sees its own bump at
 * once, the others within the version check, about a second: #18), and at the latest after
 * CACHE_TTL_MS (a write that bypassed the HTTP layer). Nothing is kept per process module: two app
 * instances in one test process behave like two servers.
 */
export const CACHE_TTL_MS = 30_000;

export interface ServedRedirect {
  id: number;
  toPath: string;
  redirectType: 301 | 302;
}

export function createRedirectCache(db: DbOrTx) {
  let table: Map<string, ServedRedirect> | null = null;
  let loadedShared: number | undefined;
  let loadedAt = 0;
  let loading: Promise<Map<string, ServedRedirect>> | null = null;

  async function load(shared: number | undefined): Promise<Map<string, ServedRedirect>> {
    const rows = await db
      .select({
        id: redirects.id,
        fromPath: redirects.fromPath,
        toPath: redirects.toPath,
        redirectType: redirects.redirectType,
      })
      .from(redirects)
      .where(eq(redirects.isActive, true));
    const next = new Map<string, ServedRedirect>();
    for (const row of rows) {
      next.set(row.fromPath, { id: row.id, toPath: row.toPath, redirectType: row.redirectType as 301 | 302 });
    }
    table = next;
    loadedShared = shared;
    loadedAt = Date.now();
    return next;
  }

  return {
    /** `shared`: the content version all app servers share (the answer cache's), when known. */
    async lookup(path: string, shared?: number): Promise<ServedRedirect | null> {
      const fresh = table && loadedShared === shared && Date.now() - loadedAt < CACHE_TTL_MS;
      if (!fresh) {
        loading ??= load(shared).finally(() => {
          loading = null;
        });
        await loading;
      }
      return table?.get(path) ?? null;
    },
  };
}

// ---------------------------------------------------------------- reads and writes

/**
 * GET /api/seo/redirects (#21): one page of the redirects by from-path (unique; then id), searched by from
 * path, to path and description (redirects_search_trgm_idx), with the total under the search.
 */
export async function listRedirectsPage(db: DbOrTx, query: z.output<typeof redirectListQuery>) {
  const where = searchAny(query.search, redirects.fromPath, redirects.toPath, redirects.description);
  const { limit, offset } = pageWindowOf(query);
  return pageAnswer(
    'redirects',
    query,
    async () =>
      (await db
        .select()
        .from(redirects)
        .where(where)
        .orderBy(asc(redirects.fromPath), asc(redirects.id))
        .limit(limit)
        .offset(offset)) as RedirectRow[],
    () => countWhere(db, redirects, where),
  );
}

async function activeTable(tx: Tx, exceptId?: number): Promise<Map<string, string>> {
  const rows = await tx
    .select({ fromPath: redirects.fromPath, toPath: redirects.toPath })
    .from(redirects)
    .where(
      exceptId ? and(eq(redirects.isActive, true), ne(redirects.id, exceptId)) : eq(redirects.isActive, true),
    );
  return new Map(rows.map((r) => [r.fromPath, r.toPath]));
}

async function checkRedirect(ctx: AppContext, tx: Tx, values: RedirectValues, exceptId?: number) {
  const target = internalPath(values.toPath, ctx.config.publicUrl);
  if (target === values.fromPath) {
    throw badRequest('A redirect cannot point to itself', { toPath: ['A redirect cannot point to itself'] });
  }
  const [taken] = await tx
    .select({ id: redirects.id })
    .from(redirects)
    .where(
      exceptId
        ? and(eq(redirects.fromPath, values.fromPath), ne(redirects.id, exceptId))
        : eq(redirects.fromPath, values.fromPath),
    )
    .limit(1);
  if (taken) throw conflict(DUPLICATE_FROM_PATH, { fromPath: [DUPLICATE_FROM_PATH] });
  if (!values.isActive) return;
  const loop = redirectLoop(
    values.fromPath,
    values.toPath,
    await activeTable(tx, exceptId),
    ctx.config.publicUrl,
  );
  if (loop) {
    const message = `This redirect would create a loop: ${loop.join(' → ')}`;
    throw conflict(message, { toPath: [message] });
  }
}

async function locked<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REDIRECTS_LOCK_ID})`);
    return work(tx);
  });
  return result;
}

export async function createRedirect(ctx: AppContext, values: RedirectValues): Promise<RedirectRow> {
  return locked(ctx, async (tx) => {
    await checkRedirect(ctx, tx, values);
    const [row] = await tx.insert(redirects).values(values).returning();
    return row as RedirectRow;
  });
}

export async function updateRedirect(
  ctx: AppContext,
  id: number,
  input: RedirectUpdate,
): Promise<RedirectRow> {
  return locked(ctx, async (tx) => {
    const [current] = await tx.select().from(redirects).where(eq(redirects.id, id)).limit(1);
    if (!current) throw notFound('Redirect not found');
    const values: RedirectValues = {
      fromPath: input.fromPath ?? current.fromPath,
      toPath: input.toPath ?? current.toPath,
      redirectType: (input.redirectType ?? current.redirectType) as 301 | 302,
      isActive: input.isActive ?? current.isActive,
      description: input.description === undefined ? current.description : input.description,
    };
    await checkRedirect(ctx, tx, values, id);
    const [row] = await tx
      .update(redirects)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(redirects.id, id))
      .returning();
    return row as RedirectRow;
  });
}

export async function deleteRedirect(ctx: AppContext, id: number): Promise<void> {
  await locked(ctx, async (tx) => {
    const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id });
    if (!row) throw notFound('Redirect not found');
  });
}

/** Counts a served redirect; called without waiting (the visitor is not kept waiting for it). */
export async function recordHit(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(redirects)
    .set({ hitCount: sql`${redirects.hitCount} + 1`, lastHit: sql`now()` })
    .where(eq(redirects.id, id));
}

// ---------------------------------------------------------------- automatic redirects

/**
 * Call inside the transaction that changes a public address (a product's /products/{slug}, a page's
 * /{slug}). Afterwards:
 *   - oldPath answers 301 to newPath (created, or updated and re-activated);
 *   - redirects that pointed at oldPath point at newPath instead (no chain of two hops);
 *   - a redirect from newPath is removed, so the new address shows the page.
 * Paths are site paths ("/products/new-slug"); they are normalised like redirect from-paths.
 */
export async function recordSlugChange(tx: DbOrTx, oldPath: string, newPath: string): Promise<void> {
  const from = normalisePath(oldPath.trim());
  const to = normalisePath(newPath.trim());
  if (from === to) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${REDIRECTS_LOCK_ID})`);
  await tx.delete(redirects).where(eq(redirects.fromPath, to));
  await tx
    .update(redirects)
    .set({ toPath: to, updatedAt: sql`now()` })
    .where(sql`${redirects.toPath} = ${from} or ${redirects.toPath} = ${`${from}/`}`);
  await tx
    .insert(redirects)
    .values({
      fromPath: from,
      toPath: to,
      redirectType: 301,
      isActive: true,
      description: AUTOMATIC_DESCRIPTION,
    })
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { toPath: to, redirectType: 301, isActive: true, updatedAt: sql`now()` },
    });
  // Served once the caller's transaction has committed and its request bumped the content version.
}
