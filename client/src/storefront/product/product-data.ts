// What the server needs to render /products/{slug} without loading the page's code: queries, <head>, status.
import { ApiError } from '../../lib/api';
import { productDetailsQuery } from '../../queries/catalogue';
import type { HeadData } from '../head';
import type { PageContext } from '../routes';
import { productHeadData } from './product-seo';

export const productQueries = (ctx: Pick<PageContext, 'params'>) => [
  productDetailsQuery(ctx.params.slug ?? ''),
];

export function productHead(ctx: PageContext): HeadData {
  const slug = ctx.params.slug ?? '';
  const product = ctx.queryClient.getQueryData(productDetailsQuery(slug).queryKey);
  if (!product)
    return {
      title: 'Product Not Found | Torchworks',
      description: "The product you're looking for doesn't exist.",
      robots: 'noindex',
    };
  return productHeadData(product, ctx.publicUrl);
}

/** 404 when the product could not be loaded (missing, draft or inactive for visitors). */
export function productStatus(ctx: PageContext): number {
  const state = ctx.queryClient.getQueryState(productDetailsQuery(ctx.params.slug ?? '').queryKey);
  if (state?.data) return 200;
  const error = state?.error;
  if (error instanceof ApiError && error.status >= 500) return 503;
  return 404;
}
