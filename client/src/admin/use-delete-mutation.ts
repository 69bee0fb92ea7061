// The delete mutation every admin list uses: the call, the success and failure notifications, and the
// queries to refresh afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../lib/api';
import { notify } from '../lib/toast';

export interface DeleteMutationOptions<T> {
  url: (item: T) => string;
  /** The item's name in the success message. */
  name: (item: T) => string;
  /** The success notification's title ("Brand deleted"). */
  success: string;
  /** The failure notification: title and description. */
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
    onError: (err) => notify.error(...options.failure(err)),
  });
}
