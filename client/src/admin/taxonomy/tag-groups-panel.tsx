// The Tag Groups tab (document 001 §2.7): each group with its tags as coloured chips, tags without a
// group in their own block, dialogs for groups and tags, deletes with confirmation.
import { useQuery } from '@tanstack/react-query';
import { Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import type { Tag, TagCategory } from '../../../../core/schemas/tags';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { tagCategoriesQuery, tagsQuery } from '../../queries/tags';
import { useConfirmDelete } from '../shared/confirm-delete';
import { ListView } from '../shared/list-view';
import { RowActions } from '../shared/row-actions';
import { useCanEdit } from '../use-can-edit';
import { ColorDot } from './color-field';
import { TagChip } from './tag-chip';
import { TagDialog } from './tag-dialog';
import { TagGroupDialog } from './tag-group-dialog';
import { useConfirmTagDelete, useDeleteTagGroup } from './use-deletes';

type TagDialogState = { tag: Tag | null; groupId: number | null } | null;

/** A group with its tags, or (group null) the tags without one. */
interface Block {
  key: string;
  group: TagCategory | null;
  tags: Tag[];
}

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
  const confirmGroupDelete = useConfirmDelete<TagCategory>({
    title: 'Delete tag group?',
    name: (g) => g.name,
    remove: useDeleteTagGroup(),
    entity: 'tag-categories',
    id: (g) => g.id,
    counts: (g) => ({ tags: g.tagCount }),
  });
  const confirmTagDelete = useConfirmTagDelete();

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

  // One block per group, then the tags without a (known) group in their own block.
  const blocks: Block[] | undefined =
    groups.data && tags.data
      ? (() => {
          const known = new Set(groups.data.map((g) => g.id));
          const ungrouped = tags.data.filter((t) => t.categoryId === null || !known.has(t.categoryId));
          return [
            ...groups.data.map((group) => ({
              key: `g${group.id}`,
              group,
              tags: tags.data.filter((t) => t.categoryId === group.id),
            })),
            ...(ungrouped.length > 0 ? [{ key: 'ungrouped', group: null, tags: ungrouped }] : []),
          ];
        })()
      : undefined;
  const editTag = canEdit ? (tag: Tag) => setTagDialog({ tag, groupId: tag.categoryId }) : undefined;
  const deleteTag = canEdit ? (tag: Tag) => confirmTagDelete.ask(tag) : undefined;

  return (
    <>
      {toolbar}
      <ListView
        query={{
          isPending: groups.isPending || tags.isPending,
          isError: groups.isError || tags.isError,
          error: groups.error ?? tags.error,
          refetch: () => Promise.all([groups.refetch(), tags.refetch()]),
        }}
        items={blocks}
        itemKey={(block) => block.key}
        label="Tag groups"
        noun={['group', 'groups']}
        showCount={false}
        loading={{ label: 'Loading tag groups', count: 2 }}
        error={{ title: 'Could not load the tags' }}
        empty={{
          icon: Tags,
          title: 'No tags yet',
          description: 'Create a tag group (for example “By Application”), then add its tags.',
        }}
        layout="rows"
        renderItem={({ group, tags: blockTags }) =>
          group ? (
            <GroupBlock
              title={group.name}
              color={group.color}
              description={
                <>
                  <span className="font-mono text-xs">{group.slug}</span>
                  {group.description && <span> · {group.description}</span>}
                </>
              }
              tags={blockTags}
              actions={
                <RowActions
                  name={group.name}
                  canEdit={canEdit}
                  onEdit={() => setGroupDialog({ group })}
                  onDelete={() => confirmGroupDelete.ask(group)}
                />
              }
              onAddTag={canEdit ? () => setTagDialog({ tag: null, groupId: group.id }) : undefined}
              onEditTag={editTag}
              onDeleteTag={deleteTag}
            />
          ) : (
            <GroupBlock
              title="Tags without a group"
              description="Uncategorized tags"
              tags={blockTags}
              onEditTag={editTag}
              onDeleteTag={deleteTag}
            />
          )
        }
      />
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
      {confirmGroupDelete.dialog}
      {confirmTagDelete.dialog}
    </>
  );
}
