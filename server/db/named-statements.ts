// Statements the server runs again and again are prepared once per PostgreSQL connection. Sent unnamed,
// every run is parsed, analysed and planned anew: on a filtered catalogue page at 100k products that was
// 1.6 of PostgreSQL's 1.7 ms of CPU per page (the facet index's change check alone 0.7 ms to parse and plan
// against 0.04 to run); named, the same page costs it 0.6–0.7 ms. node-postgres keeps the names each
// connection has parsed and sends Bind/Execute only after the first time.
//
// A name is the hash of the text, so one name is never two statements. Only texts seen a few times
// are named, small ones (not the import's batch statements, whose texts carry thousands of placeholders),
// and at most PREPARED_MAX of them per process, so a stream of one-off texts (IN lists of every length)
// cannot fill the server's memory with prepared statements. Should one be refused after a schema change
// ("cached plan must not change result type"), that text is sent unnamed from then on.
// DATABASE_PREPARED_STATEMENTS=false turns naming off (a pooler in transaction mode that cannot keep
// prepared statements).
import { createHash } from 'node:crypto';
import type pg from 'pg';

export const PREPARED_MAX = 200;
/** Sightings before a text is named: one-off statements stay unnamed. */
export const PREPARED_AFTER = 3;
const MAX_TEXT = 8_000;
const MAX_PARAMS = 100;
/** Sightings are counted for this many texts at most; then counting starts over. */
const MAX_COUNTED = 2_000;

type Query = (...args: unknown[]) => unknown;

export class StatementNames {
  private readonly named = new Map<string, string>();
  private readonly seen = new Map<string, number>();
  private readonly refused = new Set<string>();

  /** The name to send `text` under, or undefined to send it unnamed. */
  nameFor(text: string, params: number): string | undefined {
    const known = this.named.get(text);
    if (known) return known;
    if (text.length > MAX_TEXT || params > MAX_PARAMS || this.named.size >= PREPARED_MAX) return undefined;
    if (this.refused.has(text)) return undefined;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < PREPARED_AFTER) {
      if (this.seen.size >= MAX_COUNTED) this.seen.clear();
      this.seen.set(text, count);
      return undefined;
    }
    this.seen.delete(text);
    const name = `tw_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    this.named.set(text, name);
    return name;
  }

  /** A named statement the server refused as stale: sent unnamed from now on. */
  refuse(text: string): void {
    this.named.delete(text);
    this.refused.add(text);
  }

  get size(): number {
    return this.named.size;
  }
}

const STALE_PLAN = '0A000';

/** Sends `client`'s repeated statements by name (see above); other calls pass through unchanged. */
export function nameStatements(client: pg.PoolClient, names: StatementNames): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const [config, values] = args;
    if (typeof config !== 'string' && (typeof config !== 'object' || config === null)) return query(...args);
    const statement = (typeof config === 'string' ? { text: config } : config) as pg.QueryConfig &
      Partial<pg.Submittable>;
    if (typeof statement.text !== 'string' || statement.name || typeof statement.submit === 'function')
      return query(...args);
    const params = Array.isArray(values) ? values.length : (statement.values?.length ?? 0);
    const name = names.nameFor(statement.text, params);
    if (!name) return query(...args);
    args[0] = { ...statement, name };
    const stale = (err: { code?: string } | null | undefined) => {
      if (err?.code === STALE_PLAN) names.refuse(statement.text);
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: { code?: string } | null, ...rest: unknown[]) => {
        stale(err);
        return callback(err, ...rest);
      };
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(stale);
    return result;
  };
}
