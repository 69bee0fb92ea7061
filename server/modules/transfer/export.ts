// The template and the export write the same workbook (sections.ts), so an export imports back
// into an empty system unchanged. The export streams: products and their child rows are read in
// keyset pages of 250 and written row by row (exceljs' streaming writer, csv-stringify), so memory
// does not grow with the catalogue, and it yields to the event loop every 10 ms of work so other
// requests are served meanwhile (#13). Text cells starting with = + - @ are neutralised.
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { formatNumber } from '../../../core/rules/spec-values';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type FilterRequest, filteredProducts, hasFilters, resolveFilters } from '../products/filters';
import { LIST_SEPARATOR, neutralizeCell, SECTION_BY_KEY, SECTIONS, type SectionDef } from './sections';

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

const PAGE = 250;

/** The longest a long job works before it lets the event loop turn. */
const SLICE_MS = 10;

/**
 * Long jobs (export, backup) share the process with every other request, and PGlite answers a query
 * without ever returning to the event loop: a job that only awaits queries holds everybody until it
 * ends (#13). `pace()` is called between rows and batches; once the job has worked SLICE_MS since it
 * last yielded, it lets the event loop turn (timers, sockets, other requests' queries) and goes on.
 */
export function pacer(sliceMs = SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1E293B' } };

function cellValue(value: Cell): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return neutralizeCell(value);
  return value;
}

type AnyWorksheet = ExcelJS.Worksheet;

/** Header row (bold, notes with each column's rule), widths, frozen header, validation lists. */
function startSheet(
  workbook: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter,
  section: SectionDef,
): AnyWorksheet {
  const sheet = (workbook as ExcelJS.Workbook).addWorksheet(section.sheet, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = section.columns.map((c) => ({
    key: c.key,
    width: c.width ?? Math.max(12, c.header.length + 4),
  }));
  const header = sheet.getRow(1);
  section.columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.value = c.header;
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = HEADER_FILL;
    cell.note = `${c.required ? 'Required. ' : ''}${c.note}`;
  });
  section.columns.forEach((c, i) => {
    if (!c.list) return;
    const letter = sheet.getColumn(i + 1).letter;
    (
      sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }
    ).dataValidations.add(`${letter}2:${letter}100000`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${c.list.join(',')}"`],
      showErrorMessage: true,
      errorTitle: `Invalid ${c.header}`,
      error: `Choose one of: ${c.list.join(', ')}`,
    });
  });
  return sheet;
}

function addRow(sheet: AnyWorksheet, section: SectionDef, row: Row, streaming: boolean) {
  const added = sheet.addRow(section.columns.map((c) => cellValue(row[c.key] ?? null)));
  if (streaming) added.commit();
}

/** The instructions sheet of the template (ignored by the import). */
function addInstructions(
  workbook: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter,
  streaming: boolean,
) {
  const sheet = (workbook as ExcelJS.Workbook).addWorksheet('Instructions');
  sheet.columns = [{ width: 22 }, { width: 110 }];
  const lines: Array<[string, string]> = [
    ['Product import', 'Fill in the sheets you need and upload the workbook in Products → Import CSV.'],
    [
      '',
      'Sheets are applied in this order; rows refer to each other by slug, SKU, spec key or URL, never by id.',
    ],
    [
      '',
      'Hover over a header for its rules. Required columns are marked "Required". Lists inside a cell use "|".',
    ],
    ['', 'Rows whose key already exists are updated when "Update existing" is on, otherwise skipped.'],
    ['', 'The Products sheet alone, saved as CSV (comma or semicolon), is the CSV format.'],
    ['', 'The two example rows of each sheet import cleanly; delete them before importing your own data.'],
    ['', ''],
    ...SECTIONS.map((s): [string, string] => [s.sheet, s.description]),
  ];
  for (const [a, b] of lines) {
    const row = sheet.addRow([a, b]);
    row.getCell(1).font = { bold: true };
    if (streaming) row.commit();
  }
  if (streaming) sheet.commit();
}

/** The template: every sheet with its header, notes, validation lists and two example rows. */
export async function templateWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Torchworks catalogue';
  addInstructions(workbook, false);
  for (const section of SECTIONS) {
    const sheet = startSheet(workbook, section);
    for (const example of section.examples) addRow(sheet, section, example as Row, false);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ------------------------------------------------------------------ reading the catalogue

export interface ExportFilters extends FilterRequest {}

interface ProductScope {
  filtered: boolean;
  /** `from … where …` of the filtered products (products/filters: aliases p and f). */
  from: SQL;
  /** The same, from the product after lastId on (keyset pages). */
  after: (lastId: number) => SQL;
}

async function scope(db: DbOrTx, filters: ExportFilters): Promise<ProductScope> {
  const resolved = await resolveFilters(db, filters);
  return {
    filtered: hasFilters(resolved),
    from: filteredProducts(resolved, { withProducts: true }),
    after: (lastId) => filteredProducts(resolved, { withProducts: true, extra: [sql`p.id > ${lastId}`] }),
  };
}

/** Product ids in keyset pages (filtered like the admin list). */
async function* productPages(db: DbOrTx, s: ProductScope): AsyncGenerator<number[]> {
  let last = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select p.id ${s.after(last)} order by p.id limit ${PAGE}`,
    );
    if (!rows.length) return;
    yield rows.map((r) => r.id);
    last = rows[rows.length - 1]!.id;
  }
}

const idsParam = (ids: number[]) => sql`${sql.param(ids)}::int[]`;
const joinList = (v: unknown) => (Array.isArray(v) ? v.join(LIST_SEPARATOR) : '');

/** Rows of each section, in the order of SECTIONS. */
function sources(
  db: DbOrTx,
  s: ProductScope,
  pace: () => Promise<void>,
): Record<string, () => AsyncGenerator<Row[]>> {
  const once = (query: SQL, map: (r: Record<string, unknown>) => Row = (r) => r as Row) =>
    async function* () {
      yield (await queryRows<Record<string, unknown>>(db, query)).map(map);
    };
  // The product ids are paged once; every product sheet walks the same pages.
  const pages: number[][] = [];
  let paged = false;
  async function* idPages(): AsyncGenerator<number[]> {
    if (paged) return yield* pages;
    for await (const ids of productPages(db, s)) {
      pages.push(ids);
      yield ids;
    }
    paged = true;
  }
  const perProducts = (
    query: (ids: SQL) => SQL,
    map: (r: Record<string, unknown>) => Row = (r) => r as Row,
  ) =>
    async function* () {
      for await (const ids of idPages()) {
        await pace();
        yield (await queryRows<Record<string, unknown>>(db, query(idsParam(ids)))).map(map);
      }
    };
  return {
    specCategories: once(
      sql`select name, slug, description, color, sort from spec_categories order by sort, name`,
    ),
    tagCategories: once(
      sql`select name, slug, description, color, sort from tag_categories order by sort, name`,
    ),
    specDefinitions: once(
      sql`select d.key, d.label, d.data_type as "dataType", d.unit, d.enum_options as "enumOptions", c.slug as category,
            d.description, d.required, d.sort_order as "sortOrder", d.filterable
          from spec_definitions d left join spec_categories c on c.id = d.category_id order by d.sort_order, d.key`,
      (r) => ({
        ...(r as Row),
        enumOptions: joinList(r.enumOptions),
        required: r.required ? 'TRUE' : 'FALSE',
        filterable: r.filterable ? 'TRUE' : 'FALSE',
      }),
    ),
    categories: once(
      sql`select c.name, c.slug, c.description, p.slug as parent from categories c left join categories p on p.id = c.parent_id order by c.id`,
    ),
    brands: once(
      sql`select name, slug, description, website, logo_url as "logoUrl" from brands order by name`,
    ),
    tags: once(
      sql`select t.name, t.slug, t.description, t.color, g.slug as category from tags t left join tag_categories g on g.id = t.category_id order by t.name`,
    ),
    products: perProducts(
      (
        ids,
      ) => sql`select p.sku, p.name, p.slug, c.slug as category, b.slug as brand, p.status, p.price, p.stock, p.featured,
            p.mpn, p.subtitle, p.short_description as "shortDescription", p.description, p.images
          from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
          where p.id = any(${ids}) order by p.id`,
      (r) => ({
        ...(r as Row),
        price: r.price === null ? null : Number(r.price),
        featured: r.featured ? 'TRUE' : 'FALSE',
        images: joinList(r.images),
      }),
    ),
    specifications: perProducts(
      (
        ids,
      ) => sql`select p.sku, d.key as "specKey", d.data_type as type, v.value_string as s, v.value_number as n, v.value_boolean as b, v.value_enum as e
          from product_spec_values v join products p on p.id = v.product_id join spec_definitions d on d.id = v.spec_definition_id
          where v.product_id = any(${ids}) order by v.product_id, d.sort_order, d.key`,
      (r) => ({
        sku: r.sku as string,
        specKey: r.specKey as string,
        value:
          r.type === 'NUMBER'
            ? r.n === null
              ? null
              : Number(formatNumber(r.n as string))
            : r.type === 'BOOLEAN'
              ? r.b === null
                ? null
                : r.b
                  ? 'TRUE'
                  : 'FALSE'
              : r.type === 'ENUM'
                ? (r.e as string | null)
                : (r.s as string | null),
      }),
    ),
    highlights: perProducts(
      (
        ids,
      ) => sql`select p.sku, h.text, h.icon, h.sort from highlights h join products p on p.id = h.product_id
          where h.product_id = any(${ids}) order by h.product_id, h.sort, h.id`,
    ),
    documents: s.filtered
      ? once(
          sql`select d.url, d.title, d.kind, d.language, d.version, d.effective_date::text as "effectiveDate", d.description,
                (select string_agg(p.sku, '|' order by p.id) from product_documents pd join products p on p.id = pd.product_id
                 where pd.document_id = d.id and pd.product_id in (select p.id ${s.from})) as products
              from documents d where d.id in (select pd.document_id from product_documents pd where pd.product_id in (select p.id ${s.from}))
              order by d.id`,
        )
      : once(
          sql`select d.url, d.title, d.kind, d.language, d.version, d.effective_date::text as "effectiveDate", d.description,
                (select string_agg(p.sku, '|' order by p.id) from product_documents pd join products p on p.id = pd.product_id where pd.document_id = d.id) as products
              from documents d order by d.id`,
        ),
    faqs: perProducts(
      (
        ids,
      ) => sql`select p.sku, f.question, f.answer, f.sort from faqs f join products p on p.id = f.product_id
          where f.product_id = any(${ids}) order by f.product_id, f.sort, f.id`,
    ),
    relationships: perProducts(
      (ids) => sql`select a.sku as "fromSku", b.sku as "toSku", r.type, r.note from relationships r
          join products a on a.id = r.from_product_id join products b on b.id = r.to_product_id
          where r.from_product_id = any(${ids}) order by r.from_product_id, r.id`,
    ),
    productTags: perProducts(
      (
        ids,
      ) => sql`select p.sku, t.slug as tag from product_tags pt join products p on p.id = pt.product_id join tags t on t.id = pt.tag_id
          where pt.product_id = any(${ids}) order by pt.product_id, t.slug`,
    ),
    distributorLinks: perProducts(
      (
        ids,
      ) => sql`select p.sku, l.distributor_name as "distributorName", l.url, l.sort from distributor_links l join products p on p.id = l.product_id
          where l.product_id = any(${ids}) order by l.product_id, l.sort, l.id`,
    ),
  };
}

/** Streams the whole catalogue (or the filtered products and their rows) as the import workbook. */
export async function writeExportWorkbook(
  db: DbOrTx,
  filters: ExportFilters,
  stream: Writable,
): Promise<void> {
  const s = await scope(db, filters);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Torchworks catalogue';
  const pace = pacer();
  const all = sources(db, s, pace);
  for (const section of SECTIONS) {
    const sheet = startSheet(workbook, section);
    sheet.getRow(1).commit();
    for await (const rows of all[section.key]!()) {
      await pace();
      for (const row of rows) {
        addRow(sheet, section, row, true);
        await pace();
      }
    }
    sheet.commit();
  }
  await workbook.commit();
}

/** The Products sheet as CSV (UTF-8 with BOM so Excel reads accents), streamed. */
export async function writeExportCsv(db: DbOrTx, filters: ExportFilters, stream: Writable): Promise<void> {
  const s = await scope(db, filters);
  const section = SECTION_BY_KEY.products;
  const csv = stringify({ header: false });
  csv.pipe(stream);
  const write = (cells: string[]) =>
    csv.write(cells) ? Promise.resolve() : new Promise<void>((resolve) => csv.once('drain', resolve));
  const pace = pacer();
  stream.write('\uFEFF');
  await write(section.columns.map((c) => c.header));
  for await (const rows of sources(db, s, pace).products!()) {
    await pace();
    for (const row of rows) {
      await pace();
      await write(
        section.columns.map((c) => {
          const v = row[c.key];
          return v === null || v === undefined ? '' : neutralizeCell(String(v));
        }),
      );
    }
  }
  await new Promise<void>((resolve) => {
    stream.once('finish', resolve);
    csv.end();
  });
}
