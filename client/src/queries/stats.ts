import { queryOptions } from '@tanstack/react-query';
import type { Stats } from '../../../core/schemas/stats';

/** GET /api/stats: invalidated after product and category changes. */
export const statsQuery = () => queryOptions<Stats>({ queryKey: ['/api/stats'] });
