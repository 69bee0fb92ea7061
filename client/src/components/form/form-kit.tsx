// The form kit's provider and self-wiring fields. A field takes only its name (and its words: label,
// hint); its id, maxLength, required mark, aria-invalid/aria-describedby, error text and character
// counter come from the form and the shared zod schema. Inside a read-only form every field is disabled.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import {
  type ControllerRenderProps,
  type FieldValues,
  FormProvider,
  get,
  useController,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { cn } from '../../lib/utils';
import { Field } from '../ui/field';
import { Input, Textarea } from '../ui/input';
import { Select, type SelectOption } from '../ui/select';
import { Switch } from '../ui/switch';
import { ReadOnlyProvider, useReadOnly } from './read-only';
import { type FieldRules, fieldRules } from './schema-rules';
import type { FormSchema, SchemaForm } from './use-schema-form';

/** The counter appears once a text reaches this share of its limit. */
export const COUNTER_FROM = 0.8;

interface KitContext {
  schema: FormSchema;
  idPrefix: string;
  readOnly: boolean;
}

const Kit = createContext<KitContext | null>(null);

/**
 * Wraps a form's fields (inside the `<form>` element or FormDialog). `idPrefix` names the inputs
 * (`brand` gives `brand-name`); `readOnly` defaults to the surrounding read-only region (a viewer's).
 */
export function FormKit<S extends FormSchema>({
  form,
  idPrefix,
  readOnly,
  children,
}: {
  form: SchemaForm<S>;
  idPrefix: string;
  readOnly?: boolean;
  children: ReactNode;
}) {
  const inherited = useReadOnly();
  const locked = readOnly ?? inherited;
  const value = useMemo(
    () => ({ schema: form.schema as FormSchema, idPrefix, readOnly: locked }),
    [form.schema, idPrefix, locked],
  );
  return (
    <FormProvider {...form}>
      <Kit.Provider value={value}>
        <ReadOnlyProvider readOnly={locked}>{children}</ReadOnlyProvider>
      </Kit.Provider>
    </FormProvider>
  );
}

function useKit(): KitContext {
  const kit = useContext(Kit);
  if (!kit) throw new Error('Form fields must be inside <FormKit form={...}>');
  return kit;
}

export interface FieldWiring {
  id: string;
  rules: FieldRules;
  error: string | undefined;
  disabled: boolean;
  /** Spread on the control: aria-invalid, aria-describedby, aria-required. */
  aria: {
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  };
}

/** Everything a control needs from the form and the schema, for fields the kit has no component for. */
export function useFieldWiring(
  name: string,
  options: { id?: string; hint?: boolean; counter?: boolean } = {},
) {
  const { schema, idPrefix, readOnly } = useKit();
  const rules = useMemo(() => fieldRules(schema, name), [schema, name]);
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = options.id ?? `${idPrefix}-${name.replaceAll('.', '-')}`;
  const describedBy =
    [error ? `${id}-error` : options.hint ? `${id}-hint` : null, options.counter ? `${id}-count` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const wiring: FieldWiring = {
    id,
    rules,
    error,
    disabled: readOnly,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': rules.required ? true : undefined,
    },
  };
  return wiring;
}

interface CommonProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The input's id when it must differ from `${idPrefix}-${name}`. */
  id?: string;
  className?: string;
  /** Overrides the required mark the schema implies (e.g. a slug the server fills when left empty). */
  required?: boolean;
}

/** "12 / 200" once the text reaches 80% of its limit. */
function Counter({ id, name, max }: { id: string; name: string; max: number }) {
  const value = useWatch({ name });
  const length = typeof value === 'string' ? value.length : 0;
  if (length < Math.floor(max * COUNTER_FROM)) return null;
  const full = length >= max;
  return (
    <p
      id={`${id}-count`}
      className={cn(
        'text-right text-xs tabular-nums',
        full ? 'font-medium text-amber-700' : 'text-slate-500',
      )}
      aria-live="polite"
    >
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
      {full ? ` (at most ${max.toLocaleString('en-US')} characters)` : ''}
    </p>
  );
}

function useCounterShown(name: string, max: number | null): boolean {
  const value = useWatch({ name });
  return max !== null && typeof value === 'string' && value.length >= Math.floor(max * COUNTER_FROM);
}

type TextInputProps = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'maxLength' | 'required' | 'disabled' | 'className'
>;

/** A one-line text input. */
export function TextField({
  name,
  label,
  hint,
  id,
  className,
  required,
  inputClassName,
  ...input
}: CommonProps & TextInputProps & { inputClassName?: string }) {
  const { register } = useFormContext<FieldValues>();
  const probe = useKitRules(name);
  const counter = useCounterShown(name, probe.maxLength);
  const w = useFieldWiring(name, { id, hint: !!hint, counter });
  return (
    <Field
      label={label}
      htmlFor={w.id}
      error={w.error}
      hint={hint}
      required={required ?? w.rules.required}
      className={className}
    >
      <Input
        id={w.id}
        maxLength={w.rules.maxLength ?? undefined}
        disabled={w.disabled}
        className={inputClassName}
        {...w.aria}
        {...input}
        {...register(name)}
      />
      {w.rules.maxLength !== null && <Counter id={w.id} name={name} max={w.rules.maxLength} />}
    </Field>
  );
}

/** A multi-line text input. */
export function TextAreaField({
  name,
  label,
  hint,
  id,
  className,
  required,
  rows = 3,
  placeholder,
  inputClassName,
}: CommonProps & { rows?: number; placeholder?: string; inputClassName?: string }) {
  const { register } = useFormContext<FieldValues>();
  const probe = useKitRules(name);
  const counter = useCounterShown(name, probe.maxLength);
  const w = useFieldWiring(name, { id, hint: !!hint, counter });
  return (
    <Field
      label={label}
      htmlFor={w.id}
      error={w.error}
      hint={hint}
      required={required ?? w.rules.required}
      className={className}
    >
      <Textarea
        id={w.id}
        rows={rows}
        placeholder={placeholder}
        maxLength={w.rules.maxLength ?? undefined}
        disabled={w.disabled}
        className={inputClassName}
        {...w.aria}
        {...register(name)}
      />
      {w.rules.maxLength !== null && <Counter id={w.id} name={name} max={w.rules.maxLength} />}
    </Field>
  );
}

/**
 * A number. When the schema takes a number the value is sent as one (`valueAsNumber`); when it takes the
 * decimal text (prices) the text is kept.
 */
export function NumberField({
  name,
  label,
  hint,
  id,
  className,
  required,
  step,
  min,
  inputMode,
  placeholder,
}: CommonProps & {
  step?: number | string;
  min?: number | string;
  inputMode?: 'numeric' | 'decimal';
  placeholder?: string;
}) {
  const { register } = useFormContext<FieldValues>();
  const w = useFieldWiring(name, { id, hint: !!hint });
  return (
    <Field
      label={label}
      htmlFor={w.id}
      error={w.error}
      hint={hint}
      required={required ?? w.rules.required}
      className={className}
    >
      <Input
        id={w.id}
        type="number"
        step={step}
        min={min}
        inputMode={inputMode ?? (w.rules.numeric ? 'numeric' : 'decimal')}
        placeholder={placeholder}
        disabled={w.disabled}
        {...w.aria}
        {...register(name, w.rules.numeric ? { valueAsNumber: true } : undefined)}
      />
    </Field>
  );
}

/**
 * A choice from a list. Select values are strings: `toOption`/`fromOption` convert a field that holds a
 * number or null (default: the value as text, and the chosen text as it is).
 */
export function SelectField({
  name,
  label,
  hint,
  id,
  className,
  required,
  options,
  placeholder,
  disabled = false,
  toOption = (value) => (value === null || value === undefined ? '' : String(value)),
  fromOption = (value) => value,
}: CommonProps & {
  options: SelectOption[];
  /** A choice that cannot change here (besides read-only forms). */
  disabled?: boolean;
  placeholder?: string;
  toOption?: (value: unknown) => string;
  fromOption?: (option: string) => unknown;
}) {
  return (
    <ControlledField
      name={name}
      label={label}
      hint={hint}
      id={id}
      className={className}
      required={required}
      render={(field, w) => (
        <Select
          id={w.id}
          name={name}
          value={toOption(field.value)}
          onValueChange={(option) => field.onChange(fromOption(option))}
          options={options}
          placeholder={placeholder}
          disabled={w.disabled || disabled}
          aria-invalid={w.aria['aria-invalid']}
          aria-label={typeof label === 'string' ? label : undefined}
        />
      )}
    />
  );
}

/** An on/off switch with its label and hint beside it. */
export function SwitchField({ name, label, hint, id, className }: Omit<CommonProps, 'required'>) {
  const w = useFieldWiring(name, { id, hint: !!hint });
  const { field } = useController({ name });
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-4 rounded-md border border-slate-200 p-3',
        className,
      )}
    >
      <div>
        <label htmlFor={w.id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {hint && (
          <p id={`${w.id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={w.id}
        checked={!!field.value}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
        disabled={w.disabled}
        aria-describedby={w.aria['aria-describedby']}
      />
    </div>
  );
}

/** Any other control (colour picker, image uploader): the kit lays it out and wires it; `render` draws it. */
export function ControlledField({
  name,
  label,
  hint,
  id,
  className,
  required,
  render,
}: CommonProps & {
  render: (field: ControllerRenderProps<FieldValues, string>, wiring: FieldWiring) => ReactNode;
}) {
  const w = useFieldWiring(name, { id, hint: !!hint });
  const { field } = useController({ name });
  return (
    <Field
      label={label}
      htmlFor={w.id}
      error={w.error}
      hint={hint}
      required={required ?? w.rules.required}
      className={className}
    >
      {render(field, w)}
    </Field>
  );
}

function useKitRules(name: string): FieldRules {
  const { schema } = useKit();
  return useMemo(() => fieldRules(schema, name), [schema, name]);
}
