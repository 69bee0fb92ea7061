// The form kit (#16): fields take their limits, required mark, messages and aria wiring from the shared
// zod schema; a counter appears near a limit; a read-only form disables every field and hides actions.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brandInput } from '../../../../core/schemas/brands';
import { productInput } from '../../../../core/schemas/products';
import { Button } from '../ui/button';
import { changedValues } from './changed-values';
import {
  CheckboxField,
  FormKit,
  NumberField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from './form-kit';
import { EditOnly, ReadOnlyProvider } from './read-only';
import { fieldRules } from './schema-rules';
import { useFollowField } from './use-follow-field';
import { useSchemaForm } from './use-schema-form';

function BrandForm({ onSubmit = () => {} }: { onSubmit?: (values: unknown) => void }) {
  const form = useSchemaForm(brandInput, {
    defaultValues: { name: '', description: '', website: '', logoUrl: '' },
  });
  return (
    <FormKit form={form} idPrefix="brand">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <TextField name="name" label="Brand Name" />
        <TextAreaField name="description" label="Description" />
        <TextField name="website" label="Website" hint="https://…" />
        <EditOnly>
          <Button type="submit">Save</Button>
        </EditOnly>
      </form>
    </FormKit>
  );
}

const sortSchema = z.strictObject({
  name: z.string().min(1).max(10),
  sort: z.number().int(),
  kind: z.enum(['a', 'b']),
  on: z.boolean(),
});

function KitForm({ readOnly }: { readOnly?: boolean }) {
  const form = useSchemaForm(sortSchema, {
    defaultValues: { name: 'x', sort: 0, kind: 'a', on: false },
  });
  return (
    <FormKit form={form} idPrefix="kit" readOnly={readOnly}>
      <TextField name="name" label="Name" />
      <NumberField name="sort" label="Sort" />
      <SelectField
        name="kind"
        label="Kind"
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />
      <SwitchField name="on" label="On" hint="Switch it on" />
      <EditOnly>
        <Button>Upload Images</Button>
      </EditOnly>
    </FormKit>
  );
}

describe('form kit (#16)', () => {
  it('reads limits and the required mark from the shared schema', () => {
    expect(fieldRules(productInput, 'name')).toEqual({ maxLength: 200, required: true, numeric: false });
    expect(fieldRules(productInput, 'mpn')).toMatchObject({ maxLength: 100, required: false });
    expect(fieldRules(productInput, 'categoryId')).toMatchObject({ maxLength: null, required: true });
    expect(fieldRules(productInput, 'status').required).toBe(false);
    expect(fieldRules(sortSchema, 'sort').numeric).toBe(true);
    expect(() => fieldRules(brandInput, 'nmae')).toThrow('no field "nmae"');
  });

  it('wires each input: id, maxLength, required mark, aria-required', () => {
    render(<BrandForm />);
    const name = screen.getByLabelText(/Brand Name/);
    expect(name.id).toBe('brand-name');
    expect(name.getAttribute('maxlength')).toBe('200');
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*')).toBeTruthy();
    const description = screen.getByLabelText('Description');
    expect(description.getAttribute('maxlength')).toBe('5000');
    expect(description.hasAttribute('aria-required')).toBe(false);
    expect(screen.getByLabelText('Website').getAttribute('aria-describedby')).toBe('brand-website-hint');
  });

  it('shows the schema’s message under the field, with aria-invalid and aria-describedby', async () => {
    render(<BrandForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Brand name is required');
    const name = screen.getByLabelText(/Brand Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(message.id);
    expect(message.id).toBe('brand-name-error');
  });

  it('shows a character counter from 80% of the limit, and says the limit when full', async () => {
    render(<BrandForm />);
    const name = screen.getByLabelText(/Brand Name/);
    fireEvent.input(name, { target: { value: 'a'.repeat(159) } });
    expect(screen.queryByText(/\/ 200/)).toBeNull();
    fireEvent.input(name, { target: { value: 'a'.repeat(160) } });
    expect(await screen.findByText('160 / 200')).toBeTruthy();
    expect(name.getAttribute('aria-describedby')).toContain('brand-name-count');
    fireEvent.input(name, { target: { value: 'a'.repeat(200) } });
    expect(await screen.findByText('200 / 200 (at most 200 characters)')).toBeTruthy();
  });

  it('a read-only form disables every field and hides its actions', () => {
    render(<KitForm readOnly />);
    expect((screen.getByLabelText(/Name/) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Sort/) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'On' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Upload Images' })).toBeNull();
  });

  it('takes read-only from the surrounding region (a viewer’s) unless the form sets it', () => {
    const { unmount } = render(
      <ReadOnlyProvider readOnly>
        <KitForm />
      </ReadOnlyProvider>,
    );
    expect((screen.getByLabelText(/^Sort/) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Upload Images' })).toBeNull();
    unmount();
    render(<KitForm />);
    expect((screen.getByLabelText(/^Sort/) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('switch', { name: 'On' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Upload Images' })).toBeTruthy();
  });

  it('a number field sends a number when the schema takes one', async () => {
    let saved: unknown = null;
    function Sort() {
      const form = useSchemaForm(sortSchema, { defaultValues: { name: 'x', sort: 0, kind: 'a', on: false } });
      return (
        <FormKit form={form} idPrefix="kit">
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => {
              saved = values;
            })}
          >
            <NumberField name="sort" label="Sort" />
            <button type="submit">Save</button>
          </form>
        </FormKit>
      );
    }
    render(<Sort />);
    fireEvent.input(screen.getByLabelText(/^Sort/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual({ name: 'x', sort: 7, kind: 'a', on: false }));
  });

  it('the slug follows the name until it is edited by hand', async () => {
    const schema = z.strictObject({ name: z.string(), slug: z.string() });
    function Follow() {
      const form = useSchemaForm(schema, { defaultValues: { name: '', slug: '' } });
      useFollowField(form, 'name', 'slug', (v) => v.toLowerCase().replaceAll(' ', '-'), true);
      return (
        <FormKit form={form} idPrefix="f">
          <TextField name="name" label="Name" />
          <TextField name="slug" label="Slug" />
        </FormKit>
      );
    }
    render(<Follow />);
    const name = screen.getByLabelText('Name');
    const slug = screen.getByLabelText('Slug') as HTMLInputElement;
    fireEvent.input(name, { target: { value: 'Head Torch' } });
    await waitFor(() => expect(slug.value).toBe('head-torch'));
    fireEvent.input(slug, { target: { value: 'mine' } });
    fireEvent.input(name, { target: { value: 'Other' } });
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Other'));
    expect(slug.value).toBe('mine');
  });

  it('changedValues keeps only the edited fields', () => {
    expect(
      changedValues(
        { name: true, images: [false, true], seo: { title: false } },
        {
          name: 'A',
          slug: 'a',
          images: ['x', 'y'],
          seo: { title: 't' },
        },
      ),
    ).toEqual({ name: 'A', images: ['x', 'y'] });
  });
});

const agreeSchema = z.strictObject({
  agree: z.boolean().refine((v) => v, { message: 'Tick this to go on' }),
});

function AgreeForm({
  readOnly,
  onSubmit = () => {},
}: {
  readOnly?: boolean;
  onSubmit?: (v: unknown) => void;
}) {
  const form = useSchemaForm(agreeSchema, { defaultValues: { agree: false } });
  return (
    <FormKit form={form} idPrefix="terms" readOnly={readOnly}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <CheckboxField name="agree" label="I agree" hint="Read the terms first" />
        <Button type="submit">Go</Button>
      </form>
    </FormKit>
  );
}

describe('CheckboxField (#16)', () => {
  it('#16: a labelled checkbox with its hint; ticking it sets the value; the schema’s message shows under it', async () => {
    const submitted: unknown[] = [];
    render(<AgreeForm onSubmit={(v) => submitted.push(v)} />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.id).toBe('terms-agree');
    expect(box.getAttribute('aria-describedby')).toBe('terms-agree-hint');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const message = await screen.findByText('Tick this to go on');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(message.id);
    fireEvent.click(box);
    expect(box.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(submitted).toEqual([{ agree: true }]));
  });

  it('#16: disabled in a read-only form', () => {
    render(<AgreeForm readOnly />);
    expect((screen.getByRole('checkbox', { name: 'I agree' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
