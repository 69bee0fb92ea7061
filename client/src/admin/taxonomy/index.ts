// What the products screen and the product editor reuse from the taxonomy section.
export { CategoryDialog, parentOptions } from './category-dialog';
export { CategoryList } from './category-list';
export { ColorDot, ColorField } from './color-field';
export { SpecCategoryDialog } from './spec-category-dialog';
export { TagChip } from './tag-chip';
export { TagDialog } from './tag-dialog';
export { TagGrid } from './tag-grid';
export { TagGroupDialog } from './tag-group-dialog';
export { useDeleteCategory, useDeleteSpecCategory, useDeleteTag, useDeleteTagGroup } from './use-deletes';
