// The inquiries inbox: newest first, filters, reading one enquiry and changing its status.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import InquiriesPage from './inquiries-page';

afterEach(() => vi.unstubAllGlobals());

const grace = {
  id: 5,
  name: 'Grace Hopper',
  email: 'grace@navy.test',
  company: 'Navy Yard',
  phone: '+1 555 0100',
  type: 'quote',
  message: 'Please quote 20 torches.\nDelivery to Newark.',
  status: 'new',
  productSku: 'DT-200',
  createdAt: '2026-03-02T14:05:00.000Z',
  updatedAt: '2026-03-02T14:05:00.000Z',
};
const alan = {
  ...grace,
  id: 4,
  name: 'Alan Turing',
  email: 'alan@example.com',
  type: 'general',
  status: 'closed',
  company: null,
  phone: null,
  productSku: null,
};
const list = (contacts: unknown[]) =>
  [200, { contacts, total: contacts.length, totalPages: 1, page: 1, limit: 20 }] as [number, unknown];

describe('inquiries inbox', () => {
  it('ENT-53: lists enquiries newest first with status and type; filters are sent to the server', async () => {
    const { calls } = mockApi({ 'GET /api/contacts': list([grace, alan]) });
    renderWithProviders(<InquiriesPage />);
    const items = within(await screen.findByRole('list', { name: 'Inquiries' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Grace Hopper');
    expect(items[0]!.textContent).toContain('New');
    expect(items[0]!.textContent).toContain('Request a Quote');
    expect(items[1]!.textContent).toContain('Closed');
    expect(calls[0]!.path).toBe('/api/contacts?page=1&limit=20');
    await chooseOption(screen.getByRole('combobox', { name: 'Filter by type' }), 'Find a Distributor');
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/api/contacts?type=distributor&page=1&limit=20'));
    await chooseOption(screen.getByRole('combobox', { name: 'Filter by status' }), 'New');
    await waitFor(() =>
      expect(calls.at(-1)!.path).toBe('/api/contacts?type=distributor&status=new&page=1&limit=20'),
    );
  });

  it('opens an enquiry at /admin/inquiries/{id}: every field, mailto link, message with its line breaks', async () => {
    const view = mockApi({ 'GET /api/contacts': list([grace]), 'GET /api/contacts/5': [200, grace] });
    const { currentPath } = renderWithProviders(<InquiriesPage id="5" />, { path: '/admin/inquiries/5' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Enquiry from Grace Hopper')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'grace@navy.test' }).getAttribute('href')).toBe(
      'mailto:grace@navy.test',
    );
    expect(within(dialog).getByText('Navy Yard')).toBeTruthy();
    expect(within(dialog).getByText('+1 555 0100')).toBeTruthy();
    expect(within(dialog).getByText('Request a Quote')).toBeTruthy();
    expect(within(dialog).getByText('DT-200')).toBeTruthy();
    const message = within(dialog).getByTestId('inquiry-message');
    expect(message.textContent).toBe('Please quote 20 torches.\nDelivery to Newark.');
    expect(message.className).toContain('whitespace-pre-line');
    expect(within(dialog).getByText(/^Received /)).toBeTruthy();
    expect(view.calls.some((c) => c.path === '/api/contacts/5')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/inquiries'));
  });

  it('changes the status from the enquiry and marks new ones as in progress from the list', async () => {
    const { calls } = mockApi({
      'GET /api/contacts': list([grace]),
      'GET /api/contacts/5': [200, grace],
      'PATCH /api/contacts/5': (body) => [200, { ...grace, ...(body as object) }],
    });
    renderWithProviders(<InquiriesPage id="5" />, { path: '/admin/inquiries/5' });
    const dialog = await screen.findByRole('dialog');
    await chooseOption(await within(dialog).findByRole('combobox', { name: 'Status' }), 'Closed');
    expect(await screen.findByText('Status updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'closed' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as in progress' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ status: 'in_progress' }),
    );
  });

  it('a failed status change says "Error updating status"', async () => {
    mockApi({
      'GET /api/contacts': list([grace]),
      'PATCH /api/contacts/5': [403, { error: 'Only editors can do this' }],
    });
    renderWithProviders(<InquiriesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as in progress' }));
    expect(await screen.findByText('Error updating status')).toBeTruthy();
    expect(screen.getByText('Only editors can do this')).toBeTruthy();
  });

  it('#20: a quote request shows its lines as a table; the list counts them; Export CSV keeps the filters', async () => {
    const quote = {
      ...grace,
      lines: [
        { productId: 1, sku: 'PT-1', name: 'Pro Torch', quantity: 3 },
        { productId: 2, sku: 'TIP-2', name: 'Tip 2 mm', quantity: 1200 },
      ],
    };
    mockApi({ 'GET /api/contacts': list([quote]), 'GET /api/contacts/5': [200, quote] });
    renderWithProviders(<InquiriesPage id="5" />, { path: '/admin/inquiries/5' });
    const dialog = await screen.findByRole('dialog');
    const table = await within(dialog).findByRole('table', { name: 'Quote lines (2)' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ProductSKUQuantity',
      'Pro TorchPT-13',
      'Tip 2 mmTIP-21,200',
      'Total units1,203',
    ]);
    expect(screen.getByRole('link', { name: 'Export CSV', hidden: true }).getAttribute('href')).toBe(
      '/api/contacts/export.csv',
    );
    expect(screen.getByText('2 products')).toBeTruthy();
  });

  it('shows an empty state', async () => {
    mockApi({ 'GET /api/contacts': list([]) });
    renderWithProviders(<InquiriesPage />);
    expect(await screen.findByText('No inquiries yet')).toBeTruthy();
  });
});
