import { queryOptions } from '@tanstack/react-query';
import type { Brand } from '../../../core/schemas/brands';

/** GET /api/brands: every brand with its product count. */
export const brandsQuery = () => queryOptions<Brand[]>({ queryKey: ['/api/brands'] });
