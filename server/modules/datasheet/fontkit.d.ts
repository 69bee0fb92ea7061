// fontkit ships no types; the datasheet only parses a font file and hands the object to pdfkit.
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
