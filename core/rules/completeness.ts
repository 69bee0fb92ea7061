// Product completeness (issue 4; docs/decisions.md "Product editor"): four equally weighted parts —
// required specifications filled, images (at least one, every one with alt text), a description, and
// at least one document. The score is 0–100; `missing` says in words what to add.

export interface CompletenessInput {
  description: string | null | undefined;
  /** The product's images with the alt text of their media record ('' or null when none). */
  images: Array<{ url: string; alt: string | null | undefined }>;
  /** Every required specification definition and whether the product has a value for it. */
  requiredSpecs: Array<{ label: string; filled: boolean }>;
  documentCount: number;
}

export interface Completeness {
  score: number;
  missing: string[];
}

export const COMPLETE_SCORE = 100;

export function productCompleteness(input: CompletenessInput): Completeness {
  const missing: string[] = [];
  // Specifications: the share of required definitions with a value (full marks when none are required).
  const required = input.requiredSpecs;
  const filled = required.filter((s) => s.filled).length;
  const specsPart = required.length === 0 ? 1 : filled / required.length;
  for (const spec of required) if (!spec.filled) missing.push(`Specification: ${spec.label}`);

  // Images: none scores 0; otherwise the share of images with alt text.
  let imagesPart = 0;
  if (input.images.length === 0) missing.push('At least one image');
  else {
    const withAlt = input.images.filter((i) => (i.alt ?? '').trim() !== '').length;
    imagesPart = withAlt / input.images.length;
    const without = input.images.length - withAlt;
    if (without > 0) missing.push(`Alt text for ${without} image${without === 1 ? '' : 's'}`);
  }

  const descriptionPart = (input.description ?? '').trim() ? 1 : 0;
  if (!descriptionPart) missing.push('A description');

  const documentPart = input.documentCount > 0 ? 1 : 0;
  if (!documentPart) missing.push('At least one document');

  const score = Math.round(((specsPart + imagesPart + descriptionPart + documentPart) / 4) * 100);
  return { score, missing };
}

/** Bands for the products list: complete, nearly there, incomplete. */
export function completenessTone(score: number): 'green' | 'yellow' | 'red' {
  if (score >= COMPLETE_SCORE) return 'green';
  if (score >= 50) return 'yellow';
  return 'red';
}
