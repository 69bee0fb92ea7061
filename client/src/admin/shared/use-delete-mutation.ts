// The delete mutation every admin list uses: the call, the success and failure notifications, and the
// queries to refresh afterwards.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DELETE_IMPACT_PATHS,
  type DeleteImpactEntity,
  deleteImpact,
} from '../../../../core/rules/delete-impact';
import type { DeleteUsage } from '../../../../core/schemas/usage';
import type { DeleteImpactView } from '../../components/ui/confirm-dialog';
import { apiJson, failureMessage } from '../../lib/api';
import { notify } from '../../lib/toast';

export interface DeleteMutationOptions<T> {
  url: (item: T) => string;
  /** The item's name in the success message. */
  name: (item: T) => string;
  /** The success notification's title ("Brand deleted"). */
  success: string;
  /** The failure notification: title and description (replaced by the server's reason when a retry cannot help). */
  failure: (error: unknown) => [string, string];
  /** Query keys refreshed after a delete. */
  invalidates: () => ReadonlyArray<readonly unknown[]>;
}

export function useDeleteMutation<T>(options: DeleteMutationOptions<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: T) => apiJson<unknown>('DELETE', options.url(item)),
    onSuccess: async (_result, item) => {
      notify.success(options.success, `"${options.name(item)}" was deleted.`);
      await Promise.all(
        options.invalidates().map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      );
    },
    onError: (err) => {
      const [title, description] = options.failure(err);
      notify.error(title, failureMessage(err, description));
    },
  });
}

/**
 * What deleting the record would change (#14), for ConfirmDialog's `impact`: the server's fresh usage
 * (GET {path}/{id}/usage) once it answers; until then (or if it cannot answer) the same sentences from
 * the counts the list already holds, when it holds any. `id` null: no dialog open.
 */
export function useDeleteImpact(
  entity: DeleteImpactEntity,
  id: number | null | undefined,
  listCounts?: Record<string, number>,
): DeleteImpactView | undefined {
  const open = id !== null && id !== undefined;
  const usage = useQuery<DeleteUsage>({
    queryKey: [`${DELETE_IMPACT_PATHS[entity]}/${id}/usage`],
    enabled: open,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (!open) return undefined;
  if (usage.data)
    return {
      sentences: usage.data.impact,
      blocked: usage.data.blocked,
      checking: false,
      counts: usage.data.counts,
    };
  const known = listCounts ? deleteImpact(entity, listCounts) : null;
  return {
    sentences: known?.impact ?? [],
    blocked: known?.blocked ?? false,
    checking: !known && usage.isPending,
  };
}
