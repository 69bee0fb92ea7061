// Numbers in import files by the file's decimal separator (#14).
import { describe, expect, it } from 'vitest';
import { readNumber } from './numbers';

const ok = (value: string) => ({ ok: true, value });

describe('#14 readNumber', () => {
  it('#14: a decimal-comma file (semicolon CSV) reads "9,99", "1,5" and grouped thousands', () => {
    expect(readNumber('9,99', ',')).toEqual(ok('9.99'));
    expect(readNumber('1,5', ',')).toEqual(ok('1.5'));
    expect(readNumber('-0,25', ',')).toEqual(ok('-0.25'));
    expect(readNumber('1.234,50', ',')).toEqual(ok('1234.50'));
    expect(readNumber('1 234,50', ',')).toEqual(ok('1234.50'));
    expect(readNumber('1\u00a0234\u00a0567', ',')).toEqual(ok('1234567'));
    expect(readNumber('1.234.567', ',')).toEqual(ok('1234567'));
    expect(readNumber('12', ',')).toEqual(ok('12'));
    // Unmistakably a decimal point (no group of three after it).
    expect(readNumber('9.99', ',')).toEqual(ok('9.99'));
  });

  it('#14: a decimal-point file (comma CSV, workbook) keeps decimal points', () => {
    expect(readNumber('9.99', '.')).toEqual(ok('9.99'));
    expect(readNumber('1,234.50', '.')).toEqual(ok('1234.50'));
    expect(readNumber('1,234,567', '.')).toEqual(ok('1234567'));
    expect(readNumber('2300', '.')).toEqual(ok('2300'));
    expect(readNumber('1e-5', '.')).toEqual(ok('1e-5'));
    expect(readNumber('', '.')).toEqual(ok(''));
  });

  it('#14: a value that reads differently under the two conventions is an error, never a guess', () => {
    expect(readNumber('1.234', ',')).toEqual({
      ok: false,
      ambiguous: true,
      error:
        '"1.234" is ambiguous: this file uses a decimal comma; write the number without thousands separators',
    });
    expect(readNumber('1,234', '.')).toMatchObject({
      ok: false,
      error: expect.stringContaining('ambiguous'),
    });
    expect(readNumber('1,234.5', ',')).toMatchObject({
      ok: false,
      error: expect.stringContaining('ambiguous'),
    });
    expect(readNumber('1.234,5', '.')).toMatchObject({
      ok: false,
      error: expect.stringContaining('ambiguous'),
    });
    expect(readNumber('1,234,567', ',')).toMatchObject({ ok: false });
    expect(readNumber('12.34.5', ',')).toMatchObject({ ok: false });
    expect(readNumber('12 34', ',')).toEqual({
      ok: false,
      ambiguous: false,
      error: '"12 34" is not a number',
    });
    expect(readNumber('abc', '.')).toEqual({ ok: false, ambiguous: false, error: '"abc" is not a number' });
  });
});
