// Add/edit a specification definition (document 000 §5, §7, §8): label, key (derived from the label
// while creating, locked when editing), data type, unit, description, category, required, sort order,
// filterable, and the ENUM options editor.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SPEC_DATA_TYPES, type SpecDataType } from '../../../../core/constants';
import { specKeyFromLabel } from '../../../../core/rules/slug';
import {
  type SpecDefinition,
  type SpecDefinitionInput,
  specDefinitionInput,
} from '../../../../core/schemas/specs';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, Label, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { specCategoriesQuery, specDefinitionsQuery } from '../../queries/specs';
import { useFollowField } from '../taxonomy/use-follow-field';
import { useSaveMutation } from '../use-save-mutation';
import { EnumOptionsEditor } from './enum-options-editor';

export const DATA_TYPE_LABELS: Record<string, string> = {
  STRING: 'Text',
  NUMBER: 'Number',
  BOOLEAN: 'Yes / No',
  ENUM: 'List of options',
  RELATIONSHIP_LIST: 'Related products',
};

const NO_CATEGORY = 'none';

interface FormValues {
  key: string;
  label: string;
  description: string;
  unit: string;
  dataType: SpecDataType;
  enumOptions: string[];
  categoryId: number | null;
  required: boolean;
  sortOrder: number;
  filterable: boolean;
}

const empty: FormValues = {
  key: '',
  label: '',
  description: '',
  unit: '',
  dataType: 'STRING',
  enumOptions: [],
  categoryId: null,
  required: false,
  sortOrder: 0,
  filterable: false,
};

export function SpecificationDialog({
  open,
  onOpenChange,
  definition = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  definition?: SpecDefinition | null;
}) {
  const editing = definition !== null;
  // Types the admin cannot create (RELATIONSHIP_LIST, from imports) are kept as they are when editing.
  const fixedType = !!definition && !(SPEC_DATA_TYPES as readonly string[]).includes(definition.dataType);
  const categories = useQuery({ ...specCategoriesQuery(), enabled: open });
  const form = useForm<FormValues, unknown, SpecDefinitionInput>({
    resolver: zodResolver(specDefinitionInput) as never,
    defaultValues: empty,
  });
  const { register, handleSubmit, control, reset, setValue, watch, formState } = form;
  // The key follows the label while creating, until it is edited by hand; it never changes afterwards.
  const follow = useFollowField(form, 'label', 'key', specKeyFromLabel, !editing);
  const { restart } = follow;

  useEffect(() => {
    if (!open) return;
    restart();
    reset(
      definition
        ? {
            key: definition.key,
            label: definition.label,
            description: definition.description ?? '',
            unit: definition.unit ?? '',
            dataType: (SPEC_DATA_TYPES as readonly string[]).includes(definition.dataType)
              ? (definition.dataType as SpecDataType)
              : 'STRING',
            enumOptions: definition.enumOptions,
            categoryId: definition.categoryId,
            required: definition.required,
            sortOrder: definition.sortOrder,
            filterable: definition.filterable,
          }
        : empty,
    );
  }, [open, definition, reset, restart]);

  const mutation = useSaveMutation<SpecDefinitionInput, SpecDefinition, FormValues>({
    create: ['POST', '/api/specs/definitions'],
    update: definition && ['PATCH', `/api/specs/definitions/${definition.id}`],
    body: (values) => {
      if (!editing) return values;
      const { dataType, enumOptions, ...rest } = values;
      return fixedType ? rest : { ...rest, dataType, enumOptions };
    },
    success: (saved) => [
      editing ? 'Specification updated' : 'Specification created',
      `"${saved.label}" was saved.`,
    ],
    failure: () => ['Save failed', 'Failed to save specification. Please try again.'],
    invalidates: () => [specDefinitionsQuery().queryKey, specCategoriesQuery().queryKey],
    fieldErrors: {
      setError: form.setError,
      fields: ['key', 'label', 'description', 'unit', 'dataType', 'enumOptions', 'categoryId'],
    },
    onSaved: () => onOpenChange(false),
  });

  const dataType = watch('dataType');
  const errors = formState.errors;
  const categoryOptions = [
    { value: NO_CATEGORY, label: 'No category (General)' },
    ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Specification' : 'Add Specification'}
      submitLabel={editing ? 'Update Specification' : 'Create Specification'}
      pending={mutation.isPending}
      size="lg"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Label" htmlFor="spec-label" error={errors.label?.message} required>
          <Input
            id="spec-label"
            autoComplete="off"
            aria-invalid={!!errors.label || undefined}
            {...follow.source}
          />
        </Field>
        <Field
          label="Key"
          htmlFor="spec-key"
          error={errors.key?.message}
          hint={editing ? 'The key cannot be changed after creation.' : 'Derived from the label.'}
          required
        >
          <div className="relative">
            <Input
              id="spec-key"
              autoComplete="off"
              className="pr-9 font-mono"
              readOnly={editing}
              aria-readonly={editing || undefined}
              aria-invalid={!!errors.key || undefined}
              {...follow.target}
            />
            {editing && (
              <Lock className="absolute right-3 top-3 h-4 w-4 text-slate-400" aria-label="Locked" />
            )}
          </div>
        </Field>
        <Field
          label="Data Type"
          htmlFor="spec-type"
          error={errors.dataType?.message}
          hint={
            fixedType
              ? `${definition?.dataType} (related products, from an import): kept as it is.`
              : undefined
          }
        >
          <Controller
            control={control}
            name="dataType"
            render={({ field }) => (
              <Select
                id="spec-type"
                aria-label="Data Type"
                disabled={fixedType}
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value);
                  if (value === 'ENUM' && form.getValues('enumOptions').length === 0)
                    setValue('enumOptions', ['']);
                }}
                options={SPEC_DATA_TYPES.map((t) => ({ value: t, label: `${t} (${DATA_TYPE_LABELS[t]})` }))}
              />
            )}
          />
        </Field>
        <Field
          label="Unit"
          htmlFor="spec-unit"
          error={errors.unit?.message}
          hint="For example: in, psi, BTU/h"
        >
          <Input id="spec-unit" autoComplete="off" {...register('unit')} />
        </Field>
        <Field label="Category" htmlFor="spec-category" error={errors.categoryId?.message}>
          <Controller
            control={control}
            name="categoryId"
            render={({ field }) => (
              <Select
                id="spec-category"
                aria-label="Category"
                value={field.value === null ? NO_CATEGORY : String(field.value)}
                onValueChange={(value) => field.onChange(value === NO_CATEGORY ? null : Number(value))}
                options={categoryOptions}
              />
            )}
          />
        </Field>
        <Field label="Sort Order" htmlFor="spec-sort" error={errors.sortOrder?.message}>
          <Input
            id="spec-sort"
            type="number"
            step={1}
            inputMode="numeric"
            {...register('sortOrder', { valueAsNumber: true })}
          />
        </Field>
      </div>
      <Field label="Description" htmlFor="spec-description" error={errors.description?.message}>
        <Textarea id="spec-description" rows={2} {...register('description')} />
      </Field>
      {dataType === 'ENUM' && (
        <Field label="Options" error={errors.enumOptions?.message ?? errors.enumOptions?.root?.message}>
          <Controller
            control={control}
            name="enumOptions"
            render={({ field }) => (
              <EnumOptionsEditor
                value={field.value}
                onChange={field.onChange}
                invalid={!!errors.enumOptions}
              />
            )}
          />
        </Field>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Controller
          control={control}
          name="required"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Switch id="spec-required" checked={field.value} onCheckedChange={field.onChange} />
              <div>
                <Label htmlFor="spec-required">Required</Label>
                <p className="text-xs text-slate-500">Every product should have a value.</p>
              </div>
            </div>
          )}
        />
        <Controller
          control={control}
          name="filterable"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Switch id="spec-filterable" checked={field.value} onCheckedChange={field.onChange} />
              <div>
                <Label htmlFor="spec-filterable">Filterable</Label>
                <p className="text-xs text-slate-500">Show as a filter in the public catalogue</p>
              </div>
            </div>
          )}
        />
      </div>
    </FormDialog>
  );
}
