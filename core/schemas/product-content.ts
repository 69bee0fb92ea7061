// The product editor's sub-resources (document 000 §7 "Catalogue"; document 001 §2.5, §5, §7 "Editor"):
// specification values, tags, document links, highlights, FAQs, relationships, distributor links and
// the completeness score.
import { z } from 'zod';
import { RELATIONSHIP_TYPES } from '../constants';
import { httpUrl, optionalText, patchOf, requiredText } from './common';
import { inRange, maxChars } from './messages';
import { positiveId } from './products';

/** A positive id in a body; the body's productId, when sent, must match the path. */
const bodyId = positiveId;
const productIdField = bodyId('Invalid product').optional();

export const productSubParams = z.strictObject({
  id: z.coerce.number().int().positive({ message: 'Invalid id' }),
  itemId: z.coerce.number().int().positive({ message: 'Invalid id' }),
});

// ------------------------------------------------------------------ specification values

export const SPEC_VALUE_MESSAGES = {
  definition: 'Specification is required',
  number: 'Please enter a valid number.',
  enumOption: 'Choose one of the specification’s options',
  boolean: 'Enter yes or no',
} as const;

/**
 * NUMBER and BOOLEAN values are passed on as sent (text or number; boolean or text) and checked
 * against the definition by the server, whose messages name the specification (#14).
 */
const valueNumber = z
  .union([z.number(), z.string().max(50, maxChars(50)), z.null()])
  .optional()
  .transform((value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string' && value.trim() === '') return null;
    return typeof value === 'number' ? value : value.trim();
  });

const specValueFields = {
  productId: productIdField,
  valueString: optionalText(2000),
  valueNumber,
  valueBoolean: z
    .union([z.boolean(), z.string().max(20, maxChars(20))], {
      message: SPEC_VALUE_MESSAGES.boolean,
    })
    .nullish(),
  valueEnum: optionalText(200),
};

/** POST /api/products/{id}/specs. Value fields are optional (SPEC-16); the one matching the type counts. */
export const specValueInput = z.strictObject({
  specDefinitionId: bodyId(SPEC_VALUE_MESSAGES.definition),
  ...specValueFields,
});
export type SpecValueInput = z.input<typeof specValueInput>;

/**
 * The admin's edit-value dialog (form only): the chosen definition (a select's text) and the value as
 * typed; the client turns it into the typed payload for the definition (`specPayload`).
 */
export const specValueForm = z.object({
  specDefinitionId: z.string().min(1, SPEC_VALUE_MESSAGES.definition),
  value: z.string().max(2000, maxChars(2000)),
});

/** PATCH /api/products/{id}/specs/{specId}: the same fields; the definition may not change. */
export const specValuePatch = patchOf({
  specDefinitionId: bodyId(SPEC_VALUE_MESSAGES.definition),
  ...specValueFields,
});

export const specValueResponse = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  specDefinitionId: z.number().int(),
  valueString: z.string().nullable(),
  valueNumber: z.string().nullable(),
  valueBoolean: z.boolean().nullable(),
  valueEnum: z.string().nullable(),
  displayValue: z.string(),
  definition: z.object({
    key: z.string(),
    label: z.string(),
    dataType: z.string(),
    unit: z.string().nullable(),
    enumOptions: z.array(z.string()),
    categoryName: z.string().nullable(),
  }),
});
export type ProductSpecValue = z.input<typeof specValueResponse>;

// ------------------------------------------------------------------ tags

/** POST /api/products/{id}/tags: several tags in one request and one transaction. */
export const productTagsInput = z.strictObject({
  tagIds: z
    .array(bodyId('Invalid tag'), { message: 'Choose at least one tag' })
    .min(1, { message: 'Choose at least one tag' })
    .max(200),
});

export const productTagResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  categoryId: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string(), color: z.string() }).nullable(),
});
export type ProductTag = z.input<typeof productTagResponse>;

// ------------------------------------------------------------------ documents

export const DOCUMENT_REQUIRED = 'Document is required';
export const productDocumentInput = z.strictObject({
  productId: productIdField,
  documentId: bodyId(DOCUMENT_REQUIRED),
});

export const productDocumentResponse = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  documentId: z.number().int(),
  document: z.object({
    id: z.number().int(),
    title: z.string(),
    kind: z.string(),
    version: z.string().nullable(),
    language: z.string(),
    url: z.string(),
  }),
});
export type ProductDocumentLink = z.input<typeof productDocumentResponse>;

// ------------------------------------------------------------------ highlights

export const HIGHLIGHT_MESSAGES = {
  text: 'Text is required',
  sort: 'Sort order must be positive',
} as const;

const sortNumber = (message: string) =>
  z.coerce
    .number({ message })
    .int({ message: 'Sort order must be a whole number' })
    .min(0, { message })
    .max(1_000_000, inRange(0, 1_000_000, 'Sort order'));

export const highlightInput = z.strictObject({
  productId: productIdField,
  text: requiredText(HIGHLIGHT_MESSAGES.text, 500),
  icon: optionalText(50),
  sort: sortNumber(HIGHLIGHT_MESSAGES.sort).default(0),
});
export type HighlightInput = z.input<typeof highlightInput>;
export const highlightPatch = patchOf(highlightInput.shape);

export const highlightResponse = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  text: z.string(),
  icon: z.string().nullable(),
  sort: z.number().int(),
});
export type Highlight = z.input<typeof highlightResponse>;

// ------------------------------------------------------------------ FAQs

export const FAQ_MESSAGES = {
  question: 'Question is required',
  answer: 'Answer is required',
} as const;

export const faqInput = z.strictObject({
  productId: productIdField,
  question: requiredText(FAQ_MESSAGES.question, 500),
  answer: requiredText(FAQ_MESSAGES.answer, 5000),
  /** Omitted: after the last. */
  sort: sortNumber('Sort order must be positive').optional(),
});
export type FaqInput = z.input<typeof faqInput>;
export const faqPatch = patchOf(faqInput.shape);

export const faqReorderInput = z.strictObject({
  /** Every FAQ id of the product, in the new order. */
  ids: z.array(bodyId('Invalid FAQ')).min(1).max(500),
});

export const faqResponse = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  question: z.string(),
  answer: z.string(),
  sort: z.number().int(),
});
export type Faq = z.input<typeof faqResponse>;

// ------------------------------------------------------------------ relationships

export const RELATIONSHIP_MESSAGES = {
  type: 'Choose a relationship type',
  none: 'Please select at least one product to create relationships.',
  self: 'A product cannot be related to itself',
} as const;

const relationshipType = z.enum(RELATIONSHIP_TYPES, { message: RELATIONSHIP_MESSAGES.type });

/**
 * POST /api/products/{id}/relationships. The specified body (fromProductId, toProductId, type, note)
 * creates one; toProductIds creates one per product. createReverse (default false on the wire, the
 * dialog sends true) also creates the inverse link from each other product, in the same transaction.
 */
export const relationshipInput = z
  .strictObject({
    fromProductId: productIdField,
    toProductId: bodyId('Invalid product').optional(),
    toProductIds: z.array(bodyId('Invalid product')).max(500).optional(),
    type: relationshipType,
    note: optionalText(1000),
    createReverse: z.boolean().optional().default(false),
  })
  .refine((v) => v.toProductId !== undefined || (v.toProductIds?.length ?? 0) > 0, {
    message: RELATIONSHIP_MESSAGES.none,
    path: ['toProductIds'],
  });
export type RelationshipInput = z.input<typeof relationshipInput>;

const relatedProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  images: z.array(z.string()),
});

export const relationshipResponse = z.object({
  id: z.number().int(),
  fromProductId: z.number().int(),
  toProductId: z.number().int(),
  type: relationshipType,
  note: z.string().nullable(),
  toProduct: relatedProduct,
  /** The id of the inverse link (other product → this one, inverse type), when it exists. */
  inverseId: z.number().int().nullable(),
});
export type Relationship = z.input<typeof relationshipResponse>;

export const relationshipDeleteQuery = z.strictObject({
  /** Also remove the inverse link from the other product. */
  inverse: z.enum(['true', 'false']).optional(),
});

// ------------------------------------------------------------------ distributor links

export const distributorLinkInput = z.strictObject({
  productId: productIdField,
  distributorName: requiredText('Distributor name is required', 200),
  url: httpUrl('Enter the distributor page as an http(s) address'),
  sort: sortNumber('Sort order must be positive').optional(),
});
export type DistributorLinkInput = z.input<typeof distributorLinkInput>;
export const distributorLinkPatch = patchOf(distributorLinkInput.shape);

export const distributorLinkResponse = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  distributorName: z.string(),
  url: z.string(),
  sort: z.number().int(),
});
export type DistributorLink = z.input<typeof distributorLinkResponse>;

// ------------------------------------------------------------------ completeness

export const completenessResponse = z.object({
  productId: z.number().int(),
  score: z.number().int().min(0, inRange(0, 100)).max(100, inRange(0, 100)),
  missing: z.array(z.string()),
});
export type ProductCompleteness = z.input<typeof completenessResponse>;

export const completenessListQuery = z.strictObject({
  ids: z
    .string()
    .max(2000, maxChars(2000))
    .transform((value, ctx) => {
      const ids = [...new Set(value.split(',').map((v) => Number(v.trim())))];
      if (ids.some((n) => !Number.isInteger(n) || n <= 0) || ids.length > 100) {
        ctx.addIssue({ code: 'custom', message: 'ids must be up to 100 comma-separated product ids' });
        return z.NEVER;
      }
      return ids;
    }),
});
