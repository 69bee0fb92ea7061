// The category tree with product and subcategory counts, edit and delete (with confirmation and a real
// call). Used by the taxonomy screen's Product Categories tab and by the products screen's category grid.
import { useQuery } from '@tanstack/react-query';
import { FolderTree } from 'lucide-react';
import { useState } from 'react';
import { categoryTree } from '../../../../core/rules/category-tree';
import type { Category } from '../../../../core/schemas/categories';
import { Badge } from '../../components/ui/badge';
import { ConfirmDialog, deleteMessage } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { categoriesQuery } from '../../queries/categories';
import { RowActions } from '../shared/row-actions';
import { useDeleteImpact } from '../shared/use-delete-mutation';
import { useCanEdit } from '../use-can-edit';
import { CategoryDialog } from './category-dialog';
import { useDeleteCategory } from './use-deletes';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function CategoryList({ emptyAction }: { emptyAction?: React.ReactNode }) {
  const categories = useQuery(categoriesQuery());
  const canEdit = useCanEdit();
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const impact = useDeleteImpact(
    'categories',
    deleting?.id,
    deleting ? { products: deleting.productCount, children: deleting.childCount } : undefined,
  );
  const remove = useDeleteCategory();

  if (categories.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading categories">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  }
  if (categories.isError) {
    return (
      <ErrorState
        title="Could not load the categories"
        message={errorMessage(categories.error)}
        onRetry={() => categories.refetch()}
      />
    );
  }
  if (categories.data.length === 0) {
    return (
      <EmptyState
        icon={FolderTree}
        title="No categories yet"
        description="Categories group your products in the admin and in the public catalogue."
        action={emptyAction}
      />
    );
  }

  return (
    <>
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        aria-label="Categories"
      >
        {categoryTree(categories.data).map(({ category, depth }) => (
          <li
            key={category.id}
            className="flex items-start gap-3 px-4 py-3"
            style={{ paddingLeft: `${1 + depth * 1.5}rem` }}
            data-testid="category-row"
          >
            <FolderTree
              className={
                depth === 0
                  ? 'mt-0.5 h-5 w-5 shrink-0 text-brand-600'
                  : 'mt-0.5 h-4 w-4 shrink-0 text-slate-400'
              }
              aria-hidden
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium text-slate-900">{category.name}</span>
                <span className="font-mono text-xs text-slate-500">/{category.slug}</span>
              </div>
              {category.description && (
                <p className="mt-0.5 line-clamp-2 text-sm text-slate-500">{category.description}</p>
              )}
              <div className="mt-1.5 flex flex-wrap gap-1.5">
                <Badge tone="brand">{plural(category.productCount, 'product', 'products')}</Badge>
                {category.childCount > 0 && (
                  <Badge>{plural(category.childCount, 'subcategory', 'subcategories')}</Badge>
                )}
              </div>
            </div>
            <RowActions
              name={category.name}
              canEdit={canEdit}
              onEdit={() => setEditing(category)}
              onDelete={() => setDeleting(category)}
            />
          </li>
        ))}
      </ul>
      <CategoryDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        category={editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete category?"
        description={deleting ? deleteMessage(deleting.name) : ''}
        impact={impact}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
