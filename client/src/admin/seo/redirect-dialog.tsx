// Create and edit share this dialog (document 001 §5 "Redirect form"): from, to, type (301 Permanent
// default, 302 Temporary), active (on by default), description.
import { useEffect } from 'react';
import { REDIRECT_TYPE_OPTIONS, type Redirect, redirectInput } from '../../../../core/schemas/redirects';
import { FormKit, SelectField, SwitchField, TextField } from '../../components/form/form-kit';
import { type FormOutputOf, type FormValuesOf, useSchemaForm } from '../../components/form/use-schema-form';
import { FormDialog } from '../../components/ui/form-dialog';
import { errorMessage } from '../../lib/api';
import { createRedirect, redirectsKey, updateRedirect } from '../../queries/redirects';
import { useSaveMutation } from '../use-save-mutation';

function valuesOf(redirect: Redirect | null): FormValuesOf<typeof redirectInput> {
  return {
    fromPath: redirect?.fromPath ?? '',
    toPath: redirect?.toPath ?? '',
    redirectType: redirect?.redirectType ?? 301,
    isActive: redirect?.isActive ?? true,
    description: redirect?.description ?? '',
  };
}

export function RedirectDialog({
  open,
  onOpenChange,
  redirect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: create a new one. */
  redirect: Redirect | null;
}) {
  const form = useSchemaForm(redirectInput, { defaultValues: valuesOf(redirect) });

  useEffect(() => {
    if (open) form.reset(valuesOf(redirect));
  }, [open, redirect, form]);

  const mutation = useSaveMutation({
    save: (values: FormOutputOf<typeof redirectInput>) =>
      redirect ? updateRedirect(redirect.id, values) : createRedirect(values),
    success: (saved) => [
      redirect ? 'Redirect updated' : 'Redirect created',
      `${saved.fromPath} → ${saved.toPath} (${saved.redirectType}${saved.isActive ? '' : ', inactive'})`,
    ],
    failure: (err) => [
      redirect ? 'Failed to update redirect' : 'Failed to create redirect',
      errorMessage(err, 'Please try again.'),
    ],
    invalidates: () => [redirectsKey],
    refreshInBackground: true,
    fieldErrors: {
      setError: form.setError,
      fields: ['fromPath', 'toPath', 'redirectType', 'isActive', 'description'],
    },
    onSaved: () => onOpenChange(false),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={redirect ? 'Edit Redirect' : 'Create Redirect'}
      description="Visitors and search engines asking for the old address are sent to the new one."
      submitLabel={redirect ? 'Save Redirect' : 'Create Redirect'}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FormKit form={form} idPrefix="redirect">
        <TextField
          name="fromPath"
          id="redirect-from"
          label="From path"
          hint="A path on this site, for example /old-catalog"
          placeholder="/old-page"
          autoComplete="off"
        />
        <TextField
          name="toPath"
          id="redirect-to"
          label="To path"
          hint="A path on this site (/products/new-torch) or a full URL"
          placeholder="/new-page"
          autoComplete="off"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="redirectType"
            id="redirect-type"
            label="Type"
            toOption={(value) => String(value)}
            fromOption={Number}
            options={REDIRECT_TYPE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))}
          />
          <SwitchField name="isActive" id="redirect-active" label="Active" />
        </div>
        <TextField name="description" label="Description" placeholder="Optional note" />
      </FormKit>
    </FormDialog>
  );
}
