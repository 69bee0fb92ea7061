// What the server needs to render a published page at /{slug} without loading the page's code.
import { publicPageQuery } from '../../queries/pages';
import type { HeadData } from '../head';
import { SITE_NAME } from '../head';
import type { PageContext } from '../routes';

export const cmsPageQueries = ({ params }: Omit<PageContext, 'queryClient'>) => [
  publicPageQuery(params.slug ?? ''),
];

export function cmsPageHead({ params, queryClient }: PageContext): HeadData {
  const key = publicPageQuery(params.slug ?? '').queryKey;
  const page = queryClient.getQueryData(key);
  if (page) {
    return {
      title: page.metaTitle || `${page.title} | ${SITE_NAME}`,
      description: page.metaDescription ?? undefined,
      canonicalPath: `/${page.slug}`,
      ogType: 'article',
    };
  }
  if (queryClient.getQueryState(key)?.status === 'error')
    return { title: `404 Page Not Found | ${SITE_NAME}`, robots: 'noindex' };
  return { title: SITE_NAME };
}

export function cmsPageStatus({ params, queryClient }: PageContext): number {
  return queryClient.getQueryData(publicPageQuery(params.slug ?? '').queryKey) ? 200 : 404;
}
