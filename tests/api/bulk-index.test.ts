// #18 "Import within budget": inside a bulk write (withDeferredSearch: imports, the bench generator) the
// facet rows are deferred like the search documents, and the flush writes each product's facet row once.
// What the flush leaves must be exactly what the statement triggers write one edit at a time.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { facetsPending, productFacets, products, searchPending } from '../../server/db/schema';
import { FacetEngine } from '../../server/modules/catalogue/facet-engine/engine';
import { withDeferredSearch } from '../../server/modules/search/index-maintenance';
import type { Finishing } from '../../server/modules/transfer/import';
import { applyImportWithRevisions, openImportFile } from '../../server/modules/transfer/service';
import { postImport, workbook } from '../../server/modules/transfer/test-files';
import { setupTestApp, signedIn } from '../helpers/app';
import { create } from '../helpers/factories';

const t = setupTestApp();

/** Every facet row beside the row the one-edit triggers' definitions give for its product. */
async function facetsBesideReference(db: DbOrTx) {
  return queryRows<{ product_id: number; stored: string; expected: string }>(
    db,
    sql`select p.id as product_id,
          row(f.status, f.category_id, f.name_key, f.price, f.created_at, f.tag_ids, f.spec_keys, f.name_doc)::text as stored,
          row(p.status, p.category_id, lower(p.name), p.price, p.created_at,
            coalesce((select array_agg(pt.tag_id order by pt.tag_id) from product_tags pt where pt.product_id = p.id), '{}'),
            coalesce((select array_agg(v.spec_definition_id || ':' || v.value_slug order by v.spec_definition_id)
              from product_spec_values v join spec_definitions d on d.id = v.spec_definition_id and d.filterable
              where v.product_id = p.id and v.value_slug is not null), '{}'),
            search_name_doc(p.name, p.sku, p.mpn))::text as expected
        from products p left join product_facets f on f.product_id = p.id order by p.id`,
  );
}

/** The search documents as stored, then as product_search_sync builds them again outside a bulk write. */
async function documentsStoredAndRebuilt(db: DbOrTx) {
  const read = () =>
    queryRows<{ product_id: number; doc: string; codes: string }>(
      db,
      sql`select product_id, doc::text as doc, codes::text as codes from product_search order by product_id`,
    );
  const stored = await read();
  await db.execute(sql`select product_search_sync(array(select id from products))`);
  return { stored, rebuilt: await read() };
}

describe('deferred facet rows (#18)', () => {
  it('#18: a bulk write notes facet rows and the flush writes exactly what one-edit triggers write', async () => {
    const db = t.ctx.db;
    const filterable = await create.specDefinition(db, {
      filterable: true,
      dataType: 'ENUM',
      enumOptions: ['S', 'L'],
    });
    const hidden = await create.specDefinition(db, { filterable: false });
    const hvac = await create.tag(db);
    const plumbing = await create.tag(db);
    const before = await create.product(db, { name: 'Stored Torch', status: 'active', price: '10.00' });
    await create.productTag(db, { productId: before.id, tagId: hvac!.id });

    await db.transaction((tx) =>
      withDeferredSearch(tx, async () => {
        const fresh = await create.product(tx, { name: 'Duplex Fresh', mpn: 'DX-9', status: 'active' });
        await create.productTag(tx, { productId: fresh.id, tagId: plumbing!.id });
        await create.productTag(tx, { productId: fresh.id, tagId: hvac!.id });
        await create.specValue(tx, {
          productId: fresh.id,
          specDefinitionId: filterable.id,
          valueEnum: 'S',
          valueSlug: 's',
        });
        await create.specValue(tx, {
          productId: fresh.id,
          specDefinitionId: hidden.id,
          valueString: 'Brass',
          valueSlug: 'brass',
        });
        await tx
          .update(products)
          .set({ price: '12.50', name: 'Stored Torch II' })
          .where(eq(products.id, before.id));
        await tx.execute(sql`delete from product_tags where product_id = ${before.id}`);
        const doomed = await create.product(tx, { name: 'Gone Before The Flush' });
        await tx.delete(products).where(eq(products.id, doomed.id));
        // Noted, not written: the new product has no facet row yet, the stored one keeps its old price.
        const noted = (await tx.select().from(facetsPending)).map((r) => r.productId).sort((a, b) => a - b);
        expect(noted).toEqual([before.id, fresh.id, doomed.id]);
        expect(await tx.select().from(productFacets).where(eq(productFacets.productId, fresh.id))).toEqual(
          [],
        );
        const [old] = await tx.select().from(productFacets).where(eq(productFacets.productId, before.id));
        expect(old!.price).toBe('10.00');
        expect(old!.tagIds).toEqual([hvac!.id]);
      }),
    );

    expect(await db.select().from(facetsPending)).toEqual([]);
    expect(await db.select().from(searchPending)).toEqual([]);
    const rows = await facetsBesideReference(db);
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.stored, `product ${r.product_id}`).toBe(r.expected);
    const [fresh] = await db
      .select()
      .from(productFacets)
      .where(sql`${productFacets.nameKey} = 'duplex fresh'`);
    expect(fresh!.tagIds).toEqual([hvac!.id, plumbing!.id].sort((a, b) => a - b));
    expect(fresh!.specKeys).toEqual([`${filterable.id}:s`]);
    const { stored, rebuilt } = await documentsStoredAndRebuilt(db);
    expect(stored).toEqual(rebuilt);
  });

  it('#18: the flush folds text as the database does: accents, symbols, white space, codes, spec values, several batches', async () => {
    const db = t.ctx.db;
    const size = await create.specDefinition(db, { dataType: 'NUMBER', unit: 'mm' });
    const coated = await create.specDefinition(db, { dataType: 'BOOLEAN', label: 'PTFE-coated' });
    const umlauts = await create.tag(db, { name: 'Löt & Schweiß' });
    const plain = await create.tag(db, { name: 'Hard-soldering (HVAC)' });
    const texts: Array<Partial<Parameters<typeof create.product>[1]>> = [
      {
        name: 'Lötkolben Ø 12 — Édition',
        sku: 'LK-12/Ø',
        mpn: null,
        subtitle: 'Für Kupfer',
        shortDescription: null,
      },
      {
        name: 'Heavy\tduty\nTorch  ',
        sku: ' AB-12/3 ',
        mpn: 'mpn.77',
        subtitle: '',
        shortDescription: '"Quoted" & <b>',
      },
      {
        name: 'UPPER case Torch',
        sku: 'X',
        mpn: '---',
        subtitle: 'İstanbul',
        shortDescription: '100% brass; 3/8"',
      },
      { name: 'Plain torch', sku: 'P-1', mpn: 'P1', subtitle: null, shortDescription: 'soldering' },
    ];
    const ids: number[] = [];
    await db.transaction((tx) =>
      withDeferredSearch(
        tx,
        async () => {
          for (const [i, fields] of texts.entries()) {
            const p = await create.product(tx, { ...fields, slug: `fold-${i}` });
            ids.push(p.id);
            // Only the first product has text outside ASCII in its tag (folded by the database).
            await create.productTag(tx, { productId: p.id, tagId: (i === 0 ? umlauts : plain)!.id });
            await create.specValue(tx, { productId: p.id, specDefinitionId: size.id, valueNumber: '12.50' });
            await create.specValue(tx, {
              productId: p.id,
              specDefinitionId: coated.id,
              valueBoolean: i % 2 === 0,
            });
          }
        },
        { batch: 3 },
      ),
    );
    const words = async () =>
      (await queryRows<{ word: string }>(db, sql`select word from search_words order by word`)).map(
        (r) => r.word,
      );
    const wordsAfterFlush = await words();
    const { stored, rebuilt } = await documentsStoredAndRebuilt(db);
    expect(stored.filter((d) => ids.includes(Number(d.product_id)))).toHaveLength(texts.length);
    expect(stored).toEqual(rebuilt);
    // The rebuild adds no word the flush left out.
    expect(await words()).toEqual(wordsAfterFlush);
    expect(wordsAfterFlush).toEqual(
      expect.arrayContaining(['heavy', 'duty', 'torch', 'quoted', 'soldering']),
    );
  });

  it('#18 #21: a flush of more products than an index applies one by one notes one "reload" instead of each product', async () => {
    const db = t.ctx.db;
    const category = await create.category(db);
    const engine = new FacetEngine(db, { maxChanges: 10 });
    await engine.sync();
    const bulkWrite = (n: number) =>
      db.transaction(async (tx) => {
        await withDeferredSearch(
          tx,
          async () => {
            for (let i = 0; i < n; i++)
              await create.product(tx, { categoryId: category.id, status: 'active' });
          },
          { noteAllOver: 10 },
        );
        return (
          await queryRows<{ product_id: number | null }>(
            tx,
            sql`select product_id from facet_changes where xid = pg_current_xact_id() order by product_id`,
          )
        ).map((r) => r.product_id);
      });
    const active = () =>
      engine.memory
        .view({ status: 'active', categoryIds: null, tagIds: null, specs: [], match: null })
        .total();

    // 12 products: one row without a product (facet rows and documents alike), and the index reloads.
    expect(await bulkWrite(12)).toEqual([null]);
    await engine.sync();
    expect(engine.loads).toBe(2);
    expect(active()).toBe(12);
    // 3 products: noted one by one (a facet row and a document each), applied without a reload.
    const few = await bulkWrite(3);
    expect(few).toHaveLength(6);
    expect(few.every((id) => id !== null)).toBe(true);
    await engine.sync();
    expect(engine.loads).toBe(2);
    expect(active()).toBe(15);
    // The setting ends with the flush: a later statement of the same transaction notes its product.
    await db.transaction(async (tx) => {
      await withDeferredSearch(tx, () => create.product(tx, { categoryId: category.id }), { noteAllOver: 0 });
      const [product] = await tx.select().from(products).limit(1);
      await tx.update(products).set({ price: '1.00' }).where(eq(products.id, product!.id));
      const rows = await queryRows<{ product_id: number | null }>(
        tx,
        sql`select product_id from facet_changes where xid = pg_current_xact_id() and product_id is not null`,
      );
      expect(rows.map((r) => r.product_id)).toEqual([product!.id]);
    });
  });

  it('#18: the noted ids are kept out of the WAL (unlogged) and still follow their transaction', async () => {
    const db = t.ctx.db;
    const persistence = await queryRows<{ relname: string; relpersistence: string }>(
      db,
      sql`select relname, relpersistence from pg_class
        where relname in ('search_pending', 'facets_pending') and relkind = 'r' order by relname`,
    );
    expect(persistence).toEqual([
      { relname: 'facets_pending', relpersistence: 'u' },
      { relname: 'search_pending', relpersistence: 'u' },
    ]);
    // A bulk write that fails leaves nothing noted: a rollback forgets unlogged rows too.
    const product = await create.product(db, { name: 'Rolled Back', status: 'active' });
    await expect(
      db.transaction((tx) =>
        withDeferredSearch(tx, async () => {
          await tx.update(products).set({ name: 'Renamed' }).where(eq(products.id, product.id));
          expect(await tx.select().from(searchPending)).toEqual([{ productId: product.id }]);
          throw new Error('the import failed');
        }),
      ),
    ).rejects.toThrow('the import failed');
    expect(await db.select().from(searchPending)).toEqual([]);
    expect(await db.select().from(facetsPending)).toEqual([]);
  });

  it('#18: a deferred price change writes the facet row and rebuilds no search document', async () => {
    const db = t.ctx.db;
    const product = await create.product(db, { name: 'Price Only', status: 'active', price: '5.00' });
    await db.transaction((tx) =>
      withDeferredSearch(tx, async () => {
        await tx.update(products).set({ price: '7.25', stock: 3 }).where(eq(products.id, product.id));
        expect(await tx.select().from(searchPending)).toEqual([]);
        expect(await tx.select().from(facetsPending)).toEqual([{ productId: product.id }]);
      }),
    );
    const [row] = await db.select().from(productFacets).where(eq(productFacets.productId, product.id));
    expect(row!.price).toBe('7.25');
    // An unchanged product is not noted at all.
    await db.transaction((tx) =>
      withDeferredSearch(tx, async () => {
        await tx.update(products).set({ stock: 4 }).where(eq(products.id, product.id));
        expect(await tx.select().from(facetsPending)).toEqual([]);
      }),
    );
  });

  it('#18 IMPORT-28: an import writes facet rows and documents equal to the one-edit ones, and a second run matches what the first stored', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const file = await workbook({
      Categories: [
        ['Name', 'Slug'],
        ['Torches', 'torches'],
      ],
      Tags: [
        ['Name', 'Slug'],
        ['HVAC', 'hvac'],
        ['Plumbing', 'plumbing'],
      ],
      'Spec Definitions': [
        ['Key', 'Label', 'Data Type', 'Enum Options', 'Filterable'],
        ['tip_size', 'Tip Size', 'ENUM', 'S|M|L', 'TRUE'],
        ['material', 'Material', 'STRING', '', 'FALSE'],
      ],
      Products: [
        ['SKU', 'Name', 'Category', 'Status', 'Price', 'MPN'],
        ['BI-1', 'Duplex Torch One', 'torches', 'active', '19.90', 'DX-1'],
        ['BI-2', 'Turbo Regulator', 'torches', 'draft', '', ''],
      ],
      Specifications: [
        ['SKU', 'Spec Key', 'Value'],
        ['BI-1', 'tip_size', 'M'],
        ['BI-1', 'material', 'Brass'],
        ['BI-2', 'tip_size', 'L'],
      ],
      'Product Tags': [
        ['SKU', 'Tag'],
        ['BI-1', 'hvac'],
        ['BI-1', 'plumbing'],
        ['BI-2', 'hvac'],
      ],
    });
    const first = await postImport(t.app, cookie, file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().errors).toEqual([]);
    expect(first.json().details.specifications).toMatchObject({ imported: 3, updated: 0 });
    expect(first.json().details.productTags).toMatchObject({ imported: 3, updated: 0 });
    const rows = await facetsBesideReference(t.ctx.db);
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.stored, `product ${r.product_id}`).toBe(r.expected);
    const { stored, rebuilt } = await documentsStoredAndRebuilt(t.ctx.db);
    expect(stored).toEqual(rebuilt);

    // The products exist now: their values and tags are looked up and counted as updated.
    const second = await postImport(t.app, cookie, file);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().details.specifications).toMatchObject({ imported: 0, updated: 3 });
    expect(second.json().details.productTags).toMatchObject({ imported: 0, updated: 3 });
    const again = await facetsBesideReference(t.ctx.db);
    expect(again.map((r) => r.stored)).toEqual(rows.map((r) => r.stored));
  });

  it('#18: after the last sheet the import reports its finishing steps with products done of noted', async () => {
    const lines = ['SKU,Name,Category,Status'];
    for (let i = 0; i < 600; i++) lines.push(`FIN-${i},Finishing Torch ${i},torches,active`);
    await create.category(t.ctx.db, { name: 'Torches', slug: 'torches' });
    const steps: Finishing[] = [];
    const result = await applyImportWithRevisions(
      t.ctx.db,
      await openImportFile({ buffer: Buffer.from(`${lines.join('\n')}\n`), filename: 'finishing.csv' }),
      { updateExisting: true, sendNotifications: false, createBackup: false },
      { userId: null, userLabel: 'test', source: 'import' },
      (_result, current, finishing) => {
        if (finishing) {
          expect(current).toBeNull();
          steps.push(finishing);
        }
      },
    );
    expect(result.imported).toBe(600);
    // History first (inside the work), then the search documents, then the filter rows; each ends at its total.
    const order = steps.map((s) => s.step).filter((s, i, all) => all[i - 1] !== s);
    expect(order).toEqual(['history', 'search', 'filters']);
    for (const step of ['history', 'search', 'filters'] as const) {
      const mine = steps.filter((s) => s.step === step);
      expect(mine.at(-1), step).toEqual({ step, done: 600, total: 600 });
      expect(mine.map((s) => s.done)).toEqual([...mine.map((s) => s.done)].sort((a, b) => a - b));
    }
  });
});
