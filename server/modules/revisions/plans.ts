// Which records a write of a category, brand, specification, page, gallery or redirect changes
// besides itself (#19), for withRevisions(): a page's or product's slug change moves its galleries and
// writes redirects; a deleted brand or specification changes products; a gallery item's write is its
// gallery's. The route wraps the service call with the plan; the services stay as they are.
import { sql } from 'drizzle-orm';
import { normalisePath } from '../../../core/rules/redirects';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type EntityWrite, revisionSteps, type Touches } from './entities';
import { type RevisionActor, revisionHooks, revisionRecording } from './record';

const idList = async (db: DbOrTx, query: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(db, query)).map((r) => Number(r.id));

/**
 * The redirects a slug change touches (recordSlugChange): before the write, the one from the new address
 * (removed), the one from the old address and those pointing at it (re-pointed); after it, the 301 from
 * the old address (written). Nothing while the slug stays (the common save: one probe).
 */
function slugMove(table: 'pages' | 'products', prefix: string, id: number, slug: string) {
  let oldPath: string | null = null;
  return {
    before: async (db: DbOrTx): Promise<number[]> => {
      const [row] = await queryRows<{ slug: string }>(
        db,
        sql`select slug from ${sql.raw(table)} where id = ${id} and slug <> ${slug}`,
      );
      if (!row) return [];
      oldPath = normalisePath(`${prefix}${row.slug}`);
      const newPath = normalisePath(`${prefix}${slug}`);
      return idList(
        db,
        sql`select id from redirects where from_path in (${oldPath}, ${newPath})
          or to_path in (${oldPath}, ${`${oldPath}/`})`,
      );
    },
    after: async (db: DbOrTx): Promise<number[]> =>
      oldPath ? idList(db, sql`select id from redirects where from_path = ${oldPath}`) : [],
    moves: () => oldPath !== null,
  };
}

/**
 * A page's create, update or restore (`slug`: its new slug): the page, the galleries shown on it and
 * the redirects its slug change touches (the 301 from the old address, the ones re-pointed to the new
 * one, the one from the new address that is removed).
 */
export function pageWrite(id: number, slug: string): EntityWrite<unknown> {
  const move = slugMove('pages', '/', id, slug);
  return {
    before: async (db): Promise<Touches> => {
      const redirect = await move.before(db);
      if (!move.moves()) return { page: [id] };
      const gallery = await idList(
        db,
        sql`select g.id from galleries g join pages p on p.slug = g.page_slug where p.id = ${id}`,
      );
      return { page: [id], gallery, redirect };
    },
    after: async (_result, db) => ({ redirect: await move.after(db) }),
  };
}

/**
 * A product's slug change (#19): the redirects it touches, recorded with the surrounding write's actor
 * and in its transaction. Nothing when the slug is not given or stays.
 */
export function productSlugWrite(id: number, slug: string | null | undefined): EntityWrite<unknown> {
  if (!slug) return {};
  const move = slugMove('products', '/products/', id, slug);
  return {
    before: async (db): Promise<Touches> => ({ redirect: await move.before(db) }),
    after: async (_result, db) => ({ redirect: await move.after(db) }),
  };
}

/**
 * The hooks of a product update (updateProduct's WriteHooks): the product's revision and, when the slug
 * changes, the revisions of the redirects that change with it.
 */
export function productUpdateHooks(id: number, actor: RevisionActor, slug: string | null | undefined) {
  const product = revisionHooks([id], actor);
  if (!revisionRecording.enabled || !slug) return product;
  const redirects = revisionSteps(productSlugWrite(id, slug), actor);
  return {
    before: async (tx: DbOrTx) => {
      await product.before?.(tx);
      await redirects.before(tx);
    },
    after: async (tx: DbOrTx) => {
      const written = await product.after?.(tx);
      await redirects.after(tx, undefined);
      return written;
    },
  };
}

/** A page's delete: the page and the galleries that named it (they stay, without a page). */
export function pageDelete(id: number): EntityWrite<unknown> {
  return {
    action: 'delete',
    before: async (db) => ({
      page: [id],
      gallery: await idList(
        db,
        sql`select g.id from galleries g join pages p on p.slug = g.page_slug where p.id = ${id}`,
      ),
    }),
  };
}

/** A gallery item's update or removal is a change of its gallery. */
export function galleryItemWrite(itemId: number): EntityWrite<unknown> {
  return {
    before: async (db) => ({
      gallery: await idList(db, sql`select gallery_id as id from gallery_items where id = ${itemId}`),
    }),
  };
}

/** A brand's delete leaves its products without a brand: their revisions too. */
export function brandDelete(id: number): EntityWrite<unknown> {
  return {
    action: 'delete',
    before: async (db) => ({
      brand: [id],
      product: await idList(db, sql`select id from products where brand_id = ${id}`),
    }),
  };
}

/** A specification's delete (forced) takes its values from products: their revisions too. */
export function specDefinitionDelete(id: number): EntityWrite<unknown> {
  return {
    action: 'delete',
    before: async (db) => ({
      spec_definition: [id],
      product: await idList(
        db,
        sql`select distinct product_id as id from product_spec_values where spec_definition_id = ${id}`,
      ),
    }),
  };
}

/**
 * A media file's forced delete removes it from galleries and brand logos (and products' images):
 * those records' revisions.
 */
export function mediaDelete(mediaId: number): EntityWrite<unknown> {
  return {
    before: async (db) => {
      const urls = sql`select u from media_files m, unnest(array[m.url, m.optimized_variants->>'thumbnail',
        m.optimized_variants->>'mobile', m.optimized_variants->>'desktop']) u where m.id = ${mediaId}`;
      return {
        gallery: await idList(
          db,
          sql`select distinct gallery_id as id from gallery_items where media_file_id = ${mediaId}`,
        ),
        brand: await idList(db, sql`select id from brands where logo_url in (${urls})`),
        product: await idList(db, sql`select id from products where images && array(${urls})`),
      };
    },
  };
}

/** A specification category's delete leaves its definitions uncategorised: their revisions. */
export function specCategoryDelete(id: number): EntityWrite<unknown> {
  return {
    before: async (db) => ({
      spec_definition: await idList(db, sql`select id from spec_definitions where category_id = ${id}`),
    }),
  };
}
