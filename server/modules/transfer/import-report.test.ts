// #14: the import tells everything and never touches real data by accident — the untouched template
// changes no row of the demo catalogue, every error of every row is reported, and numbers are read
// by the file's convention (a semicolon CSV writes "9,99"). Runs on PGlite and (TEST_DATABASE_URL)
// PostgreSQL.
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { demoCatalogueRows } from '../../../tests/helpers/demo-rows';
import { queryRows } from '../../db/rows';
import { products, specDefinitions } from '../../db/schema';
import { writeCatalogue } from '../../db/seed/write';
import { backupTables } from './backup';
import { postImport, torchesCategory, workbook } from './test-files';

const t = setupTestApp();

const importFile = (cookie: string, content: Buffer, filename: string) =>
  postImport(t.app, cookie, content, filename);

/** Every row of every backed-up table, as JSON text, by table. */
async function dump(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of backupTables()) {
    const name = getTableConfig(table).name;
    const rows = await queryRows<Record<string, unknown>>(
      t.ctx.db,
      sql`select * from ${sql.raw(`"${name}"`)}`,
    );
    out[name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

describe('#14 template examples', () => {
  it('#14 IMPORT-20: importing the untouched template into the demo catalogue changes no existing row', async () => {
    await t.ctx.db.transaction((tx) => writeCatalogue(tx, demoCatalogueRows()));
    const { cookie } = await signedIn(t, 'editor');
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/templates/download',
      headers: { cookie },
    });
    expect(template.statusCode).toBe(200);
    // The demo catalogue has a "Performance" spec category: the template's example must not be it.
    const [performance] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from spec_categories where slug = 'performance'`,
    );
    expect(performance!.n).toBe(1);

    const before = await dump();
    const res = await importFile(cookie, template.rawPayload, 'product-import-template.xlsx');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errors).toEqual([]);
    expect(body.updated).toBe(0);
    for (const [key, section] of Object.entries(body.details as Record<string, { updated: number }>))
      expect(section.updated, key).toBe(0);
    const after = await dump();
    for (const [table, rows] of Object.entries(before)) {
      // Every row that was there is still there, byte for byte (timestamps included).
      const kept = new Set(after[table]);
      expect(
        rows.filter((r) => !kept.has(r)),
        table,
      ).toEqual([]);
    }
    // What was added is only the examples, recognisable by their keys.
    const added = await queryRows<{ sku: string }>(
      t.ctx.db,
      sql`select sku from products where sku like 'EX-%' order by sku`,
    );
    expect(added.map((r) => r.sku)).toEqual(['EX-TIP-2', 'EX-TORCH-1']);
    expect(after.products!.length - before.products!.length).toBe(2);
    const slugs = await queryRows<{ slug: string }>(
      t.ctx.db,
      sql`select slug from spec_categories union all select slug from tag_categories union all select slug from categories
          union all select slug from brands union all select slug from tags union all select key from spec_definitions`,
    );
    const beforeCount = [
      'spec_categories',
      'tag_categories',
      'categories',
      'brands',
      'tags',
      'spec_definitions',
    ]
      .map((n) => before[n]!.length)
      .reduce((a, b) => a + b, 0);
    expect(slugs.length - beforeCount).toBe(12);
    expect(slugs.filter((s) => /^example[-_]/.test(s.slug))).toHaveLength(12);
  }, 60_000);
});

describe('#14 every error of every row', () => {
  it('#14 IMPORT-06: a row with several problems reports each of them with sheet, row, column and reason', async () => {
    const { cookie } = await signedIn(t, 'editor');
    await t.ctx.db.insert(specDefinitions).values({ key: 'length', label: 'Length', dataType: 'NUMBER' });
    const file = await workbook({
      Categories: [
        ['Name', 'Slug'],
        ['Torches', 'torches'],
      ],
      Products: [
        ['SKU', 'Name', 'Category', 'Brand', 'Price', 'Stock', 'Featured'],
        ['A-1', 'Alpha', 'torches', '', '10', '1', 'FALSE'],
        ['B-2', 'Beta', 'nope', 'no-brand', 'cheap', '-4', 'maybe'],
      ],
      Specifications: [
        ['SKU', 'Spec Key', 'Value'],
        ['ZZZ', 'missing', ''],
        ['A-1', 'length', 'long'],
      ],
      Relationships: [
        ['From SKU', 'To SKU', 'Type'],
        ['X-1', 'Y-2', 'FRIEND'],
      ],
    });
    const res = await importFile(cookie, file, 'many-errors.xlsx');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.imported).toBe(1);
    expect(body.details.products.errors).toEqual([
      'Products row 3, column "Category": Unknown category "nope"',
      'Products row 3, column "Brand": Unknown brand "no-brand"',
      'Products row 3, column "Price": Price must be a number from 0 to 99,999,999.99 with at most 2 decimals',
      'Products row 3, column "Stock": Stock must be a whole number of 0 or more',
      'Products row 3, column "Featured": Must be TRUE or FALSE',
    ]);
    expect(body.details.specifications.errors).toEqual([
      'Specifications row 2, column "SKU": Unknown product SKU "ZZZ"',
      'Specifications row 2, column "Spec Key": Unknown specification "missing"',
      'Specifications row 2, column "Value": Value is required',
      'Specifications row 3, column "Value": "long" is not a number (at most 6 digits before and 4 after the point)',
    ]);
    expect(body.details.relationships.errors).toEqual([
      'Relationships row 2, column "From SKU": Unknown product SKU "X-1"',
      'Relationships row 2, column "To SKU": Unknown product SKU "Y-2"',
      'Relationships row 2, column "Type": Unknown relationship type "FRIEND"',
    ]);
    expect(body.errors).toHaveLength(12);
    expect((await t.ctx.db.select().from(products)).map((p) => p.sku)).toEqual(['A-1']);
  });
});

describe('#14 numbers by the file convention', () => {
  it('#14: a semicolon CSV reads decimal commas ("9,99", "1.234,50", spec "1,5"); an ambiguous "1.234" is an error row', async () => {
    const { cookie } = await signedIn(t, 'editor');
    await importFile(
      cookie,
      await workbook({
        Categories: [
          ['Name', 'Slug'],
          ['Torches', 'torches'],
        ],
        'Spec Definitions': [
          ['Key', 'Label', 'Data Type'],
          ['weight_kg', 'Weight', 'NUMBER'],
        ],
      }),
      'setup.xlsx',
    );
    const csv = [
      'SKU;Name;Category;Price;Stock',
      'EU-1;Lötlampe;torches;9,99;3',
      'EU-2;Brenner;torches;1.234,50;1 200',
      'EU-3;Düse;torches;1.234;5',
      'EU-4;Set;torches;12;',
    ].join('\r\n');
    const res = await importFile(cookie, Buffer.from(`\ufeff${csv}\r\n`), 'export-de.csv');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errors).toEqual([
      'Products row 4, column "Price": "1.234" is ambiguous: this file uses a decimal comma; write the number without thousands separators',
    ]);
    expect(body.imported).toBe(3);
    const stored = await queryRows<{ sku: string; price: string | null; stock: number }>(
      t.ctx.db,
      sql`select sku, price, stock from products order by sku`,
    );
    expect(stored).toEqual([
      { sku: 'EU-1', price: '9.99', stock: 3 },
      { sku: 'EU-2', price: '1234.50', stock: 1200 },
      { sku: 'EU-4', price: '12.00', stock: 0 },
    ]);

    // The Specifications sheet saved as a semicolon CSV: "1,5" is one and a half.
    const specs = await importFile(
      cookie,
      Buffer.from('SKU;Spec Key;Value\nEU-1;weight_kg;1,5\nEU-2;weight_kg;0,25\n'),
      'specs-de.csv',
    );
    expect(specs.statusCode).toBe(200);
    expect(specs.json().errors).toEqual([]);
    expect(specs.json().details.specifications.imported).toBe(2);
    const values = await queryRows<{ sku: string; value: string }>(
      t.ctx.db,
      sql`select p.sku, v.value_number::text as value from product_spec_values v join products p on p.id = v.product_id order by p.sku`,
    );
    expect(values.map((v) => [v.sku, Number(v.value)])).toEqual([
      ['EU-1', 1.5],
      ['EU-2', 0.25],
    ]);
  });

  it('#14: a comma CSV keeps decimal points; "1,234" there is ambiguous and reported', async () => {
    const { cookie } = await signedIn(t, 'editor');
    await importFile(cookie, await torchesCategory(), 'setup.xlsx');
    const csv =
      'SKU,Name,Category,Price\nUS-1,Torch,torches,9.99\nUS-2,Kit,torches,"1,234.50"\nUS-3,Tip,torches,"1,234"\n';
    const res = await importFile(cookie, Buffer.from(csv), 'export-us.csv');
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([
      'Products row 4, column "Price": "1,234" is ambiguous: this file uses a decimal point; write the number without thousands separators',
    ]);
    const stored = await queryRows<{ sku: string; price: string | null }>(
      t.ctx.db,
      sql`select sku, price from products order by sku`,
    );
    expect(stored).toEqual([
      { sku: 'US-1', price: '9.99' },
      { sku: 'US-2', price: '1234.50' },
    ]);
  });
});
