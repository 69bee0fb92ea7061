// Numbers typed by people in import files (#14). A semicolon CSV — what Excel saves in most of
// Europe — writes decimals with a comma ("9,99") and may group thousands with a point or a space
// ("1.234,50"); a comma CSV and a workbook use a decimal point ("9.99", "1,234.50"). A value whose
// reading depends on that convention and does not follow it ("1.234" in a decimal-comma file: one
// thousand two hundred and thirty-four, or one point two three four?) is an error for its row,
// never a guess.

/** The decimal separator of a file: ',' for a semicolon CSV, '.' otherwise. */
export type DecimalMark = ',' | '.';

export type NumberReading =
  | { ok: true; value: string }
  /** `ambiguous`: a number, but which one depends on the convention (else: not a number at all). */
  | { ok: false; error: string; ambiguous: boolean };

const GROUPED = (sep: string) => new RegExp(`^\\d{1,3}(?:${sep === '.' ? '\\.' : sep}\\d{3})+$`);
const SPACES = /[\s\u00a0\u202f']/g;
const HAS_SPACE = /[\s\u00a0\u202f']/;

/**
 * Reads a number cell as plain decimal text ("1234.5", "-3"), or says why it cannot. `mark` is the
 * file's decimal separator; the other one may only group thousands. Blank stays blank.
 */
export function readNumber(text: string, mark: DecimalMark): NumberReading {
  const raw = text.trim();
  if (raw === '') return { ok: true, value: '' };
  const sign = raw.startsWith('-') ? '-' : '';
  let body = raw.slice(sign ? 1 : 0).trim();
  const convention = mark === ',' ? 'a decimal comma' : 'a decimal point';
  const ambiguous = () => ({
    ok: false as const,
    ambiguous: true,
    error: `"${raw}" is ambiguous: this file uses ${convention}; write the number without thousands separators`,
  });
  // Spaces (and apostrophes) only ever group thousands, and only in groups of three.
  if (HAS_SPACE.test(body)) {
    const [whole = '', ...rest] = body.split(/[.,]/);
    if (rest.length > 1 || !GROUPED(' ').test(whole.replace(SPACES, ' ')))
      return { ok: false, ambiguous: false, error: `"${raw}" is not a number` };
    body = body.replace(SPACES, '');
  }
  const commas = (body.match(/,/g) ?? []).length;
  const points = (body.match(/\./g) ?? []).length;
  let plain: string;
  if (commas && points) {
    // Both: the last one is the decimal separator, the other groups thousands.
    const decimal = body.lastIndexOf(',') > body.lastIndexOf('.') ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    const at = body.lastIndexOf(decimal);
    const whole = body.slice(0, at);
    if (body.split(decimal).length !== 2 || !GROUPED(group).test(whole))
      return { ok: false, ambiguous: false, error: `"${raw}" is not a number` };
    if (decimal !== mark) return ambiguous();
    plain = `${whole.split(group).join('')}.${body.slice(at + 1)}`;
  } else if (commas || points) {
    const sep = commas ? ',' : '.';
    const count = commas || points;
    if (count > 1) {
      // "1.234.567": thousands only, and only with the file's grouping separator.
      if (sep === mark || !GROUPED(sep).test(body)) return ambiguous();
      plain = body.split(sep).join('');
    } else if (sep !== mark && GROUPED(sep).test(body)) {
      // "1.234" where the file writes decimals with a comma (or "1,234" with a point).
      return ambiguous();
    } else plain = body.replace(sep, '.');
  } else plain = body;
  // A spreadsheet's own numbers may come in exponent form ("1e-5").
  if (/^\d+(\.\d+)?e[+-]?\d+$/i.test(plain)) return { ok: true, value: `${sign}${plain}` };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(plain))
    return { ok: false, ambiguous: false, error: `"${raw}" is not a number` };
  return { ok: true, value: `${sign}${plain}` };
}
