import { describe, expect, it } from 'vitest';
import {
  displaySpecValue,
  filterLabel,
  parseBooleanInput,
  parseSpecNumber,
  specFilterParam,
  specValueMessages,
  specValueSlug,
  withUnit,
} from './spec-values';

describe('spec value rules', () => {
  it('EDIT-17: whole NUMBER values show without decimals, with the unit', () => {
    expect(displaySpecValue('NUMBER', { valueNumber: '15.0000' }, 'PSI')).toBe('15 PSI');
    expect(displaySpecValue('NUMBER', { valueNumber: '0.7500' }, 'in')).toBe('0.75 in');
    expect(displaySpecValue('BOOLEAN', { valueBoolean: true })).toBe('Yes');
    expect(displaySpecValue('ENUM', { valueEnum: 'Heavy' })).toBe('Heavy');
    expect(displaySpecValue('STRING', { valueString: 'Brass' })).toBe('Brass');
  });

  it('#15: an ENUM or STRING value ending in a number carries its unit; one already with a unit or a word does not', () => {
    expect(displaySpecValue('ENUM', { valueEnum: '0.5' }, 'in')).toBe('0.5 in');
    expect(displaySpecValue('ENUM', { valueEnum: '½″ to 3″' }, 'in')).toBe('½″ to 3″');
    expect(displaySpecValue('ENUM', { valueEnum: 'Heavy' }, 'in')).toBe('Heavy');
    expect(displaySpecValue('BOOLEAN', { valueBoolean: true }, 'in')).toBe('Yes');
    expect(withUnit('1.5', 'in')).toBe('1.5 in');
    expect(withUnit('1.5', null)).toBe('1.5');
  });

  it('EDIT-38 #14: BOOLEAN accepts true, yes and 1 (and false, no, 0); anything else is refused, not "No"', () => {
    for (const yes of ['true', 'Yes', '1', ' TRUE ']) expect(parseBooleanInput(yes)).toBe(true);
    for (const no of ['false', 'no', '0', ' NO ']) expect(parseBooleanInput(no)).toBe(false);
    for (const bad of ['maybe', 'Y', 'y', 'nope', '', '2']) expect(parseBooleanInput(bad)).toBeNull();
  });

  it('#14: NUMBER values fit numeric(10,4) or are refused, never rounded', () => {
    expect(parseSpecNumber('1200')).toEqual({ value: '1200' });
    expect(parseSpecNumber(' -0.75 ')).toEqual({ value: '-0.75' });
    expect(parseSpecNumber('999999.9999')).toEqual({ value: '999999.9999' });
    expect(parseSpecNumber('012.5000')).toEqual({ value: '12.5' });
    expect(parseSpecNumber(2.5)).toEqual({ value: '2.5' });
    expect(parseSpecNumber('1000000')).toEqual({ error: 'range' });
    expect(parseSpecNumber('1.23456')).toEqual({ error: 'range' });
    for (const bad of ['abc', '', '1e3', '0x10', '1,5', '12 mm', 'Infinity'])
      expect(parseSpecNumber(bad)).toEqual({ error: 'format' });
    expect(parseSpecNumber(Number.NaN)).toEqual({ error: 'format' });
    expect(specValueMessages.range('Flow')).toBe(
      '"Flow" must be between -999999.9999 and 999999.9999 (at most 6 digits before the decimal point and 4 after)',
    );
    expect(specValueMessages.boolean('Self-lighting')).toBe('"Self-lighting" must be Yes or No');
  });

  it('PUB-93 PUB-94 PUB-95: the specified slugs and labels', () => {
    expect(specValueSlug('Extra Heavy')).toBe('extra-heavy');
    expect(specValueSlug('Very Fine')).toBe('very-fine');
    expect(specValueSlug('0.5')).toBe('0-5');
    expect(specValueSlug('0.75')).toBe('0-75');
    expect(specValueSlug('1.5')).toBe('1-5');
    expect(specValueSlug('½″ to 3″')).toBe('half-to-3-inch');
    expect(specValueSlug('Air/Acetylene')).toBe('air-acetylene');
    expect(specValueSlug('Duplex Soldering Torch')).toBe('duplex-soldering-torch');
    expect(filterLabel('flame_class', 'extra-heavy')).toBe('Extra Heavy');
    expect(filterLabel('solder_capacity', 'half-to-3-inch')).toBe('½″ to 3″');
    expect(filterLabel('system_type', 'air-acetylene')).toBe('Air/Acetylene');
  });

  it('PUB-96: unknown slugs are title-cased; other definitions get a generic parameter', () => {
    expect(filterLabel('flame_class', 'ultra-wide')).toBe('Ultra Wide');
    expect(specFilterParam('flame_class')).toBe('flameClasses');
    expect(specFilterParam('tip_material')).toBe('spec_tip_material');
  });
});
