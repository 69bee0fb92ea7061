// The two-factor QR code: the SVG drawn from the `qrcode` package's symbol is read back module by module
// and decoded by a small decoder written from ISO/IEC 18004 (format bits, masks, block interleaving,
// byte mode), independent of the encoder; plus the quiet zone, the title and the size limit.
import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr';

const OTPAUTH_URI =
  'otpauth://totp/Torchworks%20Catalogue:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Torchworks+Catalogue&algorithm=SHA1&digits=6&period=30';

/** The eight data masks (ISO/IEC 18004 table 10), x = column, y = row. */
const MASKS: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** Reads the SVG's path (one "M{x} {y}h1v1h-1z" square per dark module) back into a grid, quiet zone removed. */
function modulesOf(svg: string): boolean[][] {
  const dimension = Number(/viewBox="0 0 (\d+) /.exec(svg)![1]);
  const size = dimension - 8;
  const grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const [, x, y] of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) grid[Number(y) - 4]![Number(x) - 4] = true;
  return grid;
}

/** Reads the 15 format bits (first copy) and checks their BCH code. */
function readFormat(m: boolean[][]): { ecl: number; mask: number } {
  const bits: boolean[] = [];
  for (let i = 0; i <= 5; i++) bits[i] = m[i]![8]!;
  bits[6] = m[7]![8]!;
  bits[7] = m[8]![8]!;
  bits[8] = m[8]![7]!;
  for (let i = 9; i < 15; i++) bits[i] = m[8]![14 - i]!;
  let value = 0;
  for (let i = 14; i >= 0; i--) value = (value << 1) | (bits[i] ? 1 : 0);
  value ^= 0x5412;
  let rem = value;
  for (let i = 14; i >= 10; i--) if ((rem >>> i) & 1) rem ^= 0x537 << (i - 10);
  expect(rem, 'format BCH remainder').toBe(0);
  return { ecl: value >>> 13, mask: (value >>> 10) & 7 };
}

/** Block structure of level M for the versions decoded here (ISO/IEC 18004 table 9). */
const BLOCKS: Record<number, { groups: Array<[count: number, data: number]> }> = {
  1: { groups: [[1, 16]] },
  9: {
    groups: [
      [3, 36],
      [2, 37],
    ],
  },
};
const ALIGN: Record<number, number[]> = { 1: [], 9: [6, 26, 46] };

/** A minimal decoder written from the standard, independent of the encoder's code. */
function decode(m: boolean[][]): string {
  const size = m.length;
  const version = (size - 17) / 4;
  const { ecl, mask } = readFormat(m);
  expect(ecl, 'error correction level M').toBe(0);
  const reserved = (x: number, y: number): boolean => {
    if ((x < 9 && y < 9) || (x >= size - 8 && y < 9) || (x < 9 && y >= size - 8)) return true; // finders + format
    if (x === 6 || y === 6) return true; // timing
    if (
      version >= 7 &&
      ((x >= size - 11 && x < size - 8 && y < 6) || (y >= size - 11 && y < size - 8 && x < 6))
    )
      return true; // version information
    const centres = ALIGN[version]!;
    for (const cx of centres)
      for (const cy of centres) {
        const onFinder =
          (cx === 6 && cy === 6) || (cx === 6 && cy === size - 7) || (cx === size - 7 && cy === 6);
        if (!onFinder && Math.abs(x - cx) <= 2 && Math.abs(y - cy) <= 2) return true;
      }
    return false;
  };
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (reserved(x, y)) continue;
        bits.push(m[y]![x]! !== MASKS[mask]!(x, y) ? 1 : 0);
      }
    }
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  const { groups } = BLOCKS[version]!;
  const lengths = groups.flatMap(([count, data]) => new Array<number>(count).fill(data));
  const blocks = lengths.map(() => [] as number[]);
  let k = 0;
  for (let i = 0; i < Math.max(...lengths); i++) {
    for (const [b, len] of lengths.entries()) if (i < len) blocks[b]!.push(codewords[k++]!);
  }
  const data = blocks.flat();
  const stream = data.flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (byte >>> i) & 1));
  const read = (n: number, at: number) => stream.slice(at, at + n).reduce((a, b) => (a << 1) | b, 0);
  expect(read(4, 0), 'byte mode').toBe(0b0100);
  const countBits = version <= 9 ? 8 : 16;
  const length = read(countBits, 4);
  const bytes = Array.from({ length }, (_, i) => read(8, 4 + countBits + i * 8));
  return new TextDecoder().decode(new Uint8Array(bytes));
}

describe('QR code of the two-factor set-up', () => {
  it('draws a symbol that decodes back to the text (version 1 and version 9 with version bits)', () => {
    const hello = modulesOf(qrSvg('hello'));
    expect(hello).toHaveLength(21);
    expect(decode(hello)).toBe('hello');
    const uri = modulesOf(qrSvg(OTPAUTH_URI));
    expect(uri).toHaveLength(53);
    expect(decode(uri)).toBe(OTPAUTH_URI);
  });

  it('renders an SVG with a quiet zone and escapes its title', () => {
    const svg = qrSvg('hello', { title: 'Scan <me>' });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 29 29" width="145" height="145"/,
    );
    expect(svg).toContain('<title>Scan &#60;me&#62;</title>');
    expect(svg).toContain('M4 4h1v1h-1z'); // the top-left finder corner, inside the 4-module quiet zone
    expect(() => qrSvg('x'.repeat(3000))).toThrow(/too big/);
  });
});
