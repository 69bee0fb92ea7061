// The save mutation every admin create/edit dialog uses: the create or update call, the success and
// failure notifications, the queries to refresh, the server's field messages on the form, and what
// happens afterwards (usually closing the dialog).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiJson, failureMessage } from '../lib/api';
import { applyServerErrors } from '../lib/form-errors';
import { notify } from '../lib/toast';

/** Where a save goes: the method and path. */
export type SaveRequest = readonly [method: string, url: string];

export interface SaveMutationOptions<V, R, F extends FieldValues> {
  /** The create request; absent for a dialog that only edits. */
  create?: SaveRequest;
  /** The update request while a record is edited (`record && [...]`); null or absent when creating. */
  update?: SaveRequest | null;
  /** The request body (default: the values as they are). */
  body?: (values: V) => unknown;
  /** The success notification: title and description, from the saved record. */
  success: (saved: R) => [string, string];
  /**
   * The failure notification: title and description. The description is kept for errors a retry may
   * fix; otherwise the server's reason replaces it (`failureMessage`, #16).
   */
  failure: (error: unknown) => [string, string];
  /** Query keys refreshed after a save. */
  invalidates: (saved: R) => ReadonlyArray<readonly unknown[]>;
  /** Run onSaved without waiting for the refresh (default: wait for it). */
  refreshInBackground?: boolean;
  /** The server's field messages (400/409 `details`) for these fields go on the form. */
  fieldErrors?: { setError: UseFormSetError<F>; fields: readonly Path<F>[] };
  /** After the notification and the refresh: usually closes the dialog. */
  onSaved?: (saved: R) => void;
}

export function useSaveMutation<V, R, F extends FieldValues = FieldValues>(
  options: SaveMutationOptions<V, R, F>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => {
      const [method, url] = (options.update ?? options.create)!;
      return apiJson<R>(method, url, options.body ? options.body(values) : values);
    },
    onSuccess: async (saved) => {
      notify.success(...options.success(saved));
      const refresh = Promise.all(
        options
          .invalidates(saved)
          .map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      );
      if (!options.refreshInBackground) await refresh;
      options.onSaved?.(saved);
    },
    onError: (err) => {
      if (options.fieldErrors)
        applyServerErrors(err, options.fieldErrors.setError, options.fieldErrors.fields);
      const [title, description] = options.failure(err);
      notify.error(title, failureMessage(err, description));
    },
  });
}
