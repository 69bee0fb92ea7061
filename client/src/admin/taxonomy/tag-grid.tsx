// Every tag as a coloured chip with edit and delete (confirmation, real call): the products screen's
// tag grid (document 001 §2.4; TAG-16..19).
import { useQuery } from '@tanstack/react-query';
import { Tags } from 'lucide-react';
import { useState } from 'react';
import type { Tag } from '../../../../core/schemas/tags';
import { ConfirmDialog, deleteMessage } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { tagsQuery } from '../../queries/tags';
import { useDeleteImpact } from '../shared/use-delete-mutation';
import { useCanEdit } from '../use-can-edit';
import { TagChip } from './tag-chip';
import { TagDialog } from './tag-dialog';
import { useDeleteTag } from './use-deletes';

export function TagGrid({ emptyAction }: { emptyAction?: React.ReactNode }) {
  const tags = useQuery(tagsQuery());
  const canEdit = useCanEdit();
  const [editing, setEditing] = useState<Tag | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const impact = useDeleteImpact(
    'tags',
    deleting?.id,
    deleting ? { products: deleting.productCount } : undefined,
  );
  const remove = useDeleteTag();

  if (tags.isPending) return <Skeleton className="h-20" />;
  if (tags.isError) {
    return (
      <ErrorState
        title="Could not load the tags"
        message={errorMessage(tags.error)}
        onRetry={() => tags.refetch()}
      />
    );
  }
  if (tags.data.length === 0) {
    return (
      <EmptyState
        icon={Tags}
        title="No tags yet"
        description="Tags mark products for filtering."
        action={emptyAction}
      />
    );
  }
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {tags.data.map((tag) => (
          <TagChip
            key={tag.id}
            tag={tag}
            onEdit={canEdit ? () => setEditing(tag) : undefined}
            onDelete={canEdit ? () => setDeleting(tag) : undefined}
          />
        ))}
      </div>
      <TagDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} tag={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete tag?"
        description={deleting ? deleteMessage(deleting.name) : ''}
        impact={impact}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
