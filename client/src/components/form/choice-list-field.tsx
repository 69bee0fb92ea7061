// A field whose value is a list of chosen values (ids), shown as checkboxes in groups: the tags to add
// to a product. Wired like every kit field: its error (the schema's, e.g. "Choose at least one tag")
// under the group with aria-invalid/aria-describedby, and disabled in a read-only form.
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { cn } from '../../lib/utils';
import { Checkbox } from '../ui/switch';
import { useFieldWiring } from './form-kit';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
  /** Drawn before the label (a colour dot). */
  mark?: ReactNode;
}

export interface ChoiceGroup<V extends string | number> {
  key: string;
  title: ReactNode;
  choices: Array<Choice<V>>;
}

export function ChoiceListField<V extends string | number>({
  name,
  label,
  groups,
  className,
  listClassName,
}: {
  name: string;
  /** The whole list's name (the legend; visually hidden when the dialog already says it). */
  label: string;
  groups: Array<ChoiceGroup<V>>;
  className?: string;
  /** The choices' box (e.g. a scrolling height): the error stays outside it, always in sight. */
  listClassName?: string;
}) {
  const w = useFieldWiring(name);
  const { field } = useController({ name });
  const chosen = (field.value as V[] | undefined) ?? [];
  const toggle = (value: V, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset
      id={w.id}
      className={className}
      aria-invalid={w.aria['aria-invalid']}
      aria-describedby={w.aria['aria-describedby']}
    >
      <legend className="sr-only">{label}</legend>
      <div className={cn('grid gap-4', listClassName)}>
        {groups.map((group) => (
          <fieldset key={group.key}>
            <legend className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
              {group.title}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {group.choices.map((choice) => {
                const id = `${w.id}-${choice.value}`;
                return (
                  <label
                    key={choice.value}
                    htmlFor={id}
                    className="flex items-center gap-2 text-sm text-slate-700"
                  >
                    <Checkbox
                      id={id}
                      checked={chosen.includes(choice.value)}
                      onCheckedChange={(on) => toggle(choice.value, on === true)}
                      onBlur={field.onBlur}
                      disabled={w.disabled}
                      aria-label={choice.label}
                    />
                    {choice.mark}
                    {choice.label}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      {w.error && (
        <p id={`${w.id}-error`} role="alert" className="mt-2 text-xs font-medium text-red-600">
          {w.error}
        </p>
      )}
    </fieldset>
  );
}
