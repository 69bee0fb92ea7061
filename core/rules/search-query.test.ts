import { describe, expect, it } from 'vitest';
import {
  compactCode,
  correctable,
  correctedText,
  foldText,
  normaliseQuery,
  parseQuery,
  parseSynonymGroup,
} from './search-query';

describe('search query normalisation (#17)', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldText('  Électrode  AA-200/Ø5 ')).toBe('electrode aa 200 o5');
    expect(normaliseQuery('Self-Lighting   TORCH!')).toBe('self lighting torch');
    expect(normaliseQuery('--_--')).toBe('');
  });

  it('aa 200, aa200, AA-200 and aa-200 are the same code; tw t5 is TW-T-5', () => {
    for (const q of ['aa 200', 'aa200', 'AA-200', 'aa-200']) expect(compactCode(q)).toBe('aa200');
    expect(compactCode('tw t5')).toBe(compactCode('TW-T-5'));
    expect(parseQuery('aa 200').compact).toBe('aa200');
    expect(parseQuery('aa200').compact).toBeNull();
  });

  it('every word is a slot (AND); the last plain word is a prefix', () => {
    const parsed = parseQuery('Duplex torch');
    expect(parsed.words).toEqual(['duplex', 'torch']);
    expect(parsed.slots).toEqual([
      { alternatives: [['duplex']], prefix: false, word: 'duplex' },
      { alternatives: [['torch']], prefix: true, word: 'torch' },
    ]);
    expect(parseQuery('').slots).toEqual([]);
    expect(parseQuery('EX-').slots).toEqual([{ alternatives: [['ex']], prefix: false, word: 'ex' }]);
  });

  it('synonym terms (single words and phrases) become a slot of alternatives', () => {
    const groups = [
      ['acetylene', 'B-tank', 'MC-tank'],
      ['air/acetylene', 'air acetylene', 'airacetylene'],
    ];
    const parsed = parseQuery('b tank hose', groups);
    expect(parsed.slots[0]).toEqual({
      alternatives: [['acetylene'], ['b', 'tank'], ['mc', 'tank']],
      prefix: false,
    });
    expect(parsed.slots[1]).toMatchObject({ alternatives: [['hose']], prefix: true });
    const air = parseQuery('Air/Acetylene torch', groups);
    expect(air.slots).toHaveLength(2);
    expect(air.slots[0]!.alternatives).toContainEqual(['airacetylene']);
  });

  it('only words of 5+ letters are corrected; the corrected text replaces them', () => {
    expect(correctable('duplx')).toBe(true);
    expect(correctable('dupl')).toBe(false);
    expect(correctable('aa200')).toBe(false);
    const parsed = parseQuery('duplx torch');
    expect(correctedText(parsed, new Map([['duplx', 'duplex']]))).toBe('duplex torch');
  });

  it('synonym groups as typed: commas or lines, duplicates dropped', () => {
    expect(parseSynonymGroup('acetylene, B-tank,  MC-tank , b tank,')).toEqual([
      'acetylene',
      'B-tank',
      'MC-tank',
    ]);
  });
});
