import { queryOptions } from '@tanstack/react-query';
import type { Category, CategoryInput } from '../../../core/schemas/categories';
import { apiJson } from '../lib/api';
import { PRODUCTS_KEY } from './products';
import { statsQuery } from './stats';

/** GET /api/categories: every category with product and subcategory counts (feeds the product and category forms). */
export const categoriesQuery = () => queryOptions<Category[]>({ queryKey: ['/api/categories'] });

/** The products list's root key: category changes move products' category names and counts. */
export const productsRootKey = [PRODUCTS_KEY] as const;

/** What a category change invalidates (document 000 §7: categories, products and stats). */
export const categoryChangeKeys = () => [categoriesQuery().queryKey, productsRootKey, statsQuery().queryKey];

/** POST /api/categories. */
export const createCategory = (body: CategoryInput) => apiJson<Category>('POST', '/api/categories', body);

/** PUT /api/categories/{id}: the category's one update verb (every field). */
export const updateCategory = (id: number, body: CategoryInput) =>
  apiJson<Category>('PUT', `/api/categories/${id}`, body);
