// The embedded database's own thread (#21). PGlite runs a query to its end without returning to the
// event loop, so in the app's thread one long query (an export's, an import's, a backup's) held every
// other request. Here it runs in a worker_threads Worker; the app talks to it through the small proxy
// in pglite-thread.ts (query, exec, transaction, dumpDataDir, close), by messages:
//   { id, op: 'query', tx?, sql, params, options }  → { id, ok, result | error }
//   { id, op: 'exec', tx?, sql, options }
//   { id, op: 'begin', tx }  then queries with that tx, then { id, op: 'commit' | 'rollback', tx }
//   { id, op: 'dump', compression }  → an ArrayBuffer of the data directory's tarball
//   { id, op: 'close' }
// Plain JavaScript, so the same file runs under tsx, in tests and beside the bundled server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const ROLLBACK = Symbol('rollback');

/** Only values a message can carry: PGlite puts the query options (with functions) on its errors. */
function errorFields(err) {
  const fields = { message: String(err?.message ?? err), name: err?.name ?? 'Error' };
  if (err && typeof err === 'object') {
    for (const [key, value] of Object.entries(err)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
  }
  return fields;
}

/** Drizzle asks for some types as their text (its parsers return the value as it is). */
function queryOptions(options) {
  if (!options) return undefined;
  const { rawTypes, ...rest } = options;
  if (!rawTypes) return rest;
  return { ...rest, parsers: Object.fromEntries(rawTypes.map((oid) => [oid, (value) => value])) };
}

const start = async () => {
  const { dataDir, loadDataDir } = workerData ?? {};
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    extensions: { pg_trgm },
  });
};

let pg;
try {
  pg = await start();
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ ready: false, error: errorFields(err) });
  process.exit(1);
}

/** Open transactions by id: the PGlite transaction handle and how to end it. */
const transactions = new Map();

function begin(txId) {
  return new Promise((begun, failedToBegin) => {
    const ended = pg
      .transaction(async (tx) => {
        const outcome = new Promise((resolve) => {
          transactions.set(txId, { tx, end: resolve });
        });
        begun();
        if ((await outcome) === 'rollback') throw ROLLBACK;
      })
      .catch((err) => {
        if (err !== ROLLBACK) throw err;
      })
      .finally(() => transactions.delete(txId));
    // Committing (or rolling back) is answered when the transaction has really ended.
    ended.catch(() => {});
    pending.set(txId, ended);
    ended.then(undefined, failedToBegin);
  });
}

/** The promise of each open transaction's end, by id. */
const pending = new Map();

async function end(txId, outcome) {
  const open = transactions.get(txId);
  const ended = pending.get(txId);
  pending.delete(txId);
  if (!open || !ended) throw new Error('The transaction has already ended');
  open.end(outcome);
  await ended;
}

function target(txId) {
  if (txId === undefined) return pg;
  const open = transactions.get(txId);
  if (!open) throw new Error('The transaction has already ended');
  return open.tx;
}

async function handle(message) {
  switch (message.op) {
    case 'query':
      return target(message.tx).query(message.sql, message.params, queryOptions(message.options));
    case 'exec':
      return target(message.tx).exec(message.sql, queryOptions(message.options));
    case 'begin':
      return begin(message.tx);
    case 'commit':
    case 'rollback':
      return end(message.tx, message.op);
    case 'dump': {
      const blob = await pg.dumpDataDir(message.compression);
      return blob.arrayBuffer();
    }
    case 'close':
      if (!pg.closed) await pg.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

parentPort.on('message', async (message) => {
  try {
    const result = await handle(message);
    const transfer = result instanceof ArrayBuffer ? [result] : [];
    parentPort.postMessage({ id: message.id, ok: true, result }, transfer);
  } catch (err) {
    parentPort.postMessage({ id: message.id, ok: false, error: errorFields(err) });
  }
  if (message.op === 'close') parentPort.close();
});
