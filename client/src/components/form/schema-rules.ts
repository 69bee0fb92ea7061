// What a form field learns from the shared zod schema (core/schemas): its length limit, whether it must
// be filled, and whether it exists at all. Read from zod v4's public introspection (`.shape`,
// `.maxLength`, `.minLength`, `isOptional()`, `isNullable()`), never retyped beside the schema.
import { z } from 'zod';

export interface FieldRules {
  /** The longest text the schema accepts (null when it sets no limit or the field is not text). */
  maxLength: number | null;
  /** Whether the field must be filled: neither optional nor nullable, and a text must have a character. */
  required: boolean;
  /** Whether the schema takes a number (a number input then sends one, not its text). */
  numeric: boolean;
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; shape?: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The schema beneath wrappers that change neither the shape nor the checks that matter here. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    // A preprocess (transform, then schema) is described by its schema; any other pipe by what is typed.
    if (def.type === 'pipe' && def.in && def.out)
      current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else if (
      ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(
        def.type,
      ) &&
      def.innerType
    )
      current = def.innerType;
    else return current;
  }
  return current;
}

/** The object shape of a form schema (a strict object, possibly refined or transformed). */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) return inner.shape as Record<string, z.ZodType>;
  throw new Error('A form schema must be a zod object');
}

/** The schema of one field, by its path (`seo.title` walks nested objects). */
export function fieldSchema(schema: z.ZodType, name: string): z.ZodType {
  let current = schema;
  for (const part of name.split('.')) {
    const field = shapeOf(current)[part];
    if (!field) throw new Error(`The form schema has no field "${name}"`);
    current = field;
  }
  return current;
}

export function fieldRules(schema: z.ZodType, name: string): FieldRules {
  const field = fieldSchema(schema, name);
  const inner = unwrap(field);
  const text = inner instanceof z.ZodString ? inner : null;
  const optional = field.isOptional() || field.isNullable();
  return {
    maxLength: text?.maxLength ?? null,
    required: !optional && (text ? (text.minLength ?? 0) > 0 : true),
    numeric: inner instanceof z.ZodNumber,
  };
}
