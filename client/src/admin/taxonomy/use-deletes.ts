// Delete mutations of the taxonomy, each with its notifications and the queries it refreshes. The
// products screen uses the category and tag ones for its grids (document 001 §2.4; CAT-16, TAG-18).
import type { Category } from '../../../../core/schemas/categories';
import type { SpecCategory } from '../../../../core/schemas/specs';
import type { Tag, TagCategory } from '../../../../core/schemas/tags';
import { errorMessage } from '../../lib/api';
import { categoryChangeKeys, productsRootKey } from '../../queries/categories';
import { specCategoriesQuery, specDefinitionsQuery } from '../../queries/specs';
import { tagCategoriesQuery, tagsQuery } from '../../queries/tags';
import { useConfirmDelete } from '../shared/confirm-delete';
import { useDeleteMutation } from '../shared/use-delete-mutation';

const failure =
  (noun: string) =>
  (err: unknown): [string, string] => [
    'Delete failed',
    errorMessage(err, `Failed to delete ${noun}. Please try again.`),
  ];

/** DELETE /api/categories/{id}; a category with products or subcategories is refused with the counts. */
export const useDeleteCategory = () =>
  useDeleteMutation<Category>({
    url: (c) => `/api/categories/${c.id}`,
    name: (c) => c.name,
    success: 'Category deleted',
    failure: failure('category'),
    invalidates: categoryChangeKeys,
  });

/** DELETE /api/tags/{id}; the tag is removed from every product. */
export const useDeleteTag = () =>
  useDeleteMutation<Tag>({
    url: (t) => `/api/tags/${t.id}`,
    name: (t) => t.name,
    success: 'Tag deleted',
    failure: failure('tag'),
    invalidates: () => [tagsQuery().queryKey, tagCategoriesQuery().queryKey, productsRootKey],
  });

/** DELETE /api/tag-categories/{id}; its tags stay, ungrouped. */
export const useDeleteTagGroup = () =>
  useDeleteMutation<TagCategory>({
    url: (g) => `/api/tag-categories/${g.id}`,
    name: (g) => g.name,
    success: 'Tag group deleted',
    failure: failure('tag group'),
    invalidates: () => [tagCategoriesQuery().queryKey, tagsQuery().queryKey],
  });

/** DELETE /api/spec-categories/{id}; its definitions become uncategorised. */
export const useDeleteSpecCategory = () =>
  useDeleteMutation<SpecCategory>({
    url: (c) => `/api/spec-categories/${c.id}`,
    name: (c) => c.name,
    success: 'Specification category deleted',
    failure: failure('specification category'),
    invalidates: () => [specCategoriesQuery().queryKey, specDefinitionsQuery().queryKey],
  });

/** Asks before deleting a tag, with how many products carry it: the tag grid and the tag groups. */
export const useConfirmTagDelete = () =>
  useConfirmDelete<Tag>({
    title: 'Delete tag?',
    name: (t) => t.name,
    remove: useDeleteTag(),
    entity: 'tags',
    id: (t) => t.id,
    counts: (t) => ({ products: t.productCount }),
  });
