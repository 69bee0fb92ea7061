// A transaction is one connection: statements asked for before the last one answered run one after the
// other, in order, without node-postgres's deprecated queue (its pg@9 removal would break the import's
// overlapped flushes and every Promise.all of reads inside a transaction).
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, usingPostgres } from '../../tests/helpers/database';
import type { Database } from './client';
import { queryRows } from './rows';
import { serializeQueries } from './serial-queries';

/** A client whose queries take `ms` each and record whether two ever ran at once. */
function fakeClient(ms = 5) {
  let running = 0;
  const log: string[] = [];
  const client = {
    overlapped: false,
    log,
    query(config: unknown) {
      const text = String(config);
      if (running) client.overlapped = true;
      running++;
      log.push(`start ${text}`);
      return new Promise((resolve, reject) =>
        setTimeout(() => {
          running--;
          log.push(`end ${text}`);
          if (text === 'fail') reject(new Error('refused'));
          else resolve({ rows: [text] });
        }, ms),
      );
    },
  };
  serializeQueries(client as unknown as pg.PoolClient);
  return client;
}

describe('serializeQueries', () => {
  it('runs statements asked for at once one after the other, in the order asked', async () => {
    const client = fakeClient();
    const results = await Promise.all(['a', 'b', 'c'].map((q) => client.query(q)));
    expect(results).toEqual([{ rows: ['a'] }, { rows: ['b'] }, { rows: ['c'] }]);
    expect(client.overlapped).toBe(false);
    expect(client.log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('a refused statement rejects its own call only, and the next one still runs', async () => {
    const client = fakeClient();
    const [failed, next] = await Promise.allSettled([client.query('fail'), client.query('after')]);
    expect(failed.status).toBe('rejected');
    expect(next).toEqual({ status: 'fulfilled', value: { rows: ['after'] } });
    expect(client.overlapped).toBe(false);
  });

  it('an idle connection sends at once (no extra turn of the event loop)', () => {
    const client = fakeClient();
    void client.query('now');
    expect(client.log).toEqual(['start now']);
  });
});

describe.runIf(usingPostgres())('on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads overlapped inside a transaction answer in order, without node-postgres’s queue warning', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const answers = await database.db.transaction((tx) =>
        Promise.all(
          [3, 1, 2].map((n) =>
            queryRows<{ n: number }>(tx, sql`select ${n}::int as n, pg_sleep(0.01)::text`),
          ),
        ),
      );
      expect(answers.map((rows) => rows[0]!.n)).toEqual([3, 1, 2]);
      await new Promise((r) => setImmediate(r)); // warnings are emitted on the next tick
      expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
