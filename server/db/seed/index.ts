// Fills an empty database with the demo catalogue (SEED_DEMO, on by default outside production).
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { FileStore } from '../../files/store';
import type { Db } from '../client';
import { categories, products } from '../schema';

export interface SeedDeps {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger | Logger;
}

export async function seedIfEmpty(deps: SeedDeps): Promise<Record<string, number> | null> {
  const [[p], [c]] = await Promise.all([
    deps.db.select({ n: count() }).from(products),
    deps.db.select({ n: count() }).from(categories),
  ]);
  if ((p?.n ?? 0) > 0 || (c?.n ?? 0) > 0) return null;
  const [{ seedDemoCatalogue }, { CatalogueNotEmptyError }] = await Promise.all([
    import('./demo-catalogue'),
    import('./write'),
  ]);
  try {
    return await seedDemoCatalogue(deps);
  } catch (err) {
    // Another app server seeded the same database first.
    if (err instanceof CatalogueNotEmptyError) return null;
    throw err;
  }
}
