// The FAQs tab (EDIT-28: the specification's "Coming Soon" placeholder made real): the list in sort
// order, an add/edit dialog (question and answer required), move up/down (the new order is sent whole;
// focus stays on the pressed button),
// delete with confirmation. The public product page shows them under "Frequently Asked Questions".
import { useQuery } from '@tanstack/react-query';
import { MessageCircleQuestion } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Faq, faqInput } from '../../../../core/schemas/product-content';
import { FormKit, TextAreaField, TextField } from '../../components/form/form-kit';
import { type FormOutputOf, useSchemaForm } from '../../components/form/use-schema-form';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { FormDialog } from '../../components/ui/form-dialog';
import { MoveButtons } from '../../components/ui/move-buttons';
import { apiJson, errorMessage } from '../../lib/api';
import { productFaqsQuery } from '../../queries/product-content';
import { DeleteButton, EditButton } from '../shared/row-actions';
import { useCanEdit } from '../use-can-edit';
import { AddBar } from './add-bar';
import { listState } from './list-state';
import { useTabMutation } from './use-tab-mutation';

type Out = FormOutputOf<typeof faqInput>;

/** The ids after moving one item up (-1) or down (+1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function FaqsTab({ productId }: { productId: number }) {
  const canEdit = useCanEdit();
  const list = useQuery(productFaqsQuery(productId));
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Faq | null>(null);
  const form = useSchemaForm(faqInput, { defaultValues: { productId, question: '', answer: '' } });
  const base = `/api/products/${productId}/faqs`;
  const items = list.data ?? [];

  useEffect(() => {
    if (editing)
      form.reset(
        editing === 'new'
          ? { productId, question: '', answer: '' }
          : { productId, question: editing.question, answer: editing.answer },
      );
  }, [editing, form, productId]);

  const save = useTabMutation(productId, {
    call: (values: Out) => {
      const body = { productId, question: values.question, answer: values.answer };
      return editing && editing !== 'new'
        ? apiJson('PATCH', `${base}/${editing.id}`, body)
        : apiJson('POST', base, body);
    },
    success: () => (editing === 'new' ? ['FAQ added'] : ['FAQ updated']),
    failure: (err) => ['Save failed', errorMessage(err, 'Failed to save FAQ.')],
    onDone: () => setEditing(null),
  });
  const reorder = useTabMutation(productId, {
    call: (ids: number[]) => apiJson('PUT', `${base}/reorder`, { ids }),
    success: () => ['FAQs reordered'],
    failure: (err) => ['Reorder failed', errorMessage(err, 'Failed to reorder FAQs.')],
  });
  const remove = useTabMutation(productId, {
    call: (faq: Faq) => apiJson('DELETE', `${base}/${faq.id}`),
    success: () => ['FAQ removed'],
    failure: (err) => ['Delete failed', errorMessage(err, 'Something went wrong. Please try again.')],
    onDone: () => setToDelete(null),
  });
  const ids = items.map((f) => f.id);

  return (
    <div className="grid gap-4">
      <AddBar show={canEdit} label="Add FAQ" onClick={() => setEditing('new')} />
      {listState(
        list,
        'FAQs',
        <EmptyState
          icon={MessageCircleQuestion}
          title="No FAQs yet"
          description="Questions and answers appear under Frequently Asked Questions on the product page."
        />,
      ) ?? (
        <ol className="grid gap-2" aria-label="FAQs">
          {items.map((faq, index) => (
            <li
              key={faq.id}
              className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
              data-testid="faq"
            >
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">{faq.question}</p>
                <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-600">{faq.answer}</p>
              </div>
              {canEdit && (
                <div className="flex shrink-0 flex-wrap justify-end gap-1">
                  <MoveButtons
                    upLabel={`Move up: ${faq.question}`}
                    downLabel={`Move down: ${faq.question}`}
                    upBlocked={index === 0 ? 'Already the first FAQ' : null}
                    downBlocked={index === items.length - 1 ? 'Already the last FAQ' : null}
                    position={index}
                    pending={reorder.isPending}
                    onMove={(step) => reorder.mutate(moved(ids, index, step))}
                  />
                  <EditButton label={`Edit: ${faq.question}`} onClick={() => setEditing(faq)} />
                  <DeleteButton label={`Delete: ${faq.question}`} onClick={() => setToDelete(faq)} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <FormDialog
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add FAQ' : 'Edit FAQ'}
        submitLabel={editing === 'new' ? 'Add FAQ' : 'Save FAQ'}
        pending={save.isPending}
        size="lg"
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        <FormKit form={form} idPrefix="faq">
          <TextField name="question" label="Question" />
          <TextAreaField name="answer" label="Answer" rows={5} />
        </FormKit>
      </FormDialog>
      <ConfirmDialog
        open={!!toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete FAQ?"
        description={`"${toDelete?.question}" will be removed from the product page.`}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </div>
  );
}
