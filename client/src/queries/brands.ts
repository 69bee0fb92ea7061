import { queryOptions } from '@tanstack/react-query';
import type { Brand, BrandInput, BrandPatch } from '../../../core/schemas/brands';
import { apiJson } from '../lib/api';

/** GET /api/brands: every brand with its product count. */
export const brandsQuery = () => queryOptions<Brand[]>({ queryKey: ['/api/brands'] });

/** POST /api/brands. */
export const createBrand = (body: BrandInput) => apiJson<Brand>('POST', '/api/brands', body);

/** PATCH /api/brands/{id}: only the fields sent change. */
export const updateBrand = (id: number, body: BrandPatch) =>
  apiJson<Brand>('PATCH', `/api/brands/${id}`, body);
