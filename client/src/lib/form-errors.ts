// Puts the server's field messages (400/409 `details`) on the form's fields, so a duplicate slug or a
// rule only the server knows shows under the field that caused it.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || !error.details) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.details)) {
    if (fields.includes(field) && messages[0]) {
      setError(field as Path<T>, { type: 'server', message: messages[0] });
      applied = true;
    }
  }
  return applied;
}
