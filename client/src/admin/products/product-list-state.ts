// The products list's filters in the address (/admin/products?search=&category=&status=&completeness=
// &sort=&page=&limit=), through the shared list state.
import { ADMIN_SORTS } from '../../../../core/schemas/products';
import { type ListStateOptions, useListState } from '../shared/use-list-state';

type ProductFilters = {
  search: string;
  category: string;
  status: 'all' | 'active' | 'inactive' | 'draft';
  /** all, complete or incomplete (the editor's completeness score). */
  completeness: 'all' | 'complete' | 'incomplete';
  sort: (typeof ADMIN_SORTS)[number];
};

export const PRODUCT_LIST: ListStateOptions<ProductFilters> = {
  filters: {
    search: { default: '' },
    category: { default: 'all' },
    status: { default: 'all', choices: ['all', 'active', 'inactive', 'draft'] },
    completeness: { default: 'all', choices: ['all', 'complete', 'incomplete'] },
    sort: { default: 'newest', choices: ADMIN_SORTS },
  },
};

export const useProductListState = () => useListState(PRODUCT_LIST);
