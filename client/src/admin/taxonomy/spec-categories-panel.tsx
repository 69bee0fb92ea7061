// The Specification Categories tab (document 001 §2.7): cards with colour, slug, description, sort and
// how many definitions each holds; create/edit dialog and delete with confirmation.
import { useQuery } from '@tanstack/react-query';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { SpecCategory } from '../../../../core/schemas/specs';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, deleteMessage } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { specCategoriesQuery } from '../../queries/specs';
import { RowActions } from '../shared/row-actions';
import { useDeleteImpact } from '../shared/use-delete-mutation';
import { useCanEdit } from '../use-can-edit';
import { ColorDot } from './color-field';
import { SpecCategoryDialog } from './spec-category-dialog';
import { useDeleteSpecCategory } from './use-deletes';

export function SpecCategoriesPanel() {
  const categories = useQuery(specCategoriesQuery());
  const canEdit = useCanEdit();
  const [dialog, setDialog] = useState<{ category: SpecCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<SpecCategory | null>(null);
  const impact = useDeleteImpact(
    'spec-categories',
    deleting?.id,
    deleting ? { definitions: deleting.definitionCount } : undefined,
  );
  const remove = useDeleteSpecCategory();

  let content: React.ReactNode;
  if (categories.isPending) {
    content = <Skeleton className="h-24" />;
  } else if (categories.isError) {
    content = (
      <ErrorState
        title="Could not load the specification categories"
        message={errorMessage(categories.error)}
        onRetry={() => categories.refetch()}
      />
    );
  } else if (categories.data.length === 0) {
    content = (
      <EmptyState
        icon={SlidersHorizontal}
        title="No specification categories yet"
        description="Categories group the rows of a product’s technical specifications."
      />
    );
  } else {
    content = (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {categories.data.map((category) => (
          <Card key={category.id} className="flex flex-col gap-2 p-4" data-testid="spec-category-card">
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
                onDelete={() => setDeleting(category)}
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
        ))}
      </div>
    );
  }

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
      {content}
      <SpecCategoryDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        category={dialog?.category ?? null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete specification category?"
        description={deleting ? deleteMessage(deleting.name) : ''}
        impact={impact}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
