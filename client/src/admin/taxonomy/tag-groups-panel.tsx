// The Tag Groups tab (document 001 §2.7): each group with its tags as coloured chips, tags without a
// group in their own block, dialogs for groups and tags, deletes with confirmation.
import { useQuery } from '@tanstack/react-query';
import { Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import type { Tag, TagCategory } from '../../../../core/schemas/tags';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, deleteMessage } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { tagCategoriesQuery, tagsQuery } from '../../queries/tags';
import { RowActions } from '../shared/row-actions';
import { useDeleteImpact } from '../shared/use-delete-mutation';
import { useCanEdit } from '../use-can-edit';
import { ColorDot } from './color-field';
import { TagChip } from './tag-chip';
import { TagDialog } from './tag-dialog';
import { TagGroupDialog } from './tag-group-dialog';
import { useDeleteTag, useDeleteTagGroup } from './use-deletes';

type TagDialogState = { tag: Tag | null; groupId: number | null } | null;

function GroupBlock({
  title,
  color,
  description,
  tags,
  actions,
  onAddTag,
  onEditTag,
  onDeleteTag,
}: {
  title: string;
  color?: string;
  description?: React.ReactNode;
  tags: Tag[];
  actions?: React.ReactNode;
  onAddTag?: () => void;
  onEditTag?: (tag: Tag) => void;
  onDeleteTag?: (tag: Tag) => void;
}) {
  return (
    <Card className="p-4" data-testid="tag-group">
      <div className="flex items-start gap-3">
        {color && <ColorDot color={color} className="mt-1.5 h-3 w-3" />}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">{title}</h3>
          {description && <div className="mt-0.5 text-sm text-slate-500">{description}</div>}
        </div>
        {actions}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {tags.length === 0 && <span className="text-sm text-slate-500">No tags in this group yet.</span>}
        {tags.map((tag) => (
          <TagChip
            key={tag.id}
            tag={tag}
            onEdit={onEditTag ? () => onEditTag(tag) : undefined}
            onDelete={onDeleteTag ? () => onDeleteTag(tag) : undefined}
          />
        ))}
        {onAddTag && (
          <Button variant="outline" size="sm" onClick={onAddTag} aria-label={`Add tag to ${title}`}>
            <Plus className="h-3.5 w-3.5" aria-hidden />
            Add tag
          </Button>
        )}
      </div>
    </Card>
  );
}

export function TagGroupsPanel() {
  const groups = useQuery(tagCategoriesQuery());
  const tags = useQuery(tagsQuery());
  const canEdit = useCanEdit();
  const [groupDialog, setGroupDialog] = useState<{ group: TagCategory | null } | null>(null);
  const [tagDialog, setTagDialog] = useState<TagDialogState>(null);
  const [deletingGroup, setDeletingGroup] = useState<TagCategory | null>(null);
  const [deletingTag, setDeletingTag] = useState<Tag | null>(null);
  const groupImpact = useDeleteImpact(
    'tag-categories',
    deletingGroup?.id,
    deletingGroup ? { tags: deletingGroup.tagCount } : undefined,
  );
  const tagImpact = useDeleteImpact(
    'tags',
    deletingTag?.id,
    deletingTag ? { products: deletingTag.productCount } : undefined,
  );
  const removeGroup = useDeleteTagGroup();
  const removeTag = useDeleteTag();

  const toolbar = canEdit && (
    <div className="mb-4 flex flex-wrap justify-end gap-2">
      <Button variant="outline" onClick={() => setTagDialog({ tag: null, groupId: null })}>
        <Plus className="h-4 w-4" aria-hidden />
        Add Tag
      </Button>
      <Button onClick={() => setGroupDialog({ group: null })}>
        <Plus className="h-4 w-4" aria-hidden />
        Add Tag Group
      </Button>
    </div>
  );

  let content: React.ReactNode;
  if (groups.isPending || tags.isPending) {
    content = (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  } else if (groups.isError || tags.isError) {
    content = (
      <ErrorState
        title="Could not load the tags"
        message={errorMessage(groups.error ?? tags.error)}
        onRetry={() => {
          groups.refetch();
          tags.refetch();
        }}
      />
    );
  } else if (groups.data.length === 0 && tags.data.length === 0) {
    content = (
      <EmptyState
        icon={Tags}
        title="No tags yet"
        description="Create a tag group (for example “By Application”), then add its tags."
      />
    );
  } else {
    const known = new Set(groups.data.map((g) => g.id));
    const ungrouped = tags.data.filter((t) => t.categoryId === null || !known.has(t.categoryId));
    const editTag = canEdit ? (tag: Tag) => setTagDialog({ tag, groupId: tag.categoryId }) : undefined;
    const deleteTag = canEdit ? (tag: Tag) => setDeletingTag(tag) : undefined;
    content = (
      <div className="grid gap-4">
        {groups.data.map((group) => (
          <GroupBlock
            key={group.id}
            title={group.name}
            color={group.color}
            description={
              <>
                <span className="font-mono text-xs">{group.slug}</span>
                {group.description && <span> · {group.description}</span>}
              </>
            }
            tags={tags.data.filter((t) => t.categoryId === group.id)}
            actions={
              <RowActions
                name={group.name}
                canEdit={canEdit}
                onEdit={() => setGroupDialog({ group })}
                onDelete={() => setDeletingGroup(group)}
              />
            }
            onAddTag={canEdit ? () => setTagDialog({ tag: null, groupId: group.id }) : undefined}
            onEditTag={editTag}
            onDeleteTag={deleteTag}
          />
        ))}
        {ungrouped.length > 0 && (
          <GroupBlock
            title="Tags without a group"
            description="Uncategorized tags"
            tags={ungrouped}
            onEditTag={editTag}
            onDeleteTag={deleteTag}
          />
        )}
      </div>
    );
  }

  return (
    <>
      {toolbar}
      {content}
      <TagGroupDialog
        open={groupDialog !== null}
        onOpenChange={(open) => !open && setGroupDialog(null)}
        group={groupDialog?.group ?? null}
      />
      <TagDialog
        open={tagDialog !== null}
        onOpenChange={(open) => !open && setTagDialog(null)}
        tag={tagDialog?.tag ?? null}
        defaultCategoryId={tagDialog?.groupId ?? null}
      />
      <ConfirmDialog
        open={deletingGroup !== null}
        onOpenChange={(open) => !open && setDeletingGroup(null)}
        title="Delete tag group?"
        description={deletingGroup ? deleteMessage(deletingGroup.name) : ''}
        impact={groupImpact}
        pending={removeGroup.isPending}
        onConfirm={() =>
          deletingGroup && removeGroup.mutate(deletingGroup, { onSettled: () => setDeletingGroup(null) })
        }
      />
      <ConfirmDialog
        open={deletingTag !== null}
        onOpenChange={(open) => !open && setDeletingTag(null)}
        title="Delete tag?"
        description={deletingTag ? deleteMessage(deletingTag.name) : ''}
        impact={tagImpact}
        pending={removeTag.isPending}
        onConfirm={() =>
          deletingTag && removeTag.mutate(deletingTag, { onSettled: () => setDeletingTag(null) })
        }
      />
    </>
  );
}
