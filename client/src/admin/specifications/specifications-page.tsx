// /admin/specifications (document 000 §2 item 6, §5, §7, §8): definitions grouped under their
// specification category ("General" without one, "Unknown Category" when it no longer exists), cards
// with label, key, data type, unit, description, filter badge and usage; add, edit and delete.
import { useQuery } from '@tanstack/react-query';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { SpecCategory, SpecDefinition } from '../../../../core/schemas/specs';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, deleteMessage } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { specCategoriesQuery, specDefinitionsQuery } from '../../queries/specs';
import { PageHeader } from '../page-header';
import { RowActions } from '../taxonomy/row-actions';
import { useCanEdit } from '../use-can-edit';
import { useDeleteImpact, useDeleteMutation } from '../use-delete-mutation';
import { DATA_TYPE_LABELS, SpecificationDialog } from './specification-dialog';

export const GENERAL = 'General';
export const UNKNOWN_CATEGORY = 'Unknown Category';

interface Group {
  name: string;
  definitions: SpecDefinition[];
}

/** Groups in the categories' order, then "General", then "Unknown Category". */
export function groupDefinitions(
  definitions: SpecDefinition[],
  categories: SpecCategory[] | undefined,
): Group[] {
  const byId = new Map((categories ?? []).map((c) => [c.id, c]));
  const groups = new Map<string, Group>();
  const order: string[] = [...(categories ?? []).map((c) => `c${c.id}`), 'general', 'unknown'];
  for (const definition of definitions) {
    let key: string;
    let name: string;
    if (definition.categoryId === null) {
      key = 'general';
      name = GENERAL;
    } else {
      const category = byId.get(definition.categoryId);
      key = category ? `c${category.id}` : 'unknown';
      name = category?.name ?? UNKNOWN_CATEGORY;
    }
    const group = groups.get(key) ?? { name, definitions: [] };
    group.definitions.push(definition);
    groups.set(key, group);
  }
  return order.flatMap((key) => {
    const group = groups.get(key);
    if (!group) return [];
    group.definitions.sort((a, b) => a.sortOrder - b.sortOrder || a.label.localeCompare(b.label));
    return [group];
  });
}

export default function SpecificationsPage() {
  const definitions = useQuery(specDefinitionsQuery());
  const categories = useQuery(specCategoriesQuery());
  const canEdit = useCanEdit();
  const [dialog, setDialog] = useState<{ definition: SpecDefinition | null } | null>(null);
  const [deleting, setDeleting] = useState<SpecDefinition | null>(null);
  const impact = useDeleteImpact(
    'spec-definitions',
    deleting?.id,
    deleting ? { values: deleting.usageCount } : undefined,
  );

  const remove = useDeleteMutation<SpecDefinition>({
    // A definition that products use is deleted together with its values (the confirmation says how many).
    url: (d) => `/api/specs/definitions/${d.id}${d.usageCount > 0 ? '?force=true' : ''}`,
    name: (d) => d.label,
    success: 'Specification deleted',
    failure: () => ['Delete failed', 'Failed to delete specification. Please try again.'],
    invalidates: () => [specDefinitionsQuery().queryKey, specCategoriesQuery().queryKey],
  });

  let content: React.ReactNode;
  if (definitions.isPending) {
    content = (
      <div className="flex items-center justify-center gap-2 py-16 text-slate-500">
        <Spinner />
        <span>Loading specifications...</span>
      </div>
    );
  } else if (definitions.isError) {
    content = (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>
          <span className="font-semibold">Error loading specifications:</span>{' '}
          {errorMessage(definitions.error)}
        </p>
        <p className="mt-1">Please refresh the page or try logging in again.</p>
      </div>
    );
  } else if (definitions.data.length === 0) {
    content = (
      <EmptyState
        icon={SlidersHorizontal}
        title="No specifications yet"
        description="Specifications describe products in a table: flame class, capacity, weight and so on."
      />
    );
  } else {
    content = (
      <div className="grid gap-8">
        {groupDefinitions(definitions.data, categories.data).map((group) => (
          <section key={group.name} aria-labelledby={`spec-group-${group.name}`}>
            <h2 id={`spec-group-${group.name}`} className="mb-3 text-lg font-semibold text-slate-900">
              {group.name}{' '}
              <span className="text-sm font-normal text-slate-500">({group.definitions.length})</span>
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {group.definitions.map((definition) => (
                <Card key={definition.id} className="flex flex-col gap-2 p-4" data-testid="spec-card">
                  <div className="flex items-start gap-2">
                    <div className="min-w-0 flex-1">
                      <h3 className="font-semibold text-slate-900">{definition.label}</h3>
                      <p className="truncate font-mono text-xs text-slate-500">{definition.key}</p>
                    </div>
                    <RowActions
                      name={definition.label}
                      canEdit={canEdit}
                      onEdit={() => setDialog({ definition })}
                      onDelete={() => setDeleting(definition)}
                    />
                  </div>
                  <div className="flex flex-wrap gap-1.5">
                    <Badge tone="blue" title={DATA_TYPE_LABELS[definition.dataType]}>
                      {definition.dataType}
                    </Badge>
                    {definition.unit && <Badge>Unit: {definition.unit}</Badge>}
                    {definition.filterable && <Badge tone="green">Filter</Badge>}
                    {definition.required && <Badge tone="yellow">Required</Badge>}
                  </div>
                  {definition.description && (
                    <p className="text-sm text-slate-600">{definition.description}</p>
                  )}
                  {definition.dataType === 'ENUM' && definition.enumOptions.length > 0 && (
                    <p className="text-xs text-slate-500">Options: {definition.enumOptions.join(', ')}</p>
                  )}
                  <p className="mt-auto text-xs text-slate-500" data-testid="spec-usage">
                    Used by {definition.usageCount} {definition.usageCount === 1 ? 'product' : 'products'}
                  </p>
                </Card>
              ))}
            </div>
          </section>
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Specifications"
        description="The technical specifications products can carry."
        actions={
          canEdit && (
            <Button onClick={() => setDialog({ definition: null })}>
              <Plus className="h-4 w-4" aria-hidden />
              Add Specification
            </Button>
          )
        }
      />
      {content}
      <SpecificationDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        definition={dialog?.definition ?? null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete specification?"
        description={deleting ? deleteMessage(deleting.label) : ''}
        impact={impact}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          // The values go with it exactly when the confirmation said so: the server's fresh count decides.
          remove.mutate(
            { ...deleting, usageCount: impact?.counts?.values ?? deleting.usageCount },
            { onSettled: () => setDeleting(null) },
          )
        }
      />
    </>
  );
}
