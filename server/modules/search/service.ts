// Search services (#17): the header's predictive suggestions and the synonym groups editors maintain.
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { normaliseQuery } from '../../../core/rules/search-query';
import type { suggestResponse } from '../../../core/schemas/search';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { searchSynonyms } from '../../db/schema';
import { notFound } from '../../http/errors';
import { facetEngineFor } from '../catalogue/facet-engine/engine';
import { whereClause } from '../products/filters';
import { matchQuery, type ResolvedSearch, relevanceIds, relevanceIdsInMemory, resolveSearch } from './engine';

export const SUGGEST_PRODUCTS = 6;
export const SUGGEST_CATEGORIES = 3;
/** Suggestions start at two characters. */
export const SUGGEST_MIN_LENGTH = 2;

type Suggestions = z.output<typeof suggestResponse>;

export async function suggest(db: DbOrTx, q: string): Promise<Suggestions> {
  const text = normaliseQuery(q);
  if (text.replace(/ /g, '').length < SUGGEST_MIN_LENGTH)
    return { query: text, correction: null, products: [], categories: [] };
  const search = await resolveSearch(db, text);
  if (!search?.parsed.slots.length) return { query: text, correction: null, products: [], categories: [] };
  const [products, categories] = await Promise.all([
    // The six best active products, tier by tier (in memory when the index can, else relevanceIds),
    // then their rows.
    suggestedIds(db, search).then((ids) =>
      queryRows<{
        id: number;
        name: string;
        slug: string;
        sku: string;
        price: string | null;
        image: string | null;
      }>(
        db,
        sql`select p.id, p.name, p.slug, p.sku, p.price, p.images[1] as image
          from unnest(${sql.param(ids)}::int[]) with ordinality as m(id, n) join products p on p.id = m.id
          order by m.n`,
      ),
    ),
    queryRows<{ id: number; name: string; slug: string }>(
      db,
      sql`select c.id, c.name, c.slug from categories c
          where (to_tsvector('simple', search_fold(c.name)) || to_tsvector('english', search_fold(c.name))) @@ ${matchQuery(search.parsed)}
          order by lower(c.name) collate "C", c.id limit ${SUGGEST_CATEGORIES}`,
    ),
  ]);
  return { query: search.correction ?? text, correction: search.correction, products, categories };
}

/** The ids of the best active products for a suggestion, ranked in memory when the index can. */
async function suggestedIds(db: DbOrTx, search: ResolvedSearch): Promise<number[]> {
  const engine = facetEngineFor(db);
  if (engine) {
    await engine.sync();
    const view = engine.memory.view(
      { status: 'active', categoryIds: null, tagIds: null, specs: [], match: null },
      engine.generation,
    );
    const ids = await relevanceIdsInMemory(db, search, view, 0, SUGGEST_PRODUCTS);
    if (ids) return ids;
  }
  const rows = (also: SQL[]) =>
    sql`from product_facets f ${whereClause([sql`f.status = 'active'`, ...also])}`;
  return (await relevanceIds(db, search, rows, 0, SUGGEST_PRODUCTS)).ids;
}

// ---------------------------------------------------------------- synonyms

export async function listSynonyms(db: DbOrTx) {
  return db
    .select()
    .from(searchSynonyms)
    .orderBy(asc(sql`lower(${searchSynonyms.terms}[1])`), asc(searchSynonyms.id));
}

export async function createSynonym(db: DbOrTx, terms: string[]) {
  const [row] = await db.insert(searchSynonyms).values({ terms }).returning();
  return row!;
}

export async function updateSynonym(db: DbOrTx, id: number, terms: string[]) {
  const [row] = await db
    .update(searchSynonyms)
    .set({ terms, updatedAt: sql`now()` })
    .where(eq(searchSynonyms.id, id))
    .returning();
  if (!row) throw notFound('Synonym group not found');
  return row;
}

export async function deleteSynonym(db: DbOrTx, id: number) {
  const [row] = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
  if (!row) throw notFound('Synonym group not found');
  return { ok: true as const };
}
