// Create and edit share this dialog (document 001 §5 "Redirect form"): from, to, type (301 Permanent
// default, 302 Temporary), active (on by default), description.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  REDIRECT_TYPE_OPTIONS,
  type Redirect,
  type RedirectInput,
  redirectInput,
} from '../../../../core/schemas/redirects';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { errorMessage } from '../../lib/api';
import { redirectsQuery } from '../../queries/redirects';
import { useSaveMutation } from '../use-save-mutation';

interface FormValues {
  fromPath: string;
  toPath: string;
  redirectType: 301 | 302;
  isActive: boolean;
  description: string;
}

const blank: FormValues = { fromPath: '', toPath: '', redirectType: 301, isActive: true, description: '' };

function valuesOf(redirect: Redirect | null): FormValues {
  if (!redirect) return blank;
  return {
    fromPath: redirect.fromPath,
    toPath: redirect.toPath,
    redirectType: redirect.redirectType,
    isActive: redirect.isActive,
    description: redirect.description ?? '',
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
  const form = useForm<FormValues, unknown, RedirectInput>({
    resolver: zodResolver(redirectInput) as never,
    defaultValues: valuesOf(redirect),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(valuesOf(redirect));
  }, [open, redirect, form]);

  const mutation = useSaveMutation<RedirectInput, Redirect>({
    create: ['POST', '/api/seo/redirects'],
    update: redirect && ['PUT', `/api/seo/redirects/${redirect.id}`],
    success: (saved) => [
      redirect ? 'Redirect updated' : 'Redirect created',
      `${saved.fromPath} → ${saved.toPath} (${saved.redirectType}${saved.isActive ? '' : ', inactive'})`,
    ],
    failure: (err) => [
      redirect ? 'Failed to update redirect' : 'Failed to create redirect',
      errorMessage(err, 'Please try again.'),
    ],
    invalidates: () => [redirectsQuery().queryKey],
    refreshInBackground: true,
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
      <Field
        label="From path"
        htmlFor="redirect-from"
        error={errors.fromPath?.message}
        hint="A path on this site, for example /old-catalog"
        required
      >
        <Input id="redirect-from" placeholder="/old-page" autoComplete="off" {...form.register('fromPath')} />
      </Field>
      <Field
        label="To path"
        htmlFor="redirect-to"
        error={errors.toPath?.message}
        hint="A path on this site (/products/new-torch) or a full URL"
        required
      >
        <Input id="redirect-to" placeholder="/new-page" autoComplete="off" {...form.register('toPath')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type" htmlFor="redirect-type" error={errors.redirectType?.message}>
          <Controller
            control={form.control}
            name="redirectType"
            render={({ field }) => (
              <Select
                id="redirect-type"
                value={String(field.value)}
                onValueChange={(v) => field.onChange(Number(v))}
                options={REDIRECT_TYPE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))}
              />
            )}
          />
        </Field>
        <Field label="Active" htmlFor="redirect-active">
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <div className="flex h-10 items-center">
                <Switch id="redirect-active" checked={field.value} onCheckedChange={field.onChange} />
              </div>
            )}
          />
        </Field>
      </div>
      <Field label="Description" htmlFor="redirect-description" error={errors.description?.message}>
        <Input id="redirect-description" placeholder="Optional note" {...form.register('description')} />
      </Field>
    </FormDialog>
  );
}
