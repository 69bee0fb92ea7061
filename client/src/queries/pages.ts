import { queryOptions } from '@tanstack/react-query';
import type { Page, PageInput, PageList, PageOption, PublicPage } from '../../../core/schemas/pages';
import { apiJson } from '../lib/api';
import { type ListPageParams, listPageParams } from './list-page';

/** GET /api/pages?search=&page=&limit=: one page of the pages (admin) and the total (#21: paged). */
export const pagesQuery = (params: ListPageParams = {}) =>
  queryOptions<PageList>({ queryKey: ['/api/pages', listPageParams(params)] });

/** Every pages query, the options included (for invalidation after a change). */
export const pagesKey = ['/api/pages'] as const;

/** GET /api/pages/{id}: one page (the editor's current state; under pagesKey, so refreshed with the lists). */
export const pageQuery = (id: number) => queryOptions<Page>({ queryKey: ['/api/pages', id] });

/** GET /api/pages/options: every page's id, title, slug and status (the gallery dialog's page select). */
export const pageOptionsQuery = () => queryOptions<PageOption[]>({ queryKey: ['/api/pages', 'options'] });

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
