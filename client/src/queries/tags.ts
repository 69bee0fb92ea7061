import { queryOptions } from '@tanstack/react-query';
import type { Tag, TagCategory } from '../../../core/schemas/tags';

/** GET /api/tags: every tag with its group. */
export const tagsQuery = () => queryOptions<Tag[]>({ queryKey: ['/api/tags'] });

/** GET /api/tag-categories: the tag groups, by sort then name. */
export const tagCategoriesQuery = () => queryOptions<TagCategory[]>({ queryKey: ['/api/tag-categories'] });
