// Process entry: read configuration, take the data-directory lock (embedded database), open and
// migrate the database, seed the demo catalogue into an empty one, serve, and shut down cleanly. With
// WEB_CONCURRENCY > 1 (PostgreSQL) this process prepares the database and forks that many servers
// (server/cluster.ts), which skip the preparation.
import cluster from 'node:cluster';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { secretKey } from './auth/secret-box';
import { superviseWorkers } from './cluster';
import { loadConfig } from './config';
import { type Database, openPglite, openPostgres } from './db/client';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { createFileStore, describeStorage } from './files/create';
import { createMailer } from './mail/mailer';
import { facetEngineFor } from './modules/catalogue/facet-engine/engine';
import { createDevRenderer, createProdRenderer, type WebRenderer } from './web/renderer';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    // A configuration mistake is one clear line, not a stack trace.
    console.error((err as Error).message);
    process.exit(1);
  }
  // `npm run dev` is one process: each would start its own Vite server (and hot-reload port).
  const clustered = config.webConcurrency > 1 && process.env.WEB_MODE !== 'dev';
  const log = pino({
    level: config.logLevel,
    ...(cluster.isWorker ? { base: { pid: process.pid, worker: cluster.worker?.id } } : {}),
  });

  let lock: DataDirLock | null = null;
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, {
      preparedStatements: config.preparedStatements,
    }).catch((err: Error) => {
      log.fatal(`Could not connect to PostgreSQL (DATABASE_URL): ${err.message}`);
      process.exit(1);
    });
  } else {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        log.fatal(err.message);
        process.exit(1);
      }
      throw err;
    }
    const dbDir = path.join(config.dataDir, 'db');
    try {
      database = await openPglite(dbDir);
    } catch (err) {
      lock.release();
      log.fatal(
        `Could not open the embedded database in ${dbDir}: ${(err as Error).message}. Nothing in it has been changed. ` +
          'If the directory is damaged, restore it from a backup (README, "Backups"), or move it aside to start with an empty database.',
      );
      process.exit(1);
    }
  }

  const files = createFileStore(config.storage);
  if (cluster.isPrimary) await runMigrations(database);
  if (cluster.isPrimary && config.storage.kind === 's3') {
    // Fail at start-up, not on the first upload: the bucket must answer with these credentials.
    try {
      for await (const _ of files.list('private/')) break;
    } catch (err) {
      log.fatal(
        `Could not reach the object storage (STORAGE_URL=s3://${config.storage.bucket}/${config.storage.prefix}): ${(err as Error).message}. Check S3_ENDPOINT, S3_REGION, the credentials and that the bucket exists.`,
      );
      await database.close();
      lock?.release();
      process.exit(1);
    }
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, log);

  if (cluster.isPrimary && config.seedDemo) {
    const seeded = await seedIfEmpty({ db: database.db, files, log });
    if (seeded) log.info(seeded, 'demo catalogue seeded into the empty database');
  }

  if (clustered && cluster.isPrimary) {
    // The workers read the key file; it must exist before they race to create it.
    if (!config.secretKey) secretKey(config);
    await database.close();
    superviseWorkers(config.webConcurrency, log, () =>
      log.info(
        `Torchworks catalogue on ${config.publicUrl} (database: PostgreSQL; files: ${describeStorage(config.storage)}; ${config.webConcurrency} server processes)`,
      ),
    );
    return;
  }

  let renderer: WebRenderer;
  try {
    renderer = process.env.WEB_MODE === 'dev' ? await createDevRenderer() : await createProdRenderer();
  } catch (err) {
    log.fatal(
      `The web client is not built (${(err as Error).message}). Run "npm run build" first; "npm start" does it for you.`,
    );
    await database.close();
    lock?.release();
    process.exit(1);
  }

  const app = await buildApp(
    { config, database, db: database.db, files, mailer },
    { web: renderer, housekeeping: true },
  );
  // Expired sessions, rate-limit windows, analytics and audit entries past retention: recurring jobs of
  // the queue (server/jobs/housekeeping.ts), run by whichever server is free.
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      lock?.release();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      // A request whose client went away is still being handled after close(): the database stays open
      // until it ends (or the grace period is nearly over).
      if (!(await app.waitForInFlight(SHUTDOWN_GRACE_MS - 2_000)))
        app.log.warn('shutdown: requests still running after the grace period');
      await renderer.close();
      mailer.close();
      // PGlite must be closed so its write-ahead log is checkpointed and its data survives.
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
    } finally {
      lock?.release();
      app.log.info('stopped');
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The in-memory facet index loads now rather than on the first catalogue visit (seconds at 1M products).
  const facets = facetEngineFor(database.db);
  if (facets) {
    const started = Date.now();
    facets
      .sync()
      .then(() =>
        app.log.info({ products: facets.memory.size, ms: Date.now() - started }, 'facet index loaded'),
      )
      .catch((err) => app.log.warn({ err }, 'facet index not loaded; the first catalogue request loads it'));
  }
  if (cluster.isPrimary)
    app.log.info(
      `Torchworks catalogue on ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}/db` : 'PostgreSQL'}; files: ${describeStorage(config.storage)})`,
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
