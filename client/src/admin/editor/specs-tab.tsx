// The specifications tab (document 001 §2.5, §5; document 000 §7): a quick-add panel (specification,
// a value control of the definition's type, Add disabled until both are chosen), an edit dialog, and a
// grid of cards with edit and delete (confirmed). Each type has its own control (#14): BOOLEAN a
// Yes/No select with an empty choice, NUMBER a decimal field with the unit beside it (checked against
// numeric(10,4) before sending), ENUM a select of the options, STRING a text field. The server checks
// the same rules and refuses what does not fit, naming the specification.
// While the product has a draft (#19) the tab edits the draft's values (…/draft/specs, the same calls):
// the public site keeps the published ones until the draft is published.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ListChecks, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { parseBooleanInput, parseSpecNumber, specValueMessages } from '../../../../core/rules/spec-values';
import { type ProductSpecValue, specValueForm } from '../../../../core/schemas/product-content';
import type { SpecDefinition } from '../../../../core/schemas/specs';
import { ControlledField, FormKit } from '../../components/form/form-kit';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { apiJson, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { draftQuery, publishingQuery } from '../../queries/drafts';
import { draftSpecsQuery, productSpecsQuery } from '../../queries/product-content';
import { specDefinitionsQuery } from '../../queries/specs';
import { DeleteButton, EditButton } from '../shared/row-actions';
import { useCanEdit } from '../use-can-edit';
import { useTabMutation } from './use-tab-mutation';

type Definition = Pick<SpecDefinition, 'id' | 'label' | 'dataType' | 'unit' | 'enumOptions'>;

export interface SpecValuePayload {
  productId: number;
  specDefinitionId: number;
  valueString: string | null;
  valueNumber: string | null;
  valueBoolean: boolean | null;
  valueEnum: string | null;
}

/** The payload for a typed value, or an error toast's [title, message] when the value does not fit. */
export function specPayload(
  productId: number,
  definition: Definition | undefined,
  raw: string,
): SpecValuePayload | [string, string] {
  const value = raw.trim();
  if (!definition || !value)
    return ['Missing information', 'Please select a specification and enter a value.'];
  const payload: SpecValuePayload = {
    productId,
    specDefinitionId: definition.id,
    valueString: null,
    valueNumber: null,
    valueBoolean: null,
    valueEnum: null,
  };
  switch (definition.dataType) {
    case 'NUMBER': {
      const parsed = parseSpecNumber(value);
      if ('error' in parsed)
        return [
          'Invalid number',
          parsed.error === 'range'
            ? specValueMessages.range(definition.label)
            : 'Please enter a valid number.',
        ];
      payload.valueNumber = parsed.value;
      break;
    }
    case 'BOOLEAN': {
      const b = parseBooleanInput(value);
      if (b === null) return ['Invalid value', specValueMessages.boolean(definition.label)];
      payload.valueBoolean = b;
      break;
    }
    case 'ENUM':
      if (!definition.enumOptions.includes(value))
        return ['Invalid value', specValueMessages.enumOption(definition.label, definition.enumOptions)];
      payload.valueEnum = value;
      break;
    default:
      payload.valueString = value;
  }
  return payload;
}

/** The value as the input shows it when editing. */
export function rawValue(spec: ProductSpecValue): string {
  switch (spec.definition.dataType) {
    case 'NUMBER':
      return spec.valueNumber ?? '';
    case 'BOOLEAN':
      return spec.valueBoolean === null ? '' : spec.valueBoolean ? 'yes' : 'no';
    case 'ENUM':
      return spec.valueEnum ?? '';
    default:
      return spec.valueString ?? '';
  }
}

/** The empty choice of the Yes/No select (Radix items cannot carry an empty value). */
const NO_VALUE = 'none';

/**
 * The value control of a definition's type (#14): Yes/No (and an empty choice) for BOOLEAN, the options
 * for ENUM, a decimal field with the unit shown for NUMBER, a text field for STRING.
 */
export function SpecValueInput({
  id,
  definition,
  value,
  onChange,
}: {
  id: string;
  definition: Definition | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  if (definition?.dataType === 'ENUM')
    return (
      <Select
        id={id}
        aria-label="Value"
        value={value || undefined}
        onValueChange={onChange}
        placeholder="Choose a value"
        options={definition.enumOptions.map((o) => ({ value: o, label: o }))}
      />
    );
  if (definition?.dataType === 'BOOLEAN')
    return (
      <Select
        id={id}
        aria-label="Value"
        value={value || undefined}
        onValueChange={(v) => onChange(v === NO_VALUE ? '' : v)}
        placeholder="Yes or No"
        options={[
          { value: NO_VALUE, label: '— (no value)' },
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
      />
    );
  if (definition?.dataType === 'NUMBER')
    return (
      <div className="flex items-center gap-2">
        <Input
          id={id}
          aria-label="Value"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode="decimal"
          autoComplete="off"
          placeholder="Number, e.g. 12.5"
          aria-describedby={definition.unit ? `${id}-unit` : undefined}
        />
        {definition.unit && (
          <span id={`${id}-unit`} className="shrink-0 text-sm text-slate-600" data-testid="spec-unit">
            {definition.unit}
          </span>
        )}
      </div>
    );
  return (
    <Input
      id={id}
      aria-label="Value"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={!definition}
      maxLength={2000}
      placeholder={!definition ? 'Choose a specification first' : 'Value'}
    />
  );
}

/** The edit dialog of one value (form kit): the specification and its value, checked by `specPayload`. */
function SpecValueDialog({
  spec,
  choices,
  pending,
  onClose,
  onSubmit,
}: {
  spec: ProductSpecValue | null;
  choices: Definition[];
  pending: boolean;
  onClose: () => void;
  onSubmit: (definition: Definition | undefined, raw: string) => void;
}) {
  const form = useSchemaForm(specValueForm, { defaultValues: { specDefinitionId: '', value: '' } });
  const { reset } = form;
  useEffect(() => {
    if (spec) reset({ specDefinitionId: String(spec.specDefinitionId), value: rawValue(spec) });
  }, [spec, reset]);
  const definitionId = form.watch('specDefinitionId');
  const definition = choices.find((d) => String(d.id) === definitionId);
  return (
    <FormDialog
      open={!!spec}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Specification"
      submitLabel="Save Specification"
      pending={pending}
      onSubmit={form.handleSubmit((values) =>
        onSubmit(
          choices.find((d) => String(d.id) === values.specDefinitionId),
          values.value,
        ),
      )}
    >
      <FormKit form={form} idPrefix="edit">
        <ControlledField
          name="specDefinitionId"
          label="Specification"
          id="edit-spec"
          render={(field, w) => (
            <Select
              id={w.id}
              value={field.value || undefined}
              onValueChange={(v) => {
                field.onChange(v);
                form.setValue('value', '', { shouldDirty: true });
              }}
              disabled={w.disabled}
              aria-invalid={w.aria['aria-invalid']}
              options={choices.map((d) => ({ value: String(d.id), label: d.label }))}
            />
          )}
        />
        <ControlledField
          name="value"
          label="Value"
          render={(field, w) => (
            <SpecValueInput id={w.id} definition={definition} value={field.value} onChange={field.onChange} />
          )}
        />
      </FormKit>
    </FormDialog>
  );
}

export function SpecsTab({ productId }: { productId: number }) {
  const canEdit = useCanEdit();
  const queryClient = useQueryClient();
  const draft = useQuery(draftQuery('product', productId));
  const inDraft = !!draft.data?.exists;
  const published = useQuery({ ...productSpecsQuery(productId), enabled: draft.isFetched && !inDraft });
  const drafted = useQuery({ ...draftSpecsQuery(productId), enabled: inDraft });
  const specs = inDraft ? drafted : published;
  const definitions = useQuery(specDefinitionsQuery());
  const [definitionId, setDefinitionId] = useState('');
  const [value, setValue] = useState('');
  const [editing, setEditing] = useState<ProductSpecValue | null>(null);
  const [toDelete, setToDelete] = useState<ProductSpecValue | null>(null);
  const base = `/api/products/${productId}${inDraft ? '/draft' : ''}/specs`;
  // A change of the draft's values changes what the draft bar and the lists say about the draft.
  const draftChanged = () =>
    inDraft &&
    [draftQuery('product', productId).queryKey, publishingQuery().queryKey].forEach((queryKey) => {
      void queryClient.invalidateQueries({ queryKey });
    });

  const editable = (definitions.data ?? []).filter((d) => d.dataType !== 'RELATIONSHIP_LIST');
  const used = new Set((specs.data ?? []).map((s) => s.specDefinitionId));
  const available = editable.filter((d) => !used.has(d.id));
  const chosen = editable.find((d) => String(d.id) === definitionId);

  const add = useTabMutation(productId, {
    call: (payload: SpecValuePayload) => apiJson('POST', base, payload),
    success: () => ['Specification added', `${chosen?.label ?? 'The specification'} was added.`],
    failure: (err) => ['Error', `Failed to save specification. ${errorMessage(err, '')}`.trim()],
    onDone: () => {
      setDefinitionId('');
      setValue('');
      draftChanged();
    },
  });
  const update = useTabMutation(productId, {
    call: (payload: SpecValuePayload) => apiJson('PATCH', `${base}/${editing?.id}`, payload),
    success: () => ['Specification updated'],
    failure: (err) => ['Error', `Failed to save specification. ${errorMessage(err, '')}`.trim()],
    onDone: () => {
      setEditing(null);
      draftChanged();
    },
  });
  const remove = useTabMutation(productId, {
    call: (spec: ProductSpecValue) => apiJson('DELETE', `${base}/${spec.id}`),
    success: (_r, spec) => ['Specification removed', `${spec.definition.label} was removed.`],
    failure: (err) => ['Error', `Failed to remove specification. ${errorMessage(err, '')}`.trim()],
    onDone: () => {
      setToDelete(null);
      draftChanged();
    },
  });

  const submit = (definition: Definition | undefined, raw: string, send: (p: SpecValuePayload) => void) => {
    const result = specPayload(productId, definition, raw);
    if (Array.isArray(result)) notify.error(...result);
    else send(result);
  };

  return (
    <div className="grid gap-5">
      {inDraft && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          You are editing the draft's specifications. Visitors see the published values until the draft is
          published.
        </p>
      )}
      {canEdit && (
        <section
          aria-label="Quick add"
          className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[1fr_1fr_auto] md:items-end"
        >
          <Field label="Specification" htmlFor="quick-spec">
            <Select
              id="quick-spec"
              value={definitionId || undefined}
              onValueChange={(v) => {
                setDefinitionId(v);
                setValue('');
              }}
              placeholder={available.length ? 'Select a specification' : 'Every specification has a value'}
              options={available.map((d) => ({
                value: String(d.id),
                label: `${d.label}${d.unit ? ` (${d.unit})` : ''}`,
              }))}
            />
          </Field>
          <Field label="Value" htmlFor="quick-value">
            <SpecValueInput id="quick-value" definition={chosen} value={value} onChange={setValue} />
          </Field>
          <Button
            onClick={() => submit(chosen, value, (p) => add.mutate(p))}
            disabled={!chosen || !value.trim() || add.isPending}
            pending={add.isPending}
          >
            <Plus className="h-4 w-4" aria-hidden />
            Add
          </Button>
        </section>
      )}

      {specs.data && specs.data.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title="No specifications yet"
          description="Add the values buyers compare: flame class, capacity, system type."
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Specifications">
          {specs.data?.map((spec) => (
            <li
              key={spec.id}
              className="flex items-start justify-between gap-2 rounded-lg border border-slate-200 bg-white p-4"
              data-testid="spec-card"
            >
              <div className="min-w-0">
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
                  {spec.definition.label}
                </p>
                <p className="mt-1 break-words text-base font-semibold text-slate-900">{spec.displayValue}</p>
                <div className="mt-2 flex flex-wrap gap-1">
                  <Badge tone="slate">{spec.definition.dataType}</Badge>
                  {spec.definition.categoryName && (
                    <Badge tone="purple">{spec.definition.categoryName}</Badge>
                  )}
                </div>
              </div>
              {canEdit && (
                <div className="flex shrink-0 gap-1">
                  <EditButton label={`Edit ${spec.definition.label}`} onClick={() => setEditing(spec)} />
                  <DeleteButton label={`Delete ${spec.definition.label}`} onClick={() => setToDelete(spec)} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <SpecValueDialog
        spec={editing}
        choices={editable.filter((d) => d.id === editing?.specDefinitionId || !used.has(d.id))}
        pending={update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(definition, raw) => submit(definition, raw, (p) => update.mutate(p))}
      />
      <ConfirmDialog
        open={!!toDelete}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Remove specification?"
        description={`The value of "${toDelete?.definition.label}" will be removed from this product.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </div>
  );
}
