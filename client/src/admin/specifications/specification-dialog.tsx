// Add/edit a specification definition (document 000 §5, §7, §8): label, key (derived from the label
// while creating, locked when editing), data type, unit, description, category, required, sort order,
// filterable, and the ENUM options editor.
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { SPEC_DATA_TYPES, type SpecDataType } from '../../../../core/constants';
import { specKeyFromLabel } from '../../../../core/rules/slug';
import { type SpecDefinition, specDefinitionInput } from '../../../../core/schemas/specs';
import {
  ControlledField,
  FormKit,
  NumberField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../../components/form/form-kit';
import { useFollowField } from '../../components/form/use-follow-field';
import { type FormOutputOf, type FormValuesOf, useSchemaForm } from '../../components/form/use-schema-form';
import { FormDialog } from '../../components/ui/form-dialog';
import {
  createSpecDefinition,
  specCategoriesQuery,
  specDefinitionsQuery,
  updateSpecDefinition,
} from '../../queries/specs';
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

function valuesOf(definition: SpecDefinition | null): FormValuesOf<typeof specDefinitionInput> {
  return {
    key: definition?.key ?? '',
    label: definition?.label ?? '',
    description: definition?.description ?? '',
    unit: definition?.unit ?? '',
    dataType:
      definition && (SPEC_DATA_TYPES as readonly string[]).includes(definition.dataType)
        ? (definition.dataType as SpecDataType)
        : 'STRING',
    enumOptions: definition?.enumOptions ?? [],
    categoryId: definition?.categoryId ?? null,
    required: definition?.required ?? false,
    sortOrder: definition?.sortOrder ?? 0,
    filterable: definition?.filterable ?? false,
  };
}

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
  const form = useSchemaForm(specDefinitionInput, { defaultValues: valuesOf(definition) });
  const { reset } = form;
  // The key follows the label while creating, until it is edited by hand; it never changes afterwards.
  const { restart } = useFollowField(form, 'label', 'key', specKeyFromLabel, !editing);

  useEffect(() => {
    if (!open) return;
    restart();
    reset(valuesOf(definition));
  }, [open, definition, reset, restart]);

  const mutation = useSaveMutation({
    save: (values: FormOutputOf<typeof specDefinitionInput>) => {
      if (!definition) return createSpecDefinition(values);
      const { dataType, enumOptions, ...rest } = values;
      return updateSpecDefinition(definition.id, fixedType ? rest : values);
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

  const dataType = useWatch({ control: form.control, name: 'dataType' });
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
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <FormKit form={form} idPrefix="spec">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="label" label="Label" autoComplete="off" />
          <TextField
            name="key"
            label={
              <>
                Key
                {editing && <Lock className="ml-1 inline h-3.5 w-3.5 text-slate-400" aria-label="Locked" />}
              </>
            }
            autoComplete="off"
            inputClassName="font-mono"
            readOnly={editing}
            aria-readonly={editing || undefined}
            hint={editing ? 'The key cannot be changed after creation.' : 'Derived from the label.'}
          />
          <SelectField
            name="dataType"
            id="spec-type"
            label="Data Type"
            disabled={fixedType}
            hint={
              fixedType
                ? `${definition?.dataType} (related products, from an import): kept as it is.`
                : undefined
            }
            fromOption={(value) => {
              if (value === 'ENUM' && form.getValues('enumOptions')?.length === 0)
                form.setValue('enumOptions', ['']);
              return value;
            }}
            options={SPEC_DATA_TYPES.map((t) => ({ value: t, label: `${t} (${DATA_TYPE_LABELS[t]})` }))}
          />
          <TextField name="unit" label="Unit" autoComplete="off" hint="For example: in, psi, BTU/h" />
          <SelectField
            name="categoryId"
            label="Category"
            options={categoryOptions}
            toOption={(value) => (value === null || value === undefined ? NO_CATEGORY : String(value))}
            fromOption={(option) => (option === NO_CATEGORY ? null : Number(option))}
          />
          <NumberField name="sortOrder" id="spec-sort" label="Sort Order" step={1} />
        </div>
        <TextAreaField name="description" label="Description" rows={2} />
        {dataType === 'ENUM' && (
          <ControlledField
            name="enumOptions"
            label="Options"
            render={(field, w) => (
              <EnumOptionsEditor
                value={(field.value as string[] | undefined) ?? []}
                onChange={field.onChange}
                invalid={!!w.error}
              />
            )}
          />
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <SwitchField name="required" label="Required" hint="Every product should have a value." />
          <SwitchField name="filterable" label="Filterable" hint="Show as a filter in the public catalogue" />
        </div>
      </FormKit>
    </FormDialog>
  );
}
