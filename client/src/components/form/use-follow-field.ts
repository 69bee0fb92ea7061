// "Slug follows the name" (and "key follows the label"): while `active` (usually while creating), typing
// in the source field fills the target with its derived value, until the person edits the target.
// Editing a saved record never regenerates it. Call `restart()` when a dialog opens again.
import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

export function useFollowField<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  source: Path<T>,
  target: Path<T>,
  derive: (value: string) => string,
  active: boolean,
) {
  const touched = useRef(false);
  const restart = useCallback(() => {
    touched.current = false;
  }, []);
  useEffect(() => {
    // Only the person's edits arrive with type 'change'; the value set here does not.
    const subscription = form.watch((values, { name, type }) => {
      if (type !== 'change') return;
      if (name === target) touched.current = true;
      else if (name === source && active && !touched.current) {
        const value = values[source as keyof typeof values];
        form.setValue(target, derive(typeof value === 'string' ? value : '') as PathValue<T, Path<T>>, {
          shouldValidate: form.formState.isSubmitted,
          shouldDirty: true,
        });
      }
    });
    return () => subscription.unsubscribe();
  }, [form, source, target, derive, active]);
  return { restart };
}
