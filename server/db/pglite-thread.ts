// The app's side of the embedded database's thread (#21, pglite-worker.mjs). PGlite runs in a Worker,
// so a long query never holds the event loop: other requests are served while it runs. This proxy
// offers what Drizzle and the app use of a PGlite client — query, exec, transaction, dumpDataDir,
// close — and hands each call to the worker by message. Database errors come back with their fields
// (code, constraint, detail …), so 23505 still maps to 409 by constraint name.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { projectRoot } from '../paths';

type Parsers = Record<number, (value: string, typeId: number) => unknown>;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Parsers;
  [key: string]: unknown;
}

interface Field {
  name: string;
  dataTypeID: number;
}

export interface ThreadResults<T = Record<string, unknown>> {
  rows: T[];
  fields: Field[];
  affectedRows?: number;
}

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
}

/** A database error as the worker described it: an Error with PostgreSQL's fields on it. */
function rebuildError(fields: Record<string, unknown> & { message: string }): Error {
  const err = new Error(fields.message);
  Object.assign(err, fields);
  return err;
}

/** Parser functions cannot cross threads: the worker returns those types as text, parsed here. */
function splitOptions(options?: QueryOptions) {
  if (!options) return { sent: undefined, parsers: undefined };
  const { parsers, ...rest } = options;
  if (!parsers || Object.keys(parsers).length === 0) return { sent: rest, parsers: undefined };
  return { sent: { ...rest, rawTypes: Object.keys(parsers).map(Number) }, parsers };
}

function applyParsers(result: ThreadResults<unknown>, parsers: Parsers | undefined, rowMode?: string) {
  if (!parsers) return result;
  const columns = result.fields
    .map((field, index) => ({ field, index, parse: parsers[field.dataTypeID] }))
    .filter((c) => c.parse);
  if (columns.length === 0) return result;
  for (const row of result.rows as Array<Record<string | number, unknown>>) {
    for (const { field, index, parse } of columns) {
      const key = rowMode === 'array' ? index : field.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = parse!(value, field.dataTypeID);
    }
  }
  return result;
}

let nextTransaction = 1;

/** A transaction inside the worker, as the callback of transaction() sees it. */
class ThreadTransaction {
  closed = false;
  constructor(
    private readonly thread: PgliteThread,
    readonly id: number,
  ) {}
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults<T>> {
    return this.thread.runQuery<T>(sql, params, options, this.id);
  }
  exec(sql: string, options?: QueryOptions) {
    return this.thread.runExec(sql, options, this.id);
  }
  async rollback(): Promise<void> {
    throw new Error('Roll back by throwing from the transaction callback');
  }
}

export interface PgliteThreadOptions {
  /** The data directory; none for an in-memory database. */
  dataDir?: string;
  /** A tarball from dumpDataDir to start from (the tests' template). */
  loadDataDir?: Blob;
}

/** A PGlite client whose database runs in a worker thread. Create with `PgliteThread.start()`. */
export class PgliteThread {
  closed = false;
  private readonly calls = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private nextId = 1;
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const call = this.calls.get(reply.id);
      if (!call) return;
      this.calls.delete(reply.id);
      if (reply.ok) call.resolve(reply.result);
      else call.reject(rebuildError(reply.error!));
    });
    const fail = (err: Error) => {
      this.failure = err;
      this.closed = true;
      for (const call of this.calls.values()) call.reject(err);
      this.calls.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!this.failure) fail(new Error(`The embedded database's thread ended (exit code ${code})`));
    });
  }

  static async start(options: PgliteThreadOptions = {}): Promise<PgliteThread> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(path.join(projectRoot, 'server', 'db', 'pglite-worker.mjs'), {
      workerData: { dataDir: options.dataDir, loadDataDir },
      transferList: loadDataDir ? [loadDataDir] : [],
      // The worker is plain JavaScript: no loaders of the parent (tsx, vitest) are needed in it.
      execArgv: [],
      // V8's default young generation: the server's larger one (scripts/server-node-flags.mjs) is for
      // the renders' short-lived garbage, and the database thread's is small.
      resourceLimits: { maxYoungGenerationSizeMb: 48 },
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean; error?: Reply['error'] }) => {
        if (message.ready === undefined) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        if (message.ready) resolve();
        else reject(rebuildError(message.error ?? { message: 'The embedded database did not start' }));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new PgliteThread(worker);
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('The embedded database is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** @internal used by ThreadTransaction */
  async runQuery<T>(
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    tx?: number,
  ) {
    const { sent, parsers } = splitOptions(options);
    const result = await this.call<ThreadResults<T>>({ op: 'query', sql, params, options: sent, tx });
    return applyParsers(result as ThreadResults<unknown>, parsers, options?.rowMode) as ThreadResults<T>;
  }

  /** @internal used by ThreadTransaction */
  async runExec(sql: string, options: QueryOptions | undefined, tx?: number) {
    const { sent, parsers } = splitOptions(options);
    const results = await this.call<ThreadResults<unknown>[]>({ op: 'exec', sql, options: sent, tx });
    return results.map((r) => applyParsers(r, parsers, options?.rowMode));
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults<T>> {
    return this.runQuery<T>(sql, params, options);
  }

  exec(sql: string, options?: QueryOptions) {
    return this.runExec(sql, options);
  }

  /**
   * Runs `fn` in one transaction of the worker's database: committed when it returns, rolled back
   * when it throws (the error is rethrown). Queries of others wait until it ends, as in PGlite.
   */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = nextTransaction++;
    await this.call({ op: 'begin', tx: txId });
    const tx = new ThreadTransaction(this, txId);
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      tx.closed = true;
      await this.call({ op: 'rollback', tx: txId }).catch(() => {});
      throw err;
    }
    tx.closed = true;
    await this.call({ op: 'commit', tx: txId });
    return result;
  }

  /** The data directory as a tarball (tests keep one as their template). */
  async dumpDataDir(compression: 'auto' | 'gzip' | 'none' = 'auto'): Promise<Blob> {
    const buffer = await this.call<ArrayBuffer>({ op: 'dump', compression });
    return new Blob([buffer]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.call({ op: 'close' });
    this.closed = true;
    await this.worker.terminate().catch(() => {});
  }
}
