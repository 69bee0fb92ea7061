// One dialog for the taxonomy's named, coloured, sorted groups: tag groups and specification categories
// (document 001 §2.7, §5, §8, §9): name, slug, description, colour from the palette and sort.
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { TAG_CATEGORY_PALETTE } from '../../../../core/constants';
import { hyphenSlug } from '../../../../core/rules/slug';
import type { groupInput } from '../../../../core/schemas/tags';
import {
  ControlledField,
  FormKit,
  NumberField,
  TextAreaField,
  TextField,
} from '../../components/form/form-kit';
import { useFollowField } from '../../components/form/use-follow-field';
import { type FormOutputOf, useSchemaForm } from '../../components/form/use-schema-form';
import { FormDialog } from '../../components/ui/form-dialog';
import { useSaveMutation } from '../use-save-mutation';
import { ColorField } from './color-field';

/** Tag groups' and specification categories' shared input (their slugs differ: optional or required). */
export type GroupSchema = ReturnType<typeof groupInput<z.ZodType<string | null, string | null | undefined>>>;
export type GroupValues = FormOutputOf<GroupSchema>;

export interface GroupRecord {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  color: string;
  sort: number;
}

export interface GroupDialogConfig {
  idPrefix: string;
  schema: GroupSchema;
  /** The write functions from client/src/queries (create, and update by id). */
  create: (values: GroupValues) => Promise<GroupRecord>;
  update: (id: number, values: GroupValues) => Promise<GroupRecord>;
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
  const valuesOf = (record: GroupRecord | null) => ({
    name: record?.name ?? '',
    slug: record?.slug ?? '',
    description: record?.description ?? '',
    color: record?.color ?? config.defaultColor,
    sort: record?.sort ?? 0,
  });
  const form = useSchemaForm(config.schema, { defaultValues: valuesOf(group) });
  const { reset } = form;
  const { restart } = useFollowField(
    form,
    'name',
    'slug',
    hyphenSlug,
    !editing && config.slugMode === 'follow',
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: valuesOf reads only group and config
  useEffect(() => {
    if (!open) return;
    restart();
    reset(valuesOf(group));
  }, [open, group, reset, restart, config.defaultColor]);

  const mutation = useSaveMutation({
    save: (values: GroupValues) => (group ? config.update(group.id, values) : config.create(values)),
    success: (saved) => [editing ? config.saved.edit : config.saved.create, `"${saved.name}" was saved.`],
    failure: (err) => config.failure(editing, err),
    invalidates: config.invalidates,
    fieldErrors: { setError: form.setError, fields: ['name', 'slug', 'description', 'color', 'sort'] },
    onSaved: () => onOpenChange(false),
  });

  const optionalSlug = config.slugMode === 'optional';
  const name = useWatch({ control: form.control, name: 'name' });
  const generated = optionalSlug ? hyphenSlug(name ?? '') : '';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? config.title.edit : config.title.create}
      submitLabel={editing ? config.submit.edit : config.submit.create}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FormKit form={form} idPrefix={config.idPrefix}>
        <TextField name="name" label="Name" autoComplete="off" />
        <TextField
          name="slug"
          label="Slug"
          autoComplete="off"
          inputClassName="font-mono"
          placeholder={optionalSlug ? generated || 'generated-from-the-name' : undefined}
          hint={optionalSlug ? 'Leave empty to generate it from the name.' : undefined}
        />
        <TextAreaField name="description" label="Description" rows={2} />
        <ControlledField
          name="color"
          label="Color"
          render={(field, w) => (
            <ColorField
              id={w.id}
              value={field.value as string}
              onChange={field.onChange}
              presets={TAG_CATEGORY_PALETTE}
              invalid={!!w.error}
              disabled={w.disabled}
            />
          )}
        />
        <NumberField name="sort" label="Sort" step={1} hint="Lower numbers come first." />
      </FormKit>
    </FormDialog>
  );
}
