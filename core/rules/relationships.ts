// Product relationships (document 001 §3): the 14 types and their inverse pairs. A bidirectional link
// stores the type on one side and its inverse on the other.
import { RELATIONSHIP_TYPES, type RelationshipType } from '../constants';

export const INVERSE_PAIRS: ReadonlyArray<readonly [RelationshipType, RelationshipType]> = [
  ['COMPONENT', 'COMPONENT_OF'],
  ['ACCESSORY', 'ACCESSORY_FOR'],
  ['COMPATIBLE', 'COMPATIBLE_WITH'],
  ['SIMILAR', 'ALTERNATIVE'],
  ['UPGRADE_FROM', 'UPGRADE_TO'],
  ['REPLACEMENT', 'REPLACEMENT_FOR'],
  ['BUNDLE', 'BUNDLE_ITEM'],
];

const INVERSES = new Map<RelationshipType, RelationshipType>(
  INVERSE_PAIRS.flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]),
);

/** The type the other product gets: COMPONENT ↔ COMPONENT_OF, SIMILAR ↔ ALTERNATIVE … */
export function inverseRelationshipType(type: RelationshipType): RelationshipType {
  const inverse = INVERSES.get(type);
  if (!inverse) throw new Error(`Unknown relationship type ${type}`);
  return inverse;
}

export function isRelationshipType(value: string): value is RelationshipType {
  return (RELATIONSHIP_TYPES as readonly string[]).includes(value);
}

/** The relationship tab strip: "All" plus the first 7 types present (in the enumeration's order). */
export const RELATIONSHIP_STRIP_TYPES = 7;
export function relationshipStrip(types: string[]): Array<{ type: RelationshipType; count: number }> {
  const counts = new Map<string, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  return RELATIONSHIP_TYPES.filter((t) => counts.has(t))
    .slice(0, RELATIONSHIP_STRIP_TYPES)
    .map((type) => ({ type, count: counts.get(type)! }));
}
