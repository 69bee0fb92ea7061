// The Specification Categories tab (document 001 §2.7): cards with colour, slug, description, sort and
// how many definitions each holds; create/edit dialog and delete with confirmation.
import { useQuery } from '@tanstack/react-query';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { SpecCategory } from '../../../../core/schemas/specs';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { specCategoriesQuery } from '../../queries/specs';
import { useConfirmDelete } from '../shared/confirm-delete';
import { ListView } from '../shared/list-view';
import { RowActions } from '../shared/row-actions';
import { useCanEdit } from '../use-can-edit';
import { ColorDot } from './color-field';
import { SpecCategoryDialog } from './spec-category-dialog';
import { useDeleteSpecCategory } from './use-deletes';

export function SpecCategoriesPanel() {
  const categories = useQuery(specCategoriesQuery());
  const canEdit = useCanEdit();
  const [dialog, setDialog] = useState<{ category: SpecCategory | null } | null>(null);
  const confirmDelete = useConfirmDelete<SpecCategory>({
    title: 'Delete specification category?',
    name: (c) => c.name,
    remove: useDeleteSpecCategory(),
    entity: 'spec-categories',
    id: (c) => c.id,
    counts: (c) => ({ definitions: c.definitionCount }),
  });

  return (
    <>
      {canEdit && (
        <div className="mb-4 flex justify-end">
          <Button onClick={() => setDialog({ category: null })}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Specification Category
          </Button>
        </div>
      )}
      <ListView
        query={categories}
        items={categories.data}
        itemKey={(c) => c.id}
        label="Specification categories"
        noun={['specification category', 'specification categories']}
        loading={{ label: 'Loading specification categories', shape: 'cards' }}
        error={{ title: 'Could not load the specification categories' }}
        empty={{
          icon: SlidersHorizontal,
          title: 'No specification categories yet',
          description: 'Categories group the rows of a product’s technical specifications.',
        }}
        layout="cards"
        renderItem={(category) => (
          <Card className="flex h-full flex-col gap-2 p-4" data-testid="spec-category-card">
            <div className="flex items-start gap-3">
              <ColorDot color={category.color} className="mt-1.5 h-3 w-3" />
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-slate-900">{category.name}</h3>
                <p className="font-mono text-xs text-slate-500">{category.slug}</p>
              </div>
              <RowActions
                name={category.name}
                canEdit={canEdit}
                onEdit={() => setDialog({ category })}
                onDelete={() => confirmDelete.ask(category)}
              />
            </div>
            {category.description && <p className="text-sm text-slate-600">{category.description}</p>}
            <div className="mt-auto flex flex-wrap gap-1.5">
              <Badge tone="purple">
                {category.definitionCount}{' '}
                {category.definitionCount === 1 ? 'specification' : 'specifications'}
              </Badge>
              <Badge>Sort {category.sort}</Badge>
            </div>
          </Card>
        )}
      />
      <SpecCategoryDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        category={dialog?.category ?? null}
      />
      {confirmDelete.dialog}
    </>
  );
}
