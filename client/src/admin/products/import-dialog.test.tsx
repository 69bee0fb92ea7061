// The Import Product Data dialog and the transfer buttons (document 000 §2 item 9, §4, §5, §8, §9;
// document 001 §2.4, §7; IMPORT-*, PROD-38, PROD-39).
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, mockApi, renderWithProviders } from '../../../../tests/helpers/render';
import { PRODUCTS_KEY } from '../../queries/products';
import { AdminApp } from '../admin-app';
import { ImportDialog } from './import-dialog';
import { fileNameFromDisposition } from './transfer-api';

const sections = [
  'specCategories',
  'tagCategories',
  'specDefinitions',
  'categories',
  'brands',
  'tags',
  'products',
  'specifications',
  'highlights',
  'documents',
  'faqs',
  'relationships',
  'productTags',
  'distributorLinks',
];
const empty = { imported: 0, updated: 0, skipped: 0, errors: [] as string[] };
function result(over: Record<string, unknown> = {}) {
  const details = Object.fromEntries(sections.map((s) => [s, { ...empty }])) as Record<string, typeof empty>;
  details.products = {
    imported: 3,
    updated: 1,
    skipped: 0,
    errors: ['Products row 4, column "SKU": SKU is required'],
  };
  details.tags = { imported: 2, updated: 0, skipped: 0, errors: [] };
  return {
    imported: 3,
    updated: 1,
    skipped: 0,
    errors: ['Products row 4, column "SKU": SKU is required'],
    details,
    backup: null,
    notified: false,
    ...over,
  };
}

/** A fake XMLHttpRequest the test drives: upload progress, then the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: {
    onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
    onload?: () => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const onOpenChange = vi.fn();
  const api = mockApi({});
  const view = renderWithProviders(<ImportDialog open onOpenChange={onOpenChange} />);
  return { ...view, onOpenChange, api };
}

const csv = (name = 'products.csv', size = 1024, type = 'text/csv') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('Import file'), { target: { files: [file] } });
}

async function toastText(): Promise<string> {
  return (await screen.findByTestId('toast')).textContent ?? '';
}

describe('Import Product Data dialog', () => {
  it('IMPORT-01 IMPORT-02 IMPORT-03 IMPORT-04 IMPORT-07: explanation, template download, drop zone, options with their defaults, Cancel and Start Import', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Import Product Data' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'How the import works' }).textContent).toContain(
      'Download the template',
    );
    expect(screen.getByRole('button', { name: 'Download Template' })).toBeTruthy();
    expect(screen.getByTestId('import-drop-zone').textContent).toContain(
      'Drag and drop your file here, or click to browse',
    );
    expect(
      screen.getByRole('checkbox', { name: 'Update existing products' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Send notifications' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(
      screen.getByRole('checkbox', { name: 'Create backup before import' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('IMPORT-09 IMPORT-10: a chosen file shows its name and size in MB to 2 decimals; Remove clears it', () => {
    renderDialog();
    chooseFile(csv('catalogue.csv', 1_572_864));
    const chosen = screen.getByTestId('import-file');
    expect(chosen.textContent).toContain('catalogue.csv');
    expect(chosen.textContent).toContain('1.50 MB');
    expect((screen.getByRole('button', { name: 'Start Import' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByTestId('import-file')).toBeNull();
  });

  it('IMPORT-02: a file dropped on the zone is taken; the zone shows the drag state', () => {
    renderDialog();
    const zone = screen.getByTestId('import-drop-zone');
    fireEvent.dragOver(zone);
    expect(zone.getAttribute('data-dragging')).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { files: [csv('dropped.xlsx', 2048, '')] } });
    expect(zone.getAttribute('data-dragging')).toBeNull();
    expect(screen.getByTestId('import-file').textContent).toContain('dropped.xlsx');
  });

  it('IMPORT-15: a file that is neither CSV nor .xlsx shows "Invalid file type"', async () => {
    renderDialog();
    chooseFile(csv('photo.png', 100, 'image/png'));
    expect(await toastText()).toContain('Invalid file type');
    expect(await toastText()).toContain('Please select a CSV or Excel (.xlsx) file.');
    expect(screen.queryByTestId('import-file')).toBeNull();
    // By type alone, or by the .csv name alone, is enough.
    chooseFile(csv('export', 100, 'text/csv'));
    expect(screen.getByTestId('import-file').textContent).toContain('export');
  });

  it('IMPORT-16: a file over 10 MB shows "File too large"', async () => {
    renderDialog();
    chooseFile(csv('big.csv', 10 * 1024 * 1024 + 1));
    expect(await toastText()).toContain('File too large');
    expect(await toastText()).toContain('Please select a file smaller than 10MB.');
    expect(screen.queryByTestId('import-file')).toBeNull();
  });

  it('IMPORT-08 IMPORT-11 IMPORT-12 IMPORT-13 IMPORT-17 IMPORT-25 IMPORT-27: upload with options and real progress, then the result panel and "Imported with 1 error"', async () => {
    renderDialog();
    chooseFile(csv('catalogue.csv', 5000));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Update existing products' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Create backup before import' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Import' }));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/products/import');
    expect(xhr.withCredentials).toBe(true);
    expect((xhr.body!.get('csvFile') as File).name).toBe('catalogue.csv');
    expect(xhr.body!.get('updateExisting')).toBe('false');
    expect(xhr.body!.get('sendNotifications')).toBe('false');
    expect(xhr.body!.get('createBackup')).toBe('true');

    await screen.findByText('Processing your products...', { exact: false });
    expect((screen.getByRole('button', { name: /Start Import/ }) as HTMLButtonElement).disabled).toBe(true);
    act(() => xhr.progress(2500, 5000));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    act(() => xhr.progress(5000, 5000));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    act(() => xhr.respond(200, result()));
    const panel = await screen.findByTestId('import-result');
    expect(panel.textContent).toContain('3 products imported, 1 updated');
    expect(screen.getByTestId('result-products').textContent).toContain('Products');
    expect(screen.getByTestId('result-tags').textContent).toContain('2');
    expect(within(panel).getByRole('list', { name: 'Products errors' }).textContent).toContain(
      'Products row 4, column "SKU": SKU is required',
    );
    expect(within(panel).getByRole('list', { name: 'All errors' }).textContent).toContain('SKU is required');
    expect(screen.queryByTestId('import-drop-zone')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Update existing products' })).toBeNull();
    expect(screen.getByText('Close', { selector: 'button' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    // Some rows failed (#14): the toast and the panel say so, with the spec's counts.
    expect(within(panel).getByTestId('import-outcome').textContent).toBe('Imported with 1 error');
    expect(await toastText()).toContain('Imported with 1 error');
    expect(await toastText()).toContain('Imported 3 products, updated 1 products.');
    expect(await toastText()).not.toContain('Upload completed');
  });

  it('IMPORT-25 #14: a fully successful import shows "Upload completed" and "No errors."', async () => {
    renderDialog();
    chooseFile(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Start Import' }));
    const details = Object.fromEntries(sections.map((s) => [s, { ...empty }]));
    details.products = { imported: 2, updated: 5, skipped: 0, errors: [] };
    act(() => FakeXhr.last!.respond(200, result({ imported: 2, updated: 5, errors: [], details })));
    const panel = await screen.findByTestId('import-result');
    expect(panel.textContent).toContain('2 products imported, 5 updated');
    expect(panel.textContent).toContain('No errors.');
    expect(within(panel).queryByTestId('import-outcome')).toBeNull();
    expect(await toastText()).toContain('Upload completed');
    expect(await toastText()).toContain('Imported 2 products, updated 5 products.');
  });

  it('#14: an import where no row was applied says "Import failed", in the toast and the result panel', async () => {
    renderDialog();
    chooseFile(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Start Import' }));
    const errors = [
      'Products row 2, column "Category": Unknown category "nope"',
      'Products row 2, column "Price": "9.999,5" is ambiguous',
    ];
    const details = Object.fromEntries(sections.map((s) => [s, { ...empty }]));
    details.products = { imported: 0, updated: 0, skipped: 0, errors };
    act(() => FakeXhr.last!.respond(200, result({ imported: 0, updated: 0, errors, details })));
    const panel = await screen.findByTestId('import-result');
    expect(within(panel).getByTestId('import-outcome').textContent).toBe('Import failed');
    expect(panel.textContent).toContain('Nothing was imported: 2 errors');
    expect(within(panel).getByRole('list', { name: 'Products errors' }).textContent).toContain(
      'Unknown category "nope"',
    );
    expect(await toastText()).toContain('Import failed');
    expect(await toastText()).toContain('Nothing was imported: 2 errors.');
    expect(await toastText()).not.toContain('Upload completed');
  });

  it('#18 IMPORT-12: the upload answers with a job; the dialog shows the wait, then rows per section, then the result', async () => {
    const job = (over: Record<string, unknown>) => ({
      id: 7,
      status: 'running',
      fileName: 'catalogue.csv',
      user: 'editor',
      createdAt: '2026-11-28T15:00:00.000Z',
      startedAt: '2026-11-28T15:00:01.000Z',
      finishedAt: null,
      waitingFor: 0,
      progress: null,
      result: null,
      error: null,
      errorStatus: null,
      ...over,
    });
    const answers = [
      job({
        progress: {
          current: 'products',
          sections: { products: { imported: 1200, updated: 0, skipped: 0, errors: 0 } },
          rows: 1200,
        },
      }),
      // After the last sheet: the steps before the commit, with their products (a third of a large import).
      job({
        progress: {
          current: null,
          sections: { products: { imported: 1200, updated: 0, skipped: 0, errors: 0 } },
          rows: 1200,
          finishing: { step: 'search', done: 1000, total: 1200 },
        },
      }),
      job({ status: 'succeeded', finishedAt: '2026-11-28T15:00:09.000Z', result: result() }),
    ];
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);
    const api = mockApi({ 'GET /api/imports/7': () => [200, answers.shift()] });
    chooseFile(csv('catalogue.csv', 5000));
    fireEvent.click(screen.getByRole('button', { name: 'Start Import' }));
    act(() => FakeXhr.last!.respond(202, { job: job({ status: 'queued', startedAt: null, waitingFor: 1 }) }));
    expect(await screen.findByText('Waiting for 1 earlier import to finish')).toBeTruthy();
    expect(await screen.findByText('Products: 1,200 rows done so far', {}, { timeout: 3000 })).toBeTruthy();
    expect(
      await screen.findByText('Updating the search index: 1,000 of 1,200 products', {}, { timeout: 3000 }),
    ).toBeTruthy();
    const panel = await screen.findByTestId('import-result', {}, { timeout: 3000 });
    expect(panel.textContent).toContain('3 products imported, 1 updated');
    expect(api.calls.filter((c) => c.path === '/api/imports/7')).toHaveLength(3);
  });

  it('#18 IMPORT-22: a job that failed shows "Upload failed" with its reason', async () => {
    renderWithProviders(<ImportDialog open onOpenChange={() => {}} />);
    mockApi({
      'GET /api/imports/8': [
        200,
        {
          id: 8,
          status: 'failed',
          fileName: 'cut.xlsx',
          user: null,
          createdAt: '2026-11-28T15:00:00.000Z',
          startedAt: null,
          finishedAt: '2026-11-28T15:00:02.000Z',
          waitingFor: 0,
          progress: null,
          result: null,
          error: 'The file is not a valid Excel workbook',
          errorStatus: 400,
        },
      ],
    });
    chooseFile(csv('cut.csv', 5000));
    fireEvent.click(screen.getByRole('button', { name: 'Start Import' }));
    act(() =>
      FakeXhr.last!.respond(202, { job: { id: 8, status: 'queued', waitingFor: 0, progress: null } }),
    );
    await waitFor(async () => expect(await toastText()).toContain('The file is not a valid Excel workbook'), {
      timeout: 3000,
    });
    expect(await toastText()).toContain('Upload failed');
  });

  it('#18: the result can be closed at once while the product list behind it is still reloading', async () => {
    // A product list on screen whose reload never ends (a large catalogue's refetch took seconds).
    function SlowList() {
      useQuery({ queryKey: [PRODUCTS_KEY, 'slow'], queryFn: () => new Promise<never>(() => {}) });
      return null;
    }
    mockApi({});
    const onOpenChange = vi.fn();
    renderWithProviders(
      <>
        <SlowList />
        <ImportDialog open onOpenChange={onOpenChange} />
      </>,
    );
    chooseFile(csv('catalogue.csv', 5000));
    fireEvent.click(screen.getByRole('button', { name: 'Start Import' }));
    act(() => FakeXhr.last!.respond(200, result()));
    await screen.findByTestId('import-result');
    expect(screen.queryByTestId('import-progress')).toBeNull();
    const close = screen.getByText('Close', { selector: 'button' }) as HTMLButtonElement;
    expect(close.disabled).toBe(false);
    fireEvent.click(close);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('IMPORT-14: Close resets the file, the result and the options', async () => {
    const { onOpenChange } = renderDialog();
    chooseFile(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Start Import' }));
    act(() => FakeXhr.last!.respond(200, result()));
    await screen.findByTestId('import-result');
    fireEvent.click(screen.getByText('Close', { selector: 'button' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByTestId('import-result')).toBeNull();
    expect(screen.queryByTestId('import-file')).toBeNull();
    expect(screen.getByTestId('import-drop-zone').getAttribute('data-dragging')).toBeNull();
  });

  it('IMPORT-18 IMPORT-22: a refused import shows "Upload failed" with the server message, or "Upload failed"', async () => {
    renderDialog();
    chooseFile(csv('bad.xlsx', 100, ''));
    fireEvent.click(screen.getByRole('button', { name: 'Start Import' }));
    act(() => FakeXhr.last!.respond(400, { error: 'The file is not a readable Excel (.xlsx) workbook' }));
    await waitFor(async () =>
      expect(await toastText()).toContain('The file is not a readable Excel (.xlsx) workbook'),
    );
    expect(await toastText()).toContain('Upload failed');
    expect(screen.queryByTestId('import-result')).toBeNull();
    expect(screen.getByTestId('import-file')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start Import' }));
    act(() => FakeXhr.last!.respond(502, 'Bad gateway'));
    await waitFor(async () =>
      expect(await toastText()).toMatch(/Upload failed\s*Upload failed|Upload failedUpload failed/),
    );
  });

  it('IMPORT-26: the template is fetched and saved; "Template downloaded"', async () => {
    const { api } = renderDialog();
    api.fetchMock.mockImplementationOnce(
      async () => new Response(new Blob(['PK..workbook']), { status: 200 }),
    );
    const createUrl = vi.fn(() => 'blob:template');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Download Template' }));
    await waitFor(async () => expect(await toastText()).toContain('Template downloaded'));
    expect(api.fetchMock.mock.calls[0]![0]).toBe('/api/templates/download');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('IMPORT-21 IMPORT-24: an empty or failed template answer opens the same path in a new window and says "Download started"', async () => {
    const { api } = renderDialog();
    api.fetchMock.mockImplementationOnce(async () => new Response(null, { status: 500 }));
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    fireEvent.click(screen.getByRole('button', { name: 'Download Template' }));
    await waitFor(async () => expect(await toastText()).toContain('Download started'));
    expect(await toastText()).toMatch(/download settings|pop-ups/);
    expect(open).toHaveBeenCalledWith('/api/templates/download', '_blank');
  });

  it('IMPORT-23: when the fallback window is blocked too, "Download failed" is shown', async () => {
    const { api } = renderDialog();
    api.fetchMock.mockImplementationOnce(async () => new Response('', { status: 200 }));
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download Template' }));
    await waitFor(async () => expect(await toastText()).toContain('Download failed'));
  });
});

describe('products screen transfer buttons', () => {
  const api = (extra = {}) =>
    mockApi({
      'GET /api/user': [200, adminUser],
      'GET /api/stats': [200, { totalProducts: 0, categories: 0, inquiries: 0, distributors: 0 }],
      'GET /api/products': [200, { products: [], total: 0, totalPages: 1, page: 1, limit: 24 }],
      'GET /api/categories': [200, []],
      'GET /api/tags': [200, []],
      'GET /api/tag-categories': [200, []],
      ...extra,
    });

  it('PROD-38 PROD-39: the header has Add Category, Add Tag, Backup Storage, Import CSV and Add Product; floating add, import and export', async () => {
    api();
    renderWithProviders(<AdminApp />, { path: '/admin/products?status=draft&search=tip' });
    await screen.findByRole('button', { name: 'Backup Storage' }, { timeout: 5000 });
    for (const name of ['Add Category', 'Add Tag', 'Backup Storage', 'Import CSV', 'Add Product']) {
      expect(screen.getAllByRole('button', { name }).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: 'Add product' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Import CSV' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Export products' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Import CSV' })[1]!);
    expect(await screen.findByRole('heading', { name: 'Import Product Data' })).toBeTruthy();
  });

  it('IMPORT-28: export downloads the filtered list as .xlsx or CSV', async () => {
    api();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      hrefs.push(this.getAttribute('href') ?? '');
    });
    const hrefs: string[] = [];
    renderWithProviders(<AdminApp />, { path: '/admin/products?status=draft&search=tip' });
    const trigger = await screen.findByRole('button', { name: 'Export products' }, { timeout: 5000 });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Export as CSV' }));
    expect(hrefs).toEqual(['/api/products/export?format=csv&search=tip&status=draft']);
    click.mockRestore();
  });

  it('IMPORT-29 IMPORT-30 IMPORT-33: Backup Storage saves the zip under the Content-Disposition name and says "Backup completed"', async () => {
    const { fetchMock } = api();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }),
    );
    renderWithProviders(<AdminApp />, { path: '/admin/products' });
    const button = await screen.findByRole('button', { name: 'Backup Storage' }, { timeout: 5000 });
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/backup/app-storage'
        ? new Response(new Blob(['PK']), {
            status: 200,
            headers: { 'content-disposition': 'attachment; filename="site-backup.zip"' },
          })
        : original(input, init),
    );
    fireEvent.click(button);
    await waitFor(async () => expect(await toastText()).toContain('Backup completed'));
    expect(await toastText()).toContain('Your App Storage backup has been downloaded successfully.');
    expect(saved).toEqual(['site-backup.zip']);
    expect(
      fetchMock.mock.calls.some(([u, i]) => String(u) === '/api/backup/app-storage' && i?.method === 'POST'),
    ).toBe(true);
    click.mockRestore();
  });

  it('IMPORT-31 IMPORT-32: a failed backup shows "Backup failed" with the server details or error, else the default text', async () => {
    api({ 'POST /api/backup/app-storage': [500, { error: 'Disk full' }] });
    renderWithProviders(<AdminApp />, { path: '/admin/products' });
    fireEvent.click(await screen.findByRole('button', { name: 'Backup Storage' }, { timeout: 5000 }));
    await waitFor(async () => expect(await toastText()).toContain('Backup failed'));
    expect(await toastText()).toContain('Disk full');
  });

  it('IMPORT-28: a viewer may export but sees neither Import CSV nor Backup Storage', async () => {
    api({ 'GET /api/user': [200, { ...adminUser, role: 'viewer' }] });
    renderWithProviders(<AdminApp />, { path: '/admin/products' });
    expect(await screen.findByRole('button', { name: 'Export products' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Backup Storage' })).toBeNull();
  });

  it('IMPORT-30: the file name defaults to app-storage-backup.zip', () => {
    expect(fileNameFromDisposition(null, 'app-storage-backup.zip')).toBe('app-storage-backup.zip');
    expect(fileNameFromDisposition('attachment; filename="a.zip"; filename*=UTF-8\'\'b%C3%A9.zip', 'x')).toBe(
      'bé.zip',
    );
  });
});
