// Which records a write of a category, brand, specification, page, gallery or redirect changes
// besides itself (#19), for withRevisions(): a page's slug change moves its galleries and writes
// redirects; a deleted brand or specification changes products; a gallery item's write is its
// gallery's. The route wraps the service call with the plan; the services stay as they are.
import { sql } from 'drizzle-orm';
import { normalisePath } from '../../../core/rules/redirects';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type EntityWrite, type Touches, writtenHere } from './entities';

const idList = async (db: DbOrTx, query: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(db, query)).map((r) => Number(r.id));

/**
 * A page's create, update or restore (`slug`: its new slug): the page, the galleries shown on it, the
 * redirect from its new address (removed by the slug change) and every redirect the write inserted or
 * updated (the 301 from the old address, the ones re-pointed to the new one).
 */
export function pageWrite(id: number, slug: string): EntityWrite<unknown> {
  let moves = false;
  return {
    before: async (db): Promise<Touches> => {
      // One statement; galleries and redirects only when the slug changes (the common save keeps it).
      const rows = await queryRows<{ t: 'gallery' | 'redirect' | 'page'; id: number }>(
        db,
        sql`with p as (select slug from pages where id = ${id} and slug <> ${slug})
          select 'page' as t, ${id}::int as id where exists (select 1 from p)
          union all select 'gallery', g.id from galleries g join p on p.slug = g.page_slug
          union all select 'redirect', r.id from redirects r
            where r.from_path = ${normalisePath(`/${slug}`)} and exists (select 1 from p)`,
      );
      moves = rows.some((r) => r.t === 'page');
      const of = (t: string) => rows.filter((r) => r.t === t).map((r) => Number(r.id));
      return { page: [id], gallery: of('gallery'), redirect: of('redirect') };
    },
    after: async (_result, db) => (moves ? { redirect: await writtenHere(db, 'redirects') } : {}),
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
