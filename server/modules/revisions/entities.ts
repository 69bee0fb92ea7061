// Revisions of every record with a history (#19) besides the product's own paths: categories, brands,
// specification definitions, pages, galleries (with their items) and redirects — and products when a
// write elsewhere changes them (a brand or specification deleted). One snapshot expression per type,
// over the alias `e`, in the shapes of core/rules/revision-diff's REVISION_SHAPES.
//
// withRevisions() wraps a service call: the baseline of records without history, the write (given a
// context whose db is the transaction: services that open their own transaction get a savepoint), then
// one revision per record whose snapshot changed, all in ONE transaction. A record that the write
// removed (asked for, or as a side effect) gets a "delete" revision holding its last state.
import { type SQL, sql } from 'drizzle-orm';
import type { RevisionEntity } from '../../../core/rules/revision-diff';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type RevisionAction, type RevisionActor, revisionRecording } from './record';

interface EntitySql {
  table: SQL;
  snapshot: SQL;
}

/** Table and snapshot of each type; `e` is the record's row. */
export const ENTITY_SQL: Record<RevisionEntity, EntitySql> = {
  product: { table: sql.raw('products'), snapshot: sql.raw('product_snapshot(e.id)') },
  category: {
    table: sql.raw('categories'),
    snapshot: sql.raw(`jsonb_build_object('category', jsonb_build_object('name', e.name, 'slug', e.slug,
      'description', e.description, 'parentId', e.parent_id))`),
  },
  brand: {
    table: sql.raw('brands'),
    snapshot: sql.raw(`jsonb_build_object('brand', jsonb_build_object('name', e.name, 'slug', e.slug,
      'description', e.description, 'website', e.website, 'logoUrl', e.logo_url))`),
  },
  spec_definition: {
    table: sql.raw('spec_definitions'),
    snapshot: sql.raw(`jsonb_build_object('definition', jsonb_build_object('key', e.key, 'label', e.label,
      'description', e.description, 'unit', e.unit, 'dataType', e.data_type,
      'enumOptions', to_jsonb(e.enum_options), 'categoryId', e.category_id, 'required', e.required,
      'sortOrder', e.sort_order, 'filterable', e.filterable))`),
  },
  page: {
    table: sql.raw('pages'),
    snapshot: sql.raw(`jsonb_build_object('page', jsonb_build_object('title', e.title, 'slug', e.slug,
      'content', e.content, 'metaTitle', e.meta_title, 'metaDescription', e.meta_description,
      'status', e.status))`),
  },
  gallery: {
    table: sql.raw('galleries'),
    snapshot: sql.raw(`jsonb_build_object('gallery', jsonb_build_object('name', e.name, 'slug', e.slug,
      'title', e.title, 'description', e.description, 'pageSlug', e.page_slug, 'isActive', e.is_active,
      'sortOrder', e.sort_order),
      'items', coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'mediaFileId', i.media_file_id,
          'title', i.title, 'caption', i.caption, 'description', i.description, 'altText', i.alt_text,
          'tags', to_jsonb(i.tags), 'isVisible', i.is_visible, 'isFeatured', i.is_featured,
          'sortOrder', i.sort_order) order by i.is_featured desc, i.sort_order, i.id)
        from gallery_items i where i.gallery_id = e.id), '[]'::jsonb))`),
  },
  redirect: {
    table: sql.raw('redirects'),
    snapshot: sql.raw(`jsonb_build_object('redirect', jsonb_build_object('fromPath', e.from_path,
      'toPath', e.to_path, 'redirectType', e.redirect_type, 'isActive', e.is_active,
      'description', e.description))`),
  },
};

const ids = (list: number[]) => sql`${sql.param([...new Set(list)])}::int[]`;
const latestOf = (type: RevisionEntity) =>
  sql`(select r.snapshot from revisions r where r.entity_type = ${type} and r.entity_id = e.id order by r.id desc limit 1)`;

/** The current snapshots of these records (absent ones are not in the map). */
export async function snapshotsOf(
  db: DbOrTx,
  type: RevisionEntity,
  list: number[],
): Promise<Map<number, Record<string, unknown>>> {
  if (!list.length) return new Map();
  const { table, snapshot } = ENTITY_SQL[type];
  const rows = await queryRows<{ id: number; s: Record<string, unknown> }>(
    db,
    sql`select e.id, ${snapshot} as s from ${table} e where e.id = any(${ids(list)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.s]));
}

const noteOf = (actor: RevisionActor) => sql`${actor.note ? JSON.stringify(actor.note) : null}::jsonb`;

/**
 * After a write: one revision per record whose snapshot differs from its latest revision; `created`
 * ones are recorded as "create". Answers the ids of the revisions written.
 */
export async function recordEntityRevisions(
  db: DbOrTx,
  type: RevisionEntity,
  list: number[],
  actor: RevisionActor,
  action: RevisionAction,
  created: number[] = [],
): Promise<number[]> {
  if (!list.length) return [];
  const { table, snapshot } = ENTITY_SQL[type];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into revisions (entity_type, entity_id, user_id, user_label, source, action, note, snapshot)
      select ${type}, e.id, ${actor.userId}, ${actor.userLabel}, ${actor.source},
        case when e.id = any(${ids(created)}) then 'create' else ${action} end, ${noteOf(actor)}, snap.s
      from ${table} e cross join lateral (select ${snapshot} as s) snap
      where e.id = any(${ids(list)}) and snap.s is distinct from ${latestOf(type)}
      order by e.id
      returning id`,
  );
  return rows.map((r) => Number(r.id));
}

/** "delete" revisions holding the last state of records that are gone. */
async function recordDeletes(
  db: DbOrTx,
  type: RevisionEntity,
  gone: [number, Record<string, unknown>][],
  actor: RevisionActor,
): Promise<void> {
  for (const [entityId, snap] of gone)
    await db.execute(sql`insert into revisions (entity_type, entity_id, user_id, user_label, source, action, note, snapshot)
      values (${type}, ${entityId}, ${actor.userId}, ${actor.userLabel}, ${actor.source}, 'delete',
        ${noteOf(actor)}, ${JSON.stringify(snap)}::jsonb)`);
}

export type Touches = Partial<Record<RevisionEntity, number[]>>;

export interface EntityWrite<T> {
  /** Records the write may change or remove, known before it runs (a baseline is taken of each first). */
  before?: Touches | ((db: DbOrTx) => Promise<Touches>);
  /** Records known only afterwards: created ones (from the result), or rows the write touched. */
  after?: (result: T, db: DbOrTx) => Touches | Promise<Touches>;
  /** The action of the records in `before` (those only in `after` are "create"). Default "update". */
  action?: RevisionAction;
}

const merge = (a: Touches, b: Touches): Touches => {
  const out: Touches = { ...a };
  for (const [type, list] of Object.entries(b) as [RevisionEntity, number[]][])
    out[type] = [...new Set([...(out[type] ?? []), ...list])];
  return out;
};

/**
 * Before a write, in one read: the state of these records (kept for "delete" revisions of those the
 * write removes); those without any revision yet get it as their baseline.
 */
async function baselineAndState(db: DbOrTx, type: RevisionEntity, list: number[]) {
  if (!list.length) return new Map<number, Record<string, unknown>>();
  const { table, snapshot } = ENTITY_SQL[type];
  const rows = await queryRows<{ id: number; s: Record<string, unknown>; has: boolean }>(
    db,
    sql`select e.id, ${snapshot} as s,
        exists (select 1 from revisions r where r.entity_type = ${type} and r.entity_id = e.id) as has
      from ${table} e where e.id = any(${ids(list)})`,
  );
  const fresh = rows.filter((r) => !r.has);
  if (fresh.length)
    await db.execute(sql`insert into revisions (entity_type, entity_id, source, action, snapshot)
      select ${type}, b.id, 'baseline', 'baseline', b.s
      from jsonb_to_recordset(${JSON.stringify(fresh.map((r) => ({ id: Number(r.id), s: r.s })))}::jsonb)
        as b(id int, s jsonb)`);
  return new Map(rows.map((r) => [Number(r.id), r.s]));
}

/**
 * The two steps of recording a write's revisions, for a caller that already holds the transaction
 * (a service's own, or withRevisions'): `before` takes the baselines and the state found, `after` writes
 * one revision per changed record and a "delete" revision per record that is gone. Both with the
 * transaction.
 */
export function revisionSteps<T>(plan: EntityWrite<T>, actor: RevisionActor) {
  let before: Touches = {};
  const found = new Map<RevisionEntity, Map<number, Record<string, unknown>>>();
  return {
    before: async (tx: DbOrTx) => {
      before = typeof plan.before === 'function' ? await plan.before(tx) : (plan.before ?? {});
      for (const [type, list] of Object.entries(before) as [RevisionEntity, number[]][])
        found.set(type, await baselineAndState(tx, type, list));
    },
    after: async (tx: DbOrTx, result: T) => {
      const after = plan.after ? await plan.after(result, tx) : {};
      const all = merge(before, after);
      for (const [type, list] of Object.entries(all) as [RevisionEntity, number[]][]) {
        if (!list.length) continue;
        const had = found.get(type) ?? new Map();
        const present = new Set(
          (
            await queryRows<{ id: number }>(
              tx,
              sql`select e.id from ${ENTITY_SQL[type].table} e where e.id = any(${ids(list)})`,
            )
          ).map((r) => Number(r.id)),
        );
        await recordDeletes(
          tx,
          type,
          [...had].filter(([entityId]) => !present.has(entityId)),
          actor,
        );
        const kept = list.filter((entityId) => present.has(entityId));
        await recordEntityRevisions(
          tx,
          type,
          kept,
          actor,
          plan.action === 'delete' ? 'update' : (plan.action ?? 'update'),
          kept.filter((entityId) => !had.has(entityId)),
        );
      }
    },
  };
}

/**
 * Runs a write and records its revisions in ONE transaction: baselines, the write (given a context
 * whose db is the transaction), then one revision per changed record and a "delete" revision per
 * record that is gone. A failed write rolls its revisions back with it.
 */
export async function withRevisions<T>(
  ctx: AppContext,
  actor: RevisionActor,
  plan: EntityWrite<T>,
  write: (scoped: AppContext) => Promise<T>,
): Promise<T> {
  if (!revisionRecording.enabled) return write(ctx);
  return ctx.db.transaction(async (tx) => {
    const scoped: AppContext = { ...ctx, db: tx as unknown as Db };
    const steps = revisionSteps(plan, actor);
    await steps.before(tx);
    const result = await write(scoped);
    await steps.after(tx, result);
    return result;
  });
}
