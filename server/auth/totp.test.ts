// RFC 6238 Appendix B test vectors (SHA-1 seed "12345678901234567890", 8 digits) and RFC 4226
// Appendix D HOTP values, plus base32 round trips and the ±1 step window.
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUri, totp, verifyTotp } from './totp';

const seed = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    const vectors: Array<[number, string]> = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) {
      expect(totp(seed, seconds * 1000, { digits: 8 }), `T=${seconds}`).toBe(code);
    }
  });

  it('matches the RFC 4226 HOTP values (6 digits)', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583'];
    expected.forEach((code, counter) => {
      expect(hotp(seed, counter)).toBe(code);
    });
  });

  it('accepts one step of drift either side and nothing further', () => {
    const now = 1_700_000_000_000;
    const code = (offsetSteps: number) => totp(seed, now + offsetSteps * 30_000);
    expect(verifyTotp(seed, code(0), { timeMs: now })).toBe(Math.floor(now / 30_000));
    expect(verifyTotp(seed, code(-1), { timeMs: now })).not.toBeNull();
    expect(verifyTotp(seed, code(1), { timeMs: now })).not.toBeNull();
    expect(verifyTotp(seed, code(2), { timeMs: now })).toBeNull();
    expect(verifyTotp(seed, code(-2), { timeMs: now })).toBeNull();
    expect(verifyTotp(seed, '12345', { timeMs: now })).toBeNull();
    expect(verifyTotp(seed, 'abcdef', { timeMs: now })).toBeNull();
    expect(verifyTotp(seed, `${code(0).slice(0, 3)} ${code(0).slice(3)}`, { timeMs: now })).not.toBeNull();
  });

  it('encodes and decodes base32 (RFC 4648 vectors, no padding)', () => {
    const vectors: Array<[string, string]> = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
    }
    expect(base32Decode('mzxw 6ytb-oi====').toString()).toBe('foobar');
    expect(() => base32Decode('MZ1W')).toThrow();
    expect(base32Encode(seed)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('builds the otpauth URI authenticator apps read', () => {
    const uri = otpauthUri({ issuer: 'Torchworks Catalogue', account: 'ada@example.com', secret: 'ABC234' });
    expect(uri).toBe(
      'otpauth://totp/Torchworks%20Catalogue:ada%40example.com?secret=ABC234&issuer=Torchworks+Catalogue&algorithm=SHA1&digits=6&period=30',
    );
  });
});
