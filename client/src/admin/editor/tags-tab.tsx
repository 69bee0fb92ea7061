// The tags tab (document 001 §2.5, §7): the assigned tags grouped by tag category ("Other Tags" for
// none), each with a remove button (confirmed); an "Add Tags" dialog listing the other tags grouped the
// same way. One chosen tag is sent as POST …/tags/{tagId} with an empty body; several go in one request
// (POST …/tags with tagIds) so they are added together or not at all.
import { useQuery } from '@tanstack/react-query';
import { Tags, X } from 'lucide-react';
import { useState } from 'react';
import { EDITOR_TAG_COLOR } from '../../../../core/constants';
import { type ProductTag, productTagsInput } from '../../../../core/schemas/product-content';
import { ChoiceListField } from '../../components/form/choice-list-field';
import { FormKit } from '../../components/form/form-kit';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { FormDialog } from '../../components/ui/form-dialog';
import { apiJson } from '../../lib/api';
import { productTagsQuery } from '../../queries/product-content';
import { tagCategoriesQuery, tagsQuery } from '../../queries/tags';
import { useCanEdit } from '../use-can-edit';
import { AddBar } from './add-bar';
import { listState } from './list-state';
import { removeFailed, useTabMutation } from './use-tab-mutation';

export const OTHER_TAGS = 'Other Tags';

interface TagLike {
  id: number;
  name: string;
  color: string | null;
  category: { id: number; name: string; color: string } | null;
}

/** Tags grouped by category, in the categories' order, with "Other Tags" last. */
export function groupTags<T extends TagLike>(
  list: T[],
  order: Array<{ id: number }> = [],
): Array<{ key: string; name: string; color: string; tags: T[] }> {
  const groups = new Map<string, { key: string; name: string; color: string; tags: T[] }>();
  for (const tag of list) {
    const key = tag.category ? String(tag.category.id) : 'other';
    if (!groups.has(key))
      groups.set(key, {
        key,
        name: tag.category?.name ?? OTHER_TAGS,
        color: tag.category?.color ?? EDITOR_TAG_COLOR,
        tags: [],
      });
    groups.get(key)!.tags.push(tag);
  }
  const rank = (key: string) => {
    if (key === 'other') return Number.MAX_SAFE_INTEGER;
    const index = order.findIndex((c) => String(c.id) === key);
    return index === -1 ? Number.MAX_SAFE_INTEGER - 1 : index;
  };
  return [...groups.values()].sort((a, b) => rank(a.key) - rank(b.key) || a.name.localeCompare(b.name));
}

/** The editor shows tag colours with the editor default #6B7280 when a tag has none (TAG-22). */
export const editorTagColor = (tag: { color: string | null }) => tag.color || EDITOR_TAG_COLOR;

/** A tag or tag category's colour. */
function Dot({ color }: { color: string }) {
  return (
    <span className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} aria-hidden />
  );
}

export function TagsTab({ productId }: { productId: number }) {
  const canEdit = useCanEdit();
  const assigned = useQuery(productTagsQuery(productId));
  const allTags = useQuery(tagsQuery());
  const categories = useQuery(tagCategoriesQuery());
  const [dialog, setDialog] = useState(false);
  const form = useSchemaForm(productTagsInput, { defaultValues: { tagIds: [] } });
  const selected = form.watch('tagIds');
  const [toRemove, setToRemove] = useState<ProductTag | null>(null);

  const assignedIds = new Set((assigned.data ?? []).map((t) => t.id));
  const candidates = (allTags.data ?? []).filter((t) => !assignedIds.has(t.id));

  const add = useTabMutation(productId, {
    call: (ids: number[]) =>
      ids.length === 1
        ? apiJson('POST', `/api/products/${productId}/tags/${ids[0]}`)
        : apiJson('POST', `/api/products/${productId}/tags`, { tagIds: ids }),
    success: (_r, ids) => [
      'Tags added',
      `${ids.length} tag${ids.length === 1 ? '' : 's'} added to the product.`,
    ],
    failure: () => ['Add failed', 'Failed to add tags.'],
    onDone: () => {
      setDialog(false);
      form.reset({ tagIds: [] });
    },
  });
  const remove = useTabMutation(productId, {
    call: (tag: ProductTag) => apiJson('DELETE', `/api/products/${productId}/tags/${tag.id}`),
    success: (_r, tag) => ['Tag removed', `"${tag.name}" was removed from the product.`],
    failure: (err, tag) => removeFailed(`the tag "${tag.name}"`)(err),
    onDone: () => setToRemove(null),
  });

  return (
    <div className="grid gap-4">
      <AddBar show={canEdit} label="Add Tags" onClick={() => setDialog(true)} />
      {listState(
        assigned,
        'tags',
        <EmptyState
          icon={Tags}
          title="No tags yet"
          description="Tags place the product under applications and filters."
        />,
      ) ?? (
        <div className="grid gap-4 md:grid-cols-2">
          {groupTags(assigned.data ?? [], categories.data).map((group) => (
            <section
              key={group.key}
              aria-label={group.name}
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
                <Dot color={group.color} />
                {group.name}
              </h3>
              <ul className="flex flex-wrap gap-2">
                {group.tags.map((tag) => (
                  <li
                    key={tag.id}
                    className="inline-flex items-center gap-1 rounded-full py-1 pl-3 pr-1 text-sm font-medium text-white"
                    style={{ backgroundColor: editorTagColor(tag) }}
                    data-testid="assigned-tag"
                  >
                    {tag.name}
                    {canEdit && (
                      <button
                        type="button"
                        className="rounded-full p-0.5 hover:bg-black/20"
                        aria-label={`Remove ${tag.name}`}
                        onClick={() => setToRemove(tag)}
                      >
                        <X className="h-3.5 w-3.5" />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      <FormDialog
        open={dialog}
        onOpenChange={(open) => {
          setDialog(open);
          if (!open) form.reset({ tagIds: [] });
        }}
        title="Add Tags"
        description="Choose the tags to add to this product."
        submitLabel={
          selected.length ? `Add ${selected.length} Tag${selected.length === 1 ? '' : 's'}` : 'Add Tags'
        }
        pending={add.isPending}
        dirty={form.formState.isDirty}
        size="lg"
        onSubmit={form.handleSubmit(({ tagIds }) => add.mutate(tagIds))}
      >
        {candidates.length === 0 ? (
          <p className="text-sm text-slate-500">Every tag is already assigned.</p>
        ) : (
          <FormKit form={form} idPrefix="add">
            <ChoiceListField
              name="tagIds"
              label="Tags to add"
              listClassName="max-h-[50vh] overflow-y-auto pr-1"
              groups={groupTags(candidates, categories.data).map((group) => ({
                key: group.key,
                title: (
                  <>
                    <Dot color={group.color} />
                    {group.name}
                  </>
                ),
                choices: group.tags.map((tag) => ({
                  value: tag.id,
                  label: tag.name,
                  mark: <Dot color={editorTagColor(tag)} />,
                })),
              }))}
            />
          </FormKit>
        )}
      </FormDialog>
      <ConfirmDialog
        open={!!toRemove}
        onOpenChange={(open) => !open && setToRemove(null)}
        title="Remove tag?"
        description={`"${toRemove?.name}" will be removed from this product. The tag itself stays.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => toRemove && remove.mutate(toRemove)}
      />
    </div>
  );
}
