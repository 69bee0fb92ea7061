import { queryOptions } from '@tanstack/react-query';
import type { Page, PageInput, PublicPage } from '../../../core/schemas/pages';
import { apiJson } from '../lib/api';

/** GET /api/pages: every page (admin). */
export const pagesQuery = () => queryOptions<Page[]>({ queryKey: ['/api/pages'] });

/** GET /api/pages/slug/{slug}: a published page for the public site. */
export const publicPageQuery = (slug: string) =>
  queryOptions<PublicPage>({
    queryKey: [`/api/pages/slug/${encodeURIComponent(slug)}`],
    retry: false,
    // An unknown or draft page answered 404 on the server: keep that answer instead of asking again on mount.
    retryOnMount: false,
  });

/** POST /api/pages. */
export const createPage = (body: PageInput) => apiJson<Page>('POST', '/api/pages', body);

/** PUT /api/pages/{id}: the page's one update verb (every field). */
export const updatePage = (id: number, body: PageInput) => apiJson<Page>('PUT', `/api/pages/${id}`, body);
