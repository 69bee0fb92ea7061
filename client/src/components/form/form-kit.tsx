// The form kit's provider and self-wiring fields. A field takes only its name (and its words: label,
// hint); its id, maxLength, required mark, aria-invalid/aria-describedby, error text and character
// counter come from the form and the shared zod schema. Inside a read-only form every field is disabled.
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import {
  type ControllerRenderProps,
  type FieldValues,
  FormProvider,
  get,
  type UseFormRegisterReturn,
  useController,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { cn } from '../../lib/utils';
import { Field } from '../ui/field';
import { Input, Textarea } from '../ui/input';
import { PasswordInput } from '../ui/password-input';
import { Select, type SelectOption } from '../ui/select';
import { Checkbox, Switch } from '../ui/switch';
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
  /** Whether the character counter shows (the text has reached 80% of its limit). */
  counted: boolean;
  /** Spread on the control: aria-invalid, aria-describedby, aria-required. */
  aria: {
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  };
}

/**
 * Everything a control needs from the form and the schema, for fields the kit has no component for.
 * With `counter`, the wiring watches the text and names the counter once it shows.
 */
export function useFieldWiring(
  name: string,
  options: { id?: string; hint?: boolean; counter?: boolean } = {},
) {
  const { schema, idPrefix, readOnly } = useKit();
  const rules = useMemo(() => fieldRules(schema, name), [schema, name]);
  const { errors } = useFormState({ name });
  const value = useWatch({ name, disabled: !options.counter || rules.maxLength === null });
  const counted =
    !!options.counter &&
    rules.maxLength !== null &&
    typeof value === 'string' &&
    value.length >= Math.floor(rules.maxLength * COUNTER_FROM);
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = options.id ?? `${idPrefix}-${name.replaceAll('.', '-')}`;
  const describedBy =
    [error ? `${id}-error` : options.hint ? `${id}-hint` : null, counted ? `${id}-count` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const wiring: FieldWiring = {
    id,
    rules,
    error,
    disabled: readOnly,
    counted,
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
  /**
   * The field this one repeats ("Confirm Password" confirms "newPassword"): once it holds text it is
   * checked as it is typed, so the schema's mismatch message shows before submit.
   */
  confirms?: string;
}

/** "12 / 200" once the text reaches 80% of its limit (the wiring decides when). */
function Counter({ w, name }: { w: FieldWiring; name: string }) {
  const value = useWatch({ name });
  const max = w.rules.maxLength;
  if (!w.counted || max === null) return null;
  const length = typeof value === 'string' ? value.length : 0;
  const full = length >= max;
  return (
    <p
      id={`${w.id}-count`}
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

/** The frame of every kit field: label with the required mark, the control, hint or error, counter. */
function FieldFrame({ w, common, children }: { w: FieldWiring; common: CommonProps; children: ReactNode }) {
  return (
    <Field
      label={common.label}
      htmlFor={w.id}
      error={w.error}
      hint={common.hint}
      required={common.required ?? w.rules.required}
      className={common.className}
    >
      {children}
      <Counter w={w} name={common.name} />
    </Field>
  );
}

/** What a registered control receives: its id, limit, state, aria wiring and react-hook-form's props. */
type ControlProps = FieldWiring['aria'] &
  UseFormRegisterReturn & { id: string; maxLength: number | undefined; disabled: boolean };

/** A field react-hook-form registers (a DOM input): text, password, multi-line text, number. */
function RegisteredField({
  confirms,
  valueAsNumber = false,
  counter = true,
  control,
  ...common
}: CommonProps & {
  /** A number input sends a number when the schema takes one. */
  valueAsNumber?: boolean;
  /** Whether a character counter shows near the limit (not for numbers). */
  counter?: boolean;
  control: (props: ControlProps) => ReactNode;
}) {
  const { register } = useFormContext<FieldValues>();
  const { name } = common;
  const w = useFieldWiring(name, { id: common.id, hint: !!common.hint, counter });
  useConfirmation(name, confirms);
  return (
    <FieldFrame w={w} common={common}>
      {control({
        id: w.id,
        maxLength: w.rules.maxLength ?? undefined,
        disabled: w.disabled,
        ...w.aria,
        ...register(name, valueAsNumber && w.rules.numeric ? { valueAsNumber: true } : undefined),
      })}
    </FieldFrame>
  );
}

type TextInputProps = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'maxLength' | 'required' | 'disabled' | 'className'
>;

/** A one-line text input. */
export function TextField({
  inputClassName,
  ...props
}: CommonProps & TextInputProps & { inputClassName?: string }) {
  const [common, input] = splitCommon(props);
  return (
    <RegisteredField
      {...common}
      control={(wired) => <Input className={inputClassName} {...input} {...wired} />}
    />
  );
}

/** A password with its show/hide toggle (`autoComplete`: current-password or new-password). */
export function PasswordField(
  props: CommonProps &
    Omit<TextInputProps, 'type' | 'autoComplete'> & { autoComplete: 'current-password' | 'new-password' },
) {
  const [common, input] = splitCommon(props);
  return <RegisteredField {...common} control={(wired) => <PasswordInput {...input} {...wired} />} />;
}

/** A multi-line text input. */
export function TextAreaField({
  rows = 3,
  placeholder,
  inputClassName,
  ...common
}: CommonProps & { rows?: number; placeholder?: string; inputClassName?: string }) {
  return (
    <RegisteredField
      {...common}
      control={(wired) => (
        <Textarea rows={rows} placeholder={placeholder} className={inputClassName} {...wired} />
      )}
    />
  );
}

/**
 * A number. When the schema takes a number the value is sent as one (`valueAsNumber`); when it takes the
 * decimal text (prices) the text is kept.
 */
export function NumberField({
  step,
  min,
  inputMode,
  placeholder,
  ...common
}: CommonProps & {
  step?: number | string;
  min?: number | string;
  inputMode?: 'numeric' | 'decimal';
  placeholder?: string;
}) {
  const { numeric } = useKitRules(common.name);
  return (
    <RegisteredField
      {...common}
      valueAsNumber
      counter={false}
      control={({ maxLength: _text, ...wired }) => (
        <Input
          type="number"
          step={step}
          min={min}
          inputMode={inputMode ?? (numeric ? 'numeric' : 'decimal')}
          placeholder={placeholder}
          {...wired}
        />
      )}
    />
  );
}

/** Separates the kit's own props from those passed on to the input. */
function splitCommon<T extends CommonProps>(props: T): [CommonProps, Omit<T, keyof CommonProps>] {
  const { name, label, hint, id, className, required, confirms, ...rest } = props;
  return [{ name, label, hint, id, className, required, confirms }, rest];
}

/** A confirmation checks itself as it is typed (and as what it confirms changes), not only on submit. */
function useConfirmation(name: string, confirms: string | undefined) {
  const { trigger, clearErrors, getFieldState, formState } = useFormContext<FieldValues>();
  const [own, other] = useWatch({ name: [name, confirms ?? name], disabled: !confirms }) as unknown[];
  const submitted = formState.isSubmitted;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check when either value changes
  useEffect(() => {
    if (!confirms) return;
    if (typeof own === 'string' && own !== '') void trigger(name);
    else if (!submitted && getFieldState(name).error) clearErrors(name);
  }, [own, other, confirms, name, submitted]);
}

/**
 * A choice from a list. Select values are strings: `toOption`/`fromOption` convert a field that holds a
 * number or null (default: the value as text, and the chosen text as it is).
 */
export function SelectField({
  options,
  placeholder,
  disabled = false,
  toOption = (value) => (value === null || value === undefined ? '' : String(value)),
  fromOption = (value) => value,
  ...common
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
      {...common}
      render={(field, w) => (
        <Select
          id={w.id}
          name={common.name}
          value={toOption(field.value)}
          onValueChange={(option) => field.onChange(fromOption(option))}
          options={options}
          placeholder={placeholder}
          disabled={w.disabled || disabled}
          aria-invalid={w.aria['aria-invalid']}
          aria-describedby={w.aria['aria-describedby']}
          aria-label={typeof common.label === 'string' ? common.label : undefined}
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

/**
 * A yes/no choice shown as a checkbox with its label and an explanation beside it (import options,
 * "Bidirectional"): wired like every kit field — hint and error linked by aria-describedby, disabled in a
 * read-only form. A setting that takes effect at once is a SwitchField instead.
 */
export function CheckboxField({
  name,
  label,
  hint,
  id,
  className,
}: Omit<CommonProps, 'required' | 'confirms'>) {
  const w = useFieldWiring(name, { id, hint: !!hint });
  const { field } = useController({ name });
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox
        id={w.id}
        name={name}
        checked={field.value === true}
        onCheckedChange={(on) => field.onChange(on === true)}
        onBlur={field.onBlur}
        disabled={w.disabled}
        aria-invalid={w.aria['aria-invalid']}
        aria-describedby={w.aria['aria-describedby']}
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <label htmlFor={w.id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && !w.error && (
          <p id={`${w.id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
        {w.error && (
          <p id={`${w.id}-error`} role="alert" className="text-xs font-medium text-red-600">
            {w.error}
          </p>
        )}
      </div>
    </div>
  );
}

/** Any other control (colour picker, image uploader): the kit lays it out and wires it; `render` draws it. */
export function ControlledField({
  render,
  ...common
}: CommonProps & {
  render: (field: ControllerRenderProps<FieldValues, string>, wiring: FieldWiring) => ReactNode;
}) {
  const w = useFieldWiring(common.name, { id: common.id, hint: !!common.hint });
  const { field } = useController({ name: common.name });
  return (
    <FieldFrame w={w} common={common}>
      {render(field, w)}
    </FieldFrame>
  );
}

function useKitRules(name: string): FieldRules {
  const { schema } = useKit();
  return useMemo(() => fieldRules(schema, name), [schema, name]);
}
