import { queryOptions } from '@tanstack/react-query';
import type { Product, ProductList } from '../../../core/schemas/products';

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
