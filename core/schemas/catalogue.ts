// Public catalogue answers: facet counts and the full product detail (document 001 §3, §7).
import { z } from 'zod';
import { splitList } from '../rules/lists';
import { maxChars } from './messages';
import { productResponse } from './products';

export const categoryCountsResponse = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    parentId: z.number().int().nullable(),
    productCount: z.number().int(),
  }),
);
export type CategoryCount = z.infer<typeof categoryCountsResponse>[number];

export const tagCountsResponse = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    color: z.string(),
    productCount: z.number().int(),
  }),
);
export type TagCount = z.infer<typeof tagCountsResponse>[number];

const specValueCount = z.object({ value: z.string(), slug: z.string(), count: z.number().int() });
export const specCountsResponse = z.object({
  flameClasses: z.array(specValueCount),
  solderCapacities: z.array(specValueCount),
  systemTypes: z.array(specValueCount),
  /** Every filterable specification, in order, with the URL parameter that filters by it. */
  facets: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      param: z.string(),
      values: z.array(specValueCount.extend({ label: z.string() })),
    }),
  ),
});
export type SpecCounts = z.infer<typeof specCountsResponse>;

const linkedProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  shortDescription: z.string().nullable(),
  images: z.array(z.string()),
  /** #15: related-product cards show the price. */
  price: z.string().nullable().optional(),
});

export const productDetailsResponse = productResponse.extend({
  category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  brand: z
    .object({ id: z.number().int(), name: z.string(), slug: z.string(), logoUrl: z.string().nullable() })
    .nullable(),
  highlights: z.array(
    z.object({ id: z.number().int(), text: z.string(), icon: z.string().nullable(), sort: z.number().int() }),
  ),
  specs: z.array(
    z.object({
      id: z.number().int(),
      displayValue: z.string(),
      specDefinition: z.object({
        key: z.string(),
        label: z.string(),
        description: z.string().nullable(),
        category: z.string().nullable(),
        dataType: z.string(),
        unit: z.string().nullable(),
      }),
    }),
  ),
  documents: z.array(
    z.object({
      id: z.number().int(),
      document: z.object({
        id: z.number().int(),
        title: z.string(),
        kind: z.string(),
        version: z.string().nullable(),
        url: z.string(),
        language: z.string(),
      }),
    }),
  ),
  relationshipsFrom: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      note: z.string().nullable(),
      toProduct: linkedProduct,
    }),
  ),
  faqs: z.array(
    z.object({ id: z.number().int(), question: z.string(), answer: z.string(), sort: z.number().int() }),
  ),
  distributorLinks: z.array(z.object({ id: z.number().int(), distributorName: z.string(), url: z.string() })),
  /** The product's tags (name, slug, colour) for the public "Product Tags" chips. */
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), color: z.string() })),
  /** schema.org Product JSON-LD built on the server. */
  structuredData: z.record(z.string(), z.unknown()),
});
export type ProductDetails = z.input<typeof productDetailsResponse>;

const csvList = z
  .string()
  .max(2000, maxChars(2000))
  .optional()
  .transform((value) => splitList(value, { unique: true, max: 50 }));

/** The filters of the counts calls (comma-separated slugs); spec_<key> parameters are accepted too. */
export const facetQuery = z
  .object({
    search: z.string().trim().max(200, maxChars(200)).optional(),
    exact: z.enum(['true', 'false']).optional(),
    categories: csvList,
    tags: csvList,
    flameClasses: csvList,
    solderCapacities: csvList,
    systemTypes: csvList,
    tagCategory: z.string().max(100, maxChars(100)).optional(),
  })
  .catchall(z.string().max(2000, maxChars(2000)));
