// Delete mutations of the taxonomy, each with its notifications and the queries it refreshes. The
// products screen uses the category and tag ones for its grids (document 001 §2.4; CAT-16, TAG-18).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '../../../../core/schemas/categories';
import type { SpecCategory } from '../../../../core/schemas/specs';
import type { Tag, TagCategory } from '../../../../core/schemas/tags';
import { apiJson, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { categoryChangeKeys, productsRootKey } from '../../queries/categories';
import { specCategoriesQuery, specDefinitionsQuery } from '../../queries/specs';
import { tagCategoriesQuery, tagsQuery } from '../../queries/tags';

type Key = readonly unknown[];

function useDelete<T extends { id: number; name: string }>(options: {
  url: (item: T) => string;
  noun: string;
  keys: () => Key[];
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: T) => apiJson<unknown>('DELETE', options.url(item)),
    onSuccess: async (_result, item) => {
      notify.success(`${options.noun} deleted`, `"${item.name}" was deleted.`);
      await Promise.all(
        options.keys().map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      );
    },
    onError: (err) =>
      notify.error(
        'Delete failed',
        errorMessage(err, `Failed to delete ${options.noun.toLowerCase()}. Please try again.`),
      ),
  });
}

/** DELETE /api/categories/{id}; a category with products or subcategories is refused with the counts. */
export const useDeleteCategory = () =>
  useDelete<Category>({ url: (c) => `/api/categories/${c.id}`, noun: 'Category', keys: categoryChangeKeys });

/** DELETE /api/tags/{id}; the tag is removed from every product. */
export const useDeleteTag = () =>
  useDelete<Tag>({
    url: (t) => `/api/tags/${t.id}`,
    noun: 'Tag',
    keys: () => [tagsQuery().queryKey, tagCategoriesQuery().queryKey, productsRootKey],
  });

/** DELETE /api/tag-categories/{id}; its tags stay, ungrouped. */
export const useDeleteTagGroup = () =>
  useDelete<TagCategory>({
    url: (g) => `/api/tag-categories/${g.id}`,
    noun: 'Tag group',
    keys: () => [tagCategoriesQuery().queryKey, tagsQuery().queryKey],
  });

/** DELETE /api/spec-categories/{id}; its definitions become uncategorised. */
export const useDeleteSpecCategory = () =>
  useDelete<SpecCategory>({
    url: (c) => `/api/spec-categories/${c.id}`,
    noun: 'Specification category',
    keys: () => [specCategoriesQuery().queryKey, specDefinitionsQuery().queryKey],
  });
