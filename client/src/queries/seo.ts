import { queryOptions } from '@tanstack/react-query';

/** GET /api/seo/site: the public address (PUBLIC_URL) the SEO tests compare against. */
export const seoSiteQuery = () => queryOptions<{ publicUrl: string }>({ queryKey: ['/api/seo/site'] });
