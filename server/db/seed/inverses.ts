// Relationship inverse pairs (document 001 §3): every relationship is stored from both sides.
import type { RelationshipType } from '../../../core/constants';
import { INVERSE_PAIRS } from '../../../core/rules/relationships';
import type { RelationshipSeed } from './types';

// The pairs are the editor's rule (core/rules/relationships), so seed and editor cannot disagree.
const PAIRS = INVERSE_PAIRS;

export const INVERSE_RELATIONSHIP = Object.fromEntries(
  PAIRS.flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]),
) as Record<RelationshipType, RelationshipType>;

/**
 * The relationships with their inverse rows added. A relationship listed twice is a data error;
 * an inverse that is also listed explicitly is kept once (the explicit row wins).
 */
export function withInverses(list: RelationshipSeed[]): RelationshipSeed[] {
  const key = (r: Pick<RelationshipSeed, 'from' | 'to' | 'type'>) => `${r.from}>${r.to}>${r.type}`;
  const rows = new Map<string, RelationshipSeed>();
  for (const r of list) {
    if (rows.has(key(r))) throw new Error(`Relationship listed twice: ${key(r)}`);
    rows.set(key(r), { from: r.from, to: r.to, type: r.type, ...(r.note ? { note: r.note } : {}) });
  }
  for (const r of list) {
    const inverse: RelationshipSeed = {
      from: r.to,
      to: r.from,
      type: INVERSE_RELATIONSHIP[r.type],
      ...(r.inverseNote ? { note: r.inverseNote } : {}),
    };
    if (!rows.has(key(inverse))) rows.set(key(inverse), inverse);
  }
  return [...rows.values()];
}
