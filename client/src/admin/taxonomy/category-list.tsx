// The category tree with product and subcategory counts, edit and delete (with confirmation and a real
// call). Used by the taxonomy screen's Product Categories tab and by the products screen's category grid.
import { useQuery } from '@tanstack/react-query';
import { FolderTree } from 'lucide-react';
import { useState } from 'react';
import { categoryTree } from '../../../../core/rules/category-tree';
import type { Category } from '../../../../core/schemas/categories';
import { Badge } from '../../components/ui/badge';
import { categoriesQuery, categoryChangeKeys } from '../../queries/categories';
import { useConfirmDelete } from '../shared/confirm-delete';
import { HistoryButton } from '../shared/history-dialog';
import { ListView } from '../shared/list-view';
import { RowActions } from '../shared/row-actions';
import { useCanEdit } from '../use-can-edit';
import { CategoryDialog } from './category-dialog';
import { useDeleteCategory } from './use-deletes';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function CategoryList({ emptyAction }: { emptyAction?: React.ReactNode }) {
  const categories = useQuery(categoriesQuery());
  const canEdit = useCanEdit();
  const [editing, setEditing] = useState<Category | null>(null);
  const confirmDelete = useConfirmDelete<Category>({
    title: 'Delete category?',
    name: (c) => c.name,
    remove: useDeleteCategory(),
    entity: 'categories',
    id: (c) => c.id,
    counts: (c) => ({ products: c.productCount, children: c.childCount }),
  });

  return (
    <>
      <ListView
        query={categories}
        items={categories.data && categoryTree(categories.data)}
        itemKey={({ category }) => category.id}
        label="Categories"
        noun={['category', 'categories']}
        loading={{ label: 'Loading categories' }}
        error={{ title: 'Could not load the categories' }}
        empty={{
          icon: FolderTree,
          title: 'No categories yet',
          description: 'Categories group your products in the admin and in the public catalogue.',
          action: emptyAction,
        }}
        layout="divided"
        itemProps={({ depth }) => ({
          className: 'flex items-start gap-3 px-4 py-3',
          style: { paddingLeft: `${1 + depth * 1.5}rem` },
          'data-testid': 'category-row',
        })}
        renderItem={({ category, depth }) => (
          <>
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
            <div className="flex shrink-0 items-center gap-1">
              <HistoryButton
                name={category.name}
                entity="category"
                url={`/api/categories/${category.id}`}
                keyPrefix={[...categoriesQuery().queryKey, category.id]}
                restores="The category's name, slug, description and parent"
                invalidates={categoryChangeKeys()}
              />
              <RowActions
                name={category.name}
                canEdit={canEdit}
                onEdit={() => setEditing(category)}
                onDelete={() => confirmDelete.ask(category)}
              />
            </div>
          </>
        )}
      />
      <CategoryDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        category={editing}
      />
      {confirmDelete.dialog}
    </>
  );
}
