// The highlights tab ("Key Features"; document 001 §2.5, §5, §7): the list by sort, an add/edit dialog
// (text required, optional icon, sort ≥ 0 with an input minimum of 1, a new one defaults to the highest
// sort + 1, or 1), delete with confirmation.
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { type Highlight, highlightInput } from '../../../../core/schemas/product-content';
import { FormKit, NumberField, TextField } from '../../components/form/form-kit';
import { type FormOutputOf, useSchemaForm } from '../../components/form/use-schema-form';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { FormDialog } from '../../components/ui/form-dialog';
import { apiJson, errorMessage } from '../../lib/api';
import { productHighlightsQuery } from '../../queries/product-content';
import { DeleteButton, EditButton } from '../shared/row-actions';
import { useCanEdit } from '../use-can-edit';
import { AddBar } from './add-bar';
import { listState } from './list-state';
import { useTabMutation } from './use-tab-mutation';

type Out = FormOutputOf<typeof highlightInput>;

/** The highest sort plus 1, or 1 when there is none (EDIT-43). */
export function nextSort(items: Array<{ sort: number }>): number {
  return items.length ? Math.max(...items.map((h) => h.sort)) + 1 : 1;
}

export function HighlightsTab({ productId }: { productId: number }) {
  const canEdit = useCanEdit();
  const list = useQuery(productHighlightsQuery(productId));
  const [editing, setEditing] = useState<Highlight | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Highlight | null>(null);
  const form = useSchemaForm(highlightInput, { defaultValues: { productId, text: '', icon: '', sort: 1 } });
  const base = `/api/products/${productId}/highlights`;
  const items = [...(list.data ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id);

  const open = (highlight: Highlight | 'new') => {
    form.reset(
      highlight === 'new'
        ? { productId, text: '', icon: '', sort: nextSort(items) }
        : { productId, text: highlight.text, icon: highlight.icon ?? '', sort: highlight.sort },
    );
    setEditing(highlight);
  };

  const save = useTabMutation(productId, {
    call: (values: Out) => {
      const body = { productId, text: values.text, icon: values.icon, sort: values.sort };
      return editing && editing !== 'new'
        ? apiJson('PATCH', `${base}/${editing.id}`, body)
        : apiJson('POST', base, body);
    },
    success: () => (editing === 'new' ? ['Highlight added'] : ['Highlight updated']),
    failure: () => ['Save failed', 'Failed to save highlight.'],
    onDone: () => setEditing(null),
  });
  const remove = useTabMutation(productId, {
    call: (h: Highlight) => apiJson('DELETE', `${base}/${h.id}`),
    success: () => ['Highlight removed'],
    failure: (err) => ['Delete failed', errorMessage(err, 'Something went wrong. Please try again.')],
    onDone: () => setToDelete(null),
  });

  return (
    <div className="grid gap-4">
      <AddBar show={canEdit} label="Add Highlight" onClick={() => open('new')} />
      {listState(
        list,
        'highlights',
        <EmptyState
          icon={Sparkles}
          title="No highlights yet"
          description="Highlights appear as Key Features on the product page."
        />,
      ) ?? (
        <ol className="grid gap-2" aria-label="Highlights">
          {items.map((h) => (
            <li
              key={h.id}
              className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3"
              data-testid="highlight"
            >
              <div className="flex min-w-0 items-center gap-3">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600">
                  {h.sort}
                </span>
                <div className="min-w-0">
                  <p className="break-words text-sm font-medium text-slate-900">{h.text}</p>
                  {h.icon && <p className="text-xs text-slate-500">Icon: {h.icon}</p>}
                </div>
              </div>
              {canEdit && (
                <div className="flex shrink-0 gap-1">
                  <EditButton label={`Edit ${h.text}`} onClick={() => open(h)} />
                  <DeleteButton label={`Delete ${h.text}`} onClick={() => setToDelete(h)} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <FormDialog
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add Highlight' : 'Edit Highlight'}
        submitLabel={editing === 'new' ? 'Add Highlight' : 'Save Highlight'}
        pending={save.isPending}
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        <FormKit form={form} idPrefix="highlight">
          <TextField name="text" label="Text" />
          <TextField name="icon" label="Icon" hint="Optional icon name, e.g. flame or gauge" />
          <NumberField name="sort" label="Sort Order" min={1} />
        </FormKit>
      </FormDialog>
      <ConfirmDialog
        open={!!toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete highlight?"
        description={`"${toDelete?.text}" will be removed from the product's key features.`}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </div>
  );
}
