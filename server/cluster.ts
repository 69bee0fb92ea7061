// Several server processes on one port (WEB_CONCURRENCY > 1, PostgreSQL only): the primary prepares the
// database once, forks the workers, replaces one that crashes, and passes a stop signal on to all of
// them. The workers are ordinary app servers; everything they share lives in PostgreSQL and the file
// store, as for several machines (#18's two-server test proves the same guarantees).
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

const RESTART_DELAY_MS = 1_000;

export function superviseWorkers(count: number, log: Logger, ready: () => void): void {
  let stopping = false;
  let announced = false;
  /** Each running worker, and whether it has started listening. */
  const workers = new Map<Worker, boolean>();

  const fork = () => {
    const worker = cluster.fork();
    workers.set(worker, false);
    worker.once('listening', () => {
      workers.set(worker, true);
      if (!announced && [...workers.values()].filter(Boolean).length === count) {
        announced = true;
        ready();
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const listened = workers.get(worker);
    workers.delete(worker);
    if (stopping) {
      if (workers.size === 0) {
        log.info('stopped');
        process.exit(process.exitCode ?? 0);
      }
      return;
    }
    // One that exited by itself before it listened is failing to start (configuration, database):
    // restarting it would loop.
    if (!listened && signal === null) {
      log.fatal({ code, signal }, 'a server process failed to start; stopping');
      stopAll('SIGTERM', 1);
      return;
    }
    log.error({ code, signal, pid: worker.process.pid }, 'a server process exited; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });

  const stopAll = (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    // Each worker drains its requests and closes its pool (main.ts); they exit, then so does this one.
    for (const worker of workers.keys()) worker.process.kill(signal);
    if (workers.size === 0) process.exit(exitCode);
    if (exitCode) process.exitCode = exitCode;
  };
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));

  for (let i = 0; i < count; i++) fork();
}
