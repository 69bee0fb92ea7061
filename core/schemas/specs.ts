// Specification categories and definitions (document 000 §3, §5, §7; document 001 §2.7, §5).
import { z } from 'zod';
import { DEFAULT_SPEC_CATEGORY_COLOR, PUBLIC_SPEC_DATA_TYPES, SPEC_DATA_TYPES } from '../constants';
import { SPEC_KEY_PATTERN } from '../rules/slug';
import { optionalId, slugField } from './categories';
import { isoDateTime, optionalText, patchOf, requiredText } from './common';
import { inRange, tooLongMessage } from './messages';
import { groupInput, groupResponseFields } from './tags';

/** A specification category's slug is required. */
export const specCategoryInput = groupInput(slugField('Slug is required'), DEFAULT_SPEC_CATEGORY_COLOR);
export type SpecCategoryInput = z.input<typeof specCategoryInput>;

export const specCategoryResponse = z.object({ ...groupResponseFields, definitionCount: z.number().int() });
export type SpecCategory = z.input<typeof specCategoryResponse>;

export const KEY_FORMAT_MESSAGE = 'Key must be lowercase letters, numbers, and underscores only';
export const ENUM_OPTIONS_MESSAGE = 'Add at least one option for a list (ENUM) specification';

export const specKey = z
  .string({ message: 'Key is required' })
  .trim()
  .min(1, { message: 'Key is required', abort: true })
  .max(100, { message: `Key ${tooLongMessage(100).toLowerCase()}` })
  .regex(SPEC_KEY_PATTERN, { message: KEY_FORMAT_MESSAGE });

const dataType = z.enum(SPEC_DATA_TYPES, {
  message: 'Data type must be one of STRING, NUMBER, BOOLEAN or ENUM',
});

/** Options are trimmed and blanks dropped; they must be unique. */
const enumOptions = z
  .array(z.string().max(200, { message: 'Options must be at most 200 characters' }), {
    message: 'Enum options must be a list of texts',
  })
  .max(200, { message: 'At most 200 options' })
  .transform((list) => list.map((o) => o.trim()).filter(Boolean))
  .refine((list) => new Set(list).size === list.length, { message: 'Enum options must be unique' });

const definitionFields = {
  key: specKey,
  label: requiredText('Label is required', 200),
  description: optionalText(2000),
  unit: optionalText(50),
  dataType: dataType.default('STRING'),
  enumOptions: enumOptions.default([]),
  categoryId: optionalId('Invalid specification category'),
  required: z.boolean().default(false),
  sortOrder: z
    .number({ message: 'Sort order must be a whole number' })
    .int({ message: 'Sort order must be a whole number' })
    .min(-1_000_000, inRange(-1_000_000, 1_000_000, 'Sort order'))
    .max(1_000_000, inRange(-1_000_000, 1_000_000, 'Sort order'))
    .default(0),
  filterable: z.boolean().default(false),
};

export const specDefinitionInput = z
  .strictObject(definitionFields)
  .refine((d) => d.dataType !== 'ENUM' || d.enumOptions.length > 0, {
    message: ENUM_OPTIONS_MESSAGE,
    path: ['enumOptions'],
  });
export type SpecDefinitionInput = z.input<typeof specDefinitionInput>;

/** PATCH: any of the fields; the key may be sent but must not change. */
export const specDefinitionPatch = patchOf(definitionFields);
export type SpecDefinitionPatch = z.input<typeof specDefinitionPatch>;

export const specDefinitionResponse = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  unit: z.string().nullable(),
  dataType: z.enum(PUBLIC_SPEC_DATA_TYPES),
  enumOptions: z.array(z.string()),
  categoryId: z.number().int().nullable(),
  /** The category's name; null when uncategorised. */
  categoryName: z.string().nullable(),
  required: z.boolean(),
  sortOrder: z.number().int(),
  filterable: z.boolean(),
  createdAt: isoDateTime,
  /** How many product values use this definition. */
  usageCount: z.number().int(),
});
export type SpecDefinition = z.input<typeof specDefinitionResponse>;

export const forceQuery = z.strictObject({
  force: z.enum(['true', 'false'], { message: 'force must be true or false' }).optional(),
});
