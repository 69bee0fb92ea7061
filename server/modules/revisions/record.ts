// Recording revisions (#19) inside the transaction of a write. The snapshot of a product with all its
// child rows is built by one SQL expression (PRODUCT_SNAPSHOT), so one statement records one product
// or ten thousand (the import). A snapshot equal to the latest one is not recorded again.

import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { recordBulkRevisions } from './bulk-snapshots';
import { recordEntityRevisions } from './entities';

export type RevisionSource = 'editor' | 'api' | 'import' | 'restore' | 'scheduler';
export type RevisionAction = 'create' | 'update' | 'delete' | 'restore';

export interface RevisionActor {
  userId: number | null;
  userLabel: string | null;
  source: RevisionSource;
  /** The revision a restore went back to, the import's file, a duplicate's original … */
  note?: Record<string, unknown> | null;
}

/**
 * Who is writing: the signed-in user; "editor" when the request comes from a page of this site in a
 * browser (Sec-Fetch-Site: same-origin, which scripts cannot forge from another origin and API
 * clients do not send), "api" otherwise.
 */
export function actorOf(request: FastifyRequest, note?: Record<string, unknown>): RevisionActor {
  const user = request.auth && !request.auth.mfaPending ? request.auth.user : null;
  return {
    userId: user?.id ?? null,
    userLabel: user?.username ?? null,
    source: request.headers['sec-fetch-site'] === 'same-origin' ? 'editor' : 'api',
    note: note ?? null,
  };
}

/**
 * The product row `p` with every child row, in the shape of core/rules/revision-diff's ProductSnapshot:
 * the function product_snapshot of migration 0009 (PL/pgSQL, its plan cached per connection).
 */
export const PRODUCT_SNAPSHOT = sql`product_snapshot(p.id)`;

const ids = (list: number[]) => sql`${sql.param([...new Set(list)])}::int[]`;
/** The latest recorded snapshot of the product `snap.id` (null: none yet). */
export const latest = sql`(select r.snapshot from revisions r where r.entity_type = 'product' and r.entity_id = snap.id order by r.id desc limit 1)`;

/**
 * Before a write: the state found, for products that have no revision yet (created before history was
 * recorded, or by a path without history), dated at the product's last update. Costs an index probe
 * when the product already has history.
 */
export async function recordBaseline(db: DbOrTx, productIds: number[]): Promise<void> {
  if (!productIds.length) return;
  await db.execute(sql`insert into revisions (entity_type, entity_id, created_at, source, action, snapshot)
    select 'product', p.id, p.updated_at, 'baseline', 'baseline', ${PRODUCT_SNAPSHOT}
    from products p
    where p.id = any(${ids(productIds)})
      and not exists (select 1 from revisions r where r.entity_type = 'product' and r.entity_id = p.id)`);
}

/** After a write (or before a delete): one revision per product whose snapshot changed; answers their ids. */
export async function recordRevisions(
  db: DbOrTx,
  productIds: number[],
  actor: RevisionActor,
  action: RevisionAction,
): Promise<number[]> {
  if (!productIds.length) return [];
  // A delete is always recorded (it is the last state); other writes only when something changed.
  const changed: SQL = action === 'delete' ? sql`true` : sql`snap.s is distinct from ${latest}`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into revisions (entity_type, entity_id, user_id, user_label, source, action, note, snapshot)
      select 'product', snap.id, ${actor.userId}, ${actor.userLabel}, ${actor.source}, ${action},
        ${actor.note ? JSON.stringify(actor.note) : null}::jsonb, snap.s
      from (select product_id as id, snapshot as s from product_snapshots(${ids(productIds)})) as snap
      where ${changed}
      returning id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Benchmarks switch recording off to measure a write without it (bench/revisions.ts); always on otherwise. */
export const revisionRecording = { enabled: true };

/**
 * The same two steps as hooks for a service that runs its own transaction (products' update, the
 * hottest write): no outer transaction and savepoint, two statements fewer per save.
 */
export function revisionHooks(productIds: number[], actor: RevisionActor) {
  if (!revisionRecording.enabled) return {};
  return {
    before: (tx: DbOrTx) => recordBaseline(tx, productIds),
    after: (tx: DbOrTx) => recordRevisions(tx, productIds, actor, 'update'),
  };
}

export interface RevisedWrite<T> {
  /** Products the write changes, known before it runs (baseline first). */
  before?: number[] | ((db: DbOrTx) => Promise<number[]>);
  /** Products known only from the result (a created product). */
  after?: (result: T) => number[];
  action?: RevisionAction;
}

/**
 * Runs a product write and records its revisions in ONE transaction: the baseline of products without
 * history, the write (given a context whose db is the transaction), then one revision per changed
 * product. A failed write rolls its revision back with it.
 */
export async function withProductRevision<T>(
  ctx: AppContext,
  actor: RevisionActor,
  plan: RevisedWrite<T>,
  write: (scoped: AppContext) => Promise<T>,
): Promise<T> {
  const action = plan.action ?? 'update';
  if (!revisionRecording.enabled) return write(ctx);
  return ctx.db.transaction(async (tx) => {
    const scoped: AppContext = { ...ctx, db: tx as unknown as Db };
    const before = typeof plan.before === 'function' ? await plan.before(tx) : (plan.before ?? []);
    if (action === 'delete') await recordRevisions(tx, before, actor, 'delete');
    else await recordBaseline(tx, before);
    const result = await write(scoped);
    if (action !== 'delete') {
      const touched = [...before, ...(plan.after ? plan.after(result) : [])];
      await recordRevisions(tx, touched, actor, action);
    }
    return result;
  });
}

/**
 * At the end of an import's transaction: one revision (source "import") for every product whose rows
 * this transaction wrote. The import only inserts and updates (it never deletes child rows), so those
 * products are the ones with a product or child row whose xmin is this transaction or one of its
 * savepoints (age(xmin) <= 0: not older than the current transaction). Rows other sessions committed
 * meanwhile may match too; their products already have their latest snapshot and are skipped as
 * unchanged. Answers how many revisions were written.
 */
export async function recordImportRevisions(
  db: DbOrTx,
  actor: RevisionActor,
  /** Told after each batch of products: how many done of how many. */
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  const touched = await queryRows<{ id: number }>(
    db,
    sql`select id from products where age(xmin) <= 0
      union select product_id from product_spec_values where age(xmin) <= 0
      union select product_id from product_tags where age(xmin) <= 0
      union select product_id from product_documents where age(xmin) <= 0
      union select product_id from highlights where age(xmin) <= 0
      union select product_id from faqs where age(xmin) <= 0
      union select from_product_id from relationships where age(xmin) <= 0
      union select product_id from distributor_links where age(xmin) <= 0`,
  );
  // Snapshots built in Node from set-based reads, not by product_snapshots per product (bulk-snapshots.ts).
  let written = await recordBulkRevisions(
    db,
    touched.map((r) => Number(r.id)),
    actor,
    onProgress,
  );
  // The import's categories, brands and specification definitions: inserted or updated rows only, each
  // recorded when changed ("create" when this transaction inserted it: created_at is the transaction's now()).
  for (const [type, table] of [
    ['category', 'categories'],
    ['brand', 'brands'],
    ['spec_definition', 'spec_definitions'],
  ] as const) {
    const rows = await queryRows<{ id: number; fresh: boolean }>(
      db,
      sql`select id, (created_at = now()) as fresh from ${sql.raw(table)} where age(xmin) <= 0`,
    );
    const list = rows.map((r) => Number(r.id));
    const created = rows.filter((r) => r.fresh).map((r) => Number(r.id));
    for (let i = 0; i < list.length; i += 1000)
      written += (await recordEntityRevisions(db, type, list.slice(i, i + 1000), actor, 'update', created))
        .length;
  }
  return written;
}
