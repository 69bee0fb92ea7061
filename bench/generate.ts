// Generates a large catalogue directly in SQL (generate_series), so 100,000 products with 300,000
// tag links and 300,000 spec values take seconds, not minutes. Deterministic: the same size always
// gives the same data.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { queryRows } from '../server/db/rows';
import { withDeferredSearch } from '../server/modules/search/index-maintenance';

/**
 * `first` numbers the generated products from another start (a test proves the arithmetic past the
 * 32-bit range: `g * 7919` overflowed `integer` from product 271,184 on).
 */
export async function generateCatalogue(
  db: Db,
  size: number,
  options: { first?: number } = {},
): Promise<void> {
  // One transaction with the search documents' rebuild deferred: products, tags and values arrive in
  // separate statements, and each product's document is then built once (in batches), not three times.
  // No statement limit for the load: at a million products one insert of tag links takes minutes.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await withDeferredSearch(tx, () => writeCatalogue(tx as unknown as Db, size, options.first ?? 1), {
      batch: 5000,
    });
  });
  // A settled database, as autovacuum leaves it: the facet triggers rewrite each product's row as its links arrive.
  await db.execute(sql`vacuum analyze`);
}

async function writeCatalogue(db: Db, size: number, first: number): Promise<void> {
  await db.execute(
    sql`truncate products, categories, brands, tags, tag_categories, spec_definitions, spec_categories restart identity cascade`,
  );
  await db.execute(
    sql`insert into brands (name, slug) select 'Brand ' || g, 'brand-' || g from generate_series(1, 5) g`,
  );
  await db.execute(
    sql`insert into categories (name, slug) select 'Family ' || g, 'family-' || g from generate_series(1, 10) g`,
  );
  await db.execute(
    sql`insert into categories (name, slug, parent_id) select 'Line ' || g, 'line-' || g, ((g - 1) % 10) + 1 from generate_series(1, 30) g`,
  );
  await db.execute(
    sql`insert into tag_categories (name, slug) values ('Applications', 'applications'), ('Features', 'features'), ('Other', 'other')`,
  );
  await db.execute(
    sql`insert into tags (name, slug, category_id) select 'Tag ' || g, 'tag-' || g, ((g - 1) % 3) + 1 from generate_series(1, 30) g`,
  );
  await db.execute(sql`insert into spec_definitions (key, label, data_type, enum_options, filterable) values
    ('flame_class', 'Flame Class', 'ENUM', array['Very Fine','Fine','Medium','Heavy','Extra Heavy'], true),
    ('solder_capacity', 'Soldering Capacity', 'ENUM', array['0.5','0.75','1.5','2','3','½″ to 3″'], true),
    ('system_type', 'System Type', 'ENUM', array['Air/Acetylene','Duplex Soldering Torch'], true)`);

  const words = sql`array['Torch','Tip','Regulator','Hose','Kit','Striker','Cleaner','Handle','Burner','Valve']`;
  const adjectives = sql`array['Pro','Heavy','Compact','Swirl','Turbo','Classic','Duplex','Mini','Max','Prime']`;
  // 50,000 rows per statement keeps each one short (PGlite runs one statement at a time).
  const last = first + size - 1;
  for (let start = first; start <= last; start += 50_000) {
    const end = Math.min(last, start + 49_999);
    await db.execute(sql`insert into products (name, slug, sku, mpn, short_description, price, category_id, brand_id, stock, status, featured, created_at, updated_at)
      select
        (${adjectives})[(g % 10) + 1] || ' ' || (${words})[((g / 10) % 10) + 1] || ' ' || g,
        'product-' || g,
        'SKU-' || lpad(g::text, 7, '0'),
        'MPN' || (g::bigint * 7919 % 1000003),
        'Generated product ' || g,
        round(((g::bigint * 37 % 50000) / 100.0 + 5)::numeric, 2),
        11 + (g % 30),
        1 + (g % 5),
        g % 200,
        case when g % 10 < 8 then 'active' when g % 10 = 8 then 'draft' else 'inactive' end,
        g % 97 = 0,
        timestamptz '2024-01-01' + (g || ' minutes')::interval,
        timestamptz '2024-01-01' + (g || ' minutes')::interval
      from generate_series(${start}::int, ${end}::int) g`);
  }
  await db.execute(sql`insert into product_tags (product_id, tag_id)
    select p.id, t.tag_id from products p
    cross join lateral (values (1 + (p.id % 30)), (1 + ((p.id::bigint * 7 + 3) % 30)), (1 + ((p.id::bigint * 13 + 5) % 30))) as t(tag_id)
    on conflict do nothing`);
  await db.execute(sql`insert into product_spec_values (product_id, spec_definition_id, value_enum, value_slug)
    select p.id, 1, (array['Very Fine','Fine','Medium','Heavy','Extra Heavy'])[1 + p.id % 5],
      (array['very-fine','fine','medium','heavy','extra-heavy'])[1 + p.id % 5] from products p`);
  await db.execute(sql`insert into product_spec_values (product_id, spec_definition_id, value_enum, value_slug)
    select p.id, 2, (array['0.5','0.75','1.5','2','3','½″ to 3″'])[1 + p.id % 6],
      (array['0-5','0-75','1-5','2','3','half-to-3-inch'])[1 + p.id % 6] from products p`);
  await db.execute(sql`insert into product_spec_values (product_id, spec_definition_id, value_enum, value_slug)
    select p.id, 3, (array['Air/Acetylene','Duplex Soldering Torch'])[1 + p.id % 2],
      (array['air-acetylene','duplex-soldering-torch'])[1 + p.id % 2] from products p`);
}

export async function catalogueSize(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  return row?.n ?? 0;
}
