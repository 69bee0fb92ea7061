// Tag group dialog (document 001 §2.7, §5, §8, §9): the slug is generated from the name when left empty.
import { DEFAULT_TAG_CATEGORY_COLOR } from '../../../../core/constants';
import { type TagCategory, tagCategoryInput } from '../../../../core/schemas/tags';
import { errorMessage } from '../../lib/api';
import { createTagCategory, tagCategoriesQuery, tagsQuery, updateTagCategory } from '../../queries/tags';
import { GroupDialog, type GroupDialogConfig } from './group-dialog';

const config: GroupDialogConfig = {
  idPrefix: 'group',
  schema: tagCategoryInput,
  create: (values) => createTagCategory(values),
  update: (id, values) => updateTagCategory(id, values),
  defaultColor: DEFAULT_TAG_CATEGORY_COLOR,
  slugMode: 'optional',
  title: { create: 'Create Tag Group', edit: 'Edit Tag Group' },
  submit: { create: 'Create Group', edit: 'Update Group' },
  saved: { create: 'Tag group created', edit: 'Tag group updated' },
  failure: (editing, err) => [
    editing ? 'Failed to update tag category' : 'Failed to create tag category',
    errorMessage(err, 'Please try again.'),
  ],
  invalidates: () => [tagCategoriesQuery().queryKey, tagsQuery().queryKey],
};

export function TagGroupDialog({
  open,
  onOpenChange,
  group = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group?: TagCategory | null;
}) {
  return <GroupDialog open={open} onOpenChange={onOpenChange} group={group} config={config} />;
}
