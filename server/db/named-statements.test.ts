// Repeated statements are prepared once per PostgreSQL connection (#21: PostgreSQL's CPU per catalogue
// page 1.6 → 0.6 ms): named by their text after a few sightings, never the import's big batches, never
// more than PREPARED_MAX, and a statement made stale by a schema change is refused once and then sent
// unnamed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAddress, openTestDatabase, usingPostgres } from '../../tests/helpers/database';
import { type Database, openPostgres } from './client';
import { PREPARED_AFTER, PREPARED_MAX, StatementNames } from './named-statements';
import { queryRows } from './rows';

describe('StatementNames', () => {
  it('names a text from its third sighting on, one name per text', () => {
    const names = new StatementNames();
    const seen = Array.from({ length: PREPARED_AFTER + 1 }, () => names.nameFor('select 1', 0));
    expect(seen.slice(0, PREPARED_AFTER - 1)).toEqual(Array(PREPARED_AFTER - 1).fill(undefined));
    expect(seen[PREPARED_AFTER - 1]).toMatch(/^tw_[\w-]{20}$/);
    expect(seen[PREPARED_AFTER]).toBe(seen[PREPARED_AFTER - 1]);
    for (let i = 0; i < PREPARED_AFTER - 1; i++) names.nameFor('select 2', 0);
    expect(names.nameFor('select 2', 0)).not.toBe(seen[PREPARED_AFTER]);
  });

  it('leaves big statements, many parameters and texts past the limit unnamed', () => {
    const names = new StatementNames();
    const repeat = (text: string, params = 0) => {
      for (let i = 0; i < PREPARED_AFTER - 1; i++) names.nameFor(text, params);
      return names.nameFor(text, params);
    };
    expect(repeat(`select ${'1,'.repeat(5000)}1`)).toBeUndefined();
    expect(repeat('insert into t values ($1)', 500)).toBeUndefined();
    for (let i = 0; names.size < PREPARED_MAX; i++) repeat(`select ${i}`);
    expect(repeat('select past the limit')).toBeUndefined();
    expect(repeat('select 0')).toBeDefined();
  });

  it('sends a refused text unnamed from then on', () => {
    const names = new StatementNames();
    for (let i = 0; i < PREPARED_AFTER; i++) names.nameFor('select * from t', 0);
    names.refuse('select * from t');
    for (let i = 0; i < PREPARED_AFTER + 2; i++) expect(names.nameFor('select * from t', 0)).toBeUndefined();
  });
});

describe.runIf(usingPostgres())('on PostgreSQL', () => {
  let database: Database;
  let one: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    one = await openPostgres(databaseAddress(database), { max: 1 });
  });
  afterAll(async () => {
    await one.close();
    await database.close();
  });

  const prepared = async (db: Database) =>
    (await queryRows<{ statement: string }>(db.db, sql`select statement from pg_prepared_statements`)).map(
      (r) => r.statement,
    );

  it('prepares a repeated statement once on its connection and answers as before', async () => {
    const text = 'select $1::int + 1 as n';
    for (let i = 1; i <= 5; i++) {
      const { rows } = await one.pool!.query(text, [i]);
      expect(rows).toEqual([{ n: i + 1 }]);
    }
    expect(await prepared(one)).toContain(text);
    // Off: nothing is prepared.
    const off = await openPostgres(databaseAddress(database), { max: 1, preparedStatements: false });
    try {
      for (let i = 0; i < 5; i++) await off.pool!.query(text, [i]);
      expect(await prepared(off)).not.toContain(text);
    } finally {
      await off.close();
    }
  });

  it('a statement made stale by a schema change fails once, then runs unnamed', async () => {
    await one.pool!.query('create table if not exists named_stale (a int)');
    try {
      await one.pool!.query('insert into named_stale values (1)');
      const read = () => one.pool!.query('select * from named_stale');
      for (let i = 0; i < PREPARED_AFTER + 1; i++) await read();
      await one.pool!.query('alter table named_stale add column b int');
      await expect(read()).rejects.toMatchObject({ code: '0A000' });
      const { rows } = await read();
      expect(rows).toEqual([{ a: 1, b: null }]);
    } finally {
      await one.pool!.query('drop table named_stale');
    }
  });
});
