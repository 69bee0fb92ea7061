// Import, template, export and backup through the API (document 000 §3, §5, §7; document 001 §7;
// IMPORT-*). Runs on PGlite and (TEST_DATABASE_URL) PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { resetDatabase } from '../../../tests/helpers/database';
import { zip } from '../../../tests/helpers/files';
import { multipart } from '../../../tests/helpers/multipart';
import { queryRows } from '../../db/rows';
import { categories, products } from '../../db/schema';
import { applyImport } from './import';
import { openWorkbook, readWorkbook } from './read';
import { restoreBackup } from './restore';
import { SECTIONS } from './sections';
import { deflatedZip, postImport, workbook } from './test-files';

const t = setupTestApp();
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function editor() {
  return (await signedIn(t, 'editor')).cookie;
}

function importFile(
  cookie: string,
  content: Buffer,
  filename = 'catalogue.xlsx',
  options: Record<string, string> = {},
) {
  return postImport(t.app, cookie, content, filename, options);
}

async function template(cookie: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: '/api/templates/download', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** The whole catalogue by natural keys (no ids, no timestamps), for field-by-field comparison. */
async function snapshot() {
  const q = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(t.ctx.db, query);
  return {
    specCategories: await q(
      sql`select name, slug, description, color, sort from spec_categories order by slug`,
    ),
    tagCategories: await q(
      sql`select name, slug, description, color, sort from tag_categories order by slug`,
    ),
    specDefinitions: await q(
      sql`select d.key, d.label, d.description, d.unit, d.data_type, d.enum_options, c.slug as category, d.required, d.sort_order, d.filterable
          from spec_definitions d left join spec_categories c on c.id = d.category_id order by d.key`,
    ),
    categories: await q(
      sql`select c.name, c.slug, c.description, p.slug as parent from categories c left join categories p on p.id = c.parent_id order by c.slug`,
    ),
    brands: await q(sql`select name, slug, description, website, logo_url from brands order by slug`),
    tags: await q(
      sql`select t.name, t.slug, t.description, t.color, g.slug as category from tags t left join tag_categories g on g.id = t.category_id order by t.slug`,
    ),
    products: await q(
      sql`select p.sku, p.name, p.slug, p.mpn, p.subtitle, p.description, p.short_description, p.price, c.slug as category, b.slug as brand,
            p.images, p.stock, p.status, p.featured
          from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id order by p.sku`,
    ),
    specifications: await q(
      sql`select p.sku, d.key, v.value_string, v.value_number, v.value_boolean, v.value_enum, v.value_slug
          from product_spec_values v join products p on p.id = v.product_id join spec_definitions d on d.id = v.spec_definition_id order by p.sku, d.key`,
    ),
    highlights: await q(
      sql`select p.sku, h.text, h.icon, h.sort from highlights h join products p on p.id = h.product_id order by p.sku, h.sort, h.text`,
    ),
    documents: await q(
      sql`select d.url, d.title, d.kind, d.language, d.version, d.effective_date::text as effective_date, d.description,
            (select array_agg(p.sku order by p.sku) from product_documents pd join products p on p.id = pd.product_id where pd.document_id = d.id) as skus
          from documents d order by d.url`,
    ),
    faqs: await q(
      sql`select p.sku, f.question, f.answer, f.sort from faqs f join products p on p.id = f.product_id order by p.sku, f.sort, f.question`,
    ),
    relationships: await q(
      sql`select a.sku as from_sku, b.sku as to_sku, r.type, r.note from relationships r join products a on a.id = r.from_product_id
          join products b on b.id = r.to_product_id order by a.sku, b.sku, r.type`,
    ),
    productTags: await q(
      sql`select p.sku, t.slug from product_tags pt join products p on p.id = pt.product_id join tags t on t.id = pt.tag_id order by p.sku, t.slug`,
    ),
    distributorLinks: await q(
      sql`select p.sku, l.distributor_name, l.url, l.sort from distributor_links l join products p on p.id = l.product_id order by p.sku, l.distributor_name`,
    ),
  };
}

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.ctx.db,
    sql`select count(*)::int as n from ${sql.raw(table)}`,
  );
  return row!.n;
}

async function catalogueIsEmpty() {
  for (const table of [
    'products',
    'categories',
    'brands',
    'tags',
    'spec_definitions',
    'documents',
    'relationships',
  ]) {
    expect(await count(table), table).toBe(0);
  }
}

/** A richer catalogue than the template: formulas, dates, merged cells, tricky texts. */
async function richWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const add = (name: string, rows: unknown[][]) => {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row);
    return ws;
  };
  add('Spec Categories', [
    ['Name', 'Slug', 'Color', 'Sort'],
    ['Performance', 'performance', '#111111', 2],
  ]);
  add('Tag Categories', [
    ['Name', 'Slug'],
    ['Application', 'application'],
  ]);
  add('Spec Definitions', [
    ['Key', 'Label', 'Data Type', 'Unit', 'Enum Options', 'Category', 'Required', 'Filterable'],
    ['max_temp', 'Max Temp', 'NUMBER', '°C', '', 'performance', 'TRUE', 'FALSE'],
    ['size', 'Size', 'ENUM', '', 'S|M|L', '', 'FALSE', 'TRUE'],
    ['refillable', 'Refillable', 'BOOLEAN', '', '', '', 'no', 'no'],
    ['material', 'Material', 'STRING', '', '', '', '', ''],
  ]);
  add('Categories', [
    ['Name', 'Slug', 'Description', 'Parent'],
    ['Tips', 'tips', 'Child first', 'torches'],
    ['Torches', 'torches', 'Top', ''],
  ]);
  add('Brands', [
    ['Name', 'Slug', 'Website'],
    ['Flame Co', 'flame-co', 'https://flame.example'],
  ]);
  add('Tags', [
    ['Name', 'Slug', 'Category', 'Color'],
    ['Plumbing', 'plumbing', 'application', '#10B981'],
    ['HVAC', 'hvac', '', ''],
  ]);
  const p = add('Products', [
    [
      'SKU',
      'Name',
      'Slug',
      'Category',
      'Brand',
      'Status',
      'Price',
      'Stock',
      'Featured',
      'MPN',
      'Description',
      'Images',
    ],
    [
      'A-1',
      'Torch A',
      'torch-a',
      'torches',
      'Flame Co',
      'active',
      12.5,
      3,
      true,
      'M1',
      'Line one\nline two',
      'https://img.example/a.png|https://img.example/b.png',
    ],
    ['B-2', 'Tip B', 'tip-b', 'tips', '', 'draft', null, null, 'FALSE', '', '=SUM(1,2) is text here', ''],
    ['C-3', 'Torch C', '', 'torches', 'flame-co', 'inactive', 99.99, 0, 'no', '', '-20 °C rated', ''],
  ]);
  // A formula cell gives its value; an empty trailing row is ignored.
  p.getCell('H4').value = { formula: '2+3', result: 5 };
  p.addRow([]);
  add('Specifications', [
    ['SKU', 'Spec Key', 'Value'],
    ['A-1', 'max_temp', 2300.5],
    ['A-1', 'size', 'M'],
    ['A-1', 'refillable', true],
    ['B-2', 'material', 'Brass'],
  ]);
  add('Highlights', [
    ['SKU', 'Text', 'Icon', 'Sort'],
    ['A-1', 'Fast', 'zap', 1],
    ['A-1', 'Safe', '', 2],
  ]);
  const docs = add('Documents', [
    ['URL', 'Title', 'Kind', 'Language', 'Version', 'Effective Date', 'Description', 'Products'],
    [
      'https://docs.example/a.pdf',
      'Manual A',
      'MANUAL',
      'en',
      '2',
      new Date(Date.UTC(2026, 0, 15)),
      '',
      'A-1|B-2',
    ],
    ['https://docs.example/unlinked.pdf', 'Catalogue', 'BROCHURE', 'de', '', '', 'Loose', ''],
  ]);
  docs.getColumn(6).numFmt = 'yyyy-mm-dd';
  add('FAQs', [
    ['SKU', 'Question', 'Answer', 'Sort'],
    ['A-1', 'Gas?', 'Acetylene', 1],
  ]);
  add('Relationships', [
    ['From SKU', 'To SKU', 'Type', 'Note'],
    ['A-1', 'B-2', 'ACCESSORY', 'Spare'],
  ]);
  const tagsSheet = add('Product Tags', [
    ['SKU', 'Tag'],
    ['A-1', 'plumbing'],
    ['', 'hvac'],
  ]);
  // Merged cells: A2:A3 holds A-1 for both rows.
  tagsSheet.mergeCells('A2:A3');
  add('Distributor Links', [
    ['SKU', 'Distributor', 'URL', 'Sort'],
    ['A-1', 'Supply Co', 'https://supply.example/a', 1],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A compressed zip (the files helper stores entries uncompressed). */

describe('template', () => {
  it('IMPORT-20: GET /api/templates/download returns a workbook saved as product-import-template.xlsx with every section sheet', async () => {
    const cookie = await editor();
    const res = await t.app.inject({ method: 'GET', url: '/api/templates/download', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain('filename="product-import-template.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Instructions', ...SECTIONS.map((s) => s.sheet)]);
    for (const section of SECTIONS) {
      const ws = wb.getWorksheet(section.sheet)!;
      expect(ws.getRow(1).values).toEqual([undefined, ...section.columns.map((c) => c.header)]);
      expect(ws.actualRowCount, section.sheet).toBe(3);
      expect(ws.getRow(1).getCell(1).note).toBeTruthy();
    }
    const status = wb.getWorksheet('Products')!.getCell('F2').dataValidation;
    expect(status.type).toBe('list');
    expect(status.formulae).toEqual(['"active,inactive,draft"']);
    expect(wb.getWorksheet('Documents')!.getCell('C2').dataValidation.formulae[0]).toContain('CERTIFICATE');
    expect(wb.getWorksheet('Relationships')!.getCell('C2').dataValidation.formulae[0]).toContain(
      'ACCESSORY_FOR',
    );
    expect(wb.getWorksheet('Spec Definitions')!.getCell('C2').dataValidation.formulae[0]).toContain('ENUM');
  });

  it('IMPORT-17 IMPORT-05 IMPORT-06: the template imports cleanly into an empty system, two rows per section', async () => {
    const cookie = await editor();
    const res = await importFile(cookie, await template(cookie), 'product-import-template.xlsx');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errors).toEqual([]);
    expect(body.imported).toBe(2);
    expect(body.updated).toBe(0);
    expect(Object.keys(body.details)).toEqual(SECTIONS.map((s) => s.key));
    for (const section of SECTIONS) {
      expect(body.details[section.key], section.key).toEqual({
        imported: 2,
        updated: 0,
        skipped: 0,
        errors: [],
      });
    }
    expect(await count('products')).toBe(2);
    // Both relationships and their inverses.
    expect(await count('relationships')).toBe(4);
    const [tip] = await t.ctx.db.select().from(products).where(sql`sku = 'EX-TIP-2'`);
    expect(tip).toMatchObject({ name: 'Example Tip No. 2', price: '19.99', stock: 40, status: 'draft' });
  });

  it('IMPORT-08: importing the template again with updateExisting=false skips every row; true updates them', async () => {
    const cookie = await editor();
    const file = await template(cookie);
    await importFile(cookie, file);
    const skipped = (await importFile(cookie, file, 'again.xlsx', { updateExisting: 'false' })).json();
    expect(skipped.imported).toBe(0);
    expect(skipped.updated).toBe(0);
    expect(skipped.skipped).toBe(28);
    expect(skipped.details.products).toEqual({ imported: 0, updated: 0, skipped: 2, errors: [] });
    const updated = (await importFile(cookie, file, 'again.xlsx', { updateExisting: 'true' })).json();
    expect(updated.updated).toBe(2);
    expect(updated.details.tags).toEqual({ imported: 0, updated: 2, skipped: 0, errors: [] });
    expect(await count('products')).toBe(2);
  });
});

describe('import', () => {
  it('IMPORT-05: a rich workbook: formulas, dates, merged cells, quoted newlines, child-before-parent, spec types', async () => {
    const cookie = await editor();
    const res = await importFile(cookie, await richWorkbook());
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([]);
    expect(res.json().imported).toBe(3);
    const snap = await snapshot();
    expect(snap.categories).toEqual([
      { name: 'Tips', slug: 'tips', description: 'Child first', parent: 'torches' },
      { name: 'Torches', slug: 'torches', description: 'Top', parent: null },
    ]);
    expect(snap.products.find((p) => p.sku === 'A-1')).toMatchObject({
      price: '12.50',
      stock: 3,
      featured: true,
      brand: 'flame-co',
      description: 'Line one\nline two',
      images: ['https://img.example/a.png', 'https://img.example/b.png'],
    });
    expect(snap.products.find((p) => p.sku === 'B-2')).toMatchObject({
      price: null,
      stock: 0,
      description: '=SUM(1,2) is text here',
    });
    expect(snap.products.find((p) => p.sku === 'C-3')).toMatchObject({
      slug: 'torch-c',
      stock: 5,
      status: 'inactive',
    });
    expect(snap.specifications).toEqual([
      {
        sku: 'A-1',
        key: 'max_temp',
        value_string: null,
        value_number: '2300.5000',
        value_boolean: null,
        value_enum: null,
        value_slug: '2300-5',
      },
      {
        sku: 'A-1',
        key: 'refillable',
        value_string: null,
        value_number: null,
        value_boolean: true,
        value_enum: null,
        value_slug: 'yes',
      },
      {
        sku: 'A-1',
        key: 'size',
        value_string: null,
        value_number: null,
        value_boolean: null,
        value_enum: 'M',
        value_slug: 'm',
      },
      {
        sku: 'B-2',
        key: 'material',
        value_string: 'Brass',
        value_number: null,
        value_boolean: null,
        value_enum: null,
        value_slug: 'brass',
      },
    ]);
    expect(snap.documents[0]).toMatchObject({
      url: 'https://docs.example/a.pdf',
      effective_date: '2026-01-15',
      skus: ['A-1', 'B-2'],
    });
    expect(snap.productTags).toEqual([
      { sku: 'A-1', slug: 'hvac' },
      { sku: 'A-1', slug: 'plumbing' },
    ]);
    expect(snap.relationships).toEqual([
      { from_sku: 'A-1', to_sku: 'B-2', type: 'ACCESSORY', note: 'Spare' },
      { from_sku: 'B-2', to_sku: 'A-1', type: 'ACCESSORY_FOR', note: null },
    ]);
  });

  it('IMPORT-06: every error class is reported with sheet, row, column and reason; valid rows are still applied', async () => {
    const cookie = await editor();
    const file = await workbook({
      Categories: [
        ['Name', 'Slug', 'Parent'],
        ['Torches', 'torches', ''],
        ['Loop', 'loop', 'loop'],
        ['', 'nameless', ''],
      ],
      Brands: [
        ['Name', 'Website'],
        ['Bad Site', 'ftp://nope'],
      ],
      Products: [
        ['SKU', 'Name', 'Category', 'Price', 'Stock', 'Status', 'Featured'],
        ['OK-1', 'Good', 'torches', '10', '1', 'active', 'FALSE'],
        ['', 'No SKU', 'torches', '', '', '', ''],
        ['X-2', 'Unknown cat', 'nowhere', '', '', '', ''],
        ['X-3', 'Bad price', 'torches', 'abc', '', '', ''],
        ['X-4', 'Bad stock', 'torches', '', '-1', '', ''],
        ['X-5', 'Bad status', 'torches', '', '', 'archived', ''],
        ['X-6', 'Bad flag', 'torches', '', '', '', 'maybe'],
        ['OK-1', 'Duplicate', 'torches', '', '', '', ''],
        ['X-7', 'Good', 'torches', '', '', '', ''],
      ],
      Specifications: [
        ['SKU', 'Spec Key', 'Value'],
        ['OK-1', 'nope', '1'],
        ['NOPE', 'x', '1'],
      ],
      Relationships: [
        ['From SKU', 'To SKU', 'Type'],
        ['OK-1', 'OK-1', 'ACCESSORY'],
        ['OK-1', 'X-7', 'FRIEND'],
      ],
      'Distributor Links': [
        ['SKU', 'Distributor', 'URL'],
        ['OK-1', 'Shop', 'javascript:alert(1)'],
      ],
    });
    const res = await importFile(cookie, file);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.details.categories.errors).toEqual([
      'Categories row 3, column "Parent": A category cannot be its own parent',
      'Categories row 4, column "Name": Category name is required',
    ]);
    expect(body.details.brands.errors).toEqual(['Brands row 2, column "Website": Must be a valid URL']);
    expect(body.details.products.errors).toEqual([
      'Products row 3, column "SKU": SKU is required',
      'Products row 4, column "Category": Unknown category "nowhere"',
      'Products row 5, column "Price": Price must be a number from 0 to 99,999,999.99 with at most 2 decimals',
      'Products row 6, column "Stock": Stock must be a whole number of 0 or more',
      'Products row 7, column "Status": Status must be active, inactive or draft',
      'Products row 8, column "Featured": Must be TRUE or FALSE',
      'Products row 9, column "SKU": Duplicate of row 2',
      'Products row 10, column "Slug": The URL slug "good" is already used by SKU OK-1',
    ]);
    expect(body.details.specifications.errors).toEqual([
      'Specifications row 2, column "Spec Key": Unknown specification "nope"',
      'Specifications row 3, column "SKU": Unknown product SKU "NOPE"',
      'Specifications row 3, column "Spec Key": Unknown specification "x"',
    ]);
    expect(body.details.relationships.errors).toEqual([
      'Relationships row 2, column "To SKU": A product cannot be related to itself',
      'Relationships row 3, column "To SKU": Unknown product SKU "X-7"',
      'Relationships row 3, column "Type": Unknown relationship type "FRIEND"',
    ]);
    expect(body.details.distributorLinks.errors).toEqual([
      'Distributor Links row 2, column "URL": Must be a valid http(s) URL',
    ]);
    // Every error of every row (#14): rows 3 of Specifications and Relationships have two each.
    expect(body.errors).toHaveLength(18);
    expect(body.imported).toBe(1);
    expect((await t.ctx.db.select().from(products)).map((p) => p.sku)).toEqual(['OK-1']);
    expect((await t.ctx.db.select().from(categories)).map((c) => c.slug).sort()).toEqual(['loop', 'torches']);
  });

  it('IMPORT-08: updateExisting=false leaves a stored product unchanged; true changes only the columns in the file', async () => {
    const cookie = await editor();
    await importFile(cookie, await richWorkbook());
    const csv = Buffer.from('SKU,Name,Price\nA-1,Renamed,1.00\nNEW-9,New,2\n');
    const skip = (await importFile(cookie, csv, 'p.csv', { updateExisting: 'false' })).json();
    expect(skip.details.products).toMatchObject({ imported: 0, updated: 0, skipped: 1 });
    // A new row without a category is refused: that column is required for new products.
    expect(skip.details.products.errors).toEqual(['Products row 3, column "Category": Category is required']);
    let [a] = await t.ctx.db.select().from(products).where(sql`sku = 'A-1'`);
    expect(a).toMatchObject({ name: 'Torch A', price: '12.50' });
    const update = (await importFile(cookie, csv, 'p.csv', { updateExisting: 'true' })).json();
    expect(update.updated).toBe(1);
    [a] = await t.ctx.db.select().from(products).where(sql`sku = 'A-1'`);
    expect(a).toMatchObject({
      name: 'Renamed',
      price: '1.00',
      slug: 'torch-a',
      stock: 3,
      featured: true,
      mpn: 'M1',
    });
  });

  it('IMPORT-17: CSV with BOM, semicolons, quoted newlines and quotes; header names in any spelling', async () => {
    const cookie = await editor();
    await importFile(
      cookie,
      await workbook({
        Categories: [
          ['Name', 'Slug'],
          ['Torches', 'torches'],
        ],
      }),
    );
    const csv = Buffer.from(
      '\uFEFFsku;name;category;short_description;price\r\n"Q-1";"Quoted ""Torch""";torches;"Line 1\r\nLine 2";"3.5"\r\n;;;;\r\n',
    );
    const res = await importFile(cookie, csv, 'products.csv');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 1, errors: [] });
    const [q] = await t.ctx.db.select().from(products);
    expect(q).toMatchObject({
      sku: 'Q-1',
      name: 'Quoted "Torch"',
      slug: 'quoted-torch',
      shortDescription: 'Line 1\r\nLine 2',
      price: '3.50',
    });
  });

  it('IMPORT-08: sendNotifications e-mails the summary to the importing user; createBackup keeps a backup first', async () => {
    const { cookie, email } = await signedIn(t, 'editor');
    const res = await importFile(cookie, await template(cookie), 'template.xlsx', {
      sendNotifications: 'true',
      createBackup: 'true',
    });
    const body = res.json();
    expect(body.notified).toBe(true);
    expect(t.outbox).toHaveLength(1);
    expect(t.outbox[0]).toMatchObject({ to: email });
    expect(t.outbox[0]!.subject).toContain('2 imported');
    expect(t.outbox[0]!.text).toContain('Products: 2 imported, 0 updated.');
    expect(body.backup).toMatch(/^before-import-.*\.zip$/);
    // Kept in the file store (the bucket with object storage), never served at /api/storage (#18).
    expect(await t.ctx.files.exists(`private/backups/${body.backup}`)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: `/api/storage/private/backups/${body.backup}` });
    expect(served.statusCode).toBe(404);
    const quiet = (await importFile(cookie, await template(cookie))).json();
    expect(quiet).toMatchObject({ notified: false, backup: null });
    expect(t.outbox).toHaveLength(1);
  });

  it('IMPORT-18: refusals: no file 400, too large 413, wrong type 415, viewer 403, signed out 401 — nothing written', async () => {
    const cookie = await editor();
    const empty = multipart([{ name: 'updateExisting', value: 'true' }]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: { cookie, ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    const big = await importFile(cookie, Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 'big.csv');
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('File too large: Please select a file smaller than 10MB.');
    const png = await importFile(cookie, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'image.png');
    expect(png.statusCode).toBe(415);
    expect(png.json().error).toBe('Invalid file type: Please select a CSV or Excel (.xlsx) file.');
    const badOption = await importFile(cookie, Buffer.from('SKU\nA\n'), 'a.csv', { updateExisting: 'maybe' });
    expect(badOption.statusCode).toBe(400);
    const viewer = (await signedIn(t, 'viewer')).cookie;
    expect((await importFile(viewer, Buffer.from('SKU\n'), 'a.csv')).statusCode).toBe(403);
    expect((await importFile('', Buffer.from('SKU\n'), 'a.csv')).statusCode).toBe(401);
    await catalogueIsEmpty();
  });

  it('IMPORT-18: a malformed .xlsx (truncated zip, zip bomb, wrong content under the right name) is refused with nothing written', async () => {
    const cookie = await editor();
    const good = await template(cookie);
    const truncated = await importFile(cookie, good.subarray(0, Math.floor(good.length / 2)), 'cut.xlsx');
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error).toContain('not a readable Excel (.xlsx) workbook');
    const bomb = await importFile(
      cookie,
      await deflatedZip({
        '[Content_Types].xml': '<x/>',
        'xl/workbook.xml': '<x/>',
        'xl/worksheets/sheet1.xml': Buffer.alloc(300 * 1024 * 1024, 0x20),
      }),
      'bomb.xlsx',
    );
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error).toContain('expands to more than 200 MB');
    const notZip = await importFile(cookie, Buffer.from('SKU,Name\nA,B\n'), 'renamed.xlsx');
    expect(notZip.statusCode).toBe(400);
    const otherZip = await importFile(cookie, zip({ 'readme.txt': 'hello' }), 'archive.xlsx');
    expect(otherZip.statusCode).toBe(400);
    const noSheets = await importFile(
      cookie,
      await workbook({
        Sheet1: [
          ['a', 'b'],
          [1, 2],
        ],
      }),
      'other.xlsx',
    );
    expect(noSheets.statusCode).toBe(400);
    expect(noSheets.json().error).toContain('no sheet of the import template');
    await catalogueIsEmpty();
  }, 60_000);
});

describe('writing while reading', () => {
  it('IMPORT-08 IMPORT-17: sections are written while later sheets are read; a sheet that fails to read rolls back what was written', async () => {
    const structure = {
      Categories: [
        ['Name', 'Slug'],
        ['Torches', 'torches'],
      ],
      Products: [
        ['SKU', 'Name', 'Category'],
        ['T-1', 'Torch', 'torches'],
      ],
    };
    const file = await workbook({
      ...structure,
      Tags: [
        ['Name', 'Slug', 'Name'],
        ['Roofing', 'roofing', 'Roofing'],
      ],
    });
    const written: string[] = [];
    // Sheets are read in dependency order as the import asks for them: Categories is read and
    // written before the Tags sheet is opened, whatever the order of the sheets in the file.
    await expect(
      applyImport(
        t.ctx.db,
        await openWorkbook(file, { streaming: true }),
        { updateExisting: true, sendNotifications: false, createBackup: false },
        {
          afterSection: async (key) => {
            written.push(key);
          },
        },
      ),
    ).rejects.toThrow('Sheet "Tags" has the column "Name" twice');
    // The categories were written before the Tags sheet was read, and rolled back with the rest.
    expect(written).toContain('categories');
    await catalogueIsEmpty();

    // The same file without the bad sheet imports through the same path.
    const good = await workbook(structure);
    const result = await applyImport(t.ctx.db, await openWorkbook(good, { streaming: true }), {
      updateExisting: true,
      sendNotifications: false,
      createBackup: false,
    });
    expect(result.imported).toBe(1);
    expect((await t.ctx.db.select().from(products)).map((p) => p.sku)).toEqual(['T-1']);
  });
});

describe('planner statistics after a bulk import', () => {
  it('#18 #21: an import of a thousand rows or more leaves the tables analyzed, so the queries after it are planned for the new rows', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => [`B-${i}`, `Bulk torch ${i}`, 'torches']);
    const file = await workbook({
      Categories: [
        ['Name', 'Slug'],
        ['Torches', 'torches'],
      ],
      Products: [['SKU', 'Name', 'Category'], ...rows],
    });
    const result = await applyImport(t.ctx.db, await openWorkbook(file, { streaming: true }), {
      updateExisting: true,
      sendNotifications: false,
      createBackup: false,
    });
    expect(result.imported).toBe(1200);
    // ANALYZE writes the row count the planner uses; without it, it is unknown (-1) or stale right after.
    const estimates = await queryRows<{ relname: string; reltuples: number }>(
      t.ctx.db,
      sql`select relname, reltuples::int as reltuples from pg_class
        where relname in ('products', 'product_facets', 'product_search') order by relname`,
    );
    expect(estimates.map((e) => [e.relname, e.reltuples >= 1200])).toEqual([
      ['product_facets', true],
      ['product_search', true],
      ['products', true],
    ]);
  }, 60_000);
});

describe('reading workbooks', () => {
  it('IMPORT-17: a large workbook is streamed and read exactly like a loaded one (merged cells need the loaded reader)', async () => {
    const file = await richWorkbook();
    const loaded = await readWorkbook(file, { streaming: false });
    const streamed = await readWorkbook(file, { streaming: true });
    const plain = (sheets: typeof loaded) =>
      sheets.map((s) => ({ sheet: s.sheet, columns: [...s.columns], rows: s.rows }));
    const [l, st] = [plain(loaded), plain(streamed)];
    // The merged SKU cell (Product Tags A2:A3) is the one difference: a stream does not see merges.
    const tagsIndex = l.findIndex((s) => s.sheet === 'Product Tags');
    expect(l[tagsIndex]!.rows[1]!.values.sku).toBe('A-1');
    expect(st[tagsIndex]!.rows[1]!.values.sku).toBe('');
    st[tagsIndex]!.rows[1]!.values.sku = 'A-1';
    expect(st).toEqual(l);
  });

  it('IMPORT-17: streaming reads every sheet, every time, whatever the order of the parts in the zip', async () => {
    const file = await richWorkbook();
    const expected = (await readWorkbook(file, { streaming: false })).map((s) => s.sheet);
    expect(expected.length).toBeGreaterThan(10);
    // exceljs's own zip walk dropped trailing sheets in about one read out of three.
    for (let i = 0; i < 15; i++) {
      expect((await readWorkbook(file, { streaming: true })).map((s) => s.sheet)).toEqual(expected);
    }
  });
});

describe('export', () => {
  it('IMPORT-28: export → import into an empty system reproduces the catalogue field by field', async () => {
    const cookie = await editor();
    await importFile(cookie, await template(cookie));
    await importFile(cookie, await richWorkbook());
    const before = await snapshot();
    expect(before.products).toHaveLength(5);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products/export?format=xlsx',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toMatch(/filename="products-\d{4}-\d{2}-\d{2}\.xlsx"/);
    // The export as the streamed reader (large files, sheet-xml.ts) reads it: as the loaded one does.
    expect(await readWorkbook(res.rawPayload, { streaming: true })).toEqual(
      await readWorkbook(res.rawPayload, { streaming: false }),
    );
    await resetDatabase(t.database);
    const { cookie: again } = await signedIn(t, 'editor');
    const imported = await importFile(again, res.rawPayload, 'export.xlsx');
    expect(imported.json().errors).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('IMPORT-28: CSV export honours the list filters and neutralises formula cells; it imports back', async () => {
    const cookie = await editor();
    await importFile(cookie, await richWorkbook());
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products/export?format=csv&status=draft&categories=tips',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = res.body;
    expect(text.startsWith('\uFEFFSKU,Name,Slug,Category')).toBe(true);
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=SUM(1,2) is text here");
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/products/export?format=csv&search=torch',
      headers: { cookie },
    });
    expect(all.body).toContain("'-20 °C rated");
    // The search engine (#17) also matches category names: B-2 is in Tips, a subcategory of Torches.
    expect((parse(all.body, { bom: true }) as string[][]).map((r) => r[0])).toEqual([
      'SKU',
      'A-1',
      'B-2',
      'C-3',
    ]);
    // Back in: the apostrophe is removed again.
    await t.ctx.db.execute(sql`delete from products`);
    const back = (await importFile(cookie, res.rawPayload, 'export.csv')).json();
    expect(back).toMatchObject({ imported: 1, errors: [] });
    const [b] = await t.ctx.db.select().from(products);
    expect(b!.description).toBe('=SUM(1,2) is text here');
  });

  it('IMPORT-28: the filtered workbook holds only the matching products and their rows; viewers may export, signed out 401', async () => {
    const cookie = (await signedIn(t, 'viewer')).cookie;
    const editorCookie = await editor();
    await importFile(editorCookie, await richWorkbook());
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products/export?status=active',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const skus: string[] = [];
    wb.getWorksheet('Products')!.eachRow((row, n) => n > 1 && skus.push(String(row.getCell(1).value)));
    expect(skus).toEqual(['A-1']);
    expect(wb.getWorksheet('Specifications')!.actualRowCount).toBe(4);
    expect(wb.getWorksheet('Categories')!.actualRowCount).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/export' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/products/export?format=pdf', headers: { cookie } }))
        .statusCode,
    ).toBe(400);
  });
});

function zipEntries(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, file) => {
      if (err || !file) return reject(err);
      const out = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(out));
      file.readEntry();
    });
  });
}

describe('backup', () => {
  it('IMPORT-29 IMPORT-30: POST /api/backup/app-storage streams a zip named app-storage-backup.zip; a restore into an empty system brings everything back', async () => {
    const { cookie } = await signedIn(t, 'admin');
    await importFile(cookie, await richWorkbook());
    await t.ctx.files.put('documents/backup-test.pdf', Buffer.from('%PDF-1.4 test'));
    const before = await snapshot();
    const res = await t.app.inject({ method: 'POST', url: '/api/backup/app-storage', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('filename="app-storage-backup.zip"');
    const entries = await zipEntries(res.rawPayload);
    expect(entries.get('files/documents/backup-test.pdf')?.toString()).toBe('%PDF-1.4 test');
    expect(entries.has('catalogue.xlsx')).toBe(true);
    expect(entries.has('dump/products.jsonl')).toBe(true);
    expect(entries.has('dump/sessions.jsonl')).toBe(false);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString());
    expect(manifest).toMatchObject({ format: 'torchworks-backup/1', rows: { products: 3 } });

    // Restore into an empty installation.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'restore-')), 'backup.zip');
    fs.writeFileSync(file, res.rawPayload);
    await expect(restoreBackup(t.ctx.db, t.ctx.files, file)).rejects.toThrow(/not empty/);
    await resetDatabase(t.database);
    await t.ctx.files.delete('documents/backup-test.pdf');
    const restored = await restoreBackup(t.ctx.db, t.ctx.files, file);
    expect(restored.rows.products).toBe(3);
    expect(await snapshot()).toEqual(before);
    expect((await t.ctx.files.read('documents/backup-test.pdf'))?.toString()).toBe('%PDF-1.4 test');
    // Identity sequences continue after the restored ids.
    const cookieAfter = (await signedIn(t, 'admin')).cookie;
    const more = await importFile(
      cookieAfter,
      await workbook({
        Products: [
          ['SKU', 'Name', 'Category'],
          ['NEW-1', 'New', 'torches'],
        ],
      }),
    );
    expect(more.json()).toMatchObject({ imported: 1, errors: [] });
    // The workbook inside the backup is the import format.
    await resetDatabase(t.database);
    const fromWorkbook = await importFile(
      (await signedIn(t, 'admin')).cookie,
      entries.get('catalogue.xlsx')!,
      'catalogue.xlsx',
    );
    expect(fromWorkbook.json().errors).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('IMPORT-29: only administrators may take a backup', async () => {
    const cookie = await editor();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/backup/app-storage', headers: { cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/backup/app-storage' })).statusCode).toBe(401);
  });
});
