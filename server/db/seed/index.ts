// Fills a new database with the demo catalogue (SEED_DEMO, on by default outside production). It
// happens once per database: the decision is recorded in settings, so an owner who clears the demo
// catalogue does not find it back after a restart.
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { FileStore } from '../../files/store';
import type { Db } from '../client';
import { categories, products, settings } from '../schema';

export interface SeedDeps {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger | Logger;
}

export const DEMO_SEEDED_KEY = 'demo_catalogue_seeded_at';

export async function seedIfEmpty(deps: SeedDeps): Promise<Record<string, number> | null> {
  const [done] = await deps.db.select().from(settings).where(eq(settings.key, DEMO_SEEDED_KEY)).limit(1);
  if (done) return null;
  const [[p], [c]] = await Promise.all([
    deps.db.select({ n: count() }).from(products),
    deps.db.select({ n: count() }).from(categories),
  ]);
  const empty = (p?.n ?? 0) === 0 && (c?.n ?? 0) === 0;
  let counts: Record<string, number> | null = null;
  if (empty) {
    const [{ seedDemoCatalogue }, { CatalogueNotEmptyError }] = await Promise.all([
      import('./demo-catalogue'),
      import('./write'),
    ]);
    try {
      counts = await seedDemoCatalogue(deps);
    } catch (err) {
      // Another app server seeded the same database first.
      if (!(err instanceof CatalogueNotEmptyError)) throw err;
    }
  }
  await deps.db
    .insert(settings)
    .values({
      key: DEMO_SEEDED_KEY,
      value: empty ? new Date().toISOString() : 'skipped: catalogue not empty',
    })
    .onConflictDoNothing();
  return counts;
}
