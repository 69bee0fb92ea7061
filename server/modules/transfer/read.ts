// Reading an import file into rows of text: CSV (the Products sheet: BOM, comma, semicolon or tab,
// quoted newlines) or .xlsx (any subset of the sheets: formulas give their values, dates and numbers
// become text, merged cells repeat their value, empty rows are skipped). A workbook is checked as a
// zip first (structure, entry sizes, compression ratio), so a truncated file or a zip bomb is
// refused before the spreadsheet library inflates anything; then every XML part is inflated and
// scanned (workbook-guard.ts: sheet dimensions, merged ranges, cell counts, nesting) before it is
// read, so parse time and memory follow what the file really holds. Small workbooks are loaded whole
// by exceljs (merged cells); large ones are read from their XML as they inflate (sheet-xml.ts).
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { parse as parseCsv } from 'csv-parse';
import { parse as parseCsvSync } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { badRequest, HttpError, unsupportedMediaType } from '../../http/errors';
import type { DecimalMark } from './numbers';
import {
  type ColumnDef,
  columnForHeader,
  restoreCell,
  SECTION_BY_KEY,
  SECTIONS,
  type SectionDef,
  type SectionKey,
  sectionForSheet,
} from './sections';
import { type CellFormats, decodeXml, readCellFormats, readSharedStrings, readSheetRows } from './sheet-xml';
import { emptyTotals, type WorkbookTotals, XmlGuard } from './workbook-guard';

export const INVALID_TYPE_MESSAGE = 'Invalid file type: Please select a CSV or Excel (.xlsx) file.';
export const INVALID_WORKBOOK_MESSAGE =
  'The file is not a readable Excel (.xlsx) workbook: it is damaged, truncated or not a spreadsheet.';
export const ZIP_BOMB_MESSAGE =
  'The workbook expands to more than 200 MB of data; split it into smaller files.';

/** Limits of an unpacked workbook. */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const MAX_RATIO = 200;
const MAX_ENTRIES = 2000;

export interface SheetRow {
  /** Row number as a spreadsheet shows it (the header is row 1). */
  row: number;
  values: Record<string, string>;
}

/** What the import knows of a sheet before its rows: its section, name and header. */
export interface SheetHead {
  section: SectionDef;
  sheet: string;
  /** Columns present in the header (keys). */
  columns: Set<string>;
  /** Header cells that are not columns of the section. */
  unknownHeaders: string[];
  /** The decimal separator of the file's typed numbers: ',' for a semicolon CSV (default '.'). */
  decimal?: DecimalMark;
}

/** A sheet read whole (small files, tests). */
export interface ParsedSheet extends SheetHead {
  rows: SheetRow[];
}

/** A sheet whose rows are read as the import consumes them, a batch at a time. */
export interface SheetStream extends SheetHead {
  batches: AsyncIterable<SheetRow[]>;
}

/**
 * An import file as the import reads it: one section's sheet at a time (each read to its end before
 * the next is opened), then `finish`, which throws when the file held no sheet of the template.
 */
export interface ImportSource {
  /** The section's sheet (undefined when the file has none, or only an empty one). */
  open(key: SectionKey): Promise<SheetStream | undefined>;
  finish(): Promise<void>;
}

export type FileKind = 'csv' | 'xlsx';

const ZIP_MAGIC = 0x04034b50;

/** What the upload is, by its bytes (name only as a hint between text formats). */
export function detectKind(buffer: Buffer, filename: string): FileKind {
  if (buffer.length >= 4 && buffer.readUInt32LE(0) === ZIP_MAGIC) return 'xlsx';
  const lower = filename.toLowerCase();
  if (lower.endsWith('.xlsx')) {
    // Claims to be a workbook but is not a zip: wrong content under the right name.
    throw badRequest(INVALID_WORKBOOK_MESSAGE);
  }
  if (buffer.length === 0) throw badRequest('The file is empty');
  if (buffer.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    throw unsupportedMediaType(
      'Invalid file type: old Excel (.xls) files are not supported. Save the workbook as .xlsx or CSV.',
    );
  }
  if (buffer.includes(0) || !isUtf8(buffer)) throw unsupportedMediaType(INVALID_TYPE_MESSAGE);
  return 'csv';
}

function isUtf8(buffer: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/** The delimiter of a CSV: the most frequent of comma, semicolon and tab in the header line (outside quotes). */
export function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch]!++;
  }
  return Object.entries(counts).sort((a, b) => b[1] - a[1])[0]![1] > 0
    ? Object.entries(counts).sort((a, b) => b[1] - a[1])[0]![0]
    : ',';
}

function mapHeader(section: SectionDef, headers: string[]) {
  const columns: Array<ColumnDef | undefined> = headers.map((h) =>
    h.trim() ? columnForHeader(section, h) : undefined,
  );
  const unknownHeaders = headers.filter((h, i) => h.trim() && !columns[i]);
  return { columns, unknownHeaders };
}

function duplicateColumns(sheet: string, columns: Array<ColumnDef | undefined>): void {
  const seen = new Set<string>();
  for (const c of columns) {
    if (!c) continue;
    if (seen.has(c.key)) throw badRequest(`Sheet "${sheet}" has the column "${c.header}" twice`);
    seen.add(c.key);
  }
}

/**
 * The section a CSV holds: the one whose columns its header names most (the Products sheet when
 * tied), so any one sheet of the template saved as CSV imports — Specifications too.
 */
function csvSection(header: string[]): SectionDef {
  let best = SECTION_BY_KEY.products;
  let score = mapHeader(best, header).columns.filter(Boolean).length;
  for (const section of SECTIONS) {
    const n = mapHeader(section, header).columns.filter(Boolean).length;
    if (n > score) [best, score] = [section, n];
  }
  return best;
}

/** Checks a workbook's zip before it is inflated: readable, not too many entries, not a bomb. */
export interface WorkbookParts {
  /** Worksheet file number → sheet name. */
  sheetNames: Map<string, string>;
  workbookXml: Buffer;
  relsXml: Buffer;
  stylesXml: Buffer;
  /** Opens one entry of the (already checked) zip as a stream of text. */
  openText(fileName: string): Promise<Readable | null>;
  /** The worksheet files' numbers ("2" for xl/worksheets/sheet2.xml), in the workbook's order. */
  worksheetFiles: string[];
  /** Cells, merged cells and worksheet bytes the file really holds (see workbook-guard.ts). */
  totals: WorkbookTotals;
}

const WORKSHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;

export async function checkWorkbookZip(buffer: Buffer): Promise<WorkbookParts> {
  const wanted = new Map<string, Buffer[]>([
    ['xl/workbook.xml', []],
    ['xl/_rels/workbook.xml.rels', []],
    ['xl/styles.xml', []],
  ]);
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (err, file) =>
      err || !file ? reject(err) : resolve(file),
    ),
  ).catch(() => {
    throw badRequest(INVALID_WORKBOOK_MESSAGE);
  });
  // 1. The central directory only: names and declared sizes (a lying size fails while inflating).
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', () => reject(badRequest(INVALID_WORKBOOK_MESSAGE)));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      if (entries.size > MAX_ENTRIES) return reject(badRequest(INVALID_WORKBOOK_MESSAGE));
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (total > MAX_UNPACKED_BYTES || (entry.uncompressedSize > 1024 * 1024 && ratio > MAX_RATIO)) {
        return reject(badRequest(ZIP_BOMB_MESSAGE));
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
  if (!entries.has('[Content_Types].xml') || !entries.has('xl/workbook.xml')) {
    throw badRequest(INVALID_WORKBOOK_MESSAGE);
  }
  const totals = emptyTotals();
  /** Inflates one entry, scanning XML parts (worksheets with their sheet's name) as they arrive. */
  const inflate = (entry: yauzl.Entry, sheet: string | null, keep?: Buffer[]) =>
    new Promise<void>((resolve, reject) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return reject(badRequest(INVALID_WORKBOOK_MESSAGE));
        const xml = /\.(xml|rels)$/i.test(entry.fileName);
        const guard = xml ? new XmlGuard(entry.fileName, totals, sheet) : null;
        const decoder = new StringDecoder('utf8');
        stream.on('data', (chunk: Buffer) => {
          keep?.push(chunk);
          try {
            guard?.write(decoder.write(chunk));
          } catch (refusal) {
            stream.destroy();
            reject(refusal);
          }
        });
        stream.on('error', () => reject(badRequest(INVALID_WORKBOOK_MESSAGE)));
        stream.on('end', () => resolve());
      });
    });
  // 2. The workbook and its relationships give the sheet names, so a refusal can name the sheet.
  for (const [name, chunks] of wanted) {
    const entry = entries.get(name);
    if (entry) await inflate(entry, null, chunks);
  }
  const workbookXml = Buffer.concat(wanted.get('xl/workbook.xml')!);
  const relsXml = Buffer.concat(wanted.get('xl/_rels/workbook.xml.rels')!);
  const sheetNames = sheetNamesByFile(workbookXml.toString('utf8'), relsXml.toString('utf8'));
  // 3. Every other entry, inflated and counted before exceljs sees any of it.
  for (const [name, entry] of entries) {
    if (wanted.has(name) || name.endsWith('/')) continue;
    const sheetNo = WORKSHEET_PATH.exec(name)?.[1];
    await inflate(entry, sheetNo ? (sheetNames.get(sheetNo) ?? name) : null);
  }
  return {
    sheetNames,
    workbookXml,
    relsXml,
    stylesXml: Buffer.concat(wanted.get('xl/styles.xml')!),
    worksheetFiles: [...sheetNames.keys()].filter((n) => entries.has(`xl/worksheets/sheet${n}.xml`)),
    totals,
    openText: (fileName) => {
      const entry = entries.get(fileName);
      if (!entry) return Promise.resolve(null);
      return new Promise((resolve, reject) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(badRequest(INVALID_WORKBOOK_MESSAGE));
          // Text chunks: a multi-byte character split between two chunks stays whole.
          stream.setEncoding('utf8');
          resolve(stream);
        }),
      );
    },
  };
}

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** Worksheet file number ("2" for xl/worksheets/sheet2.xml) → sheet name, from workbook.xml and its rels. */
export function sheetNamesByFile(workbookXml: string, relsXml: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const tag of relsXml.match(/<Relationship\b[^>]*>/g) ?? []) {
    const id = attr(tag, 'Id');
    const file = /worksheets\/sheet(\d+)\.xml$/.exec(attr(tag, 'Target') ?? '')?.[1];
    if (id && file) targets.set(id, file);
  }
  const names = new Map<string, string>();
  for (const tag of workbookXml.match(/<(?:\w+:)?sheet\b[^>]*>/g) ?? []) {
    const name = attr(tag, 'name');
    const file = targets.get(attr(tag, 'r:id') ?? attr(tag, 'id') ?? '');
    if (name !== undefined && file) names.set(file, decodeXml(name));
  }
  return names;
}

/** Text of a cell value: formulas give their result, dates become YYYY-MM-DD (or ISO with time). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText.map((r) => r.text).join('');
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: ExcelJS.CellValue }).result;
      if (result && typeof result === 'object' && 'error' in result) return '';
      return cellText(result as ExcelJS.CellValue);
    }
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return '';
  }
  return String(value);
}

/** Maps one sheet's rows to values by its header: the first non-empty row is the header, empty rows are skipped. */
class RowMapper {
  headerRow = 0;
  columns: Array<ColumnDef | undefined> = [];
  unknownHeaders: string[] = [];

  constructor(readonly section: SectionDef) {}

  /** Takes the header row when none yet; true when the row was the header (or empty before it). */
  header(number: number, headers: string[]): boolean {
    if (this.headerRow) return false;
    if (!headers.some(Boolean)) return true;
    this.headerRow = number;
    const mapped = mapHeader(this.section, headers);
    this.columns = mapped.columns;
    this.unknownHeaders = mapped.unknownHeaders;
    duplicateColumns(this.section.sheet, this.columns);
    return true;
  }

  /** A body row's values, or null when every cell of a known column is empty. `cell(i)` is column i (0-based). */
  values(cell: (i: number) => string): Record<string, string> | null {
    const values: Record<string, string> = {};
    let any = false;
    for (let i = 0; i < this.columns.length; i++) {
      const column = this.columns[i];
      if (!column) continue;
      const value = restoreCell(cell(i).trim());
      if (value !== '') any = true;
      values[column.key] = value;
    }
    return any ? values : null;
  }

  head(sheet: string, decimal?: DecimalMark): SheetHead {
    return {
      section: this.section,
      sheet,
      columns: new Set(this.columns.filter((c): c is ColumnDef => !!c).map((c) => c.key)),
      unknownHeaders: this.unknownHeaders,
      ...(decimal ? { decimal } : {}),
    };
  }
}

/** Rows handed to the import at a time: what is held of a sheet while it is read and written. */
export const READ_BATCH = 1000;

/**
 * Batches of an async row source, reading the next batch while the import writes the current one
 * (the database works while this process parses; two batches are held at most).
 */
export async function* readAhead<T>(batches: AsyncIterator<T>): AsyncGenerator<T> {
  let pending = batches.next();
  pending.catch(() => {}); // awaited below; a failure is thrown there
  try {
    for (;;) {
      const current = await pending;
      if (current.done) return;
      pending = batches.next();
      pending.catch(() => {});
      yield current.value;
    }
  } finally {
    await batches.return?.();
  }
}

async function* inBatches<T>(rows: AsyncIterable<T> | Iterable<T>, size = READ_BATCH): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** Reading errors other than the import's own refusals mean the workbook is damaged. */
async function* asWorkbookErrors<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* source;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(INVALID_WORKBOOK_MESSAGE);
  }
}

const NO_TEMPLATE_SHEET_MESSAGE =
  'The workbook has no sheet of the import template (for example "Products"). Download the template to see the format.';

/** A parsed sheet held whole (small files, tests) as an import source. */
export function sheetsSource(sheets: ParsedSheet[]): ImportSource {
  return {
    open: async (key) => {
      const sheet = sheets.find((s) => s.section.key === key);
      if (!sheet) return undefined;
      const { rows, ...head } = sheet;
      return { ...head, batches: inBatches(rows) };
    },
    finish: async () => {},
  };
}

/** A CSV file as an import source: its header read now, its rows parsed as the import asks for them. */
export async function openCsv(buffer: Buffer, only?: SectionDef): Promise<ImportSource> {
  const bom = buffer.length >= 3 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf;
  const body = bom ? buffer.subarray(3) : buffer;
  const delimiter = detectDelimiter(body.subarray(0, 64 * 1024).toString('utf8'));
  // Fed in small pieces, so the parser is paused while the import writes (one piece would be parsed
  // into every record of the file at once).
  const pieces = function* () {
    for (let at = 0; at < body.length; at += 64 * 1024) yield body.subarray(at, at + 64 * 1024);
  };
  const parser = Readable.from(pieces(), { objectMode: false }).pipe(
    parseCsv({ delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }),
  );
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  const failed = (err: unknown) => badRequest(`The CSV file could not be read: ${(err as Error).message}`);
  const first = await records.next().catch((err) => {
    throw failed(err);
  });
  if (first.done) throw badRequest('The file is empty');
  const header = first.value;
  const section = only ?? csvSection(header);
  const mapper = new RowMapper(section);
  mapper.header(1, header);
  if (!mapper.columns.some(Boolean)) {
    parser.destroy();
    throw badRequest(
      `The CSV header does not name any column of the Products sheet (${section.columns.map((c) => c.header).join(', ')})`,
    );
  }
  // What Excel saves as "CSV" where the decimal separator is a comma uses semicolons (#14).
  const head = mapper.head(section.sheet, delimiter === ';' ? ',' : '.');
  async function* rows(): AsyncGenerator<SheetRow> {
    let number = 1;
    try {
      for (;;) {
        const next = await records.next();
        if (next.done) return;
        number++;
        const record = next.value;
        const values = mapper.values((i) => record[i] ?? '');
        if (values) yield { row: number, values };
      }
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw failed(err);
    } finally {
      parser.destroy();
    }
  }
  let opened = false;
  return {
    open: async (key) => {
      if (key !== section.key || opened) return undefined;
      opened = true;
      return { ...head, batches: readAhead(inBatches(rows())) };
    },
    finish: async () => {
      parser.destroy();
    },
  };
}

/** A CSV file read whole (small files and tests): one sheet of the template (see csvSection) or the given section. */
export function readCsv(buffer: Buffer, only?: SectionDef): ParsedSheet {
  let text = buffer.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let records: string[][];
  const delimiter = detectDelimiter(text);
  try {
    records = parseCsvSync(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (err) {
    throw badRequest(`The CSV file could not be read: ${(err as Error).message}`);
  }
  const [header, ...body] = records;
  if (!header) throw badRequest('The file is empty');
  const section = only ?? csvSection(header);
  const mapper = new RowMapper(section);
  mapper.header(1, header);
  if (!mapper.columns.some(Boolean)) {
    throw badRequest(
      `The CSV header does not name any column of the Products sheet (${section.columns.map((c) => c.header).join(', ')})`,
    );
  }
  const rows: SheetRow[] = [];
  body.forEach((record, index) => {
    const values = mapper.values((i) => record[i] ?? '');
    if (values) rows.push({ row: index + 2, values });
  });
  return { ...mapper.head(section.sheet, delimiter === ';' ? ',' : '.'), rows };
}

/** Workbooks above this size are read as a stream (memory stays flat); smaller ones are loaded whole. */
export const STREAMING_THRESHOLD_BYTES = 1024 * 1024;
/** …and so are those whose sheets hold more cells or XML than this once unpacked. */
const LOADED_MAX_CELLS = 200_000;
const LOADED_MAX_SHEET_BYTES = 20 * 1024 * 1024;

/**
 * A workbook's sheets of the import template as an import source. Small workbooks are loaded whole,
 * which also resolves merged cells (the top-left value fills the range); large ones are streamed: a
 * sheet's rows are parsed from the (already checked) zip as the import asks for them, in the order the
 * import needs them (dependency order, whatever the order of the sheets in the file), so what is held
 * is a batch or two of rows, never a sheet.
 */
export async function openWorkbook(
  buffer: Buffer,
  options: { streaming?: boolean } = {},
): Promise<ImportSource & { sheets: SectionKey[] }> {
  const parts = await checkWorkbookZip(buffer);
  // The template's sheets by section, in the workbook's order; two sheets for one section are refused.
  const fileOf = new Map<SectionKey, { sheetNo: string; name: string }>();
  for (const sheetNo of parts.worksheetFiles) {
    const name = parts.sheetNames.get(sheetNo)!;
    const section = sectionForSheet(name);
    if (!section) continue;
    if (fileOf.has(section.key)) throw badRequest(`The workbook has two sheets for ${section.sheet}`);
    fileOf.set(section.key, { sheetNo, name });
  }
  if (!fileOf.size) throw badRequest(NO_TEMPLATE_SHEET_MESSAGE);
  // Loading a workbook whole costs memory by what it holds, not by its packed size: a small file
  // that unpacks to many cells is streamed too.
  const streaming =
    options.streaming ??
    (buffer.length > STREAMING_THRESHOLD_BYTES ||
      parts.totals.cells > LOADED_MAX_CELLS ||
      parts.totals.sheetBytes > LOADED_MAX_SHEET_BYTES);
  let withHeader = 0;
  const source = streaming ? await streamedSheets(parts, fileOf) : await loadedSheets(buffer, fileOf);
  return {
    sheets: [...fileOf.keys()],
    open: async (key) => {
      const sheet = await source(key);
      if (sheet) withHeader++;
      return sheet;
    },
    finish: async () => {
      if (!withHeader) throw badRequest(NO_TEMPLATE_SHEET_MESSAGE);
    },
  };
}

type SheetOpener = (key: SectionKey) => Promise<SheetStream | undefined>;

async function streamedSheets(
  parts: WorkbookParts,
  fileOf: Map<SectionKey, { sheetNo: string; name: string }>,
): Promise<SheetOpener> {
  // The sheets' XML is read directly (sheet-xml.ts), one part at a time from the checked zip, in
  // the order the import needs them; the shared strings and the date styles are read first.
  let shared: string[] = [];
  let formats: CellFormats;
  try {
    formats = readCellFormats(parts.stylesXml.toString('utf8'), parts.workbookXml.toString('utf8'));
    const sharedStrings = await parts.openText('xl/sharedStrings.xml');
    if (sharedStrings) shared = await readSharedStrings(sharedStrings);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(INVALID_WORKBOOK_MESSAGE);
  }
  return async (key) => {
    const file = fileOf.get(key);
    if (!file) return undefined;
    const xml = (await parts.openText(`xl/worksheets/sheet${file.sheetNo}.xml`))!;
    const mapper = new RowMapper(SECTION_BY_KEY[key]);
    const raw = asWorkbookErrors(readSheetRows(xml, shared, formats));
    // The header: the first row with any text.
    for (;;) {
      const next = await raw.next();
      if (next.done) return undefined;
      mapper.header(
        next.value.number,
        next.value.cells.map((cell) => cell.trim()),
      );
      if (mapper.headerRow) break;
    }
    async function* rows(): AsyncGenerator<SheetRow> {
      for await (const row of raw) {
        const values = mapper.values((i) => row.cells[i] ?? '');
        if (values) yield { row: row.number, values };
      }
    }
    return { ...mapper.head(file.name), batches: readAhead(inBatches(rows())) };
  };
}

async function loadedSheets(
  buffer: Buffer,
  fileOf: Map<SectionKey, { sheetNo: string; name: string }>,
): Promise<SheetOpener> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(INVALID_WORKBOOK_MESSAGE);
  }
  const names = new Map([...fileOf].map(([key, f]) => [f.name, key]));
  const sheets = new Map<SectionKey, ParsedSheet>();
  for (const worksheet of workbook.worksheets) {
    const key = names.get(worksheet.name);
    if (!key) continue;
    const mapper = new RowMapper(SECTION_BY_KEY[key]);
    const rows: SheetRow[] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, number) => {
      // A merged cell's value sits in its top-left cell.
      const text = (i: number) => {
        const cell = row.getCell(i + 1);
        return cellText(cell.isMerged ? cell.master.value : cell.value);
      };
      if (
        mapper.header(
          number,
          Array.from({ length: row.cellCount }, (_, i) => text(i).trim()),
        )
      )
        return;
      const values = mapper.values(text);
      if (values) rows.push({ row: number, values });
    });
    if (mapper.headerRow) sheets.set(key, { ...mapper.head(worksheet.name), rows });
  }
  return async (key) => {
    const sheet = sheets.get(key);
    if (!sheet) return undefined;
    sheets.delete(key);
    const { rows, ...head } = sheet;
    return { ...head, batches: inBatches(rows) };
  };
}

/**
 * A workbook's sheets of the import template read whole, in the workbook's order (tests and small
 * files; the import itself streams them through openWorkbook).
 */
export async function readWorkbook(
  buffer: Buffer,
  options: { streaming?: boolean } = {},
): Promise<ParsedSheet[]> {
  const source = await openWorkbook(buffer, options);
  const sheets: ParsedSheet[] = [];
  for (const key of source.sheets) {
    const sheet = await source.open(key);
    if (!sheet) continue;
    const { batches, ...head } = sheet;
    const rows: SheetRow[] = [];
    for await (const batch of batches) rows.push(...batch);
    sheets.push({ ...head, rows });
  }
  await source.finish();
  return sheets;
}
