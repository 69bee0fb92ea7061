// The direct worksheet reader (sheet-xml.ts) against the loaded reader (exceljs) on hand-written
// workbook XML: every kind of cell the import meets, chunk boundaries anywhere, prefixed elements.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { INVALID_WORKBOOK_MESSAGE, readWorkbook } from './read';
import {
  decodeXml,
  isDateFormat,
  readCellFormats,
  readSharedStrings,
  readSheetRows,
  type SheetXmlRow,
} from './sheet-xml';
import { deflatedZip } from './test-files';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbookXml = (date1904: boolean) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><workbookPr${date1904 ? ' date1904="1"' : ''}/><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
// Cell styles: 0 general, 1 built-in date (14), 2 custom date, 3 "0.00" (not a date), 4 a quoted "d"
// (not a date), 5 a time.
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/><numFmt numFmtId="165" formatCode="0.0&quot; d&quot;"/></numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0"/><xf numFmtId="14" fontId="0" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="2"/><xf numFmtId="165"/><xf numFmtId="21"/></cellXfs></styleSheet>`;
const SHARED = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="7" uniqueCount="7"><si><t>SKU</t></si><si><t>Name</t></si><si><t>Price</t></si><si><t>Description</t></si><si><r><rPr><b/></rPr><t>Heavy</t></r><r><t xml:space="preserve"> duty &amp; &lt;hot&gt;</t></r><rPh sb="0" eb="1"><t>PHONETIC</t></rPh></si><si><t/></si><si><t>T-&#49;&#x32;</t></si></sst>`;

const cell = (ref: string, body: string) => `<c r="${ref}"${body}`;
// Header row, then one row per kind of value; B/C/D are Name, Price, Description.
const SHEET = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:D11"/><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="4" width="12"/></cols><sheetData>
<row r="1">${cell('A1', ' t="s"><v>0</v></c>')}${cell('B1', ' t="s"><v>1</v></c>')}${cell('C1', ' t="s"><v>2</v></c>')}${cell('D1', ' t="s"><v>3</v></c>')}</row>
<row r="2" spans="1:4">${cell('A2', ' t="s"><v>6</v></c>')}${cell('B2', ' t="s"><v>4</v></c>')}${cell('C2', '><v>9.99</v></c>')}${cell('D2', ' t="inlineStr"><is><t>inline &quot;text&quot;</t></is></c>')}</row>
<row r="3">${cell('A3', ' t="str"><v>plain</v></c>')}${cell('B3', ' s="1"><v>45292</v></c>')}${cell('C3', ' s="3"><v>1234.5</v></c>')}${cell('D3', ' s="2"><v>45292.5</v></c>')}</row>
<row r="4"><c r="A4" t="b"><v>1</v></c><c r="B4" t="b"><v>0</v></c><c r="C4" t="e"><v>#DIV/0!</v></c><c r="D4" s="4"><v>2.5</v></c></row>
<row r="5"><c r="A5"><f>1+1</f><v>2</v></c><c r="B5" t="str"><f>"a"&amp;"b"</f><v>ab</v></c><c r="C5"><f>1/0</f></c><c r="D5" s="5"><v>0.75</v></c></row>
<row r="6"/>
<row r="7"><c r="A7" s="0"/><c r="C7"><v>1E-3</v></c></row>
<row r="9"><c r="D9" t="inlineStr"><is><r><t>rich </t></r><r><t>inline</t></r></is></c></row>
<row r="10"><c r="A10" t="s"><v>5</v></c><c r="B10"><v>-0</v></c></row>
<row r="11"><c r="A11" t="str"><v>&lt;b&gt; &amp;amp;</v></c></row>
</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/><rowBreaks count="1" manualBreakCount="1"><brk id="3" max="16383" man="1"/></rowBreaks></worksheet>`;

function file(parts: { sheet?: string; date1904?: boolean } = {}) {
  return deflatedZip({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': ROOT_RELS,
    'xl/workbook.xml': workbookXml(parts.date1904 ?? false),
    'xl/_rels/workbook.xml.rels': WORKBOOK_RELS,
    'xl/styles.xml': STYLES,
    'xl/sharedStrings.xml': SHARED,
    'xl/worksheets/sheet1.xml': parts.sheet ?? SHEET,
  });
}

/** The text in pieces of `size` characters (a chunk boundary at every place in turn). */
const pieces = (text: string, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size)),
  );

async function rows(sheet: string, size = 64 * 1024, date1904 = false): Promise<SheetXmlRow[]> {
  const shared = await readSharedStrings(pieces(SHARED, size));
  const formats = readCellFormats(STYLES, workbookXml(date1904));
  const out: SheetXmlRow[] = [];
  for await (const row of readSheetRows(pieces(sheet, size), shared, formats)) out.push(row);
  return out;
}

describe('#18 reading sheet XML directly', () => {
  it('IMPORT-17: every kind of cell reads as the loaded reader reads it', async () => {
    const buffer = await file();
    const loaded = await readWorkbook(buffer, { streaming: false });
    const streamed = await readWorkbook(buffer, { streaming: true });
    // One difference, exceljs's: it decodes a string cell's entities twice ("&amp;amp;" became "&").
    expect(loaded[0]!.rows.at(-1)!.values.sku).toBe('<b> &');
    loaded[0]!.rows.at(-1)!.values.sku = '<b> &amp;';
    expect(streamed).toEqual(loaded);
    const values = streamed[0]!.rows.map((r) => [
      r.row,
      r.values.sku,
      r.values.name,
      r.values.price,
      r.values.description,
    ]);
    expect(values).toEqual([
      [2, 'T-12', 'Heavy duty & <hot>', '9.99', 'inline "text"'],
      [3, 'plain', '2024-01-01', '1234.5', '2024-01-01T12:00:00.000Z'],
      [4, 'TRUE', 'FALSE', '', '2.5'],
      [5, '2', 'ab', '', '1899-12-30T18:00:00.000Z'],
      [7, '', '', '0.001', ''],
      [9, '', '', '', 'rich inline'],
      [10, '', '0', '', ''],
      [11, '<b> &amp;', '', '', ''],
    ]);
  });

  it('IMPORT-17: a 1904 workbook shifts its dates as the loaded reader does', async () => {
    const buffer = await file({ date1904: true });
    const loaded = await readWorkbook(buffer, { streaming: false });
    const streamed = await readWorkbook(buffer, { streaming: true });
    expect(streamed[0]!.rows[1]!.values.name).toBe('2028-01-02');
    expect(streamed[0]!.rows.slice(0, -1)).toEqual(loaded[0]!.rows.slice(0, -1));
  });

  it('IMPORT-17: rows read the same whatever the chunk boundaries', async () => {
    const whole = await rows(SHEET);
    for (const size of [1, 2, 3, 5, 7, 13, 64, 1000]) expect(await rows(SHEET, size)).toEqual(whole);
    expect(whole.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10, 11]);
  });

  it('IMPORT-17: prefixed elements (x:row, x:c), cells without references and rows without numbers', async () => {
    const prefixed = `<?xml version="1.0"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>A</x:t></x:is></x:c><x:c><x:v>2</x:v></x:c></x:row><x:row><x:c r="C2"><x:v>3</x:v></x:c><x:c><x:v>4</x:v></x:c></x:row>\n<x:row\n r="5"><x:c\n r="B5"\n t="str"><x:v>five</x:v></x:c><x:c r="d5"><x:v>6</x:v></x:c></x:row></x:sheetData></x:worksheet>`;
    for (const size of [1, 4, 1000]) {
      expect(await rows(prefixed, size)).toEqual([
        { number: 1, cells: ['A', '2'] },
        { number: 2, cells: ['', '', '3', '4'] },
        { number: 5, cells: ['', 'five', '', '6'] },
      ]);
    }
  });

  it('IMPORT-17: a cut or damaged sheet is refused as an unreadable workbook', async () => {
    const cut = SHEET.slice(0, SHEET.indexOf('<row r="5">'));
    await expect(readWorkbook(await file({ sheet: cut }), { streaming: true })).rejects.toThrow(
      INVALID_WORKBOOK_MESSAGE,
    );
    await expect(rows('<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c>')).rejects.toThrow();
  });

  it('IMPORT-17: date formats, entities and shared strings', async () => {
    expect(isDateFormat('yyyy\\-mm\\-dd')).toBe(true);
    expect(isDateFormat('[$-409]h:mm AM/PM')).toBe(true);
    expect(isDateFormat('0.0" d"')).toBe(false);
    expect(isDateFormat('[Red]0.00')).toBe(false);
    expect(readCellFormats(STYLES, workbookXml(false)).dateStyles).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(decodeXml('&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&#x1F525;&amp;lt;&unknown;')).toBe(
      `<>&"'AB\u{1F525}&lt;&unknown;`,
    );
    expect(await readSharedStrings(pieces(SHARED, 3))).toEqual([
      'SKU',
      'Name',
      'Price',
      'Description',
      'Heavy duty & <hot>',
      '',
      'T-12',
    ]);
  });
});
