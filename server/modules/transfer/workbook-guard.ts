// Bounds on what a workbook may make the spreadsheet library build (#13). exceljs fills every cell
// of a merged range when it loads a workbook, and trusts row and column numbers, so a 1.7 KB file
// with one large merged range used to hold the server for a minute and 1.8 GB. Each worksheet's XML
// is scanned as it inflates — before exceljs sees it — for its <dimension>, its <mergeCell> ranges,
// the cells it really holds and how deeply its elements nest; a sheet over a limit is refused with a
// message naming it. The scan keeps only the current tag in memory.
import { badRequest, payloadTooLarge } from '../../http/errors';

/** Rows and columns a sheet may claim or use (Excel allows 1,048,576 × 16,384). */
export const MAX_SHEET_ROWS = 500_000;
export const MAX_SHEET_COLUMNS = 1_000;
/** Cells of all merged ranges of a workbook together (each one is filled when the workbook is loaded). */
export const MAX_MERGED_CELLS = 20_000;
/** Cells a workbook really holds (all sheets). */
export const MAX_CELLS = 5_000_000;
/** Element nesting of any XML part (a worksheet needs 6). */
export const MAX_XML_DEPTH = 64;
/** One tag's text (a tag longer than this is not a spreadsheet's). */
const MAX_TAG_CHARS = 1024 * 1024;

const n = (v: number) => v.toLocaleString('en-US');

/** "B12" → { row: 12, col: 2 }; null for anything else. */
export function cellRef(ref: string): { row: number; col: number } | null {
  // A loop, not a regular expression: this runs for every cell of a workbook.
  let i = 0;
  let end = ref.length;
  while (i < end && ref.charCodeAt(i) <= 32) i++;
  while (end > i && ref.charCodeAt(end - 1) <= 32) end--;
  if (ref.charCodeAt(i) === 36 /* $ */) i++;
  let col = 0;
  let letters = 0;
  for (; i < end; i++, letters++) {
    const ch = ref.charCodeAt(i) & ~32; // upper case
    if (ch < 65 || ch > 90) break;
    col = col * 26 + (ch - 64);
  }
  if (letters < 1 || letters > 3) return null;
  if (ref.charCodeAt(i) === 36 /* $ */) i++;
  let row = 0;
  let digits = 0;
  for (; i < end; i++, digits++) {
    const ch = ref.charCodeAt(i);
    if (ch < 48 || ch > 57) return null;
    row = row * 10 + (ch - 48);
  }
  if (digits < 1 || digits > 7) return null;
  return { row, col };
}

/** "A1:C3" → its size; a single cell is 1 × 1. */
export function rangeSize(
  ref: string,
): { rows: number; cols: number; lastRow: number; lastCol: number } | null {
  const [a, b = a] = ref.split(':');
  const from = cellRef(a ?? '');
  const to = cellRef(b ?? '');
  if (!from || !to) return null;
  return {
    rows: Math.abs(to.row - from.row) + 1,
    cols: Math.abs(to.col - from.col) + 1,
    lastRow: Math.max(from.row, to.row),
    lastCol: Math.max(from.col, to.col),
  };
}

const R_ATTR = /\sr="([^"]*)"/;
const REF_ATTR = /\sref="([^"]*)"/;

/** What the scan of a whole workbook found (the reader chooses how to read from it). */
export interface WorkbookTotals {
  cells: number;
  mergedCells: number;
  /** Inflated bytes of the worksheet parts. */
  sheetBytes: number;
}

export function emptyTotals(): WorkbookTotals {
  return { cells: 0, mergedCells: 0, sheetBytes: 0 };
}

/**
 * Scans one XML part as its text arrives. `sheet` names a worksheet (its cells, dimension and merged
 * ranges are checked); other parts are only checked for nesting and a DOCTYPE. Throws an HttpError.
 */
export class XmlGuard {
  private rest = '';
  private depth = 0;

  constructor(
    private readonly part: string,
    private readonly totals: WorkbookTotals,
    private readonly sheet: string | null,
  ) {}

  private where() {
    return this.sheet === null ? `The part ${this.part} of the workbook` : `Sheet "${this.sheet}"`;
  }

  write(text: string): void {
    if (this.sheet !== null) this.totals.sheetBytes += text.length;
    const buf = this.rest ? this.rest + text : text;
    this.rest = '';
    let at = 0;
    for (;;) {
      const lt = buf.indexOf('<', at);
      if (lt < 0) return;
      const gt = buf.indexOf('>', lt + 1);
      if (gt < 0) {
        this.rest = buf.slice(lt);
        if (this.rest.length > MAX_TAG_CHARS)
          throw badRequest(`${this.where()} is not valid spreadsheet XML.`);
        return;
      }
      this.tag(buf, lt + 1, gt);
      at = gt + 1;
    }
  }

  /** One tag, buf[start, end) between "<" and ">"; reads only what it needs (this runs per cell). */
  private tag(buf: string, start: number, end: number): void {
    const first = buf.charCodeAt(start);
    if (first === 63 /* ? */) return;
    if (first === 33 /* ! */) {
      if (buf.slice(start + 1, start + 8).toUpperCase() === 'DOCTYPE')
        throw badRequest(`${this.where()} declares a DOCTYPE, which spreadsheets never do.`);
      return; // comment or CDATA
    }
    if (first === 47 /* / */) {
      this.depth--;
      return;
    }
    if (buf.charCodeAt(end - 1) !== 47 /* / */ && ++this.depth > MAX_XML_DEPTH) {
      throw badRequest(
        `${this.where()} nests its XML more than ${MAX_XML_DEPTH} levels deep; it is not a normal spreadsheet.`,
      );
    }
    if (this.sheet === null) return;
    // The element's local name (after an optional "x:" prefix).
    let nameStart = start;
    let i = start;
    for (; i < end; i++) {
      const ch = buf.charCodeAt(i);
      if (ch === 58 /* : */) nameStart = i + 1;
      else if (ch === 32 || ch === 47 || ch === 9 || ch === 10 || ch === 13) break;
    }
    const length = i - nameStart;
    // No closure here: this runs for every cell of the workbook.
    if (length === 1 && buf.charCodeAt(nameStart) === 99 /* c */) {
      if (++this.totals.cells > MAX_CELLS)
        throw payloadTooLarge(
          `The workbook holds more than ${n(MAX_CELLS)} cells (${this.where()} and before); split it into smaller files.`,
        );
      const ref = R_ATTR.exec(buf.slice(i, end))?.[1];
      const at = ref ? cellRef(ref) : null;
      if (at) this.bounds(at.row, at.col, `uses cell ${ref}`);
    } else if (length === 3 && buf.startsWith('row', nameStart)) {
      const r = Number(R_ATTR.exec(buf.slice(i, end))?.[1]);
      if (r > MAX_SHEET_ROWS) this.bounds(r, 1, `uses row ${n(r)}`);
    } else if (length === 9 && buf.startsWith('dimension', nameStart)) {
      const size = rangeSize(REF_ATTR.exec(buf.slice(i, end))?.[1] ?? '');
      if (size)
        this.bounds(
          size.lastRow,
          size.lastCol,
          `claims ${n(size.lastRow)} rows × ${n(size.lastCol)} columns`,
        );
    } else if (length === 9 && buf.startsWith('mergeCell', nameStart)) {
      const ref = REF_ATTR.exec(buf.slice(i, end))?.[1] ?? '';
      const size = rangeSize(ref);
      if (!size) return;
      this.bounds(size.lastRow, size.lastCol, `merges cells up to ${ref}`);
      this.totals.mergedCells += size.rows * size.cols;
      if (this.totals.mergedCells > MAX_MERGED_CELLS) {
        throw payloadTooLarge(
          `${this.where()} has merged cells covering ${n(this.totals.mergedCells)} cells (at most ${n(MAX_MERGED_CELLS)} in a workbook): unmerge them and import again.`,
        );
      }
    }
  }

  private bounds(row: number, col: number, what: string): void {
    if (row > MAX_SHEET_ROWS || col > MAX_SHEET_COLUMNS) {
      throw payloadTooLarge(
        `${this.where()} ${what}; a sheet may have at most ${n(MAX_SHEET_ROWS)} rows and ${n(MAX_SHEET_COLUMNS)} columns. Delete the empty rows and columns (or copy the data to a new sheet) and import again.`,
      );
    }
  }
}
