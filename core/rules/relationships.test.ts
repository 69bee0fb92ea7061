import { describe, expect, it } from 'vitest';
import { RELATIONSHIP_TYPE_LABELS, RELATIONSHIP_TYPES } from '../constants';
import { INVERSE_PAIRS, inverseRelationshipType, relationshipStrip } from './relationships';

describe('relationship rules', () => {
  it('EDIT-29: the 14 relationship types with their labels', () => {
    expect(RELATIONSHIP_TYPES).toHaveLength(14);
    expect(RELATIONSHIP_TYPE_LABELS.COMPONENT).toBe('Kit Component');
    expect(RELATIONSHIP_TYPE_LABELS.REPLACEMENT).toBe('Replacement Part');
    expect(RELATIONSHIP_TYPE_LABELS.BUNDLE).toBe('Bundle Contains');
  });

  it('EDIT-30: every type has its specified inverse, and the inverse of the inverse is the type', () => {
    expect(INVERSE_PAIRS).toHaveLength(7);
    expect(inverseRelationshipType('COMPONENT')).toBe('COMPONENT_OF');
    expect(inverseRelationshipType('ACCESSORY_FOR')).toBe('ACCESSORY');
    expect(inverseRelationshipType('COMPATIBLE')).toBe('COMPATIBLE_WITH');
    expect(inverseRelationshipType('SIMILAR')).toBe('ALTERNATIVE');
    expect(inverseRelationshipType('UPGRADE_TO')).toBe('UPGRADE_FROM');
    expect(inverseRelationshipType('REPLACEMENT')).toBe('REPLACEMENT_FOR');
    expect(inverseRelationshipType('BUNDLE_ITEM')).toBe('BUNDLE');
    for (const type of RELATIONSHIP_TYPES)
      expect(inverseRelationshipType(inverseRelationshipType(type))).toBe(type);
  });

  it('EDIT-27: the strip holds the first 7 types present, each with its count', () => {
    const strip = relationshipStrip([
      'BUNDLE_ITEM',
      'ACCESSORY',
      'ACCESSORY',
      'COMPONENT',
      'SIMILAR',
      'ALTERNATIVE',
      'UPGRADE_TO',
      'REPLACEMENT',
      'BUNDLE',
    ]);
    expect(strip).toHaveLength(7);
    expect(strip[0]).toEqual({ type: 'COMPONENT', count: 1 });
    expect(strip[1]).toEqual({ type: 'ACCESSORY', count: 2 });
    expect(strip.map((s) => s.type)).not.toContain('BUNDLE_ITEM');
  });
});
