// Distributor links ("Available from:" on the public product page). The specification shows them but
// not how they are managed; the editor lists them with add, edit and remove (docs/decisions.md).
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Plus, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type DistributorLink, distributorLinkInput } from '../../../../core/schemas/product-content';
import { FormKit, TextField } from '../../components/form/form-kit';
import { type FormOutputOf, useSchemaForm } from '../../components/form/use-schema-form';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormDialog } from '../../components/ui/form-dialog';
import { apiJson, errorMessage } from '../../lib/api';
import { productDistributorLinksQuery } from '../../queries/product-content';
import { DeleteButton, EditButton } from '../shared/row-actions';
import { useCanEdit } from '../use-can-edit';
import { listState } from './list-state';
import { removeFailed, useTabMutation } from './use-tab-mutation';

type Out = FormOutputOf<typeof distributorLinkInput>;

export function DistributorLinksCard({ productId }: { productId: number }) {
  const canEdit = useCanEdit();
  const links = useQuery(productDistributorLinksQuery(productId));
  const [editing, setEditing] = useState<DistributorLink | 'new' | null>(null);
  const [toRemove, setToRemove] = useState<DistributorLink | null>(null);
  const base = `/api/products/${productId}/distributor-links`;
  const form = useSchemaForm(distributorLinkInput, { defaultValues: { distributorName: '', url: '' } });

  useEffect(() => {
    if (editing)
      form.reset(
        editing === 'new'
          ? { distributorName: '', url: '' }
          : { distributorName: editing.distributorName, url: editing.url },
      );
  }, [editing, form]);

  const save = useTabMutation(productId, {
    call: (values: Out) =>
      editing && editing !== 'new'
        ? apiJson('PATCH', `${base}/${editing.id}`, values)
        : apiJson('POST', base, { ...values, productId }),
    success: () => [editing === 'new' ? 'Distributor link added' : 'Distributor link updated'],
    failure: (err) => ['Save failed', errorMessage(err, 'Failed to save distributor link.')],
    onDone: () => setEditing(null),
  });
  const remove = useTabMutation(productId, {
    call: (link: DistributorLink) => apiJson('DELETE', `${base}/${link.id}`),
    success: () => ['Distributor link removed'],
    failure: (err, link) => removeFailed(`"${link.distributorName}"`)(err),
    onDone: () => setToRemove(null),
  });

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div>
          <CardTitle>Where to Buy</CardTitle>
          <CardDescription>Distributor links shown as “Available from:” on the product page.</CardDescription>
        </div>
        {canEdit && (
          <Button variant="outline" onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Distributor
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {listState(
          links,
          'distributor links',
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Store className="h-4 w-4" aria-hidden />
            No distributor links yet.
          </p>,
        ) ?? (
          <ul className="grid gap-2" aria-label="Distributor links">
            {links.data?.map((link) => (
              <li
                key={link.id}
                className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{link.distributorName}</p>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex max-w-full items-center gap-1 truncate text-xs text-brand-700 hover:underline"
                  >
                    <span className="truncate">{link.url}</span>
                    <ExternalLink className="h-3 w-3 shrink-0" aria-hidden />
                  </a>
                </div>
                {canEdit && (
                  <div className="flex shrink-0 gap-1">
                    <EditButton label={`Edit ${link.distributorName}`} onClick={() => setEditing(link)} />
                    <DeleteButton
                      label={`Remove ${link.distributorName}`}
                      onClick={() => setToRemove(link)}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <FormDialog
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add Distributor Link' : 'Edit Distributor Link'}
        submitLabel={editing === 'new' ? 'Add Link' : 'Save Link'}
        pending={save.isPending}
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        <FormKit form={form} idPrefix="distributor">
          <TextField name="distributorName" id="distributor-name" label="Distributor" />
          <TextField name="url" label="Product page URL" type="url" placeholder="https://" />
        </FormKit>
      </FormDialog>
      <ConfirmDialog
        open={!!toRemove}
        onOpenChange={(open) => !open && setToRemove(null)}
        title="Remove distributor link?"
        description={`"${toRemove?.distributorName}" will no longer be listed under “Available from:”.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => toRemove && remove.mutate(toRemove)}
      />
    </Card>
  );
}
