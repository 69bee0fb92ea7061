import { queryOptions } from '@tanstack/react-query';
import type { Page, PublicPage } from '../../../core/schemas/pages';

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
