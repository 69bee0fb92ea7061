// SEO tools (document 001 §2.9, §5, §7, §8): the redirect dialog and list with every call's status
// checked, and the SEO tests against canned site answers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, mockApi, pagedList, renderWithProviders } from '../../../../tests/helpers/render';
import { RedirectDialog } from './redirect-dialog';
import SeoPage from './seo-page';

afterEach(() => vi.unstubAllGlobals());

const redirect = {
  id: 4,
  fromPath: '/old-catalog',
  toPath: '/',
  redirectType: 301,
  isActive: true,
  description: 'The 2019 catalogue',
  hitCount: 12,
  lastHit: '2026-03-01T09:30:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const redirectList = (rows: Array<typeof redirect>) =>
  pagedList('redirects', rows, (r) => `${r.fromPath} ${r.toPath} ${r.description ?? ''}`);

async function openRedirectsTab() {
  fireEvent.mouseDown(await screen.findByRole('tab', { name: '301 Redirects' }));
}

describe('redirect dialog', () => {
  it('SEO-14 SEO-15 SEO-16: from and to paths, type 301 Permanent by default, active by default, optional description', async () => {
    mockApi({});
    renderWithProviders(<RedirectDialog open onOpenChange={() => {}} redirect={null} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Create Redirect' })).toBeTruthy();
    expect(within(dialog).getByLabelText(/From path/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/To path/)).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Type' }).textContent).toContain('301 Permanent');
    expect(within(dialog).getByRole('switch', { name: 'Active' }).getAttribute('aria-checked')).toBe('true');
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Type' }), '302 Temporary');
    expect(within(dialog).getByRole('combobox', { name: 'Type' }).textContent).toContain('302 Temporary');
  });

  it('SEO-17: blank paths and a full URL as from-path are refused in the form with the messages', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<RedirectDialog open onOpenChange={() => {}} redirect={null} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Redirect' }));
    expect(await within(dialog).findByText('From path is required')).toBeTruthy();
    expect(within(dialog).getByText('To path is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/From path/), {
      target: { value: 'https://example.com/x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Redirect' }));
    expect(
      await within(dialog).findByText('From path must start with "/" (a path on this site, not a full URL)'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('SEO-19 SEO-20 SEO-27: creating sends the five fields and says "Redirect created"', async () => {
    const close = vi.fn();
    const { calls } = mockApi({
      'POST /api/seo/redirects': (body) => [201, { ...redirect, ...(body as object) }],
    });
    renderWithProviders(<RedirectDialog open onOpenChange={close} redirect={null} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/From path/), { target: { value: '/old-catalog/' } });
    fireEvent.change(within(dialog).getByLabelText(/To path/), { target: { value: '/' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Redirect' }));
    expect(await screen.findByText('Redirect created')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/seo/redirects',
      body: { fromPath: '/old-catalog', toPath: '/', redirectType: 301, isActive: true, description: null },
    });
    expect(close).toHaveBeenCalledWith(false);
  });

  it('SEO-21 SEO-24: a refused create shows "Failed to create redirect" with the reason, no success, dialog open', async () => {
    const close = vi.fn();
    mockApi({ 'POST /api/seo/redirects': [409, { error: 'A redirect from this path already exists' }] });
    renderWithProviders(<RedirectDialog open onOpenChange={close} redirect={null} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/From path/), { target: { value: '/old' } });
    fireEvent.change(within(dialog).getByLabelText(/To path/), { target: { value: '/' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Redirect' }));
    expect(await screen.findByText('Failed to create redirect')).toBeTruthy();
    expect(screen.getByText('A redirect from this path already exists')).toBeTruthy();
    expect(screen.queryByText('Redirect created')).toBeNull();
    expect(close).not.toHaveBeenCalled();
  });

  it('SEO-06 SEO-27 SEO-24: editing sends PUT; a failure says "Failed to update redirect"', async () => {
    const { calls } = mockApi({
      'PUT /api/seo/redirects/4': (body) => [200, { ...redirect, ...(body as object) }],
    });
    renderWithProviders(<RedirectDialog open onOpenChange={() => {}} redirect={redirect as never} />);
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/From path/) as HTMLInputElement).value).toBe('/old-catalog');
    fireEvent.change(within(dialog).getByLabelText(/To path/), { target: { value: '/products' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Redirect' }));
    expect(await screen.findByText('Redirect updated')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: {
        fromPath: '/old-catalog',
        toPath: '/products',
        redirectType: 301,
        isActive: true,
        description: 'The 2019 catalogue',
      },
    });
    vi.unstubAllGlobals();
    mockApi({
      'PUT /api/seo/redirects/4': [409, { error: 'This redirect would create a loop: /a → /b → /a' }],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Redirect' }));
    expect(await screen.findByText('Failed to update redirect')).toBeTruthy();
    expect(screen.getByText('This redirect would create a loop: /a → /b → /a')).toBeTruthy();
  });
});

describe('redirects tab', () => {
  it('SEO-01 SEO-05 SEO-06 SEO-18: lists redirects with type, active toggle, description, hits and last hit', async () => {
    mockApi({
      'GET /api/seo/site': [200, { publicUrl: 'https://www.torch.test' }],
      'GET /api/seo/redirects': redirectList([redirect]),
    });
    renderWithProviders(<SeoPage />);
    expect(screen.getByRole('tab', { name: 'SEO Testing' })).toBeTruthy();
    await openRedirectsTab();
    const row = await screen.findByTestId('redirect-/old-catalog');
    expect(row.textContent).toContain('/old-catalog');
    expect(row.textContent).toContain('The 2019 catalogue');
    expect(row.textContent).toContain('301');
    expect(row.textContent).toContain('12');
    expect(row.textContent).toContain('Mar 1, 2026');
    expect(
      within(row).getByRole('switch', { name: 'Active: /old-catalog' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(row).getByRole('button', { name: 'Edit /old-catalog' })).toBeTruthy();
  });

  it('SEO-18 #21: a list answer without an array of redirects is an error, not an empty list', async () => {
    for (const answer of [{ redirects: null, total: 0 }, 'nothing', [redirect]]) {
      mockApi({
        'GET /api/seo/site': [200, { publicUrl: 'https://www.torch.test' }],
        'GET /api/seo/redirects': [200, answer],
      });
      const view = renderWithProviders(<SeoPage />);
      await openRedirectsTab();
      expect(await screen.findByText('Could not load the redirects')).toBeTruthy();
      view.unmount();
    }
  });

  it('#21: redirects page on the server: search by path in the address, the pager, the empty search result', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      ...redirect,
      id: 100 + i,
      fromPath: `/old-${String(i + 1).padStart(2, '0')}`,
      toPath: i % 3 === 0 ? '/products/torch' : '/',
    }));
    const { calls } = mockApi({
      'GET /api/seo/site': [200, { publicUrl: 'https://www.torch.test' }],
      'GET /api/seo/redirects': redirectList(many),
    });
    const { currentPath } = renderWithProviders(<SeoPage />, { path: '/admin/seo' });
    await openRedirectsTab();
    expect(currentPath()).toBe('/admin/seo?tab=redirects');
    expect(await screen.findByTestId('redirect-/old-01')).toBeTruthy();
    expect(screen.getByTestId('pagination-summary').textContent).toBe('Showing 1-24 of 30 redirects');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByTestId('redirect-/old-30')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/seo/redirects?page=2')).toBe(true);
    expect(currentPath()).toBe('/admin/seo?tab=redirects&page=2');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search redirects' }), {
      target: { value: '/products' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('pagination-summary').textContent).toBe('Showing 1-10 of 10 redirects'),
    );
    expect(calls.some((c) => c.path === '/api/seo/redirects?search=%2Fproducts')).toBe(true);
    expect(currentPath()).toBe('/admin/seo?tab=redirects&search=%2Fproducts');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search redirects' }), {
      target: { value: '/nowhere' },
    });
    expect(await screen.findByText('No redirects match your search')).toBeTruthy();
  });

  it('#21: the address opens the redirects tab on its page', async () => {
    const { calls } = mockApi({
      'GET /api/seo/site': [200, { publicUrl: 'https://www.torch.test' }],
      'GET /api/seo/redirects': redirectList([]),
    });
    renderWithProviders(<SeoPage />, { path: '/admin/seo?tab=redirects&limit=48' });
    expect(await screen.findByText('No redirects yet')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/seo/redirects?limit=48')).toBe(true);
  });

  it('SEO-06 SEO-21 SEO-24 SEO-27: the active toggle and delete check the answer', async () => {
    const { calls } = mockApi({
      'GET /api/seo/site': [200, { publicUrl: 'https://www.torch.test' }],
      'GET /api/seo/redirects': redirectList([redirect]),
      'PUT /api/seo/redirects/4': (body) => [200, { ...redirect, ...(body as object) }],
      'DELETE /api/seo/redirects/4': [500, { error: 'Database unavailable' }],
    });
    renderWithProviders(<SeoPage />);
    await openRedirectsTab();
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: /old-catalog' }));
    expect(await screen.findByText('Redirect updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ isActive: false });
    fireEvent.click(screen.getByRole('button', { name: 'Delete /old-catalog' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('This action cannot be undone');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete redirect')).toBeTruthy();
    // A server failure may pass on a retry (#16): the toast says so.
    expect(screen.getByText('Please try again.')).toBeTruthy();
    expect(screen.queryByText('Redirect deleted')).toBeNull();
    expect(screen.getByTestId('redirect-/old-catalog')).toBeTruthy();
  });
});

describe('SEO testing tab', () => {
  async function runTests() {
    const button = await screen.findByRole('button', { name: 'Run SEO tests' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
  }

  const home = `<!doctype html><html><head><title>Torchworks | Torches</title>
    <meta name="description" content="Professional torches">
    <meta property="og:title" content="Torchworks">
    <link rel="canonical" href="https://www.torch.test/">
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Torchworks"}</script>
    </head><body></body></html>`;

  function site(answers: Record<string, [number, string] | 'network'>) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/seo/site')
          return new Response(JSON.stringify({ publicUrl: 'https://www.torch.test' }));
        const answer = answers[path];
        if (answer === 'network') throw new TypeError('Failed to fetch');
        if (!answer) return new Response('not found', { status: 404 });
        return new Response(answer[1], { status: answer[0] });
      }),
    );
  }

  it('SEO-02 SEO-03 SEO-22: checks the sitemap, robots, meta tags, structured data and canonical link', async () => {
    site({
      '/sitemap.xml': [
        200,
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.torch.test/</loc></url><url><loc>https://www.torch.test/products</loc></url></urlset>',
      ],
      '/robots.txt': [
        200,
        'User-agent: *\nDisallow: /admin\nDisallow: /api\nSitemap: https://www.torch.test/sitemap.xml\n',
      ],
      '/': [200, home],
    });
    renderWithProviders(<SeoPage />);
    await runTests();
    const results = await screen.findByRole('list', { name: 'SEO test results' });
    const status = (id: string) =>
      within(screen.getByTestId(`seo-check-${id}`)).getByTestId('seo-check-status').textContent;
    expect(within(results).getAllByRole('listitem')).toHaveLength(5);
    expect(status('sitemap')).toBe('Pass');
    expect(screen.getByText('Sitemap.xml lists 2 URLs')).toBeTruthy();
    expect(status('robots')).toBe('Pass');
    expect(status('meta')).toBe('Pass');
    expect(status('structured-data')).toBe('Pass');
    expect(status('canonical')).toBe('Pass');
  });

  it('SEO-25 SEO-03: reports "Sitemap.xml is not accessible", "Error accessing sitemap.xml", warnings and failures with reasons', async () => {
    site({
      '/sitemap.xml': [404, 'missing'],
      '/robots.txt': [200, 'User-agent: *\nDisallow:\n'],
      '/': [
        200,
        home
          .replace(/<script[\s\S]*<\/script>/, '')
          .replace('https://www.torch.test/', 'http://localhost:5000/'),
      ],
    });
    renderWithProviders(<SeoPage />);
    await runTests();
    await screen.findByRole('list', { name: 'SEO test results' });
    expect(screen.getByText('Sitemap.xml is not accessible')).toBeTruthy();
    expect(screen.getByText('robots.txt is incomplete')).toBeTruthy();
    expect(screen.getByText('It has no "Sitemap:" line pointing to the sitemap.')).toBeTruthy();
    expect(screen.getByText('The home page has no JSON-LD structured data')).toBeTruthy();
    expect(
      screen.getByText('The canonical link points to http://localhost:5000, not https://www.torch.test'),
    ).toBeTruthy();

    vi.unstubAllGlobals();
    site({ '/sitemap.xml': 'network', '/robots.txt': [404, ''], '/': [500, 'boom'] });
    fireEvent.click(screen.getByRole('button', { name: 'Run the tests again' }));
    expect(await screen.findByText('Error accessing sitemap.xml')).toBeTruthy();
    expect(screen.getAllByText('The home page answered 500.')).toHaveLength(3);
  });

  it('SEO-25: an unexpected failure says "Error running SEO tests"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input).includes('/api/seo/site'))
          return new Response(JSON.stringify({ publicUrl: 'https://www.torch.test' }));
        return {
          ok: true,
          status: 200,
          headers: new Headers(),
          text: () => Promise.reject(new Error('stream broke')),
        } as unknown as Response;
      }),
    );
    renderWithProviders(<SeoPage />);
    await runTests();
    expect(await screen.findByText('Error running SEO tests')).toBeTruthy();
  });

  it('SEO-04: links to the rich-results, schema and page-speed tools for the site address, in a new tab', async () => {
    site({});
    renderWithProviders(<SeoPage />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Google Rich Results Test/ }).getAttribute('href')).toBe(
        'https://search.google.com/test/rich-results?url=https%3A%2F%2Fwww.torch.test',
      ),
    );
    expect(screen.getByRole('link', { name: /Schema.org validator/ }).getAttribute('href')).toBe(
      'https://validator.schema.org/#url=https%3A%2F%2Fwww.torch.test',
    );
    const speed = screen.getByRole('link', { name: /PageSpeed Insights/ });
    expect(speed.getAttribute('href')).toBe(
      'https://pagespeed.web.dev/report?url=https%3A%2F%2Fwww.torch.test',
    );
    expect(speed.getAttribute('target')).toBe('_blank');
    expect(speed.getAttribute('rel')).toContain('noopener');
  });
});
