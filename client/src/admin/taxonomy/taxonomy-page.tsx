// /admin/tags, labelled "Taxonomies" (document 001 §2.7): Product Categories, Tag Groups and
// Specification Categories; below the tabs, the search's synonym groups (#17).
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { PageHeader } from '../page-header';
import { useCanEdit } from '../use-can-edit';
import { CategoryDialog } from './category-dialog';
import { CategoryList } from './category-list';
import { SpecCategoriesPanel } from './spec-categories-panel';
import { SynonymsPanel } from './synonyms-panel';
import { TagGroupsPanel } from './tag-groups-panel';

export default function TaxonomyPage() {
  const canEdit = useCanEdit();
  const [tab, setTab] = useState('categories');
  const [addCategory, setAddCategory] = useState(false);
  return (
    <>
      <PageHeader
        title="Taxonomies"
        description="Product categories, tag groups and specification categories."
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
          <TabsTrigger value="categories">Product Categories</TabsTrigger>
          <TabsTrigger value="tags">Tag Groups</TabsTrigger>
          <TabsTrigger value="specs">Specification Categories</TabsTrigger>
        </TabsList>
        <TabsContent value="categories">
          {canEdit && (
            <div className="mb-4 flex justify-end">
              <Button onClick={() => setAddCategory(true)}>
                <Plus className="h-4 w-4" aria-hidden />
                Add Category
              </Button>
            </div>
          )}
          <CategoryList />
          <CategoryDialog open={addCategory} onOpenChange={setAddCategory} />
        </TabsContent>
        <TabsContent value="tags">
          <TagGroupsPanel />
        </TabsContent>
        <TabsContent value="specs">
          <SpecCategoriesPanel />
        </TabsContent>
      </Tabs>
      {/* Not a fourth tab: the screen's three tabs are specified (TAG-20). */}
      <section aria-labelledby="search-synonyms-heading" className="mt-10 grid gap-3">
        <h2 id="search-synonyms-heading" className="text-lg font-semibold text-slate-900">
          Search Synonyms
        </h2>
        <SynonymsPanel />
      </section>
    </>
  );
}
