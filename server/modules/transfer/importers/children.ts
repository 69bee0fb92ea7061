// Highlights, FAQs and Distributor Links: child rows keyed by product + one text (highlights by
// text, FAQs by question, distributor links by name): new ones inserted in batches, matching ones
// updated.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { httpUrl, optionalText, requiredText } from '../../../../core/schemas/common';
import { distributorLinks, faqs, highlights } from '../../../db/schema';
import type { SheetStream } from '../read';
import { existingPairs, intCell, lower, productOf, sortCell } from './cells';
import type { Run } from './run';

async function importChildren<T extends Record<string, unknown>>(
  run: Run,
  sheet: SheetStream,
  config: {
    table: typeof highlights | typeof faqs | typeof distributorLinks;
    keyField: string;
    keyColumn: string;
    schema: z.ZodType<T>;
    toInput: (values: Record<string, string>) => unknown;
    existingQuery: (productIds: number[]) => ReturnType<typeof sql>;
  },
) {
  const section = sheet.section.key;
  const skus = await run.productIds();
  const dedupe = run.deduper(sheet);
  const table = config.table;
  for await (const rows of sheet.batches) {
    const candidates = [];
    for (const { row, values } of rows) {
      const productId = productOf(run, sheet, skus, row, values);
      const valid = run.check(sheet, row, config.schema, config.toInput(values));
      if (productId === null || !valid) continue;
      candidates.push({
        row,
        key: `${productId}:${lower(String(valid[config.keyField]))}`,
        column: config.keyColumn,
        item: { row, values: { ...valid, productId }, existingId: null as number | null },
      });
    }
    const unique = dedupe(candidates);
    const existing = await existingPairs(
      run.tx,
      run.storedBefore(unique.map((i) => i.values.productId)),
      config.existingQuery,
    );
    for (const i of unique)
      i.existingId =
        existing.get(`${i.values.productId}:${lower(String(i.values[config.keyField]))}`) ?? null;
    const items = run.partition(section, unique);
    await run.writeCounted(section, sheet, items, async (db, batch) => {
      const fresh = batch.filter((i) => i.existingId === null);
      if (fresh.length) await db.insert(table).values(fresh.map((i) => i.values) as never);
      for (const i of batch.filter((b) => b.existingId !== null)) {
        const { productId: _p, ...changes } = i.values;
        const present = Object.fromEntries(
          Object.entries(changes).filter(([k]) => sheet.columns.has(k) || k === config.keyField),
        );
        await db
          .update(table)
          .set(present as never)
          .where(sql`id = ${i.existingId}`);
      }
    });
  }
}

const highlightSchema = z.strictObject({
  text: requiredText('Text is required', 500),
  icon: optionalText(100),
  sort: sortCell,
});
const faqSchema = z.strictObject({
  question: requiredText('Question is required', 500),
  answer: requiredText('Answer is required', 5000),
  sort: sortCell,
});
const distributorSchema = z.strictObject({
  distributorName: requiredText('Distributor is required', 200),
  url: httpUrl('Must be a valid http(s) URL'),
  sort: sortCell,
});

export const importHighlights = (run: Run, sheet: SheetStream) =>
  importChildren(run, sheet, {
    table: highlights,
    keyField: 'text',
    keyColumn: 'text',
    schema: highlightSchema,
    toInput: (v) => ({ text: v.text ?? '', icon: v.icon ?? null, sort: intCell(v.sort) }),
    existingQuery: (ids) =>
      sql`select product_id as a, lower(text) as b, id from highlights where product_id = any(${sql.param(ids)}::int[])`,
  });

export const importFaqs = (run: Run, sheet: SheetStream) =>
  importChildren(run, sheet, {
    table: faqs,
    keyField: 'question',
    keyColumn: 'question',
    schema: faqSchema,
    toInput: (v) => ({ question: v.question ?? '', answer: v.answer ?? '', sort: intCell(v.sort) }),
    existingQuery: (ids) =>
      sql`select product_id as a, lower(question) as b, id from faqs where product_id = any(${sql.param(ids)}::int[])`,
  });

export const importDistributorLinks = (run: Run, sheet: SheetStream) =>
  importChildren(run, sheet, {
    table: distributorLinks,
    keyField: 'distributorName',
    keyColumn: 'distributorName',
    schema: distributorSchema,
    toInput: (v) => ({ distributorName: v.distributorName ?? '', url: v.url ?? '', sort: intCell(v.sort) }),
    existingQuery: (ids) =>
      sql`select product_id as a, lower(distributor_name) as b, id from distributor_links where product_id = any(${sql.param(ids)}::int[])`,
  });
