// /admin/specifications (document 000 §2 item 6, §5, §7, §8): definitions grouped under their
// specification category ("Uncategorized" without one, "Unknown Category" when it no longer exists),
// cards with label, key, data type, unit, description, filter badge and usage; add, edit and delete.
import { useQuery } from '@tanstack/react-query';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { SpecCategory, SpecDefinition } from '../../../../core/schemas/specs';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { specCategoriesQuery, specDefinitionsQuery } from '../../queries/specs';
import { PageHeader } from '../page-header';
import { useConfirmDelete } from '../shared/confirm-delete';
import { HistoryButton } from '../shared/history-dialog';
import { ListView } from '../shared/list-view';
import { RowActions } from '../shared/row-actions';
import { useDeleteMutation } from '../shared/use-delete-mutation';
import { useCanEdit } from '../use-can-edit';
import { DATA_TYPE_LABELS, SpecificationDialog } from './specification-dialog';

/**
 * The group of definitions without a category. SPEC-03 calls it "General", but the demo catalogue has a
 * real "General" category, which showed two "General" groups side by side (issue #16): this one is named
 * for what it is (docs/decisions.md, "Uncategorised specifications").
 */
export const UNCATEGORIZED = 'Uncategorized';
export const UNKNOWN_CATEGORY = 'Unknown Category';

interface Group {
  key: string;
  name: string;
  definitions: SpecDefinition[];
}

/** Groups in the categories' order, then "Uncategorized", then "Unknown Category". */
export function groupDefinitions(
  definitions: readonly SpecDefinition[],
  categories: SpecCategory[] | undefined,
): Group[] {
  const byId = new Map((categories ?? []).map((c) => [c.id, c]));
  const groups = new Map<string, Group>();
  const order: string[] = [...(categories ?? []).map((c) => `c${c.id}`), 'none', 'unknown'];
  for (const definition of definitions) {
    let key: string;
    let name: string;
    if (definition.categoryId === null) {
      key = 'none';
      name = UNCATEGORIZED;
    } else {
      const category = byId.get(definition.categoryId);
      key = category ? `c${category.id}` : 'unknown';
      name = category?.name ?? UNKNOWN_CATEGORY;
    }
    const group = groups.get(key) ?? { key, name, definitions: [] };
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
  const remove = useDeleteMutation<SpecDefinition>({
    // A definition that products use is deleted together with its values (the confirmation says how many).
    url: (d) => `/api/specs/definitions/${d.id}${d.usageCount > 0 ? '?force=true' : ''}`,
    name: (d) => d.label,
    success: 'Specification deleted',
    failure: () => ['Delete failed', 'Failed to delete specification. Please try again.'],
    invalidates: () => [specDefinitionsQuery().queryKey, specCategoriesQuery().queryKey],
  });
  const confirmDelete = useConfirmDelete<SpecDefinition>({
    title: 'Delete specification?',
    name: (d) => d.label,
    remove,
    entity: 'spec-definitions',
    id: (d) => d.id,
    counts: (d) => ({ values: d.usageCount }),
    // The values go with it exactly when the confirmation said so: the server's fresh count decides.
    prepare: (d, impact) => ({ ...d, usageCount: impact?.counts?.values ?? d.usageCount }),
  });

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
      <ListView
        query={definitions}
        items={definitions.data}
        itemKey={(d) => d.id}
        label="Specifications"
        noun={['specification', 'specifications']}
        loading={{ label: 'Loading specifications...', shape: 'cards', showLabel: true }}
        error={{
          title: 'Error loading specifications:',
          hint: 'Please refresh the page or try logging in again.',
        }}
        empty={{
          icon: SlidersHorizontal,
          title: 'No specifications yet',
          description:
            'Specifications describe products in a table: flame class, capacity, weight and so on.',
        }}
        layout="cards"
        groups={(items) =>
          groupDefinitions(items, categories.data).map((g) => ({
            key: g.key,
            title: g.name,
            items: g.definitions,
          }))
        }
        renderItem={(definition) => (
          <Card className="flex h-full flex-col gap-2 p-4" data-testid="spec-card">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-slate-900">{definition.label}</h3>
                <p className="truncate font-mono text-xs text-slate-500">{definition.key}</p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <HistoryButton
                  name={definition.label}
                  entity="spec_definition"
                  url={`/api/specs/definitions/${definition.id}`}
                  keyPrefix={['/api/specs/definitions', definition.id]}
                  restores="The specification's label, description, unit, type, options and settings"
                  invalidates={[['/api/specs/definitions']]}
                />
                <RowActions
                  name={definition.label}
                  canEdit={canEdit}
                  onEdit={() => setDialog({ definition })}
                  onDelete={() => confirmDelete.ask(definition)}
                />
              </div>
            </div>
            <div className="flex flex-wrap gap-1.5">
              <Badge tone="blue" title={DATA_TYPE_LABELS[definition.dataType]}>
                {definition.dataType}
              </Badge>
              {definition.unit && <Badge>Unit: {definition.unit}</Badge>}
              {definition.filterable && <Badge tone="green">Filter</Badge>}
              {definition.required && <Badge tone="yellow">Required</Badge>}
            </div>
            {definition.description && <p className="text-sm text-slate-600">{definition.description}</p>}
            {definition.dataType === 'ENUM' && definition.enumOptions.length > 0 && (
              <p className="text-xs text-slate-500">Options: {definition.enumOptions.join(', ')}</p>
            )}
            <p className="mt-auto text-xs text-slate-500" data-testid="spec-usage">
              Used by {definition.usageCount} {definition.usageCount === 1 ? 'product' : 'products'}
            </p>
          </Card>
        )}
      />
      <SpecificationDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        definition={dialog?.definition ?? null}
      />
      {confirmDelete.dialog}
    </>
  );
}
