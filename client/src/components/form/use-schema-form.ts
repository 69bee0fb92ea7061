// The one way to make a form: react-hook-form validated by the shared zod schema from core/schemas, with
// the form's value types inferred from that schema (input while editing, output after validation).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../lib/form-errors';

/** A zod schema whose input is an object of form values. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form `useSchemaForm` returns: react-hook-form's, typed by the schema, which it carries. */
export type SchemaForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  readonly schema: S;
};

/** The values a form holds while editing: the schema's input type. */
export type FormValuesOf<S extends FormSchema> = z.input<S>;

export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> & {
    defaultValues: z.input<S>;
  },
): SchemaForm<S> {
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = zodResolver(schema);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    // Whole values are a case of react-hook-form's partial defaults (generic S hides it from TypeScript).
    defaultValues: options.defaultValues as DefaultValues<z.input<S>>,
    resolver,
  });
  // react-hook-form returns the same object on every render: the schema rides on it, so effects that
  // depend on `form` do not re-run.
  return Object.assign(form, { schema });
}

/** The values a form submits after validation: the schema's output type. */
export type FormOutputOf<S extends FormSchema> = z.output<S>;

/**
 * The submit handler of a form whose call is not a `useSaveMutation` (sign-in, registration, a second
 * factor): the schema validates, `send` runs with the output, and a refusal's field messages (400/409
 * `details`) go under the fields named. The caller's toast or alert still says the reason.
 */
export function submitTo<S extends FormSchema>(
  form: SchemaForm<S>,
  send: (values: z.output<S>) => Promise<unknown>,
  fields: ReadonlyArray<keyof z.input<S> & string>,
) {
  return form.handleSubmit((values) =>
    send(values).then(
      () => undefined,
      (err: unknown) => {
        applyServerErrors(err, form.setError, fields);
      },
    ),
  );
}
