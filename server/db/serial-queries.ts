// One statement at a time per connection, in the order asked. A transaction is one connection, and code
// that overlaps its own work with the database's (the import's bulk flushes, a Promise.all of reads
// inside a transaction) asks for the next statement before the last one answered. node-postgres 8 queues
// such calls itself but warns that the queue goes in pg@9 ("Calling client.query() when the client is
// already executing a query is deprecated"); this chain keeps the order without it.
import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/** Makes `client.query` wait for the statement before it (promise calls; callbacks and streams pass through). */
export function serializeQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  let tail: Promise<unknown> = Promise.resolve();
  let inFlight = 0;
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const [config] = args;
    const passThrough =
      args.some((a) => typeof a === 'function') ||
      (typeof config === 'object' &&
        config !== null &&
        typeof (config as pg.Submittable).submit === 'function');
    if (passThrough) return query(...args);
    // Idle: sent at once, as before (no extra turn of the event loop).
    const run = () => query(...args) as Promise<unknown>;
    const result = inFlight === 0 ? run() : tail.then(run, run);
    inFlight++;
    tail = result.then(
      () => inFlight--,
      () => inFlight--,
    );
    return result;
  };
}
