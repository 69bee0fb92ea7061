// The product datasheet (#20) as a PDF, drawn with pdfkit: the company's name and logo, the product's
// name, SKU/MPN, main image, short description, highlights, the full specification table with units,
// the documents with their addresses and the page's address as a QR code. One or two A4 pages for a
// usual product. The text is set in an embedded DejaVu Sans Condensed (fonts.ts), so a specification's
// ≤ × µ Ø ″ or Greek letters print as they are.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { SITE_INFO } from '../../../core/site-info';
import { registerSheetFonts, type SheetFontName, sheetHasGlyph } from './fonts';

export interface DatasheetInput {
  name: string;
  subtitle: string | null;
  sku: string;
  mpn: string | null;
  price: string | null;
  shortDescription: string | null;
  brand: string | null;
  category: string | null;
  highlights: string[];
  specGroups: Array<{ name: string; rows: Array<{ label: string; value: string }> }>;
  documents: Array<{ title: string; kind: string; version: string | null; url: string }>;
  /** The product page's absolute address (printed and encoded as a QR code). */
  pageUrl: string;
  /** The main image as JPEG or PNG bytes, when the product has one of our own images. */
  image: Buffer | null;
  /** Fixed document dates make the same product give the same bytes (stable validators). */
  updatedAt: Date;
}

// The site's logo (client/public/favicon.svg) drawn as vectors: a rounded square and a flame.
const LOGO_COLOR = '#c2410c';
const LOGO_FLAME =
  'M16 5c1.5 4 6 6.5 6 12a6 6 0 0 1-12 0c0-3 1.6-4.6 2.8-6 .3 2 1.2 3 2.4 3.4C14.6 11 15 8 16 5z';

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const BAND = '#f1f5f9';

const REGULAR: SheetFontName = 'Sans';
const BOLD: SheetFontName = 'Sans-Bold';

/**
 * Text the sheet's font can draw: every character DejaVu Sans has (Latin, Greek, Cyrillic, ≤ × µ Ø ″ and
 * the like) as it is; a tab as a space; combining marks the font lacks are dropped, any other character
 * it lacks (e.g. Chinese) is written as "?" rather than an empty box.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code === 10 || (code >= 0x20 && code < 0x7f)) out += ch;
    else if (code === 9) out += ' ';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0))
      continue; // control characters
    else if (sheetHasGlyph(code)) out += ch;
    else if (code >= 0x300 && code <= 0x36f)
      continue; // combining marks
    else out += '?';
  }
  return out;
}

/** Markup of RELATIONSHIP_LIST values as plain lines. */
export function markupToText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/div)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

export async function renderDatasheet(input: DatasheetInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 40, bottom: 56, left: 44, right: 44 },
    bufferPages: true,
    info: {
      Title: pdfSafe(`${input.name} – Datasheet`),
      Author: SITE_INFO.legalName,
      Subject: pdfSafe(`${input.name} (SKU ${input.sku})`),
      Creator: SITE_INFO.name,
      Producer: SITE_INFO.name,
      CreationDate: input.updatedAt,
      ModDate: input.updatedAt,
    },
  });
  registerSheetFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const t = pdfSafe;

  // Header: logo, company name, "Product Datasheet".
  doc
    .save()
    .translate(left, 36)
    .scale(26 / 32);
  doc.roundedRect(0, 0, 32, 32, 7).fill(LOGO_COLOR);
  doc.path(LOGO_FLAME).fill('#ffffff');
  doc.restore();
  doc
    .font(BOLD)
    .fontSize(16)
    .fillColor(INK)
    .text(SITE_INFO.name, left + 34, 40, { lineBreak: false });
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text('Product Datasheet', left, 44, { width, align: 'right', lineBreak: false });
  doc
    .moveTo(left, 70)
    .lineTo(left + width, 70)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();

  // Title block, with the page's address as a QR code at its right.
  const qrSize = 76;
  const titleWidth = width - qrSize - 16;
  drawQr(doc, input.pageUrl, left + width - qrSize, 80, qrSize);
  doc
    .font(REGULAR)
    .fontSize(6.5)
    .fillColor(MUTED)
    .text('Scan for the latest version', left + width - qrSize, 80 + qrSize + 2, {
      width: qrSize,
      align: 'center',
    });
  doc.x = left;
  doc.y = 82;
  doc.font(BOLD).fontSize(20).fillColor(INK).text(t(input.name), left, 82, { width: titleWidth });
  if (input.subtitle)
    doc.font(REGULAR).fontSize(12).fillColor(MUTED).text(t(input.subtitle), { width: titleWidth });
  const ids = [
    `SKU: ${input.sku}`,
    input.mpn ? `MPN: ${input.mpn}` : null,
    input.brand ? `Brand: ${input.brand}` : null,
  ]
    .filter(Boolean)
    .join('     ');
  doc.moveDown(0.3).font(REGULAR).fontSize(10).fillColor(INK).text(t(ids), { width: titleWidth });
  if (input.price) doc.font(BOLD).text(`$${formatMoney(input.price)} MSRP`, { width: titleWidth });
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor('#1d4ed8')
    .text(t(input.pageUrl), { width: titleWidth, link: input.pageUrl });
  doc.y = Math.max(doc.y, 80 + qrSize + 10);

  // Image beside the description and highlights.
  const top = doc.y + 10;
  const imageSize = 130;
  let textLeft = left;
  if (input.image) {
    try {
      doc.image(input.image, left, top, { fit: [imageSize, imageSize], align: 'center', valign: 'center' });
      doc.rect(left, top, imageSize, imageSize).lineWidth(0.5).strokeColor(RULE).stroke();
      textLeft = left + imageSize + 16;
    } catch {
      textLeft = left;
    }
  }
  const textWidth = left + width - textLeft;
  doc.x = textLeft;
  doc.y = top;
  if (input.shortDescription) {
    doc.font(BOLD).fontSize(11).fillColor(INK).text('Overview', textLeft, doc.y, { width: textWidth });
    doc.font(REGULAR).fontSize(10).fillColor(INK).text(t(input.shortDescription), { width: textWidth });
    doc.moveDown(0.6);
  }
  if (input.highlights.length) {
    doc.font(BOLD).fontSize(11).fillColor(INK).text('Key Features', textLeft, doc.y, { width: textWidth });
    doc.font(REGULAR).fontSize(10);
    for (const h of input.highlights)
      doc.text(`•  ${t(h)}`, textLeft, doc.y, { width: textWidth, indent: 0 });
  }
  doc.x = left;
  doc.y = Math.max(doc.y, input.image ? top + imageSize : doc.y) + 14;

  // Specifications, grouped by category, in two aligned columns.
  heading(doc, 'Technical Specifications', left, width);
  if (input.specGroups.length === 0) {
    doc
      .font(REGULAR)
      .fontSize(10)
      .fillColor(MUTED)
      .text('Detailed specifications are being updated.', left, doc.y, { width });
  }
  const labelWidth = Math.round(width * 0.42);
  for (const group of input.specGroups) {
    ensureSpace(doc, 40);
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(INK)
      .text(t(group.name), left, doc.y + 4, { width });
    doc.moveDown(0.2);
    group.rows.forEach((row, index) => {
      const label = t(row.label);
      const value = t(row.value);
      doc.font(REGULAR).fontSize(9);
      const height =
        Math.max(
          doc.heightOfString(label, { width: labelWidth - 8 }),
          doc.heightOfString(value, { width: width - labelWidth - 8 }),
        ) + 4;
      ensureSpace(doc, height);
      const y = doc.y;
      if (index % 2 === 0) doc.rect(left, y, width, height).fill(BAND);
      doc.fillColor(MUTED).text(label, left + 4, y + 2, { width: labelWidth - 8 });
      doc.fillColor(INK).text(value, left + labelWidth, y + 2, { width: width - labelWidth - 8 });
      doc.x = left;
      doc.y = y + height;
    });
  }

  // Documents with their addresses.
  if (input.documents.length) {
    doc.y += 10;
    ensureSpace(doc, 50);
    heading(doc, 'Documentation & Downloads', left, width);
    for (const d of input.documents) {
      ensureSpace(doc, 28);
      const title = [d.title, d.kind, d.version ? `Version ${d.version}` : null].filter(Boolean).join(' – ');
      doc.font(BOLD).fontSize(9).fillColor(INK).text(t(title), left, doc.y, { width });
      doc
        .font(REGULAR)
        .fontSize(8.5)
        .fillColor('#1d4ed8')
        .text(t(d.url), left, doc.y, { width, link: d.url, underline: false });
      doc.moveDown(0.15);
    }
  }

  // Footer on every page: the company's details and the page number.
  const range = doc.bufferedPageRange();
  const contact = `${SITE_INFO.legalName} · ${SITE_INFO.address.street}, ${SITE_INFO.address.city}, ${SITE_INFO.address.region} ${SITE_INFO.address.postalCode} · ${SITE_INFO.phone} · ${SITE_INFO.email}`;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.height - 36;
    // Writing below the bottom margin must not open a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(left, bottom - 6)
      .lineTo(left + width, bottom - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font(REGULAR)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(t(contact), left, bottom, { width: width - 60, lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, left, bottom, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return finished;
}

function heading(doc: PDFKit.PDFDocument, text: string, left: number, width: number) {
  doc.font(BOLD).fontSize(13).fillColor(INK).text(text, left, doc.y, { width });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .lineWidth(0.75)
    .strokeColor(INK)
    .stroke();
  doc.y += 6;
}

/** A new page when fewer than `height` points are left above the bottom margin. */
function ensureSpace(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
}

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
  doc.fill(INK);
  doc.restore();
}

function formatMoney(price: string): string {
  const value = Number(price);
  if (!Number.isFinite(value)) return price;
  const [whole, cents] = value.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
