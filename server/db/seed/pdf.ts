// A tiny PDF writer for the demo documents: US Letter pages of text and simple tables in the
// standard Helvetica fonts (no embedding), WinAnsi encoding, uncompressed content streams and a
// correct cross-reference table. Enough for data sheets and manuals; not a general PDF library.
import type { PdfBlock } from './types';

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 54;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const BOTTOM = MARGIN + 34;

type Font = 'F1' | 'F2' | 'F3';

// Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for codes 32–126.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
  556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
  556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Widths of the WinAnsi characters above 126 that the documents use. */
const SPECIAL_WIDTHS: Record<number, [number, number]> = {
  133: [1000, 1000],
  145: [222, 278],
  146: [222, 278],
  147: [333, 500],
  148: [333, 500],
  149: [350, 350],
  150: [556, 556],
  151: [1000, 1000],
  153: [1000, 1000],
  169: [737, 737],
  174: [737, 737],
  176: [400, 400],
  177: [584, 584],
  183: [278, 278],
  188: [834, 834],
  189: [834, 834],
  190: [834, 834],
  215: [584, 584],
  233: [556, 556],
};

/** Unicode characters the documents use, as WinAnsi bytes (or an ASCII spelling). */
const WIN_ANSI: Record<string, string> = {
  '…': '\x85',
  '‘': '\x91',
  '’': '\x92',
  '“': '\x93',
  '”': '\x94',
  '•': '\x95',
  '–': '\x96',
  '—': '\x97',
  '™': '\x99',
  '″': '"',
  '−': '-',
  '≤': '<=',
  '′': "'",
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '\u00a0': ' ',
};

/** Text as the bytes of the WinAnsi encoding, held in a latin1 string. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const mapped = WIN_ANSI[ch];
    if (mapped !== undefined) out += mapped;
    else {
      const code = ch.codePointAt(0)!;
      out += (code >= 32 && code <= 126) || (code >= 0xa1 && code <= 0xff) ? ch : '?';
    }
  }
  return out;
}

/** Width in points of WinAnsi text. */
export function textWidth(encoded: string, font: Font, size: number): number {
  const table = font === 'F2' ? BOLD : REGULAR;
  let units = 0;
  for (let i = 0; i < encoded.length; i++) {
    const code = encoded.charCodeAt(i);
    if (code >= 32 && code <= 126) units += table[code - 32]!;
    else units += SPECIAL_WIDTHS[code]?.[font === 'F2' ? 1 : 0] ?? 556;
  }
  return (units * size) / 1000;
}

/** Breaks text into lines no wider than `width` (long words are split). */
export function wrap(text: string, font: Font, size: number, width: number): string[] {
  const words = toWinAnsi(text).split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while (textWidth(word, font, size) > width) {
      let cut = word.length - 1;
      while (cut > 1 && textWidth(word.slice(0, cut), font, size) > width) cut--;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = '';
      word = word.slice(cut);
    }
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, font, size) <= width) line = candidate;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** A PDF literal string: backslash, parentheses and bytes outside ASCII escaped. */
function literal(encoded: string): string {
  let out = '(';
  for (let i = 0; i < encoded.length; i++) {
    const ch = encoded[i]!;
    const code = encoded.charCodeAt(i);
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

const num = (v: number) => String(Math.round(v * 100) / 100);

export interface PdfInput {
  title: string;
  subtitle: string;
  /** Left part of every page footer, e.g. the document number and version. */
  footer: string;
  author: string;
  creationDate: Date;
  blocks: PdfBlock[];
}

type Colour = [number, number, number];
const INK: Colour = [0.11, 0.13, 0.16];
const MUTED: Colour = [0.38, 0.42, 0.48];
const ACCENT: Colour = [0.76, 0.25, 0.05];
const RULE: Colour = [0.8, 0.82, 0.85];

class Layout {
  readonly pages: string[][] = [];
  private ops: string[] = [];
  y = 0;

  constructor(private readonly title: string) {}

  text(x: number, y: number, encoded: string, font: Font, size: number, colour: Colour = INK): void {
    this.ops.push(
      `BT /${font} ${size} Tf ${colour.map(num).join(' ')} rg 1 0 0 1 ${num(x)} ${num(y)} Tm ${literal(encoded)} Tj ET`,
    );
  }

  rect(x: number, y: number, w: number, h: number, colour: Colour): void {
    this.ops.push(`${colour.map(num).join(' ')} rg ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, colour: Colour = RULE, width = 0.75): void {
    this.ops.push(
      `${colour.map(num).join(' ')} RG ${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`,
    );
  }

  newPage(first = false): void {
    this.ops = [];
    this.pages.push(this.ops);
    this.rect(0, PAGE_H - 10, PAGE_W, 10, ACCENT);
    if (first) {
      this.text(MARGIN, PAGE_H - 44, 'TORCHWORKS TORCH COMPANY', 'F2', 9, ACCENT);
      this.y = PAGE_H - 72;
    } else {
      this.text(MARGIN, PAGE_H - 40, toWinAnsi(this.title), 'F2', 9, MUTED);
      this.line(MARGIN, PAGE_H - 48, PAGE_W - MARGIN, PAGE_H - 48);
      this.y = PAGE_H - 70;
    }
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }
}

function renderBlock(layout: Layout, block: PdfBlock): void {
  switch (block.type) {
    case 'h2': {
      layout.ensure(48);
      layout.y -= 12;
      layout.text(MARGIN, layout.y, toWinAnsi(block.text), 'F2', 12.5, ACCENT);
      layout.y -= 8;
      layout.line(MARGIN, layout.y, PAGE_W - MARGIN, layout.y);
      layout.y -= 16;
      return;
    }
    case 'p': {
      for (const line of wrap(block.text, 'F1', 10, CONTENT_W)) {
        layout.ensure(14);
        layout.text(MARGIN, layout.y, line, 'F1', 10);
        layout.y -= 14;
      }
      layout.y -= 6;
      return;
    }
    case 'bullets': {
      for (const item of block.items) {
        const lines = wrap(item, 'F1', 10, CONTENT_W - 14);
        lines.forEach((line, i) => {
          layout.ensure(14);
          if (i === 0) layout.text(MARGIN + 2, layout.y, '\x95', 'F1', 10, ACCENT);
          layout.text(MARGIN + 14, layout.y, line, 'F1', 10);
          layout.y -= 14;
        });
        layout.y -= 2;
      }
      layout.y -= 6;
      return;
    }
    case 'note': {
      const lines = wrap(block.text, 'F3', 9.5, CONTENT_W - 24);
      const height = lines.length * 13 + 14;
      layout.ensure(height + 6);
      layout.rect(MARGIN, layout.y - height + 10, CONTENT_W, height, [0.96, 0.96, 0.97]);
      layout.rect(MARGIN, layout.y - height + 10, 3, height, ACCENT);
      let y = layout.y - 4;
      for (const line of lines) {
        layout.text(MARGIN + 14, y, line, 'F3', 9.5, INK);
        y -= 13;
      }
      layout.y -= height + 10;
      return;
    }
    case 'field': {
      layout.ensure(28);
      const label = toWinAnsi(block.label);
      layout.text(MARGIN, layout.y, label, 'F2', 10);
      const start = MARGIN + textWidth(label, 'F2', 10) + 8;
      layout.line(start, layout.y - 2, PAGE_W - MARGIN, layout.y - 2, MUTED, 0.6);
      layout.y -= 28;
      return;
    }
    case 'table': {
      const total = block.widths.reduce((a, b) => a + b, 0);
      const widths = block.widths.map((w) => (w / total) * CONTENT_W);
      const row = (cells: string[], font: Font) => {
        const wrapped = cells.map((cell, i) => wrap(cell, font, 9, widths[i]! - 8));
        return { wrapped, height: Math.max(...wrapped.map((l) => l.length)) * 11.5 + 7 };
      };
      const drawRow = (r: ReturnType<typeof row>, font: Font, shade: boolean) => {
        layout.ensure(r.height);
        if (shade) layout.rect(MARGIN, layout.y - r.height + 4, CONTENT_W, r.height, [0.92, 0.93, 0.95]);
        let x = MARGIN;
        r.wrapped.forEach((lines, i) => {
          lines.forEach((line, k) => {
            layout.text(x + 4, layout.y - 6 - k * 11.5, line, font, 9);
          });
          x += widths[i]!;
        });
        layout.y -= r.height;
        layout.line(MARGIN, layout.y + 4, PAGE_W - MARGIN, layout.y + 4);
      };
      const header = row(block.header, 'F2');
      layout.ensure(header.height + 20);
      drawRow(header, 'F2', true);
      for (const cells of block.rows) {
        const r = row(cells, 'F1');
        if (layout.y - r.height < BOTTOM) {
          layout.newPage();
          drawRow(header, 'F2', true);
        }
        drawRow(r, 'F1', false);
      }
      layout.y -= 12;
      return;
    }
  }
}

function pdfDate(date: Date): string {
  const p = (v: number) => String(v).padStart(2, '0');
  return `D:${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}Z`;
}

/** Lays out the document and serialises it as a PDF 1.4 file. */
export function renderPdf(input: PdfInput): Buffer {
  const layout = new Layout(input.title);
  layout.newPage(true);
  for (const line of wrap(input.title, 'F2', 20, CONTENT_W)) {
    layout.text(MARGIN, layout.y, line, 'F2', 20);
    layout.y -= 24;
  }
  for (const line of wrap(input.subtitle, 'F1', 11, CONTENT_W)) {
    layout.text(MARGIN, layout.y, line, 'F1', 11, MUTED);
    layout.y -= 15;
  }
  layout.y -= 4;
  layout.line(MARGIN, layout.y, PAGE_W - MARGIN, layout.y, ACCENT, 1.5);
  layout.y -= 22;
  for (const block of input.blocks) renderBlock(layout, block);

  const count = layout.pages.length;
  const footer = toWinAnsi(input.footer);
  const streams = layout.pages.map((ops, i) => {
    const pageLabel = `Page ${i + 1} of ${count}`;
    const extra = [
      `${RULE.map(num).join(' ')} RG 0.75 w ${MARGIN} ${MARGIN + 14} m ${PAGE_W - MARGIN} ${MARGIN + 14} l S`,
      `BT /F1 8 Tf ${MUTED.map(num).join(' ')} rg 1 0 0 1 ${MARGIN} ${MARGIN} Tm ${literal(footer)} Tj ET`,
      `BT /F1 8 Tf ${MUTED.map(num).join(' ')} rg 1 0 0 1 ${num(PAGE_W - MARGIN - textWidth(pageLabel, 'F1', 8))} ${MARGIN} Tm ${literal(pageLabel)} Tj ET`,
    ];
    return [...ops, ...extra].join('\n');
  });

  // Objects: 1 catalog, 2 page tree, 3–5 fonts, 6 info, then a page and its content stream per page.
  const objects: string[] = [];
  const pageIds = streams.map((_, i) => 7 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${count} >>`;
  const font = (name: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  objects[3] = font('Helvetica');
  objects[4] = font('Helvetica-Bold');
  objects[5] = font('Helvetica-Oblique');
  const ascii = (s: string) => literal(toWinAnsi(s).replace(/[^\x20-\x7e]/g, '-'));
  const date = pdfDate(input.creationDate);
  objects[6] = `<< /Title ${ascii(input.title)} /Author ${ascii(input.author)} /Subject ${ascii(input.subtitle)} /Creator (Torchworks catalogue) /Producer (Torchworks catalogue) /CreationDate (${date}) /ModDate (${date}) >>`;
  streams.forEach((content, i) => {
    const pageId = pageIds[i]!;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });

  // Every string here is latin1, one character per byte, so string lengths are byte offsets.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A structural check of a PDF produced here: header, trailer and every xref offset pointing at its object. */
export function checkPdf(buffer: Buffer): string[] {
  const text = buffer.toString('latin1');
  const problems: string[] = [];
  if (!text.startsWith('%PDF-1.')) problems.push('missing %PDF header');
  if (!text.trimEnd().endsWith('%%EOF')) problems.push('missing %%EOF');
  const start = /startxref\n(\d+)\n%%EOF\s*$/.exec(text);
  if (!start) return [...problems, 'missing startxref'];
  const xrefAt = Number(start[1]);
  if (!text.startsWith('xref\n', xrefAt)) return [...problems, 'startxref does not point at the xref table'];
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  if (!header) return [...problems, 'malformed xref header'];
  const size = Number(header[1]);
  const entries = text
    .slice(xrefAt + header[0].length)
    .split('\n')
    .slice(0, size);
  for (let id = 1; id < size; id++) {
    const entry = entries[id] ?? '';
    if (!/^\d{10} 00000 n $/.test(entry)) {
      problems.push(`xref entry ${id} malformed`);
      continue;
    }
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${id} 0 obj`, offset)) problems.push(`xref entry ${id} points at the wrong place`);
  }
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const begin = m.index! + m[0].length;
    if (!text.startsWith('\nendstream', begin + Number(m[1]))) problems.push('stream length mismatch');
  }
  if (!new RegExp(`/Size ${size} `).test(text)) problems.push('trailer /Size does not match the xref');
  return problems;
}
