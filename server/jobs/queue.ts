// The background job queue (docs/decisions.md "Background jobs"): a table, claimed with
// FOR UPDATE SKIP LOCKED so any number of app processes can share it, worked one job at a time per
// process by a loop started with the app. A running job writes a heartbeat; a running job whose
// heartbeat is older than STALE_MS belonged to a process that died and is marked failed by the next
// claim (and at start). Imports never run two at once across all processes: the claim skips an import
// while another one runs, under a transaction-scoped advisory lock so two claimers cannot both see
// "none running". A kind may retry: a failed attempt goes back to the queue after a delay
// (`run_after`) until its attempts are used up; a kind may also forget its payload once done (mail).
// A recurring kind (`everyMs`: housekeeping, retention) is one row that goes back to the queue after each
// run, due again after its interval: whichever server is free runs it, never two at once.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/rows';
import { HttpError } from '../http/errors';

export const HEARTBEAT_MS = 5_000;
export const STALE_MS = 30_000;
const POLL_MS = 1_000;
const CLAIM_LOCK = 718_007;
export const INTERRUPTED_MESSAGE =
  'The server stopped while this job was running. Nothing was changed; start it again.';

export interface JobRow {
  id: number;
  kind: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  payload: Record<string, unknown>;
  progress: Record<string, unknown> | null;
  result: Record<string, unknown> | null;
  error: string | null;
  error_status: number | null;
  user_id: number | null;
  file_name: string | null;
  attempts: number;
}

/** How a kind of job is run again after a failure, and what it keeps once done. */
export interface JobKindOptions {
  /** Delays before the 2nd, 3rd, … attempt; the job fails for good after the last one. */
  retryDelaysMs?: number[];
  /** Empty the payload once the job succeeded (it held a message nobody needs to keep). */
  forgetPayload?: boolean;
  /** A recurring job: queued once (due at once), run, then due again this long after each run. */
  everyMs?: number;
}

export interface JobRunContext {
  /** Records progress: kept in memory at once, written to the table with the next heartbeat. */
  progress(value: Record<string, unknown>): void;
}

export type JobHandler = (job: JobRow, run: JobRunContext) => Promise<Record<string, unknown>>;

export interface JobQueue {
  readonly workerId: string;
  enqueue(job: {
    kind: string;
    payload: Record<string, unknown>;
    userId?: number | null;
    fileName?: string | null;
  }): Promise<number>;
  /** Progress of a job running in this process (fresher than the table's). */
  localProgress(id: number): Record<string, unknown> | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once nothing is queued or running in this process (tests). */
  idle(): Promise<void>;
  /** Claims what is due now (not waiting for the next poll) and resolves when this process is idle. */
  flush(): Promise<void>;
}

export function createJobQueue(
  ctx: Pick<AppContext, 'db' | 'log'>,
  handlers: Record<string, JobHandler>,
  kindOptions: Record<string, JobKindOptions> = {},
): JobQueue {
  const workerId = randomUUID();
  const recurringKinds = Object.keys(kindOptions).filter(
    (kind) => kindOptions[kind]?.everyMs && handlers[kind],
  );
  const progress = new Map<number, Record<string, unknown>>();
  let running = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let loop: Promise<void> | null = null;
  let again = false;
  let idleWaiters: Array<() => void> = [];

  async function failStale(): Promise<void> {
    await ctx.db.execute(sql`
      update jobs set status = 'failed', error = ${INTERRUPTED_MESSAGE}, error_status = 500, finished_at = now()
      where status = 'running' and heartbeat_at < now() - make_interval(secs => ${STALE_MS / 1000})`);
  }

  async function claim(): Promise<JobRow | null> {
    const kinds = Object.keys(handlers);
    return ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
      for (const kind of recurringKinds)
        await tx.execute(sql`insert into jobs (kind, payload) select ${kind}, '{}'::jsonb
          where not exists (select 1 from jobs where kind = ${kind} and status in ('queued', 'running'))`);
      await tx.execute(sql`
        update jobs set status = 'failed', error = ${INTERRUPTED_MESSAGE}, error_status = 500, finished_at = now()
        where status = 'running' and heartbeat_at < now() - make_interval(secs => ${STALE_MS / 1000})`);
      const [row] = await queryRows<JobRow>(
        tx,
        sql`update jobs set status = 'running', worker_id = ${workerId}, started_at = now(), heartbeat_at = now()
            where id = (
              select id from jobs q
              where q.status = 'queued' and q.kind = any(${sql.param(kinds)}::text[])
                and (q.run_after is null or q.run_after <= now())
                and not (q.kind = 'import' and exists (
                  select 1 from jobs r where r.status = 'running' and r.kind = 'import'))
              order by q.id
              limit 1
              for update skip locked)
            returning id, kind, status, payload, progress, result, error, error_status, user_id, file_name, attempts`,
      );
      return row ?? null;
    });
  }

  async function runOne(job: JobRow): Promise<void> {
    let writing = false;
    const beat = setInterval(() => {
      // Not awaited by the job: on PGlite it waits behind the job's own transaction.
      if (writing) return;
      writing = true;
      const value = progress.get(job.id) ?? null;
      ctx.db
        .execute(
          sql`update jobs set heartbeat_at = now(), progress = ${value ? JSON.stringify(value) : null}::jsonb
              where id = ${job.id} and worker_id = ${workerId}`,
        )
        .catch((err: Error) => ctx.log.warn({ err: { message: err.message } }, 'job heartbeat failed'))
        .finally(() => {
          writing = false;
        });
    }, HEARTBEAT_MS);
    beat.unref();
    const handler = handlers[job.kind]!;
    try {
      const result = await handler(job, { progress: (value) => progress.set(job.id, value) });
      const every = kindOptions[job.kind]?.everyMs;
      if (every) {
        await requeue(job, every, { result });
        return;
      }
      const forget = kindOptions[job.kind]?.forgetPayload === true;
      await ctx.db.execute(
        sql`update jobs set status = 'succeeded', result = ${JSON.stringify(result)}::jsonb,
              progress = ${JSON.stringify(progress.get(job.id) ?? null)}::jsonb, finished_at = now(), heartbeat_at = now(),
              attempts = attempts + 1, error = null, error_status = null
              ${forget ? sql`, payload = '{}'::jsonb` : sql``}
            where id = ${job.id}`,
      );
    } catch (err) {
      const known = err instanceof HttpError;
      const message = known ? err.message : `The ${job.kind} failed: ${(err as Error).message}`;
      const every = kindOptions[job.kind]?.everyMs;
      if (every) {
        ctx.log.error({ err, jobId: job.id }, `${job.kind} job failed; it runs again in ${every / 1000} s`);
        await requeue(job, every, { error: message }).catch((e: Error) =>
          ctx.log.error({ err: e, jobId: job.id }, 'could not queue a job again'),
        );
        return;
      }
      const delays = kindOptions[job.kind]?.retryDelaysMs ?? [];
      const delay = delays[job.attempts];
      if (delay !== undefined) {
        ctx.log.warn(
          { err: { message: (err as Error).message }, jobId: job.id },
          `${job.kind} job will retry`,
        );
        await ctx.db
          .execute(
            sql`update jobs set status = 'queued', attempts = attempts + 1, error = ${message}, worker_id = null,
                  run_after = now() + make_interval(secs => ${delay / 1000})
                where id = ${job.id}`,
          )
          .catch((e: Error) => ctx.log.error({ err: e, jobId: job.id }, 'could not queue a job again'));
        return;
      }
      if (!known) ctx.log.error({ err, jobId: job.id }, 'job failed');
      await ctx.db
        .execute(
          sql`update jobs set status = 'failed', error = ${message}, error_status = ${known ? err.statusCode : 500},
                finished_at = now(), heartbeat_at = now(), attempts = attempts + 1
              where id = ${job.id}`,
        )
        .catch((e: Error) => ctx.log.error({ err: e, jobId: job.id }, 'could not record a failed job'));
    } finally {
      clearInterval(beat);
      progress.delete(job.id);
    }
  }

  /** A recurring job's row goes back to the queue, due after its interval, with its last outcome. */
  async function requeue(
    job: JobRow,
    everyMs: number,
    outcome: { result?: Record<string, unknown>; error?: string },
  ): Promise<void> {
    await ctx.db.execute(
      sql`update jobs set status = 'queued', worker_id = null, attempts = attempts + 1, finished_at = now(),
            result = ${outcome.result ? JSON.stringify(outcome.result) : null}::jsonb, error = ${outcome.error ?? null},
            run_after = now() + make_interval(secs => ${everyMs / 1000})
          where id = ${job.id}`,
    );
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        let job: JobRow | null = null;
        try {
          job = await claim();
        } catch (err) {
          if (!stopped) ctx.log.warn({ err: { message: (err as Error).message } }, 'job claim failed');
        }
        if (!job) break;
        running = true;
        await runOne(job);
        running = false;
      }
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (loop) {
      again = true;
      return;
    }
    loop = drain().finally(() => {
      loop = null;
      running = false;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    });
  }

  function idle(): Promise<void> {
    if (!loop && !running) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  }

  return {
    workerId,
    async enqueue({ kind, payload, userId = null, fileName = null }) {
      const [row] = await queryRows<{ id: number }>(
        ctx.db,
        sql`insert into jobs (kind, payload, user_id, file_name)
            values (${kind}, ${JSON.stringify(payload)}::jsonb, ${userId}, ${fileName}) returning id`,
      );
      kick();
      return row!.id;
    },
    localProgress: (id) => progress.get(id),
    async start() {
      stopped = false;
      await failStale();
      const tick = () => {
        kick();
        timer = setTimeout(tick, POLL_MS);
        timer.unref();
      };
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await loop;
    },
    idle,
    flush() {
      kick();
      return idle();
    },
  };
}
