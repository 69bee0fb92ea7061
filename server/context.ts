// What every module gets: configuration, database, file store, mailer. Built once in main.ts (or a
// test helper) and handed to buildApp; nothing here does I/O at import time.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { FileStore } from './files/store';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  files: FileStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    internalRenderKey: string;
    jobs: JobQueue;
    /** The time of scheduled publishing (#19): the real time, or the tests' controlled clock. */
    clock: () => Date;
  }
}
