// Specification category dialog (document 001 §2.7, §5, §8): the slug is required and follows the name
// while creating; colour defaults to #8B5CF6; failures read "Error" with the server message or the default.
import { DEFAULT_SPEC_CATEGORY_COLOR } from '../../../../core/constants';
import { type SpecCategory, specCategoryInput } from '../../../../core/schemas/specs';
import { ApiError } from '../../lib/api';
import {
  createSpecCategory,
  specCategoriesQuery,
  specDefinitionsQuery,
  updateSpecCategory,
} from '../../queries/specs';
import { GroupDialog, type GroupDialogConfig } from './group-dialog';

const config: GroupDialogConfig = {
  idPrefix: 'spec-category',
  schema: specCategoryInput,
  create: (values) => createSpecCategory({ ...values, slug: values.slug ?? '' }),
  update: (id, values) => updateSpecCategory(id, { ...values, slug: values.slug ?? '' }),
  defaultColor: DEFAULT_SPEC_CATEGORY_COLOR,
  slugMode: 'follow',
  title: { create: 'Create Specification Category', edit: 'Edit Specification Category' },
  submit: { create: 'Create Category', edit: 'Update Category' },
  saved: { create: 'Specification category created', edit: 'Specification category updated' },
  failure: (editing, err) => [
    'Error',
    err instanceof ApiError && err.serverMessage
      ? err.serverMessage
      : editing
        ? 'Failed to update spec category'
        : 'Failed to create spec category',
  ],
  invalidates: () => [specCategoriesQuery().queryKey, specDefinitionsQuery().queryKey],
};

export function SpecCategoryDialog({
  open,
  onOpenChange,
  category = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category?: SpecCategory | null;
}) {
  return <GroupDialog open={open} onOpenChange={onOpenChange} group={category} config={config} />;
}
