// The catalogue's filters (products/filters.ts) answered by the in-memory facet index when it can:
// status, categories, tags, filterable specifications and the search's matches. Filters only the
// products table knows (featured, completeness) and a specification filter on a definition that is not
// filterable (not in the index) are answered by SQL, as are calls inside a transaction.
import type { DbOrTx } from '../../../db/client';
import type { ProductFilters } from '../../products/filters';
import { facetEngineFor } from './engine';
import type { FilterView, MemoryFilters } from './facet-memory';
import { GenerationMemo } from './generation-memo';
import { Bits } from './slot-set';

const VIEWS_HELD = 64;
const views = new GenerationMemo<string, FilterView>();

export async function memoryView(db: DbOrTx, filters: ProductFilters): Promise<FilterView | undefined> {
  if (filters.featured !== undefined || filters.completeness) return undefined;
  if (filters.specs.some((spec) => spec.definitionId !== null && !spec.filterable)) return undefined;
  const engine = facetEngineFor(db);
  if (!engine) return undefined;
  await engine.sync();
  let match: Bits | null = null;
  const search = filters.search;
  if (search) {
    if (!search.parsed.slots.length || !search.tsquery) match = new Bits(0);
    else {
      // Slots are valid for the generation they were read in: read again if the index changed meanwhile.
      for (let attempt = 0; attempt < 3; attempt++) {
        const generation = engine.generation;
        match = await engine.matchSlots(search.tsquery);
        if (engine.generation === generation) break;
      }
    }
  }
  const memoryFilters: MemoryFilters = {
    status: filters.status && filters.status !== 'all' ? filters.status : null,
    categoryIds: filters.categoryIds,
    tagIds: filters.tagIds,
    specs: filters.specs.map((spec) => ({
      definitionId: spec.definitionId,
      keys: spec.definitionId === null ? [] : spec.slugs.map((slug) => `${spec.definitionId}:${slug}`),
    })),
    match,
  };
  // The calls of one catalogue page (list, three facets) ask for the same filters: one view serves
  // them, for as long as the index is unchanged.
  const key = JSON.stringify({ ...memoryFilters, match: search ? (search.tsquery ?? '') : null });
  const held = views.for(engine);
  let view = held.get(key);
  if (!view) {
    if (held.size >= VIEWS_HELD) held.clear();
    view = engine.memory.view(memoryFilters, engine.generation);
    held.set(key, view);
  }
  return view;
}
