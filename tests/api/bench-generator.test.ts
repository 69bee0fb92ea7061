// #21 the bench's data generator: its arithmetic holds past the 32-bit range (product numbers whose
// `g * 7919` overflowed `integer` from 271,184 on stopped the generator there), on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueSize, generateCatalogue } from '../../bench/generate';
import { queryRows } from '../../server/db/rows';
import { setupTestApp } from '../helpers/app';

const t = setupTestApp();

describe('bench generator (#21)', () => {
  it('#21: products numbered past 271,183 (and past 2^31 / 7919) are generated with their tags and values', async () => {
    await generateCatalogue(t.ctx.db, 20, { first: 1_000_000 });
    expect(await catalogueSize(t.ctx.db)).toBe(20);
    const [row] = await queryRows<{ sku: string; mpn: string; tags: number; values: number }>(
      t.ctx.db,
      sql`select p.sku, p.mpn,
            (select count(*)::int from product_tags pt where pt.product_id = p.id) as tags,
            (select count(*)::int from product_spec_values v where v.product_id = p.id) as values
          from products p order by p.id limit 1`,
    );
    expect(row).toEqual({
      sku: 'SKU-1000000',
      mpn: `MPN${(1_000_000 * 7919) % 1_000_003}`,
      tags: 3,
      values: 3,
    });
  });
});
