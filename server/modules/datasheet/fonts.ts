// The datasheet's fonts (#20): DejaVu Sans Condensed, regular and bold, embedded in the PDF (pdfkit writes
// only the glyphs a sheet uses, with a ToUnicode map so its text can be searched and copied). The PDF's
// built-in fonts (Helvetica) know only Windows-1252, so ≤ ≥ × µ Ø ″ − ½ and any Greek or Cyrillic in a
// specification could not be shown. The files come from the npm package `dejavu-fonts-ttf` (free licence,
// Bitstream Vera + public domain), installed with the project: nothing is fetched, no web font.
// Each font is read and parsed once per process; pdfkit takes the parsed font object for every sheet.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

interface ParsedFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

const FILES = {
  Sans: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  'Sans-Bold': 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
} as const;

/** The names the sheet sets its text in. */
export type SheetFontName = keyof typeof FILES;

let loaded: Record<SheetFontName, ParsedFont> | null = null;

function fonts(): Record<SheetFontName, ParsedFont> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const open = (file: string) => fontkit.create(fs.readFileSync(require.resolve(file))) as ParsedFont;
    loaded = { Sans: open(FILES.Sans), 'Sans-Bold': open(FILES['Sans-Bold']) };
  }
  return loaded;
}

/** Registers "Sans" and "Sans-Bold" on a document (the fonts are read from node_modules on first use). */
export function registerSheetFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, font] of Object.entries(fonts())) {
    // pdfkit (≥ 0.16) takes a parsed fontkit font as a source (its font factory checks for `layout`);
    // its type declarations list only files and bytes.
    doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  }
}

/** Whether the sheet's font can draw this character. */
export const sheetHasGlyph = (codePoint: number): boolean => fonts().Sans.hasGlyphForCodePoint(codePoint);
