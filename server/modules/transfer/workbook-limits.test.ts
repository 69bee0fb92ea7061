// #13: a workbook's cost is bounded by what it really holds. Hostile workbooks (a 1.7 KB file with a
// merged range of a million cells, a sheet whose dimension claims the whole grid, deeply nested XML)
// are refused through POST /api/products/import within 2 s and 100 MB, before exceljs expands them;
// the same minimal workbook without the trap imports. Runs on PGlite and (TEST_DATABASE_URL) PostgreSQL.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { queryRows } from '../../db/rows';
import { deflatedZip, postImport } from './test-files';
import { cellRef, rangeSize } from './workbook-guard';

const t = setupTestApp();

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A minimal hand-written .xlsx with one "Categories" sheet; `sheet` gives the parts of its XML. */
function minimalWorkbook(sheet: { dimension?: string; rows?: string; after?: string }): Promise<Buffer> {
  const rows =
    sheet.rows ??
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c><c r="B1" t="inlineStr"><is><t>Slug</t></is></c></row>' +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>Torches</t></is></c><c r="B2" t="inlineStr"><is><t>torches</t></is></c></row>';
  return deflatedZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Categories" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml':
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}" xmlns:r="${REL}">` +
      `<dimension ref="${sheet.dimension ?? 'A1:B2'}"/><sheetData>${rows}</sheetData>${sheet.after ?? ''}</worksheet>`,
  });
}

async function importTimed(content: Buffer) {
  const { cookie } = await signedIn(t, 'editor');
  global.gc?.();
  const base = process.memoryUsage();
  let peak = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss - base.rss, m.heapUsed + m.external - base.heapUsed - base.external);
  };
  const timer = setInterval(sample, 5);
  const started = performance.now();
  try {
    // The import runs as a job: the time and memory are the upload's and the job's together.
    const res = await postImport(t.app, cookie, content, 'hostile.xlsx');
    sample();
    return { res, ms: performance.now() - started, extraMb: peak / (1024 * 1024) };
  } finally {
    clearInterval(timer);
  }
}

async function categoryCount() {
  const [row] = await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from categories`);
  return row!.n;
}

describe('#13 hostile workbooks', () => {
  it('#13: the minimal workbook without a trap imports (control for the corpus below)', async () => {
    const file = await minimalWorkbook({
      after: '<mergeCells count="1"><mergeCell ref="C2:D3"/></mergeCells>',
    });
    const { res } = await importTimed(file);
    expect(res.statusCode).toBe(200);
    expect(res.json().details.categories).toMatchObject({ imported: 1, errors: [] });
    expect(await categoryCount()).toBe(1);
  });

  it('#13: a 1.7 KB workbook with one merged range of a million cells is refused (413, names the sheet) within 2 s and 100 MB', async () => {
    const file = await minimalWorkbook({
      after: '<mergeCells count="1"><mergeCell ref="A3:J100002"/></mergeCells>',
    });
    expect(file.length).toBeLessThan(2048);
    const { res, ms, extraMb } = await importTimed(file);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(
      'Sheet "Categories" has merged cells covering 1,000,000 cells (at most 20,000 in a workbook): unmerge them and import again.',
    );
    expect(ms).toBeLessThan(2000);
    expect(extraMb).toBeLessThan(100);
    expect(await categoryCount()).toBe(0);
  });

  it('#13: many small merged ranges adding up past the limit are refused too', async () => {
    const merges = Array.from(
      { length: 300 },
      (_, i) => `<mergeCell ref="C${i * 2 + 1}:ZZ${i * 2 + 2}"/>`,
    ).join('');
    const { res } = await importTimed(await minimalWorkbook({ after: `<mergeCells>${merges}</mergeCells>` }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toContain('Sheet "Categories" has merged cells covering');
  });

  it('#13: a sheet whose dimension claims 1,048,576 rows × 16,384 columns is refused within 2 s and 100 MB', async () => {
    const { res, ms, extraMb } = await importTimed(await minimalWorkbook({ dimension: 'A1:XFD1048576' }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toContain('Sheet "Categories" claims 1,048,576 rows × 16,384 columns');
    expect(res.json().error).toContain('at most 500,000 rows and 1,000 columns');
    expect(ms).toBeLessThan(2000);
    expect(extraMb).toBeLessThan(100);
    expect(await categoryCount()).toBe(0);
  });

  it('#13: a cell far outside the grid (row 1,000,000, column XFD) is refused the same way', async () => {
    const rows =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row>' +
      '<row r="1000000"><c r="XFD1000000" t="inlineStr"><is><t>x</t></is></c></row>';
    const { res } = await importTimed(await minimalWorkbook({ rows }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toContain('Sheet "Categories" uses row 1,000,000');
  });

  it('#13: deeply nested XML is refused (400) within 2 s and 100 MB', async () => {
    const depth = 100_000;
    const nested = `${'<x>'.repeat(depth)}${'</x>'.repeat(depth)}`;
    const { res, ms, extraMb } = await importTimed(
      await minimalWorkbook({
        rows: `<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row>${nested}`,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Sheet "Categories" nests its XML more than 64 levels deep; it is not a normal spreadsheet.',
    );
    expect(ms).toBeLessThan(2000);
    expect(extraMb).toBeLessThan(100);
  });

  it('#13: a DOCTYPE (entity expansion) in any part is refused', async () => {
    const file = await minimalWorkbook({
      rows: '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]><row r="1"><c r="A1" t="inlineStr"><is><t>&a;</t></is></c></row>',
    });
    const { res } = await importTimed(file);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('declares a DOCTYPE');
  });
});

describe('#13 cell references', () => {
  it('#13: cellRef and rangeSize read A1 references', () => {
    expect(cellRef('A1')).toEqual({ row: 1, col: 1 });
    expect(cellRef('$XFD$1048576')).toEqual({ row: 1_048_576, col: 16_384 });
    expect(cellRef('1A')).toBeNull();
    expect(rangeSize('A3:J100002')).toEqual({ rows: 100_000, cols: 10, lastRow: 100_002, lastCol: 10 });
    expect(rangeSize('C5')).toEqual({ rows: 1, cols: 1, lastRow: 5, lastCol: 3 });
  });
});
