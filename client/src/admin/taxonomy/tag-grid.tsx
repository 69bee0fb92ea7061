// Every tag as a coloured chip with edit and delete (confirmation, real call): the products screen's
// tag grid (document 001 §2.4; TAG-16..19).
import { useQuery } from '@tanstack/react-query';
import { Tags } from 'lucide-react';
import { useState } from 'react';
import type { Tag } from '../../../../core/schemas/tags';
import { tagsQuery } from '../../queries/tags';
import { ListView } from '../shared/list-view';
import { useCanEdit } from '../use-can-edit';
import { TagChip } from './tag-chip';
import { TagDialog } from './tag-dialog';
import { useConfirmTagDelete } from './use-deletes';

export function TagGrid({ emptyAction }: { emptyAction?: React.ReactNode }) {
  const tags = useQuery(tagsQuery());
  const canEdit = useCanEdit();
  const [editing, setEditing] = useState<Tag | null>(null);
  const confirmDelete = useConfirmTagDelete();

  return (
    <>
      <ListView
        query={tags}
        items={tags.data}
        itemKey={(tag) => tag.id}
        label="Tags"
        noun={['tag', 'tags']}
        loading={{ label: 'Loading tags', shape: 'chips' }}
        error={{ title: 'Could not load the tags' }}
        empty={{
          icon: Tags,
          title: 'No tags yet',
          description: 'Tags mark products for filtering.',
          action: emptyAction,
        }}
        layout="chips"
        renderItem={(tag) => (
          <TagChip
            tag={tag}
            onEdit={canEdit ? () => setEditing(tag) : undefined}
            onDelete={canEdit ? () => confirmDelete.ask(tag) : undefined}
          />
        )}
      />
      <TagDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} tag={editing} />
      {confirmDelete.dialog}
    </>
  );
}
