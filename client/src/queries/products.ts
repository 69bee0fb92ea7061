import { queryOptions } from '@tanstack/react-query';
import type { Product, ProductInput, ProductList, ProductPatch } from '../../../core/schemas/products';
import { apiJson } from '../lib/api';

export interface ProductListParams {
  search?: string;
  categories?: string;
  status?: string;
  completeness?: string;
  sortBy?: string;
  page?: number;
  limit?: number;
}

/** The key prefix every products query starts with; invalidating it refreshes every list. */
export const PRODUCTS_KEY = '/api/products';

export const productListQuery = (params: ProductListParams) =>
  queryOptions<ProductList>({ queryKey: [PRODUCTS_KEY, params], placeholderData: (previous) => previous });

export const productQuery = (id: number) => queryOptions<Product>({ queryKey: [PRODUCTS_KEY, id] });

// Writes: one verb per change. A product is created with POST and changed with PATCH (only the fields
// sent change: the dialog and the editor both send what was edited, #16).

/** POST /api/products. */
export const createProduct = (body: ProductInput) => apiJson<Product>('POST', PRODUCTS_KEY, body);

/** PATCH /api/products/{id}: absent fields keep their value, null clears one. */
export const updateProduct = (id: number, body: ProductPatch) =>
  apiJson<Product>('PATCH', `${PRODUCTS_KEY}/${id}`, body);
