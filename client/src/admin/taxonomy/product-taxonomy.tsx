// What the taxonomy section lends the products screen (document 001 §2.4): the Add Category and Add Tag
// header buttons with their dialogs, and the category and tag grids under the list. Composed with the
// products page in admin/products-section.tsx, so neither section imports the other.
import { FolderPlus, Tag as TagIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { CategoryDialog } from './category-dialog';
import { CategoryList } from './category-list';
import { TagDialog } from './tag-dialog';
import { TagGrid } from './tag-grid';

export function TaxonomyAddButtons() {
  const [categoryDialog, setCategoryDialog] = useState(false);
  const [tagDialog, setTagDialog] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setCategoryDialog(true)}>
        <FolderPlus className="h-4 w-4" aria-hidden />
        Add Category
      </Button>
      <Button variant="outline" onClick={() => setTagDialog(true)}>
        <TagIcon className="h-4 w-4" aria-hidden />
        Add Tag
      </Button>
      <CategoryDialog open={categoryDialog} onOpenChange={setCategoryDialog} />
      <TagDialog open={tagDialog} onOpenChange={setTagDialog} />
    </>
  );
}

export function TaxonomyGrids() {
  return (
    <div className="mt-10 grid gap-8 xl:grid-cols-2">
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Categories
        </h2>
        <CategoryList />
      </section>
      <section aria-labelledby="tags-heading">
        <h2 id="tags-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Tags
        </h2>
        <TagGrid />
      </section>
    </div>
  );
}
