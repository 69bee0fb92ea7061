// A child process for the crash test: opens the database given on the command line, imports a
// catalogue and, once every product row is written inside the transaction, tells the parent and
// waits to be killed (SIGKILL) before the transaction can commit.
import { openPglite, openPostgres } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { applyImport } from '../../server/modules/transfer/import';
import type { ParsedSheet } from '../../server/modules/transfer/read';
import { SECTION_BY_KEY } from '../../server/modules/transfer/sections';

const target = process.argv[2]!;
const PRODUCTS = 3000;

const database = target.startsWith('postgres') ? await openPostgres(target) : await openPglite(target);
await runMigrations(database);
const sheet = (key: 'categories' | 'products', rows: Array<Record<string, string>>): ParsedSheet => ({
  section: SECTION_BY_KEY[key],
  sheet: SECTION_BY_KEY[key].sheet,
  columns: new Set(Object.keys(rows[0]!)),
  rows: rows.map((values, i) => ({ row: i + 2, values })),
  unknownHeaders: [],
});
const sheets = [
  sheet('categories', [{ name: 'Crash Torches', slug: 'crash-torches' }]),
  sheet(
    'products',
    Array.from({ length: PRODUCTS }, (_, i) => ({
      sku: `CRASH-${i}`,
      name: `Crash ${i}`,
      category: 'crash-torches',
    })),
  ),
];
await applyImport(
  database.db,
  sheets,
  { updateExisting: true, sendNotifications: false, createBackup: false },
  {
    afterSection: async (key) => {
      if (key !== 'products') return;
      process.send?.('written');
      await new Promise(() => {});
    },
  },
);
process.send?.('committed');
