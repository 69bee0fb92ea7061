// The catalogue's state lives in the address (document 001 §2.14, §5): search, categories, tags,
// flameClasses, solderCapacities, systemTypes (comma-separated slugs), sort (left out when name),
// page (left out when 1) and limit (left out when 12). With a search the default sort is relevance
// (#17), and exact=true searches what was typed without typo correction ("Search instead for …"). Any other filterable specification uses its
// generic parameter spec_<key>. Reading and writing go through these two functions only.
import { PAGE_SIZES, PUBLIC_DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { splitList } from '../../../../core/rules/lists';
import { SPEC_FILTER_PARAMS } from '../../../../core/rules/spec-values';

export type CatalogueSort = 'name' | 'price' | 'relevance';

export interface CatalogueState {
  search: string;
  categories: string[];
  tags: string[];
  /** URL parameter (flameClasses, solderCapacities, systemTypes, spec_<key>) → value slugs. */
  specs: Record<string, string[]>;
  sort: CatalogueSort;
  /** Search exactly what was typed (no typo correction). */
  exact?: boolean;
  page: number;
  limit: number;
}

/** Relevance whenever there is a search, else name. */
export const defaultSort = (search: string): CatalogueSort => (search.trim() ? 'relevance' : 'name');

export const CATALOGUE_PAGE_SIZES: readonly number[] = PAGE_SIZES;
export const NAMED_SPEC_PARAMS: readonly string[] = Object.values(SPEC_FILTER_PARAMS);
const SPEC_PARAM = /^spec_[a-z0-9_]+$/;

export const isSpecParam = (param: string) => NAMED_SPEC_PARAMS.includes(param) || SPEC_PARAM.test(param);

const list = (value: string | null): string[] => splitList(value, { unique: true });

function positiveInt(value: string | null, fallback: number): number {
  if (!value || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 ? n : fallback;
}

export function parseCatalogueState(search: URLSearchParams): CatalogueState {
  const specs: Record<string, string[]> = {};
  for (const [key, value] of search) {
    if (!isSpecParam(key)) continue;
    const values = list(value);
    if (values.length) specs[key] = values;
  }
  const limit = positiveInt(search.get('limit'), PUBLIC_DEFAULT_PAGE_SIZE);
  const term = (search.get('search') ?? '').trim();
  const sort = search.get('sort');
  return {
    search: term,
    categories: list(search.get('categories')),
    tags: list(search.get('tags')),
    specs,
    sort: sort === 'price' || sort === 'name' || (sort === 'relevance' && term) ? sort : defaultSort(term),
    ...(term && search.get('exact') === 'true' ? { exact: true } : {}),
    page: Math.min(positiveInt(search.get('page'), 1), 100_000),
    limit: CATALOGUE_PAGE_SIZES.includes(limit) ? limit : PUBLIC_DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a state, defaults and empty lists left out; "" when everything is default. */
export function catalogueSearch(state: CatalogueState): string {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.categories.length) params.set('categories', state.categories.join(','));
  if (state.tags.length) params.set('tags', state.tags.join(','));
  const specParams = Object.keys(state.specs).sort(
    (a, b) => specOrder(a) - specOrder(b) || a.localeCompare(b),
  );
  for (const param of specParams) {
    const values = state.specs[param] ?? [];
    if (values.length) params.set(param, values.join(','));
  }
  if (state.sort !== defaultSort(state.search)) params.set('sort', state.sort);
  if (state.exact && state.search.trim()) params.set('exact', 'true');
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== PUBLIC_DEFAULT_PAGE_SIZE) params.set('limit', String(state.limit));
  // Commas stay readable: the slugs never contain one.
  return params.toString().replace(/%2C/g, ',');
}

const specOrder = (param: string) => {
  const index = NAMED_SPEC_PARAMS.indexOf(param);
  return index === -1 ? NAMED_SPEC_PARAMS.length : index;
};

export function catalogueHref(state: CatalogueState): string {
  const query = catalogueSearch(state);
  return query ? `/products?${query}` : '/products';
}

export const DEFAULT_STATE: CatalogueState = {
  search: '',
  categories: [],
  tags: [],
  specs: {},
  sort: 'name',
  page: 1,
  limit: PUBLIC_DEFAULT_PAGE_SIZE,
};

/** How many filter values are active (the "Active Filters (n)" figure); the search counts as one. */
export function activeFilterCount(state: CatalogueState): number {
  return (
    (state.search ? 1 : 0) +
    state.categories.length +
    state.tags.length +
    Object.values(state.specs).reduce((sum, values) => sum + values.length, 0)
  );
}

export function toggle(values: string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** The filters as API parameters (comma-joined slugs; empty lists left out by the API client). */
export function filterParams(state: CatalogueState, without?: 'categories' | 'tags'): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.search) params.search = state.search;
  if (state.search && state.exact) params.exact = 'true';
  if (state.categories.length && without !== 'categories') params.categories = state.categories.join(',');
  if (state.tags.length && without !== 'tags') params.tags = state.tags.join(',');
  for (const [param, values] of Object.entries(state.specs))
    if (values.length) params[param] = values.join(',');
  return params;
}
