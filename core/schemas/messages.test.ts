// #16 honest messages: walks every schema exported from core/schemas and checks that a string longer
// than its limit is refused with the limit ("Must be at most N characters"), never with "… is required"
// or a format message, and that a number outside its bounds is refused with its range.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { groupDigits, rangeMessage, tooLongMessage } from './messages';

type Schema = z.ZodType;
interface Leaf {
  /** Where in the parsed value the leaf sits (object keys and array indexes). */
  path: (string | number)[];
  kind: 'string' | 'number';
  leaf: Schema;
}

const def = (schema: Schema) => (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;

/** The explicit `.min()`/`.max()` (or `.nonnegative()`, `.positive()`…) of a number, when it has both. */
function numberBounds(schema: Schema): { min: number; max: number } | null {
  let min: number | null = null;
  let max: number | null = null;
  for (const check of (def(schema).checks ?? []) as Array<{ _zod: { def: Record<string, unknown> } }>) {
    const c = check._zod.def;
    if (c.check === 'greater_than') min = (c.value as number) + (c.inclusive ? 0 : 1);
    if (c.check === 'less_than') max = (c.value as number) - (c.inclusive ? 0 : 1);
  }
  return min !== null && max !== null ? { min, max } : null;
}

/** Every string with a maximum length and every number with both bounds, reached through objects, arrays and wrappers. */
function leaves(schema: Schema, at: (string | number)[] = [], seen = new Set<Schema>()): Leaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const d = def(schema);
  const inner = (s: unknown, p = at) => leaves(s as Schema, p, seen);
  switch (d.type) {
    case 'string':
      return (schema as z.ZodString).maxLength !== null ? [{ path: at, kind: 'string', leaf: schema }] : [];
    case 'number':
      // Only bounds written in the schema (`.int()` alone implies the safe-integer range).
      return numberBounds(schema) ? [{ path: at, kind: 'number', leaf: schema }] : [];
    case 'object': {
      const shape = d.shape as Record<string, Schema>;
      const found = Object.entries(shape).flatMap(([key, value]) => inner(value, [...at, key]));
      if (
        d.catchall &&
        def(d.catchall as Schema).type !== 'never' &&
        def(d.catchall as Schema).type !== 'unknown'
      )
        found.push(...inner(d.catchall, [...at, 'anyOtherKey']));
      return found;
    }
    case 'array':
      return inner(d.element, [...at, 0]);
    case 'record':
      return inner(d.valueType, [...at, 'key']);
    case 'union':
      return (d.options as Schema[]).flatMap((option) => inner(option));
    case 'pipe':
      // A preprocess (transform → schema) is checked by its output; otherwise the input is what is typed.
      return def(d.in as Schema).type === 'transform' ? inner(d.out) : inner(d.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(d.innerType);
    default:
      return [];
  }
}

/** The value that puts `leafValue` at `leafPath` inside the top-level value. */
function nest(leafPath: (string | number)[], leafValue: unknown): unknown {
  return leafPath.reduceRight<unknown>(
    (value, key) => (typeof key === 'number' ? [value] : { [key]: value }),
    leafValue,
  );
}

/**
 * Fields whose over-long message states the exact format expected instead (a 6-digit code is never
 * "at most 20 characters" long): the message still says what to type, never "required".
 */
const FORMAT_STATED = new Set([
  'Enter the 6-digit code from your authenticator app',
  'Enter one of your recovery codes',
]);

/** Below-minimum messages the specification words itself (EDIT-42: "Sort order must be positive"). */
const BELOW_MINIMUM_SPEC_TEXTS = new Set(['Sort order must be positive']);

const schemaDir = import.meta.dirname;
const modules = readdirSync(schemaDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

const cases: Array<{ name: string; schema: Schema; leaf: Leaf }> = [];
for (const file of modules) {
  const mod = (await import(path.join(schemaDir, file))) as Record<string, unknown>;
  for (const [exportName, value] of Object.entries(mod)) {
    if (!(value instanceof z.ZodType)) continue;
    for (const leaf of leaves(value))
      cases.push({
        name: `${file.replace(/\.ts$/, '')}.${exportName}${leaf.path.map((p) => `.${p}`).join('')}`,
        schema: value,
        leaf,
      });
  }
}

function issuesAt(schema: Schema, leafPath: (string | number)[], leafValue: unknown) {
  const result = schema.safeParse(nest(leafPath, leafValue));
  const key = JSON.stringify(leafPath);
  return (result.error?.issues ?? []).filter((issue) => JSON.stringify(issue.path) === key);
}

describe('honest limit messages in every core schema (#16)', () => {
  it('finds the schemas and their limits', () => {
    expect(modules.length).toBeGreaterThan(15);
    expect(cases.filter((c) => c.leaf.kind === 'string').length).toBeGreaterThan(80);
  });

  it.each(cases.filter((c) => c.leaf.kind === 'string'))('$name: too long says the limit', ({
    schema,
    leaf,
  }) => {
    const max = (leaf.leaf as z.ZodString).maxLength!;
    const issues = issuesAt(schema, leaf.path, 'a'.repeat(max + 1));
    expect(issues.length, 'an over-long value is refused at its own path').toBeGreaterThan(0);
    const first = issues[0]!.message;
    expect(first).not.toMatch(/required/i);
    if (FORMAT_STATED.has(first)) return;
    // The shared wording, or the same words after the field's name ("Message must be at most 5000 characters").
    expect(
      first.endsWith(tooLongMessage(max)) || first.endsWith(tooLongMessage(max).replace(/^M/, 'm')),
    ).toBe(true);
  });

  it.each(cases.filter((c) => c.leaf.kind === 'number'))('$name: out of range says the range', ({
    schema,
    leaf,
  }) => {
    const { min, max } = numberBounds(leaf.leaf)!;
    for (const outside of [max + 1, min - 1]) {
      const issues = issuesAt(schema, leaf.path, outside);
      expect(issues.length).toBeGreaterThan(0);
      const message = issues[0]!.message;
      if (outside < min && BELOW_MINIMUM_SPEC_TEXTS.has(message)) continue;
      expect(message).toContain(`between ${groupDigits(min)} and ${groupDigits(max)}`);
    }
  });

  it('words the range and the length the same way everywhere', () => {
    expect(tooLongMessage(200)).toBe('Must be at most 200 characters');
    expect(rangeMessage(0, 100_000)).toBe('Must be between 0 and 100,000');
    expect(rangeMessage(-1_000_000, 1_000_000, 'Sort order')).toBe(
      'Sort order must be between -1,000,000 and 1,000,000',
    );
  });
});
