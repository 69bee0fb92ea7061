// Documents: keyed by URL, linked to the products whose SKUs the row lists.
import { sql } from 'drizzle-orm';
import { documentInput } from '../../../../core/schemas/documents';
import { queryRows } from '../../../db/rows';
import { documents, productDocuments } from '../../../db/schema';
import { keyFromUrl } from '../../../files/store';
import type { SheetStream } from '../read';
import { blank, cellList, textOrNull } from './cells';
import type { Run } from './run';

export async function importDocuments(run: Run, sheet: SheetStream) {
  const stored = new Map(
    (
      await queryRows<{ id: number; url: string }>(
        run.tx,
        sql`select distinct on (url) id, url from documents order by url, id`,
      )
    ).map((r) => [r.url, r.id]),
  );
  const skus = await run.productIds();
  const setFields = ['title', 'kind', 'description', 'version', 'language', 'effectiveDate'].filter((f) =>
    sheet.columns.has(f),
  );
  const dedupe = run.deduper(sheet);
  for await (const rows of sheet.batches) {
    const candidates = [];
    for (const { row, values } of rows) {
      const valid = run.check(sheet, row, documentInput, {
        title: values.title ?? '',
        kind: blank(values.kind) ? 'SPEC' : values.kind!.trim().toUpperCase(),
        url: values.url ?? '',
        description: values.description ?? null,
        version: values.version ?? null,
        language: blank(values.language) ? 'en' : values.language!.trim().toLowerCase(),
      });
      let bad = !valid;
      const effectiveDate = textOrNull(values.effectiveDate);
      if (
        effectiveDate &&
        (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveDate) || Number.isNaN(Date.parse(effectiveDate)))
      ) {
        run.error(sheet, row, 'effectiveDate', 'Must be a date (YYYY-MM-DD)');
        bad = true;
      }
      const productIds: number[] = [];
      for (const sku of cellList(values.products)) {
        const id = skus.get(sku);
        if (id === undefined) {
          run.error(sheet, row, 'products', `Unknown product SKU "${sku}"`);
          bad = true;
        } else productIds.push(id);
      }
      if (bad || !valid) continue;
      candidates.push({
        row,
        key: valid.url,
        column: 'url',
        item: {
          row,
          values: { ...valid, effectiveDate, fileKey: keyFromUrl(valid.url), productIds },
          existingId: stored.get(valid.url) ?? null,
        },
      });
    }
    const items = run.partition('documents', dedupe(candidates));
    await run.writeCounted('documents', sheet, items, async (db, batch) => {
      const fresh = batch.filter((i) => i.existingId === null);
      const created = fresh.length
        ? await db
            .insert(documents)
            .values(fresh.map(({ values: { productIds: _ids, ...v } }) => v))
            .returning({ id: documents.id })
        : [];
      const newIds = new Map(fresh.map((i, n) => [i, created[n]!.id]));
      for (const i of batch.filter((b) => b.existingId !== null)) {
        const changes = Object.fromEntries(
          setFields.map((f) => [f, (i.values as Record<string, unknown>)[f]]),
        );
        if (Object.keys(changes).length)
          await db.update(documents).set(changes).where(sql`id = ${i.existingId}`);
      }
      const links = batch.flatMap((i) =>
        i.values.productIds.map((productId) => ({ productId, documentId: i.existingId ?? newIds.get(i)! })),
      );
      if (links.length) await db.insert(productDocuments).values(links).onConflictDoNothing();
    });
  }
}
