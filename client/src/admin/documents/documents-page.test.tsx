// The Document Library and its dialogs (document 000 §2 items 7-8, §5, §8, §9): DOC-01..18, DOC-25..34.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentItem } from '../../../../core/schemas/documents';
import { adminUser, mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import { UploadDocumentsDialog } from '../shared/form/upload-documents-dialog';
import DocumentsPage from './documents-page';

afterEach(() => vi.unstubAllGlobals());

const at = '2026-01-01T00:00:00.000Z';
const doc = (over: Partial<DocumentItem>): DocumentItem => ({
  id: 1,
  kind: 'SDS',
  url: 'https://example.com/sds.pdf',
  title: 'Acetylene SDS',
  description: null,
  language: 'en',
  version: null,
  effectiveDate: null,
  fileName: null,
  mimeType: null,
  size: null,
  createdAt: at,
  linkedProducts: 0,
  ...over,
});
const documents = [
  doc({ id: 1, title: 'Acetylene SDS', version: '2.1', description: 'Handle with care', linkedProducts: 2 }),
  doc({
    id: 2,
    kind: 'MANUAL',
    title: 'Torch Manual',
    url: '/api/storage/documents/torch-manual-abc.pdf',
    fileName: 'Torch Manual.pdf',
    size: 2048,
  }),
];
const base = {
  'GET /api/user': [200, adminUser] as [number, unknown],
  'GET /api/documents': [200, { documents, total: documents.length, totalPages: 1, page: 1, limit: 24 }] as [
    number,
    unknown,
  ],
};

const pdf = (name = 'spec.pdf', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function choose(files: File[]) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

async function choice(label: string, option: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: label }), { key: 'ArrowDown' });
  const options = await screen.findAllByRole('option');
  fireEvent.click(options.find((o) => o.textContent === option)!);
}

describe('document library', () => {
  it('#21: the library pages on the server: the summary counts every document, the pager asks for the next page', async () => {
    const many = Array.from({ length: 24 }, (_, i) => doc({ id: i + 10, title: `Sheet ${i + 10}` }));
    const { calls } = mockApi({
      ...base,
      'GET /api/documents': (_b, url) =>
        url.searchParams.get('page') === '2'
          ? [200, { documents: documents, total: 26, totalPages: 2, page: 2, limit: 24 }]
          : [200, { documents: many, total: 26, totalPages: 2, page: 1, limit: 24 }],
    });
    renderWithProviders(<DocumentsPage />);
    expect(await screen.findAllByTestId('document-card')).toHaveLength(24);
    expect(screen.getByTestId('pagination-summary').textContent).toBe('Showing 1-24 of 26 documents');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(screen.getAllByTestId('document-card')).toHaveLength(2));
    expect(calls.some((c) => c.path === '/api/documents?page=2')).toBe(true);
    expect(screen.getByTestId('pagination-summary').textContent).toBe('Showing 25-26 of 26 documents');
  });

  it('DOC-01 DOC-02 DOC-03 DOC-04 DOC-19 DOC-33: buttons, groups by kind with the kind label, and the cards', async () => {
    mockApi(base);
    renderWithProviders(<DocumentsPage />);
    expect(await screen.findByText('Manage product documents and downloads')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Upload Documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Document URL' })).toBeTruthy();
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual(['Safety Data Sheet (1)', 'User Manual (1)']);
    const card = within(screen.getAllByTestId('document-card')[0]!);
    expect(card.getByText('Acetylene SDS')).toBeTruthy();
    expect(card.getByText('SDS')).toBeTruthy();
    expect(card.getByText('v2.1')).toBeTruthy();
    expect(card.getByText('Handle with care')).toBeTruthy();
    const link = card.getByRole('link', { name: 'Download Document' });
    expect(link.getAttribute('href')).toBe('https://example.com/sds.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(card.getByRole('button', { name: 'Edit Acetylene SDS' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Delete Acetylene SDS' })).toBeTruthy();
  });

  it('DOC-05: the empty state is "No documents yet"', async () => {
    mockApi({
      ...base,
      'GET /api/documents': [200, { documents: [], total: 0, totalPages: 1, page: 1, limit: 24 }],
    });
    renderWithProviders(<DocumentsPage />);
    expect(await screen.findByText('No documents yet')).toBeTruthy();
  });

  it('DOC-18 DOC-29: delete asks with the specified wording, deletes and says "Document deleted"', async () => {
    const { calls } = mockApi({ ...base, 'DELETE /api/documents/1': [200, { ok: true, deleted: 1 }] });
    renderWithProviders(<DocumentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Acetylene SDS' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete "Acetylene SDS"? This action cannot be undone.',
    );
    expect(dialog.textContent).toContain('It is linked to 2 products');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/documents/1']);
  });

  it('DOC-25: a failed delete shows "Failed to delete document..."', async () => {
    mockApi({ ...base, 'DELETE /api/documents/1': [500, { error: 'Internal server error' }] });
    renderWithProviders(<DocumentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Acetylene SDS' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete document. Please try again.')).toBeTruthy();
  });
});

describe('Add Document URL', () => {
  it('DOC-07 DOC-08 DOC-09 DOC-34: title required, kind defaults to SDS, URL validated, the eight languages', async () => {
    const { calls } = mockApi(base);
    renderWithProviders(<DocumentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Document URL' }));
    expect(await screen.findByRole('heading', { name: 'Add Document URL' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Type' }).textContent).toContain('Safety Data Sheet');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Type' }), { key: 'ArrowDown' });
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Safety Data Sheet',
      'Specification Sheet',
      'User Manual',
      'Warranty Information',
      'Product Brochure',
      'Certificate',
    ]);
    fireEvent.keyDown(screen.getAllByRole('option')[0]!, { key: 'Escape' });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Language' }), { key: 'ArrowDown' });
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'English',
      'Spanish',
      'French',
      'German',
      'Italian',
      'Portuguese',
      'Chinese',
      'Japanese',
    ]);
    fireEvent.keyDown(screen.getAllByRole('option')[0]!, { key: 'Escape' });
    fireEvent.change(screen.getByLabelText(/^URL/), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Document' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Must be a valid URL')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('DOC-10 DOC-20 DOC-29: version and description are optional; creating posts the fields and says "Document created"', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/documents': (body) => [201, doc({ ...(body as object), id: 5 })],
    });
    renderWithProviders(<DocumentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Document URL' }));
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Warranty card' } });
    fireEvent.change(screen.getByLabelText(/^URL/), {
      target: { value: 'https://example.com/warranty.pdf' },
    });
    await choice('Type', 'Warranty Information');
    fireEvent.click(screen.getByRole('button', { name: 'Add Document' }));
    expect(await screen.findByText('Document created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Warranty card',
      kind: 'WARRANTY',
      url: 'https://example.com/warranty.pdf',
      version: null,
      language: 'en',
      description: null,
    });
  });

  it('DOC-21 DOC-29: editing an uploaded file keeps its address read-only and sends PATCH', async () => {
    const { calls } = mockApi({
      ...base,
      'PATCH /api/documents/2': (body) => [200, { ...documents[1]!, ...(body as object) }],
    });
    renderWithProviders(<DocumentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Torch Manual' }));
    expect(await screen.findByRole('heading', { name: 'Edit Document' })).toBeTruthy();
    expect((screen.getByLabelText(/^URL/) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Version/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Document' }));
    expect(await screen.findByText('Document updated')).toBeTruthy();
    // #16: PATCH carries only what was edited; the stored address stays as it is.
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ version: '3' });
  });

  it('DOC-25: a failed save shows "Failed to save document..."', async () => {
    mockApi({ ...base, 'POST /api/documents': [500, { error: 'Internal server error' }] });
    renderWithProviders(<DocumentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Document URL' }));
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'X' } });
    fireEvent.change(screen.getByLabelText(/^URL/), { target: { value: 'https://example.com/x.pdf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Document' }));
    expect(await screen.findByText('Failed to save document. Please try again.')).toBeTruthy();
  });
});

describe('Upload Documents dialog', () => {
  it('DOC-06 DOC-13 DOC-14: "Create New Documents" with the drop zone, optional title, type, version, language en and description', async () => {
    mockApi(base);
    renderWithProviders(<UploadDocumentsDialog open onOpenChange={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Create New Documents' })).toBeTruthy();
    expect(screen.getByTestId('drop-zone').textContent).toContain(
      'Drag and drop files here, or click to browse',
    );
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.pdf,.doc,.docx,.xls,.xlsx,.txt,.csv');
    expect(screen.getByLabelText('Title (optional)')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeTruthy();
    expect(screen.getByLabelText('Version (optional)')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toContain('English');
    expect(screen.getByLabelText('Description (optional)')).toBeTruthy();
  });

  it('DOC-11: submitting without a file shows "At least one document file is required"', async () => {
    const { calls } = mockApi(base);
    renderWithProviders(<UploadDocumentsDialog open onOpenChange={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('At least one document file is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('DOC-15: other types fail with the specified message; chosen files show name, size and remove', async () => {
    mockApi(base);
    renderWithProviders(<UploadDocumentsDialog open onOpenChange={() => {}} />);
    await screen.findByRole('heading', { name: 'Create New Documents' });
    choose([new File(['x'], 'photo.png', { type: 'image/png' }), pdf('spec.pdf', 2048)]);
    expect(
      await screen.findByText(
        'Unsupported file type: image/png. Please upload PDF, Word, Excel, or text files.',
      ),
    ).toBeTruthy();
    const chosen = screen.getAllByTestId('chosen-file');
    expect(chosen).toHaveLength(1);
    expect(chosen[0]!.textContent).toContain('spec.pdf');
    expect(chosen[0]!.textContent).toContain('2 KB');
    fireEvent.click(screen.getByRole('button', { name: 'Remove spec.pdf' }));
    expect(screen.queryAllByTestId('chosen-file')).toHaveLength(0);
  });

  it('DOC-16 DOC-17 DOC-27 DOC-32: at most 10 files; extras are named in a notice; with no room left "Upload limit reached"', async () => {
    mockApi(base);
    renderWithProviders(<UploadDocumentsDialog open onOpenChange={() => {}} />);
    await screen.findByRole('heading', { name: 'Create New Documents' });
    choose(Array.from({ length: 8 }, (_, i) => pdf(`a${i}.pdf`)));
    expect(screen.getAllByTestId('chosen-file')).toHaveLength(8);
    fireEvent.drop(screen.getByTestId('drop-zone'), {
      dataTransfer: { files: Array.from({ length: 5 }, (_, i) => pdf(`b${i}.pdf`)) },
    });
    expect(screen.getAllByTestId('chosen-file')).toHaveLength(10);
    expect(screen.getByRole('status').textContent).toBe(
      '3 files were not added: you can only upload up to 10 documents at a time.',
    );
    choose([pdf('c.pdf')]);
    expect(await screen.findByText('Upload limit reached')).toBeTruthy();
    expect(screen.getByText('You can only upload up to 10 documents.')).toBeTruthy();
    expect(screen.getAllByTestId('chosen-file')).toHaveLength(10);
  });

  it('DOC-12 DOC-23 DOC-30 DOC-31: uploads one "document" field per file with the form fields; "Documents created"', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/documents/upload': [
        201,
        {
          url: '/api/storage/documents/a.pdf',
          documents: [
            { id: 1, title: 'a', url: '/x' },
            { id: 2, title: 'b', url: '/y' },
          ],
          linkedProductId: null,
        },
      ],
    });
    const onOpenChange = vi.fn();
    renderWithProviders(<UploadDocumentsDialog open onOpenChange={onOpenChange} />);
    await screen.findByRole('heading', { name: 'Create New Documents' });
    choose([pdf('a.pdf'), new File(['sku,name'], 'parts.csv', { type: 'text/csv' })]);
    fireEvent.change(screen.getByLabelText('Version (optional)'), { target: { value: '2' } });
    await choice('Language', 'German');
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 Documents' }));
    expect(await screen.findByText('Documents created')).toBeTruthy();
    expect(screen.getByText('Upload successful: 2 document(s) uploaded successfully.')).toBeTruthy();
    const form = calls.find((c) => c.path === '/api/documents/upload')?.body as FormData;
    expect(form.getAll('document').map((f) => (f as File).name)).toEqual(['a.pdf', 'parts.csv']);
    expect(form.get('version')).toBe('2');
    expect(form.get('language')).toBe('de');
    expect(form.get('kind')).toBe('SPEC');
    expect(form.get('title')).toBeNull();
    expect(form.get('productId')).toBeNull();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('DOC-31: with a product the toast reads "Documents created and linked" and the product id is sent', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/documents/upload': [
        201,
        { url: '/x', documents: [{ id: 1, title: 'a', url: '/x' }], linkedProductId: 12 },
      ],
    });
    renderWithProviders(<UploadDocumentsDialog open onOpenChange={() => {}} productId={12} />);
    await screen.findByRole('heading', { name: 'Create New Documents' });
    choose([pdf('a.pdf')]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('Documents created and linked')).toBeTruthy();
    const form = calls.find((c) => c.path === '/api/documents/upload')!.body as FormData;
    expect(form.get('productId')).toBe('12');
  });

  it('DOC-28: a refused upload shows "Upload failed" with the server error', async () => {
    mockApi({
      ...base,
      'POST /api/documents/upload': [
        415,
        { error: 'Unsupported file type: image/png. Please upload PDF, Word, Excel, or text files.' },
      ],
    });
    renderWithProviders(<UploadDocumentsDialog open onOpenChange={() => {}} />);
    await screen.findByRole('heading', { name: 'Create New Documents' });
    choose([pdf('photo.pdf')]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Upload failed')).toBeTruthy();
    expect(
      within(toast).getByText(
        'Unsupported file type: image/png. Please upload PDF, Word, Excel, or text files.',
      ),
    ).toBeTruthy();
  });

  it('DOC-28: without a server error the upload failure reads "Failed to upload documents. Please try again."', async () => {
    mockApi(base);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<UploadDocumentsDialog open onOpenChange={() => {}} />);
    await screen.findByRole('heading', { name: 'Create New Documents' });
    choose([pdf('a.pdf')]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('Failed to upload documents. Please try again.')).toBeTruthy();
  });

  it('DOC-26: a server failure while creating shows "Creation failed: Failed to create documents. Please try again."', async () => {
    mockApi({ ...base, 'POST /api/documents/upload': [500, { error: 'Internal server error' }] });
    renderWithProviders(<UploadDocumentsDialog open onOpenChange={() => {}} />);
    await screen.findByRole('heading', { name: 'Create New Documents' });
    choose([pdf('a.pdf')]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Creation failed')).toBeTruthy();
    expect(within(toast).getByText('Failed to create documents. Please try again.')).toBeTruthy();
  });
});
