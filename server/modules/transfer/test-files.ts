// Files and uploads shared by the transfer tests: workbooks built with exceljs, deflated zips
// (small on the wire, large once unpacked) and POST /api/products/import through app.inject.
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import type { TestApp } from '../../../tests/helpers/app';
import { multipart } from '../../../tests/helpers/multipart';

/** A workbook with the given sheets (header row first). */
export async function workbook(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A zip whose entries are deflated. */
export function deflatedZip(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const z = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) z.addBuffer(Buffer.from(content), name);
  z.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    z.outputStream.on('data', (c: Buffer) => chunks.push(c));
    z.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** POST /api/products/import with the file as csvFile and the options as text fields. */
export function postImport(
  app: TestApp,
  cookie: string,
  content: Buffer,
  filename = 'catalogue.xlsx',
  options: Record<string, string> = {},
) {
  const body = multipart([
    ...Object.entries(options).map(([name, value]) => ({ name, value })),
    { name: 'csvFile', file: { filename, content, contentType: 'application/octet-stream' } },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/products/import',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

/** A workbook holding only a Categories sheet with "torches" (what the product rows of a test refer to). */
export const torchesCategory = () =>
  workbook({
    Categories: [
      ['Name', 'Slug'],
      ['Torches', 'torches'],
    ],
  });
