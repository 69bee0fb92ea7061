// One dialog for the taxonomy's named, coloured, sorted groups: tag groups and specification categories
// (document 001 §2.7, §5, §8, §9): name, slug, description, colour from the palette and sort.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { TAG_CATEGORY_PALETTE } from '../../../../core/constants';
import { hyphenSlug } from '../../../../core/rules/slug';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, Textarea } from '../../components/ui/input';
import { useSaveMutation } from '../use-save-mutation';
import { ColorField } from './color-field';
import { useFollowField } from './use-follow-field';

export interface GroupRecord {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  color: string;
  sort: number;
}

interface FormValues {
  name: string;
  slug: string;
  description: string;
  color: string;
  sort: number;
}

export interface GroupDialogConfig {
  idPrefix: string;
  schema: ZodType;
  endpoint: string;
  defaultColor: string;
  /** 'optional': the server generates an empty slug from the name; 'follow': the slug is required and follows the name while creating. */
  slugMode: 'optional' | 'follow';
  title: { create: string; edit: string };
  submit: { create: string; edit: string };
  saved: { create: string; edit: string };
  /** The failure toast (title, description) for a create or an update. */
  failure: (editing: boolean, error: unknown) => [string, string];
  invalidates: () => ReadonlyArray<readonly unknown[]>;
}

export function GroupDialog({
  open,
  onOpenChange,
  group,
  config,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group: GroupRecord | null;
  config: GroupDialogConfig;
}) {
  const editing = group !== null;
  const form = useForm<FormValues, unknown, FormValues>({
    resolver: zodResolver(config.schema as never) as never,
    defaultValues: { name: '', slug: '', description: '', color: config.defaultColor, sort: 0 },
  });
  const { register, handleSubmit, control, reset, watch, formState } = form;
  const follow = useFollowField(form, 'name', 'slug', hyphenSlug, !editing && config.slugMode === 'follow');
  const { restart } = follow;

  useEffect(() => {
    if (!open) return;
    restart();
    reset({
      name: group?.name ?? '',
      slug: group?.slug ?? '',
      description: group?.description ?? '',
      color: group?.color ?? config.defaultColor,
      sort: group?.sort ?? 0,
    });
  }, [open, group, reset, restart, config.defaultColor]);

  const mutation = useSaveMutation<FormValues, GroupRecord, FormValues>({
    create: ['POST', config.endpoint],
    update: group && ['PUT', `${config.endpoint}/${group.id}`],
    success: (saved) => [editing ? config.saved.edit : config.saved.create, `"${saved.name}" was saved.`],
    failure: (err) => config.failure(editing, err),
    invalidates: config.invalidates,
    fieldErrors: { setError: form.setError, fields: ['name', 'slug', 'description', 'color', 'sort'] },
    onSaved: () => onOpenChange(false),
  });

  const id = (field: string) => `${config.idPrefix}-${field}`;
  const errors = formState.errors;
  const optionalSlug = config.slugMode === 'optional';
  const generated = optionalSlug ? hyphenSlug(watch('name') ?? '') : '';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? config.title.edit : config.title.create}
      submitLabel={editing ? config.submit.edit : config.submit.create}
      pending={mutation.isPending}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <Field label="Name" htmlFor={id('name')} error={errors.name?.message} required>
        <Input
          id={id('name')}
          autoComplete="off"
          aria-invalid={!!errors.name || undefined}
          {...follow.source}
        />
      </Field>
      <Field
        label="Slug"
        htmlFor={id('slug')}
        error={errors.slug?.message}
        hint={optionalSlug ? 'Leave empty to generate it from the name.' : undefined}
        required={!optionalSlug}
      >
        <Input
          id={id('slug')}
          autoComplete="off"
          className="font-mono"
          placeholder={optionalSlug ? generated || 'generated-from-the-name' : undefined}
          aria-invalid={!!errors.slug || undefined}
          {...follow.target}
        />
      </Field>
      <Field label="Description" htmlFor={id('description')} error={errors.description?.message}>
        <Textarea id={id('description')} rows={2} {...register('description')} />
      </Field>
      <Field label="Color" htmlFor={id('color')} error={errors.color?.message}>
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <ColorField
              id={id('color')}
              value={field.value}
              onChange={field.onChange}
              presets={TAG_CATEGORY_PALETTE}
              invalid={!!errors.color}
            />
          )}
        />
      </Field>
      <Field label="Sort" htmlFor={id('sort')} error={errors.sort?.message} hint="Lower numbers come first.">
        <Input
          id={id('sort')}
          type="number"
          step={1}
          inputMode="numeric"
          {...register('sort', { valueAsNumber: true })}
        />
      </Field>
    </FormDialog>
  );
}
