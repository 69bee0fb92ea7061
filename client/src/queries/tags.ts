import { queryOptions } from '@tanstack/react-query';
import type { Tag, TagCategory, TagCategoryInput, TagInput } from '../../../core/schemas/tags';
import { apiJson } from '../lib/api';

/** GET /api/tags: every tag with its group. */
export const tagsQuery = () => queryOptions<Tag[]>({ queryKey: ['/api/tags'] });

/** GET /api/tag-categories: the tag groups, by sort then name. */
export const tagCategoriesQuery = () => queryOptions<TagCategory[]>({ queryKey: ['/api/tag-categories'] });

/** POST /api/tags. */
export const createTag = (body: TagInput) => apiJson<Tag>('POST', '/api/tags', body);

/** PUT /api/tags/{id}: the tag's one update verb (every field). */
export const updateTag = (id: number, body: TagInput) => apiJson<Tag>('PUT', `/api/tags/${id}`, body);

/** POST /api/tag-categories. */
export const createTagCategory = (body: TagCategoryInput) =>
  apiJson<TagCategory>('POST', '/api/tag-categories', body);

/** PUT /api/tag-categories/{id}: the tag group's one update verb (every field). */
export const updateTagCategory = (id: number, body: TagCategoryInput) =>
  apiJson<TagCategory>('PUT', `/api/tag-categories/${id}`, body);
