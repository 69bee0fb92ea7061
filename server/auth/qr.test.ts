// The QR encoder against known vectors: the Reed–Solomon codewords of the worked "HELLO WORLD" 1-M
// example, two symbols produced by libqrencode (byte mode, level M; the same mask forced, since mask
// choice is a free penalty heuristic), and a small independent decoder that reads our own output back.
import { describe, expect, it } from 'vitest';
import { encodeQr, MASKS, qrSvg, rsRemainder, withErrorCorrection } from './qr';

/** libqrencode 4.1.1: qrencode -l M -8 -m 0 'hello' (mask 7). */
const HELLO = [
  '#######..##...#######',
  '#.....#..##...#.....#',
  '#.###.#..#..#.#.###.#',
  '#.###.#...##..#.###.#',
  '#.###.#..##.#.#.###.#',
  '#.....#.#..##.#.....#',
  '#######.#.#.#.#######',
  '...........##........',
  '#..#.##.##...#.#.....',
  '..#.##....#...#....##',
  '...##.####..##...##.#',
  '###.##..#..#.....#.##',
  '.##.#.##..#.#.#.#....',
  '........##.#...##.#.#',
  '#######...#..#.#.###.',
  '#.....#.#.####.##....',
  '#.###.#....#..###...#',
  '#.###.#.##.#...#.####',
  '#.###.#..##.#...#.#.#',
  '#.....#..##..##......',
  '#######.#####..#.#.#.',
];

const OTPAUTH_URI =
  'otpauth://totp/Torchworks%20Catalogue:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Torchworks+Catalogue&algorithm=SHA1&digits=6&period=30';
/** libqrencode 4.1.1: qrencode -l M -8 -m 0 OTPAUTH_URI (version 9, with version information). */
const OTPAUTH = [
  '#######..#..#.###.......#..#.##.#..#.######...#######',
  '#.....#...#..#..####..####.......##.#...####..#.....#',
  '#.###.#.####..##..##.#..#..#.####.###...#..#..#.###.#',
  '#.###.#.#########.##.....#.##..#....#....##.#.#.###.#',
  '#.###.#.##.######...##############.##...###...#.###.#',
  '#.....#.##..#####..#.#..#...#...#.#.#.#...#...#.....#',
  '#######.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#.#######',
  '........#....####.###.#.#...#....##..###.#.##........',
  '#.#####....#.####..##...#####.###.###....#.##.#####..',
  '##...#.#..#.#..#..#.##.##..####.##..##..#.##...###..#',
  '..######.#..#.##...#..#..##....##.##..##...#..####...',
  '###.#..#.##....####...####....#.#...##.####..#......#',
  '..#..##.....#..####.....#.#..###..###....##....####.#',
  '##.#...##.##.###...##.###..#..#.....##.#.###.#..#.#.#',
  '#.###.#....##.#...##.###..#..###.##.##.#.#..###.#..#.',
  '#.#.#....###.#..#####...##.##.#.#.#..#..#.#.##.#.#..#',
  '#.##.#####....#..##....###.###...#####......##.###.#.',
  '.#.#.#.###..##.########..#.#..#...##.#.#.###...#.#..#',
  '..###.######....##..#.#..#.......#.#..#..##......##..',
  '.####....#..#.##..##.#####.#.######....#.##..#.###.#.',
  '#.###.######....#...#.######.###.#.###.#..#.#.###.###',
  '####.#.#.....##...##.#..#..#.####......#.##..#.#.###.',
  '#.....##.#.###.#..#...#.##..##....#.##.#....###.##...',
  '#.#.##.#.#.#####.###..##...##...#.#.#######.#........',
  '#...#####.....#.#..#....########..##.##...#.#######..',
  '...##...##.###.#.#...####...###.#....#..#.###...##.##',
  '#####.#.###.##.#.##....##.#.##....##.#..##.##.#.#....',
  '#.#.#...##.#.##.####.#.##...##.#.#...#..##..#...##...',
  '##.######..###.##...#...#######...####.#.#.########..',
  '##.#...###..######.#...#.##.#.##...##....##....##.###',
  '#.#######..###.#.#..##..####.#......#.####.#....#.#..',
  '###....#..#.#...#...####..#..#.##.###...#..##.####...',
  '#..#.#######......#.#....##.#..#..###.....#.#..#..#.#',
  '##.##..#..####.#..#..##....#.#.#....##...###.#.##...#',
  '.#..####.....##.##.##.......#.#.#.#.....#......##....',
  '.##....#...#.#..###.#.#..#...###.#...#..#.#.###.##.#.',
  '#..#.##.##.#########...#.#..####...###...#.....#.....',
  '.#.###.##.#.###...#####..###..#..#.#....###....######',
  '.##.###..#...##.##..##.....#.#..#...#.#.###.##...##..',
  '#..##....#...##.#...#..#.##..##.#..#.##.#.##..####..#',
  '#.....###.##.#.####.##..##....##..###.##.##..##..###.',
  '..###..###.####.#...#..#.#..#.##...#.##.###.##.###.#.',
  '##.########......###.##.#...##.#.###...#....#.....#..',
  '.##......#.##.##.#........##..####.###.###.#....#..#.',
  '...#..#.##......###.....######.#..#.#....##.#####.##.',
  '........#..##.#.##.##.###...#####..###.#..#.#...#...#',
  '#######.......##.#....#.#.#.##.####.#.#.##..#.#.#....',
  '#.....#.###.###.#..####.#...##...#...##..##.#...##..#',
  '#.###.#.#####......#..#.##########.##.#...#######.#..',
  '#.###.#.######.#######.##..####.#....#..###.####.....',
  '#.###.#.##.###.#...###..####.####..##.#....#..#.##.##',
  '#.....#......#.#.##..#........#.##..##.##.#.#..#.#.#.',
  '#######.#.##.#..#.#...#.##.#.###.#####...##..#....#..',
];

const toText = (modules: boolean[][]) => modules.map((row) => row.map((d) => (d ? '#' : '.')).join(''));

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
const BLOCKS: Record<number, { ecc: number; groups: Array<[count: number, data: number]> }> = {
  1: { ecc: 10, groups: [[1, 16]] },
  9: {
    ecc: 22,
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
  const { ecc, groups } = BLOCKS[version]!;
  const lengths = groups.flatMap(([count, data]) => new Array<number>(count).fill(data));
  const blocks = lengths.map(() => [] as number[]);
  let k = 0;
  for (let i = 0; i < Math.max(...lengths); i++) {
    for (const [b, len] of lengths.entries()) if (i < len) blocks[b]!.push(codewords[k++]!);
  }
  const eccBlocks = lengths.map(() => [] as number[]);
  for (let i = 0; i < ecc; i++) for (const block of eccBlocks) block.push(codewords[k++]!);
  // Every block must be a valid Reed–Solomon codeword: recomputing its check bytes gives what was read.
  for (const [b, data] of blocks.entries())
    expect(rsRemainder(data, ecc), `block ${b}`).toEqual(eccBlocks[b]);
  const data = blocks.flat();
  const stream = data.flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (byte >>> i) & 1));
  const read = (n: number, at: number) => stream.slice(at, at + n).reduce((a, b) => (a << 1) | b, 0);
  expect(read(4, 0), 'byte mode').toBe(0b0100);
  const countBits = version <= 9 ? 8 : 16;
  const length = read(countBits, 4);
  const bytes = Array.from({ length }, (_, i) => read(8, 4 + countBits + i * 8));
  return new TextDecoder().decode(new Uint8Array(bytes));
}

describe('QR encoder (two-factor set-up)', () => {
  it('computes the Reed–Solomon codewords of the worked HELLO WORLD 1-M example', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
    expect(withErrorCorrection(data, 1)).toEqual([...data, 196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('draws the same symbols as libqrencode (version 1 and version 9 with version bits)', () => {
    const hello = encodeQr('hello', { mask: 7 });
    expect(hello.version).toBe(1);
    expect(toText(hello.modules)).toEqual(HELLO);
    const uri = encodeQr(OTPAUTH_URI, {
      mask: readFormat(OTPAUTH.map((r) => [...r].map((c) => c === '#'))).mask,
    });
    expect(uri.version).toBe(9);
    expect(toText(uri.modules)).toEqual(OTPAUTH);
  });

  it('decodes back to the text with the mask it chose', () => {
    for (const text of ['hello', OTPAUTH_URI]) {
      const qr = encodeQr(text);
      expect(decode(qr.modules)).toBe(text);
    }
  });

  it('renders an SVG with a quiet zone and escapes its title', () => {
    const svg = qrSvg('hello', { title: 'Scan <me>' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 29 29"/);
    expect(svg).toContain('<title>Scan &#60;me&#62;</title>');
    expect(svg).toContain('M4 4h1v1h-1z'); // the top-left finder corner, inside the 4-module quiet zone
    expect(() => encodeQr('x'.repeat(3000))).toThrow('Text too long');
  });
});
