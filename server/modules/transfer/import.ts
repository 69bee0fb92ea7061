// Applying an import (document 000 §3 "Import result", §5 "Import file"; docs/decisions.md
// "Import, export and backup", "Import within budget"). The sections run in dependency order inside
// ONE transaction: valid rows are written, invalid ones reported with sheet, row, column and reason,
// and a crash or a killed process leaves the database exactly as before. Each section's sheet is read
// a batch at a time and each batch written before the next is read (importers/<section>.ts), so what
// the process holds does not grow with the file; rows are checked against what is already stored
// (natural keys, unique names and slugs) before writing, and a batch the database still refuses is
// retried row by row inside savepoints so one bad row never sinks the rest.
import type { ImportFinishing } from '../../../core/schemas/jobs';
import type { DbOrTx, Tx } from '../../db/client';
import { BULK_WRITE_ROWS, refreshCatalogueStatistics } from '../../db/statistics';
import { withDeferredSearch } from '../search/index-maintenance';
import { pacer } from './export';
import { importBrands } from './importers/brands';
import { importCategories } from './importers/categories';
import { importDistributorLinks, importFaqs, importHighlights } from './importers/children';
import { importDocuments } from './importers/documents';
import { importSpecCategories, importTagCategories } from './importers/groups';
import { importProductTags } from './importers/product-tags';
import { importProducts } from './importers/products';
import { importRelationships } from './importers/relationships';
import { emptyResult, type Importer, type ImportOptions, type ImportResult, Run } from './importers/run';
import { importSpecDefinitions } from './importers/spec-definitions';
import { importSpecifications } from './importers/specifications';
import { importTags } from './importers/tags';
import { type ImportSource, type ParsedSheet, type SheetHead, sheetsSource } from './read';
import { IMPORT_SECTIONS, type SectionKey } from './sections';

export type { ImportOptions, ImportResult, SectionResult } from './importers/run';

export type Finishing = ImportFinishing;
export { emptyResult } from './importers/run';

const IMPORTERS: Record<SectionKey, Importer> = {
  specCategories: importSpecCategories,
  tagCategories: importTagCategories,
  specDefinitions: importSpecDefinitions,
  categories: importCategories,
  brands: importBrands,
  tags: importTags,
  products: importProducts,
  specifications: importSpecifications,
  highlights: importHighlights,
  documents: importDocuments,
  faqs: importFaqs,
  relationships: importRelationships,
  productTags: importProductTags,
  distributorLinks: importDistributorLinks,
};

/** Required columns missing from a sheet's header are one error for the whole sheet. */
function missingColumns(sheet: SheetHead, updateOnly: boolean): string[] {
  return (
    sheet.section.columns
      .filter((c) => c.required && !sheet.columns.has(c.key))
      // A products sheet that only updates may leave out name and category (the SKU is the key).
      .filter((c) => !(updateOnly && sheet.section.key === 'products' && c.key !== 'sku'))
      .map((c) => c.header)
  );
}

/**
 * Applies the file's sheets in dependency order inside one transaction, each read as it is written.
 * `beforeCommit` runs inside the transaction after everything was written (the revisions of the
 * changed products; the tests use it to simulate a crash).
 */
export async function applyImport(
  db: DbOrTx,
  file: ImportSource | ParsedSheet[],
  options: ImportOptions,
  hooks: {
    afterSection?: (section: SectionKey) => Promise<void>;
    /**
     * Inside the transaction after every section (the revisions of the changed products, #19); `report`
     * tells the progress of its products.
     */
    beforeCommit?: (tx: Tx, report: (done: number, total: number) => void) => Promise<unknown>;
    /**
     * Called with the counts so far after each written batch (and with the section about to start), then
     * with each finishing step's products done (history, search documents, filter rows).
     */
    progress?: (result: ImportResult, current: SectionKey | null, finishing?: Finishing) => void;
  } = {},
): Promise<ImportResult> {
  const source = Array.isArray(file) ? sheetsSource(file) : file;
  const result = emptyResult();
  let current: SectionKey | null = null;
  await db.transaction(async (tx) =>
    // Each product's search document is built once, after every section (search/index-maintenance.ts).
    withDeferredSearch(
      tx,
      async () => {
        const run = new Run(tx as Tx, options, result, () => hooks.progress?.(result, current));
        for (const key of IMPORT_SECTIONS) {
          const sheet = await source.open(key);
          if (!sheet) continue;
          current = key;
          hooks.progress?.(result, key);
          const missing = missingColumns(sheet, true);
          if (missing.length) {
            result.details[key].errors.push(
              `${sheet.sheet}: missing column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')}`,
            );
            // The rest of the sheet is still read: a damaged sheet fails the import as before.
            for await (const _ of sheet.batches);
            continue;
          }
          await IMPORTERS[key](run, sheet);
          run.flushErrors();
          await hooks.afterSection?.(key);
          current = null;
          hooks.progress?.(result, null);
        }
        // Nothing is committed from a file without a sheet of the template.
        await source.finish();
        await hooks.beforeCommit?.(tx as Tx, (done, total) =>
          hooks.progress?.(result, null, { step: 'history', done, total }),
        );
      },
      {
        batch: 250,
        between: pacer(),
        onProgress: (step, done, total) => hooks.progress?.(result, null, { step, done, total }),
      },
    ),
  );
  result.imported = result.details.products.imported;
  result.updated = result.details.products.updated;
  let written = 0;
  for (const key of IMPORT_SECTIONS) {
    result.skipped += result.details[key].skipped;
    result.errors.push(...result.details[key].errors);
    written += result.details[key].imported + result.details[key].updated;
  }
  // The planner learns of the new rows now, not after autovacuum's next round (never, embedded).
  // The import is committed: a failure here only leaves the statistics as they were.
  if (written >= BULK_WRITE_ROWS) await refreshCatalogueStatistics(db).catch(() => {});
  return result;
}
