// db.execute() answers { rows } on both drivers; this reads them with a type.
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
