// Unsaved work asks before it goes (#14): the hook's beforeunload and in-app navigation question,
// and FormDialog's question before Escape / X / outside click closes a dirty dialog.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'wouter';
import { mockApi, renderWithProviders } from '../../../tests/helpers/render';
import { FormDialog } from '../components/ui/form-dialog';
import { NavigationGuard, useUnsavedChanges } from './unsaved-changes';

afterEach(() => vi.unstubAllGlobals());

function Editor({ onSave }: { onSave?: () => Promise<boolean> }) {
  const [name, setName] = useState('Torch');
  useUnsavedChanges(name !== 'Torch', { onSave });
  return (
    <div>
      <label htmlFor="name">Name</label>
      <input id="name" value={name} onChange={(e) => setName(e.target.value)} />
      <Link href="/admin/products">Back to Products</Link>
    </div>
  );
}

function renderEditor(onSave?: () => Promise<boolean>) {
  return renderWithProviders(
    <NavigationGuard>
      <Editor onSave={onSave} />
    </NavigationGuard>,
    { path: '/admin/products/7' },
  );
}

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChanges (#14)', () => {
  it('#14: a clean form leaves without a question; a dirty one makes a reload ask (beforeunload)', async () => {
    const view = renderEditor();
    expect(beforeUnload()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/products'));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('#14: a dirty form asks before in-app navigation; Stay keeps the page and the edit, and a reload asks', async () => {
    const view = renderEditor(async () => true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Torch XL' } });
    expect(beforeUnload()).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(within(prompt).getByText('Unsaved changes')).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: 'Discard' })).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(view.currentPath()).toBe('/admin/products/7');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Torch XL');
  });

  it('#14: Discard goes on without saving', async () => {
    const onSave = vi.fn(async () => true);
    const view = renderEditor(onSave);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Torch XL' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/products'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('#14: Save saves, then goes on; a failed save stays', async () => {
    let result = false;
    const onSave = vi.fn(async () => result);
    const view = renderEditor(onSave);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Torch XL' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(view.currentPath()).toBe('/admin/products/7');

    result = true;
    fireEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.currentPath()).toBe('/admin/products'));
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('#14: without onSave the question offers only Discard and Stay; unmounting removes the beforeunload', async () => {
    const view = renderEditor();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Torch XL' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(within(prompt).queryByRole('button', { name: 'Save' })).toBeNull();
    view.unmount();
    expect(beforeUnload()).toBe(false);
  });
});

function BrandForm({ onSubmit }: { onSubmit: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Add Brand"
        submitLabel="Create Brand"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor="brand-name">Brand Name</label>
        <input id="brand-name" defaultValue="" />
      </FormDialog>
    </>
  );
}

describe('FormDialog with unsaved changes (#14)', () => {
  it('#14: an untouched dialog closes on Escape without a question', async () => {
    mockApi({});
    renderWithProviders(<BrandForm onSubmit={() => {}} />);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
  });

  it('#14: a dirty dialog asks on Escape and the X; Stay keeps it open with the text, Discard closes', async () => {
    mockApi({});
    renderWithProviders(<BrandForm onSubmit={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('Brand Name'), { target: { value: 'Flamecraft' } });
    expect(beforeUnload()).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    let prompt = await screen.findByRole('alertdialog');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect((screen.getByLabelText('Brand Name') as HTMLInputElement).value).toBe('Flamecraft');

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    prompt = await screen.findByRole('alertdialog');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(beforeUnload()).toBe(false);
  });

  it('#14: Save in the question submits the form', async () => {
    mockApi({});
    const onSubmit = vi.fn();
    renderWithProviders(<BrandForm onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('Brand Name'), { target: { value: 'Flamecraft' } });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('#14: a change a library makes on its own (no key or pointer in the dialog) does not count as an edit', async () => {
    mockApi({});
    renderWithProviders(<BrandForm onSubmit={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Brand Name'), { target: { value: 'Reset value' } });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('#14: Cancel is a deliberate discard and closes without asking', async () => {
    mockApi({});
    renderWithProviders(<BrandForm onSubmit={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('Brand Name'), { target: { value: 'Flamecraft' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
