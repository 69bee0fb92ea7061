// The one confirm-delete pattern of the admin lists: `ask(item)` opens the confirmation ("Are you sure you
// want to delete "X"? …", spec wording through deleteMessage) with what the delete would change (#14);
// confirming runs the delete and closes the dialog whatever the outcome (the mutation notifies).
import { useState } from 'react';
import type { DeleteImpactEntity } from '../../../../core/rules/delete-impact';
import { ConfirmDialog, type DeleteImpactView, deleteMessage } from '../../components/ui/confirm-dialog';
import { useDeleteImpact } from './use-delete-mutation';

export interface ConfirmDeleteOptions<T> {
  /** The dialog title ("Delete brand?"). */
  title: string;
  /** The item's name in the question. */
  name: (item: T) => string;
  /** Runs the delete: useDeleteMutation's result, or any mutation that takes the item. */
  remove: { mutate: (item: T, options: { onSettled: () => void }) => void; isPending: boolean };
  /** The record kind whose usage the server reports (GET …/{id}/usage); none for records without one. */
  entity?: DeleteImpactEntity;
  id?: (item: T) => number;
  /** Counts the list already holds, shown until the server's fresh usage answers. */
  counts?: (item: T) => Record<string, number>;
  /** The item as deleted, given the fresh usage (a used definition is deleted with its values). */
  prepare?: (item: T, impact: DeleteImpactView | undefined) => T;
  /** Another question than deleteMessage(name). */
  description?: (item: T) => string;
  confirmLabel?: string;
}

export function useConfirmDelete<T>(options: ConfirmDeleteOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const impact = useDeleteImpact(
    options.entity ?? 'products',
    options.entity && target !== null ? options.id?.(target) : undefined,
    target !== null ? options.counts?.(target) : undefined,
  );
  const shownImpact = options.entity ? impact : undefined;
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title={options.title}
      description={
        target === null ? '' : (options.description?.(target) ?? deleteMessage(options.name(target)))
      }
      impact={shownImpact}
      confirmLabel={options.confirmLabel}
      pending={options.remove.isPending}
      onConfirm={() => {
        if (target === null) return;
        const item = options.prepare ? options.prepare(target, shownImpact) : target;
        options.remove.mutate(item, { onSettled: () => setTarget(null) });
      }}
    />
  );
  return { ask: setTarget as (item: T) => void, target, dialog };
}
