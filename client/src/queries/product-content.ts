// The product editor's sub-resource lists. Keys sit under /api/products/{id}/…, so the default query
// function fetches exactly that path, and invalidating a product's key refreshes its tabs.
import { queryOptions } from '@tanstack/react-query';
import type {
  DistributorLink,
  Faq,
  Highlight,
  ProductCompleteness,
  ProductDocumentLink,
  ProductSpecValue,
  ProductTag,
  Relationship,
} from '../../../core/schemas/product-content';
import { PRODUCTS_KEY } from './products';

const sub = <T>(id: number, part: string) => queryOptions<T>({ queryKey: [PRODUCTS_KEY, id, part] });

export const productSpecsQuery = (id: number) => sub<ProductSpecValue[]>(id, 'specs');
/** GET /api/products/{id}/draft/specs: the draft's values (#19), the published ones while it has none. */
export const draftSpecsQuery = (id: number) =>
  queryOptions<ProductSpecValue[]>({ queryKey: [PRODUCTS_KEY, id, 'draft', 'specs'] });
export const productTagsQuery = (id: number) => sub<ProductTag[]>(id, 'tags');
export const productDocumentsQuery = (id: number) => sub<ProductDocumentLink[]>(id, 'documents');
export const productHighlightsQuery = (id: number) => sub<Highlight[]>(id, 'highlights');
export const productFaqsQuery = (id: number) => sub<Faq[]>(id, 'faqs');
export const productRelationshipsQuery = (id: number) => sub<Relationship[]>(id, 'relationships');
export const productDistributorLinksQuery = (id: number) => sub<DistributorLink[]>(id, 'distributor-links');
export const productCompletenessQuery = (id: number) => sub<ProductCompleteness>(id, 'completeness');

/** Completeness of the products on one list page. */
export const completenessListQuery = (ids: number[]) =>
  queryOptions<ProductCompleteness[]>({
    queryKey: [`${PRODUCTS_KEY}/completeness`, { ids: ids.join(',') }],
    enabled: ids.length > 0,
  });
