// The one mutation the editor's tabs use: the call, the success and failure toasts of document 001 §8,
// and afterwards a refetch of everything under the product's key (its tabs and its completeness).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { PRODUCTS_KEY } from '../../queries/products';

export function useTabMutation<V, R = unknown>(
  productId: number,
  options: {
    call: (variables: V) => Promise<R>;
    /** Success toast: title and optional description. */
    success: (result: R, variables: V) => [string, string?];
    /** Failure toast: title and description. */
    failure: (error: unknown, variables: V) => [string, string];
    onDone?: (result: R, variables: V) => void;
    /** Also refresh every product's keys (relationships change the other product too). */
    refreshAllProducts?: boolean;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.call,
    onSuccess: async (result, variables) => {
      notify.success(...options.success(result, variables));
      options.onDone?.(result, variables);
      await queryClient.invalidateQueries({
        queryKey: options.refreshAllProducts ? [PRODUCTS_KEY] : [PRODUCTS_KEY, productId],
      });
    },
    onError: (error, variables) => notify.error(...options.failure(error, variables)),
  });
}

/** "Remove failed": the body names what could not be removed and the server's reason (EDIT-71). */
export function removeFailed(what: string) {
  return (error: unknown): [string, string] => [
    'Remove failed',
    `Could not remove ${what}: ${errorMessage(error, 'please try again.')}`,
  ];
}
