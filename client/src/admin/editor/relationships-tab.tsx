// The relationships tab (document 001 §2.5, §3, §5, §7): a strip "All" plus the first 7 types present
// with counts, the links with remove (confirmed; when the other product links back with the inverse
// type, the confirmation offers to remove that too), and "Add Relationships": type (14), bidirectional
// (default on), note, product search with Select All and Clear. One request creates every link and,
// when bidirectional, each inverse link, in one transaction on the server.
import { useQuery } from '@tanstack/react-query';
import { ImageOff, Link2, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import {
  RELATIONSHIP_TYPE_LABELS,
  RELATIONSHIP_TYPES,
  type RelationshipType,
} from '../../../../core/constants';
import { inverseRelationshipType, relationshipStrip } from '../../../../core/rules/relationships';
import {
  RELATIONSHIP_MESSAGES,
  type Relationship,
  relationshipInput,
} from '../../../../core/schemas/product-content';
import {
  CheckboxField,
  FormKit,
  SelectField,
  TextAreaField,
  useFieldWiring,
} from '../../components/form/form-kit';
import { type FormOutputOf, type FormValuesOf, useSchemaForm } from '../../components/form/use-schema-form';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input } from '../../components/ui/input';
import { Checkbox } from '../../components/ui/switch';
import { apiJson, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { productRelationshipsQuery } from '../../queries/product-content';
import { productListQuery } from '../../queries/products';
import { thumbnailOf } from '../shared/form/image-uploader';
import { DeleteButton } from '../shared/row-actions';
import { useCanEdit } from '../use-can-edit';
import { listState } from './list-state';
import { useTabMutation } from './use-tab-mutation';

type CreateValues = FormOutputOf<typeof relationshipInput>;

const emptyCreate = (productId: number): FormValuesOf<typeof relationshipInput> => ({
  fromProductId: productId,
  toProductIds: [],
  type: 'ACCESSORY',
  note: '',
  createReverse: true,
});

/** "Bidirectional": the kit's checkbox, with what it will create beside it. */
function ReverseField() {
  const type = useWatch({ name: 'type' }) as RelationshipType;
  return (
    <CheckboxField
      name="createReverse"
      id="rel-reverse"
      className="pt-7"
      label="Bidirectional"
      hint={`The other products get “${RELATIONSHIP_TYPE_LABELS[inverseRelationshipType(type)]}” back to this one.`}
    />
  );
}

/** The products to relate: a search, Select All and Clear, and one checkbox per product found. */
function ProductPicker({ productId, open }: { productId: number; open: boolean }) {
  const w = useFieldWiring('toProductIds', { id: 'rel-products' });
  const { field } = useController({ name: 'toProductIds' });
  const selected = (field.value as number[] | undefined) ?? [];
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');

  useEffect(() => {
    if (!open) return;
    setSearch('');
    setTerm('');
  }, [open]);

  // The search waits for a pause in typing.
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);

  const products = useQuery({
    ...productListQuery({ search: term || undefined, sortBy: 'name', page: 1, limit: 50 }),
    enabled: open,
  });
  const candidates = (products.data?.products ?? []).filter((p) => p.id !== productId);
  const choose = (ids: number[]) => field.onChange(ids);

  return (
    <fieldset
      id={w.id}
      className="grid gap-2"
      aria-invalid={w.aria['aria-invalid']}
      aria-describedby={w.aria['aria-describedby']}
    >
      <legend className="sr-only">Products to relate</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search products by name, SKU or MPN..."
            aria-label="Search products"
            className="pl-9"
          />
        </div>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="sm"
            onClick={() => choose([...new Set([...selected, ...candidates.map((p) => p.id)])])}
            disabled={candidates.length === 0 || w.disabled}
          >
            Select All
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => choose([])}
            disabled={selected.length === 0 || w.disabled}
          >
            Clear
          </Button>
        </div>
      </div>
      <p className="text-xs text-slate-500" aria-live="polite">
        {selected.length} selected
      </p>
      <ul
        className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200"
        aria-label="Products to relate"
      >
        {candidates.length === 0 && (
          <li className="p-3 text-sm text-slate-500">
            {products.isLoading ? 'Loading products...' : 'No products found'}
          </li>
        )}
        {candidates.map((p) => (
          <li key={p.id}>
            <label
              htmlFor={`rel-product-${p.id}`}
              className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50"
            >
              <Checkbox
                id={`rel-product-${p.id}`}
                checked={selected.includes(p.id)}
                onCheckedChange={(on) =>
                  choose(on === true ? [...selected, p.id] : selected.filter((x) => x !== p.id))
                }
                disabled={w.disabled}
                aria-label={p.name}
              />
              <span className="min-w-0 flex-1 truncate text-slate-900">{p.name}</span>
              <span className="shrink-0 font-mono text-xs text-slate-500">{p.sku}</span>
            </label>
          </li>
        ))}
      </ul>
      {w.error && (
        <p id={`${w.id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {w.error}
        </p>
      )}
    </fieldset>
  );
}

function AddRelationshipsDialog({
  productId,
  open,
  onOpenChange,
}: {
  productId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useSchemaForm(relationshipInput, { defaultValues: emptyCreate(productId) });
  const [serverError, setServerError] = useState<string | null>(null);
  const selected = form.watch('toProductIds') ?? [];

  useEffect(() => {
    if (!open) return;
    form.reset(emptyCreate(productId));
    setServerError(null);
  }, [open, form, productId]);

  const create = useTabMutation(productId, {
    call: (values: CreateValues) =>
      apiJson<Relationship[]>('POST', `/api/products/${productId}/relationships`, {
        fromProductId: productId,
        toProductIds: values.toProductIds,
        type: values.type,
        note: values.note,
        createReverse: values.createReverse,
      }),
    success: (created) => [
      'Relationships created',
      `${created.length} relationship${created.length === 1 ? '' : 's'} created.`,
    ],
    failure: (err) => {
      setServerError(errorMessage(err, 'Failed to create relationships.'));
      return ['Creation failed', 'Failed to create relationships.'];
    },
    onDone: () => onOpenChange(false),
    refreshAllProducts: true,
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Relationships"
      description="Relate this product to others: accessories, kit components, compatible parts."
      submitLabel={
        selected.length
          ? `Create ${selected.length} Relationship${selected.length === 1 ? '' : 's'}`
          : 'Create Relationships'
      }
      pending={create.isPending}
      dirty={form.formState.isDirty}
      size="lg"
      onSubmit={form.handleSubmit(
        (values) => create.mutate(values),
        (errors) => {
          // EDIT-45's toast; the list also says it under itself.
          if (errors.toProductIds) notify.error('No products selected', RELATIONSHIP_MESSAGES.none);
        },
      )}
    >
      <FormKit form={form} idPrefix="rel">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="type"
            label="Relationship Type"
            options={RELATIONSHIP_TYPES.map((t) => ({ value: t, label: RELATIONSHIP_TYPE_LABELS[t] }))}
          />
          <ReverseField />
        </div>
        <TextAreaField name="note" label="Note" hint="Optional, shown with the related product" rows={2} />
        <ProductPicker productId={productId} open={open} />
      </FormKit>
      {serverError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverError}
        </p>
      )}
    </FormDialog>
  );
}

export function RelationshipsTab({ productId }: { productId: number }) {
  const canEdit = useCanEdit();
  const list = useQuery(productRelationshipsQuery(productId));
  const [filter, setFilter] = useState<'ALL' | RelationshipType>('ALL');
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<Relationship | null>(null);
  const [alsoInverse, setAlsoInverse] = useState(true);
  const items = list.data ?? [];
  const strip = relationshipStrip(items.map((r) => r.type));
  const shown = filter === 'ALL' ? items : items.filter((r) => r.type === filter);

  const remove = useTabMutation(productId, {
    call: ({ rel, inverse }: { rel: Relationship; inverse: boolean }) =>
      apiJson(
        'DELETE',
        `/api/products/${productId}/relationships/${rel.id}${inverse ? '?inverse=true' : ''}`,
      ),
    success: () => ['Relationship removed'],
    failure: (err) => ['Delete failed', errorMessage(err, 'Something went wrong. Please try again.')],
    onDone: () => setToRemove(null),
    refreshAllProducts: true,
  });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="tablist" aria-label="Relationship types" className="flex flex-wrap gap-1">
          {[{ type: 'ALL' as const, count: items.length }, ...strip].map((entry) => (
            <button
              key={entry.type}
              type="button"
              role="tab"
              aria-selected={filter === entry.type}
              onClick={() => setFilter(entry.type)}
              className={cn(
                'rounded-full border px-3 py-1 text-sm font-medium',
                filter === entry.type
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {entry.type === 'ALL' ? 'All' : RELATIONSHIP_TYPE_LABELS[entry.type]} ({entry.count})
            </button>
          ))}
        </div>
        {canEdit && (
          <Button onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Relationships
          </Button>
        )}
      </div>
      {listState(
        list,
        'relationships',
        <EmptyState
          icon={Link2}
          title="No relationships yet"
          description="Relate accessories, kit components, compatible and replacement parts."
        />,
      ) ?? (
        <ul className="grid gap-2" aria-label="Relationships">
          {shown.map((rel) => (
            <li
              key={rel.id}
              className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
              data-testid="relationship"
            >
              <div className="flex min-w-0 items-center gap-3">
                {rel.toProduct.images[0] ? (
                  <img
                    src={thumbnailOf(rel.toProduct.images[0])}
                    alt=""
                    width={40}
                    height={40}
                    className="h-10 w-10 shrink-0 rounded border border-slate-200 object-contain"
                  />
                ) : (
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded border border-slate-200 text-slate-400">
                    <ImageOff className="h-4 w-4" aria-hidden />
                  </span>
                )}
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="purple">{RELATIONSHIP_TYPE_LABELS[rel.type]}</Badge>
                    <Link
                      href={`/admin/products/${rel.toProduct.id}`}
                      className="truncate font-medium text-slate-900 hover:text-brand-700"
                    >
                      {rel.toProduct.name}
                    </Link>
                    {rel.inverseId !== null && <span className="text-xs text-slate-500">↔ linked back</span>}
                  </div>
                  <p className="truncate text-xs text-slate-500">
                    SKU <span className="font-mono">{rel.toProduct.sku}</span>
                    {rel.note ? ` · ${rel.note}` : ''}
                  </p>
                </div>
              </div>
              {canEdit && (
                <DeleteButton
                  label={`Remove relationship to ${rel.toProduct.name}`}
                  onClick={() => {
                    setAlsoInverse(true);
                    setToRemove(rel);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <AddRelationshipsDialog productId={productId} open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={!!toRemove}
        onOpenChange={(open) => !open && setToRemove(null)}
        title="Remove relationship?"
        description={
          toRemove && (
            <span className="grid gap-3">
              <span>
                “{RELATIONSHIP_TYPE_LABELS[toRemove.type]}” to "{toRemove.toProduct.name}" will be removed.
              </span>
              {toRemove.inverseId !== null && (
                <span className="flex items-center gap-2">
                  <Checkbox
                    id="remove-inverse"
                    checked={alsoInverse}
                    onCheckedChange={(on) => setAlsoInverse(on === true)}
                  />
                  <label htmlFor="remove-inverse">
                    Also remove “{RELATIONSHIP_TYPE_LABELS[inverseRelationshipType(toRemove.type)]}” from "
                    {toRemove.toProduct.name}" back to this product
                  </label>
                </span>
              )}
            </span>
          )
        }
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() =>
          toRemove && remove.mutate({ rel: toRemove, inverse: toRemove.inverseId !== null && alsoInverse })
        }
      />
    </div>
  );
}
