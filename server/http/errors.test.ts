// #16 "a conflict names the field": every unique constraint the migrations create is mapped to the
// field it is about and a message naming it, so a race's 409 lands under the right form field.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { httpErrorFromDatabase, uniqueMessages } from './errors';

const migrations = path.resolve(import.meta.dirname, '../db/migrations');
const sql = readdirSync(migrations)
  .filter((f) => f.endsWith('.sql'))
  .map((f) => readFileSync(path.join(migrations, f), 'utf8'))
  .join('\n');

/** Unique constraints, unique indexes, and constraint names raised with SQLSTATE 23505 by triggers. */
const uniqueNames = [
  ...sql.matchAll(/CONSTRAINT "([a-z0-9_]+)" UNIQUE/g),
  ...sql.matchAll(/CREATE UNIQUE INDEX (?:IF NOT EXISTS )?"([a-z0-9_]+)"/g),
  ...sql.matchAll(/ERRCODE = '23505', CONSTRAINT = '([a-z0-9_]+)'/g),
].map((m) => m[1]!);

describe('unique constraints name their field (#16)', () => {
  it('finds the unique constraints of the migrations', () => {
    expect(uniqueNames.length).toBeGreaterThan(25);
    expect(uniqueNames).toContain('pages_slug_unique');
    expect(uniqueNames).toContain('categories_sibling_name_unique');
  });

  it.each(uniqueNames)('%s answers 409 with the field and its message', (constraint) => {
    const mapped = uniqueMessages[constraint];
    expect(mapped, `add ${constraint} to uniqueMessages in server/http/errors.ts`).toBeDefined();
    const error = httpErrorFromDatabase({ code: '23505', constraint });
    expect(error?.statusCode).toBe(409);
    expect(error?.message).toBe(mapped!.message);
    expect(error?.details).toEqual({ [mapped!.field]: [mapped!.message] });
  });

  it('maps no constraint the migrations do not create', () => {
    expect(Object.keys(uniqueMessages).filter((name) => !uniqueNames.includes(name))).toEqual([]);
  });
});
