// The "Search Synonyms" tab of Taxonomies (#17): groups of terms that find the same products
// ("acetylene, B-tank, MC-tank"), applied to every storefront and admin search. Editors add, change and
// delete groups; viewers read them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type SynonymGroup, synonymInput } from '../../../../core/schemas/search';
import { FormKit, TextField } from '../../components/form/form-kit';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/spinner';
import { apiJson, errorMessage } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { SYNONYMS_KEY, synonymsQuery } from '../../queries/search';
import { useCanEdit } from '../use-can-edit';

function GroupForm({
  id,
  initial = '',
  submitLabel,
  onSave,
  onCancel,
  pending,
}: {
  id: string;
  initial?: string;
  submitLabel: string;
  onSave: (terms: string) => Promise<unknown>;
  onCancel?: () => void;
  pending: boolean;
}) {
  // Checked by the shared schema before anything is sent: "at least two different terms", the length.
  const form = useSchemaForm(synonymInput, { defaultValues: { terms: initial } });
  const submit = form.handleSubmit(async () => {
    try {
      await onSave(String(form.getValues('terms')));
      if (!initial) form.reset({ terms: '' });
    } catch (err) {
      applyServerErrors(err, form.setError, ['terms']);
      if (!form.formState.errors.terms)
        form.setError('terms', { message: errorMessage(err, 'The group could not be saved.') });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
      <FormKit form={form} idPrefix={id}>
        <TextField
          name="terms"
          id={id}
          label={<span className="sr-only">Synonym terms</span>}
          placeholder="acetylene, B-tank, MC-tank"
        />
      </FormKit>
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {initial ? null : <Plus className="h-4 w-4" aria-hidden />}
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

export function SynonymsPanel() {
  const canEdit = useCanEdit();
  const queryClient = useQueryClient();
  const list = useQuery(synonymsQuery());
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SynonymGroup | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [SYNONYMS_KEY] });

  const save = useMutation({
    mutationFn: ({ id, terms }: { id?: number; terms: string }) =>
      apiJson<SynonymGroup>(id ? 'PUT' : 'POST', id ? `${SYNONYMS_KEY}/${id}` : SYNONYMS_KEY, { terms }),
    onSuccess: (saved) => {
      notify.success('Synonyms saved', saved.terms.join(', '));
      setEditing(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (group: SynonymGroup) => apiJson<void>('DELETE', `${SYNONYMS_KEY}/${group.id}`),
    onSuccess: () => {
      notify.success('Synonyms deleted', 'Searches no longer use this group.');
      setDeleting(null);
      void refresh();
    },
    onError: (err) => notify.error('Failed to delete synonyms', errorMessage(err, 'Please try again.')),
  });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        Each group lists terms that mean the same to buyers, separated by commas. A search for any term finds
        what every term of its group finds. The analytics dashboard lists the searches that found nothing.
      </p>
      {canEdit && (
        <Card className="p-4">
          <GroupForm
            id="synonym-new"
            submitLabel="Add Group"
            pending={save.isPending}
            onSave={(terms) => save.mutateAsync({ terms })}
          />
        </Card>
      )}
      {list.isError ? (
        <ErrorState
          title="Could not load synonyms"
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
        />
      ) : list.isLoading ? (
        <Skeleton className="h-24 w-full" />
      ) : !list.data?.length ? (
        <EmptyState title="No synonym groups yet" description="Searches match the words buyers type." />
      ) : (
        <Card>
          <ul aria-label="Synonym groups" className="divide-y divide-slate-200">
            {list.data.map((group) => (
              <li key={group.id} className="p-4">
                {editing === group.id ? (
                  <GroupForm
                    id={`synonym-${group.id}`}
                    initial={group.terms.join(', ')}
                    submitLabel="Save"
                    pending={save.isPending}
                    onSave={(terms) => save.mutateAsync({ id: group.id, terms })}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <div className="flex items-start justify-between gap-3">
                    <p className="text-sm text-slate-900">{group.terms.join(', ')}</p>
                    {canEdit && (
                      <div className="flex shrink-0 gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit ${group.terms[0]}`}
                          onClick={() => setEditing(group.id)}
                        >
                          <Pencil className="h-4 w-4" aria-hidden />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete ${group.terms[0]}`}
                          onClick={() => setDeleting(group)}
                        >
                          <Trash2 className="h-4 w-4" aria-hidden />
                        </Button>
                      </div>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete synonym group?"
        description={deleting ? `Searches will no longer treat ${deleting.terms.join(', ')} as one.` : ''}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
