// Small typed access to the key/value `settings` table (site-wide switches, the analytics salt).
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { settings } from './schema';

export async function getSetting<T>(db: DbOrTx, key: string): Promise<T | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return row ? (row.value as T) : null;
}

export async function putSetting<T>(db: DbOrTx, key: string, value: T): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}
