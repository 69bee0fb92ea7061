import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from './content/documents';
import { PRODUCTS } from './content/products';
import { documentPdf } from './documents';
import { checkPdf, renderPdf, textWidth, toWinAnsi, wrap } from './pdf';

const sample = (blocks: Parameters<typeof renderPdf>[0]['blocks']) =>
  renderPdf({
    title: 'Test (document) \\ with ½″ and – dashes',
    subtitle: 'Subtitle',
    footer: 'Footer · v1',
    author: 'Torchworks Torch Company',
    creationDate: new Date('2025-01-06T09:00:00Z'),
    blocks,
  });

describe('seed PDF writer', () => {
  it('writes a structurally valid PDF: header, xref offsets, stream lengths, trailer', () => {
    const pdf = sample([
      { type: 'h2', text: 'Heading' },
      { type: 'p', text: 'A paragraph with (parentheses), a backslash \\ and 15 PSI.' },
      { type: 'bullets', items: ['One', 'Two'] },
      { type: 'table', widths: [1, 2], header: ['A', 'B'], rows: [['1', '2']] },
      { type: 'note', text: 'Note' },
      { type: 'field', label: 'Name:' },
    ]);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(checkPdf(pdf)).toEqual([]);
    expect(text).toContain('/BaseFont /Helvetica');
    // Parentheses and backslashes are escaped; ½ is the WinAnsi byte 0xBD (octal 275).
    expect(text).toContain('\\(parentheses\\)');
    expect(text).toContain('\\\\');
    expect(text).toContain('\\275');
  });

  it('breaks long content over several pages, each with its footer', () => {
    const pdf = sample(
      Array.from({ length: 80 }, (_, i) => ({ type: 'p' as const, text: `Paragraph ${i} `.repeat(12) })),
    );
    const text = pdf.toString('latin1');
    const pages = Number(/\/Count (\d+)/.exec(text)![1]);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`(Page ${pages} of ${pages})`);
    expect(checkPdf(pdf)).toEqual([]);
  });

  it('detects a broken file', () => {
    const pdf = sample([{ type: 'p', text: 'x' }]);
    const broken = Buffer.from(pdf.toString('latin1').replace('1 0 obj', '1 0 obx'), 'latin1');
    expect(checkPdf(broken)).toContain('xref entry 1 points at the wrong place');
    expect(checkPdf(Buffer.from('hello'))).not.toEqual([]);
  });

  it('wraps text to the width using Helvetica metrics', () => {
    expect(textWidth('Hello', 'F1', 10)).toBeCloseTo(22.78, 1);
    const lines = wrap('word '.repeat(60), 'F1', 10, 200);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 'F1', 10)).toBeLessThanOrEqual(200);
    expect(toWinAnsi('⅜″ – °')).toBe('3/8" \x96 \xb0');
  });

  it('renders every demo document as a valid one- or two-page PDF', () => {
    for (const doc of DOCUMENTS) {
      const pdf = documentPdf(doc, PRODUCTS);
      expect(checkPdf(pdf), doc.key).toEqual([]);
      const pages = Number(/\/Count (\d+)/.exec(pdf.toString('latin1'))![1]);
      expect(pages, doc.key).toBeGreaterThanOrEqual(1);
      expect(pages, doc.key).toBeLessThanOrEqual(2);
      const texts = doc.body(PRODUCTS).flatMap((b) => {
        if (b.type === 'bullets') return b.items;
        if (b.type === 'table') return [...b.header, ...b.rows.flat()];
        return b.type === 'field' ? [b.label] : [b.text];
      });
      for (const text of [doc.title, doc.subtitle, ...texts]) {
        expect(toWinAnsi(text).split('?').length, `${doc.key}: every character of "${text}" is mapped`).toBe(
          text.split('?').length,
        );
      }
    }
  });
});
