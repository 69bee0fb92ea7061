// Reads a large workbook's worksheets and shared strings straight from their XML text, for the
// streamed import (#18). exceljs's streaming reader builds a sax event, a Row and a Cell object per
// cell and styles every cell; a 10 MB workbook took ~12 s to read, most of an import's budget. Here
// each complete <row>…</row> (or <si>…</si>) is cut from the arriving text and read with a few
// regular expressions. The zip has been checked whole first (workbook-guard.ts: sizes, cell counts,
// sheet bounds, nesting), so this reads only what the import needs: each cell's text as the loaded
// reader gives it (`cellText` of exceljs's value) — shared, inline and formula strings, numbers,
// booleans, dates by their cell style. Merged cells are not resolved (they need the loaded reader).

/** One worksheet row: its number and its cells' text by 0-based column ('' where there is none). */
export interface SheetXmlRow {
  number: number;
  cells: string[];
}

/** What cell values need from the workbook: which cell styles are dates, and the date system. */
export interface CellFormats {
  /** Cell style (xf) index → true when its number format shows a date or a time. */
  dateStyles: boolean[];
  date1904: boolean;
}

/** Columns a row may use (workbook-guard.ts refuses sheets that address more). */
const MAX_COLUMNS = 1_000;

const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text with its five entities and character references decoded (once). */
export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name]!;
    const code = dec ? Number(dec) : Number.parseInt(hex!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The namespace prefix ("x:" or "") of the root element `name` in a part's first text. */
function prefixOf(text: string, name: string): string {
  return new RegExp(`<(?:([\\w.-]+):)?${name}[\\s>/]`).exec(text)?.[1]?.concat(':') ?? '';
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Built-in number formats that are dates or times (as exceljs reads them). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A format code shows a date or a time (exceljs's rule: y m d h s b outside quotes and brackets). */
export function isDateFormat(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Which cell styles of styles.xml are dates: its <cellXfs> in order, each by its number format. */
export function readCellFormats(stylesXml: string, workbookXml: string): CellFormats {
  const custom = new Map<number, string>();
  for (const tag of stylesXml.match(/<(?:[\w.-]+:)?numFmt\s[^>]*>/g) ?? []) {
    const id = Number(attributeValue(tag, ' numFmtId="'));
    const code = attributeValue(tag, ' formatCode="');
    if (Number.isInteger(id) && code !== undefined) custom.set(id, decodeXml(code));
  }
  const xfs = /<(?:[\w.-]+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?cellXfs>/.exec(stylesXml)?.[1] ?? '';
  const dateStyles = (xfs.match(/<(?:[\w.-]+:)?xf\b[^>]*>/g) ?? []).map((tag) => {
    const id = Number(attributeValue(tag, ' numFmtId="') ?? 0);
    const code = custom.get(id);
    return code !== undefined ? isDateFormat(code) : BUILT_IN_DATE_FORMATS.has(id);
  });
  const workbookPr = /<(?:[\w.-]+:)?workbookPr\b[^>]*>/.exec(workbookXml)?.[0] ?? '';
  const flag = attributeValue(workbookPr, ' date1904="');
  return { dateStyles, date1904: flag === '1' || flag === 'true' };
}

/** A cell's date as the loaded reader's text: YYYY-MM-DD, or the ISO instant when it has a time. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

function serialDate(serial: number, date1904: boolean): string {
  return dateText(new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000)));
}

const numberText = (n: number) => (Number.isFinite(n) ? String(n) : '');

/** The first `open` ("<row") at or after `from` that is the whole element name (not "<rowBreaks"). */
function findOpen(buf: string, open: string, from: number): number {
  for (let i = buf.indexOf(open, from); i >= 0; i = buf.indexOf(open, i + 1)) {
    const next = buf.charCodeAt(i + open.length);
    // NaN: the name may go on in the next chunk; the caller waits for it.
    if (
      Number.isNaN(next) ||
      next === 32 ||
      next === 62 ||
      next === 47 ||
      next === 9 ||
      next === 10 ||
      next === 13
    )
      return i;
  }
  return -1;
}

/**
 * Complete elements `<name …>…</name>` (and empty `<name …/>`) of an XML text stream, each as its
 * opening tag's attributes and its content, in order. Throws when the stream ends inside one, or
 * without the part's closing root tag (a cut or damaged part).
 */
async function* elements(
  text: AsyncIterable<string>,
  root: string,
  name: string,
): AsyncGenerator<{ attributes: string; content: string | null }> {
  let open = '';
  let close = '';
  let rootClose = '';
  let buf = '';
  let ended = false;
  for await (const chunk of text) {
    buf += chunk;
    if (!rootClose) {
      if (buf.length < 4096 && !new RegExp(`<[\\w.:-]*${root}[\\s>]`).test(buf)) continue;
      const prefix = prefixOf(buf, root);
      open = `<${prefix}${name}`;
      close = `</${prefix}${name}>`;
      rootClose = `</${prefix}${root}>`;
    }
    let at = 0;
    for (;;) {
      const start = findOpen(buf, open, at);
      if (start < 0) {
        if (buf.includes(rootClose, at)) ended = true;
        // Keep what may be the start of a tag cut by the chunk boundary.
        at = Math.max(at, buf.length - open.length - rootClose.length);
        break;
      }
      const tagEnd = start + open.length < buf.length ? buf.indexOf('>', start) : -1;
      const end =
        tagEnd < 0 || buf.charCodeAt(tagEnd - 1) === 47 /* / */ ? tagEnd : buf.indexOf(close, tagEnd);
      if (end < 0) {
        at = start;
        break;
      }
      const attributes = buf.slice(start + open.length, tagEnd);
      if (end === tagEnd) {
        yield { attributes: attributes.slice(0, -1), content: null };
        at = tagEnd + 1;
      } else {
        yield { attributes, content: buf.slice(tagEnd + 1, end) };
        at = end + close.length;
      }
    }
    buf = buf.slice(at);
  }
  if (!ended && !(rootClose && buf.includes(rootClose))) throw new Error(`unterminated <${root}>`);
}

/** The text of an <si> or <is>: every <t> outside phonetic runs, joined. */
function richText(content: string, t: RegExp): string {
  const body = content.includes('rPh')
    ? content.replace(/<(?:[\w.-]+:)?rPh\b[\s\S]*?<\/(?:[\w.-]+:)?rPh>/g, '')
    : content;
  let text = '';
  t.lastIndex = 0;
  for (let m = t.exec(body); m; m = t.exec(body)) text += m[1] ?? '';
  return decodeXml(text);
}

const T_ELEMENT = /<(?:[\w.-]+:)?t(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?t>)/g;

/** xl/sharedStrings.xml as the list of its strings (rich text joined). */
export async function readSharedStrings(text: AsyncIterable<string>): Promise<string[]> {
  const strings: string[] = [];
  for await (const si of elements(text, 'sst', 'si')) {
    strings.push(si.content === null ? '' : richText(si.content, T_ELEMENT));
  }
  return strings;
}

/**
 * An attribute's value in a tag's attribute text (`name` as ' r="'): indexOf for the usual single
 * spaces, a regular expression when the tag is laid out with other white space.
 */
function attributeValue(attrs: string, name: string): string | undefined {
  const at = attrs.indexOf(name);
  if (at >= 0) {
    const end = attrs.indexOf('"', at + name.length);
    return end < 0 ? undefined : attrs.slice(at + name.length, end);
  }
  if (!/[\t\n\r]/.test(attrs)) return undefined;
  return new RegExp(`\\s${name.slice(1, -2)}="([^"]*)"`).exec(attrs)?.[1];
}

/** "BC" → 54 (1-based), from a cell reference's letters. */
function columnNumber(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const ch = ref.charCodeAt(i);
    if (ch < 65 || ch > 90) break;
    col = col * 26 + (ch - 64);
  }
  return col;
}

/** A worksheet's rows with their cells' text, as its XML arrives. */
export async function* readSheetRows(
  text: AsyncIterable<string>,
  shared: string[],
  formats: CellFormats,
): AsyncGenerator<SheetXmlRow> {
  let previous = 0;
  let cellPattern: RegExp | null = null;
  let valuePattern: RegExp | null = null;
  let inlinePattern: RegExp | null = null;
  for await (const row of elements(text, 'worksheet', 'row')) {
    const r = attributeValue(row.attributes, ' r="');
    const number = r ? Number(r) : previous + 1;
    previous = number;
    const cells: string[] = [];
    if (row.content) {
      if (!cellPattern) {
        // Cells use the row's prefix ("<x:c" in a row "<x:row").
        const p = escapeRegExp(/^<((?:[\w.-]+:)?)c[\s/>]/.exec(row.content.trimStart())?.[1] ?? '');
        cellPattern = new RegExp(`<${p}c(\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</${p}c>)`, 'g');
        valuePattern = new RegExp(`<${p}v(?:\\s[^>]*)?>([\\s\\S]*?)</${p}v>`);
        inlinePattern = new RegExp(`<${p}is(?:\\s[^>]*)?>([\\s\\S]*?)</${p}is>`);
      }
      cellPattern.lastIndex = 0;
      let next = 0;
      for (let m = cellPattern.exec(row.content); m; m = cellPattern.exec(row.content)) {
        const attrs = m[1] ?? '';
        // A cell without a reference follows the one before it.
        const ref = attributeValue(attrs, ' r="');
        const column = ref ? columnNumber(ref.toUpperCase()) - 1 : next;
        next = column + 1;
        if (column < 0 || column >= MAX_COLUMNS) continue;
        const inner = m[2];
        if (!inner) continue;
        const type = attributeValue(attrs, ' t="');
        let value: string;
        if (type === 'inlineStr') {
          const is = inlinePattern!.exec(inner)?.[1];
          value = is === undefined ? '' : richText(is, T_ELEMENT);
        } else {
          const v = valuePattern!.exec(inner)?.[1];
          if (v === undefined) value = '';
          else if (type === 's') value = shared[Number(v)] ?? '';
          else if (type === 'str') value = decodeXml(v);
          else if (type === 'b') value = Number(v) !== 0 ? 'TRUE' : 'FALSE';
          else if (type === 'e') value = '';
          else if (type === 'd') value = dateText(new Date(decodeXml(v)));
          else {
            const style = attributeValue(attrs, ' s="');
            const n = Number.parseFloat(v);
            value =
              style && formats.dateStyles[Number(style)] && Number.isFinite(n)
                ? serialDate(n, formats.date1904)
                : numberText(n);
          }
        }
        while (cells.length < column) cells.push('');
        cells[column] = value;
      }
    }
    yield { number, cells };
  }
}
