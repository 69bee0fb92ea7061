import { describe, expect, it } from 'vitest';
import {
  displaySpecValue,
  filterLabel,
  parseBooleanInput,
  specFilterParam,
  specValueSlug,
} from './spec-values';

describe('spec value rules', () => {
  it('EDIT-17: whole NUMBER values show without decimals, with the unit', () => {
    expect(displaySpecValue('NUMBER', { valueNumber: '15.0000' }, 'PSI')).toBe('15 PSI');
    expect(displaySpecValue('NUMBER', { valueNumber: '0.7500' }, 'in')).toBe('0.75 in');
    expect(displaySpecValue('BOOLEAN', { valueBoolean: true })).toBe('Yes');
    expect(displaySpecValue('ENUM', { valueEnum: 'Heavy' })).toBe('Heavy');
    expect(displaySpecValue('STRING', { valueString: 'Brass' })).toBe('Brass');
  });

  it('EDIT-38: BOOLEAN accepts true, yes and 1', () => {
    for (const yes of ['true', 'Yes', '1', ' TRUE ']) expect(parseBooleanInput(yes)).toBe(true);
    for (const no of ['false', 'no', '0', 'y']) expect(parseBooleanInput(no)).toBe(false);
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
