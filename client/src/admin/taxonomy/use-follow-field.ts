// "Slug follows the name" (and "key follows the label"): while creating, typing in the source field fills
// the target with its derived value, until the target is edited by hand. Editing never regenerates it.
import { useCallback, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

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
  return {
    /** Call when the dialog opens: the target follows again. */
    restart,
    source: form.register(source, {
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        if (active && !touched.current) {
          form.setValue(target, derive(event.target.value) as never, {
            shouldValidate: form.formState.isSubmitted,
          });
        }
      },
    }),
    target: form.register(target, {
      onChange: () => {
        touched.current = true;
      },
    }),
  };
}
