// The shapes of the demo catalogue's content. Content files use natural keys (slugs, SKUs, spec keys,
// document keys); demo-catalogue.ts resolves them to ids when it writes the rows.
import type { DocumentKind, ProductStatus, RelationshipType, SpecDataType } from '../../../core/constants';

export interface CategorySeed {
  name: string;
  description: string;
  children?: Array<{ name: string; description: string }>;
}

export interface BrandSeed {
  name: string;
  description: string;
  website: string;
  /** A file in assets/brands/, stored under brands/ with the logo's SEO name. */
  logo: string;
}

export interface TagGroupSeed {
  name: string;
  description: string;
  color: string;
  tags: Array<{ name: string; description: string; color: string }>;
}

export interface SpecCategorySeed {
  name: string;
  description: string;
  color: string;
}

export interface SpecDefinitionSeed {
  key: string;
  label: string;
  description: string;
  dataType: SpecDataType;
  /** Spec category name. */
  category: string;
  unit?: string;
  enumOptions?: string[];
  required?: boolean;
  filterable?: boolean;
}

export type SpecValue = string | number | boolean;

export interface ImageSeed {
  /** What the file would have been called on upload (without extension), e.g. "side-view". */
  view: string;
  /** Shown as the media file's display name suffix and the gallery caption. */
  label: string;
  /** A file in assets/images/ (several products may show the same picture). */
  picture: string;
}

export interface ProductSeed {
  sku: string;
  mpn: string;
  name: string;
  subtitle: string;
  shortDescription: string;
  /** Paragraphs of plain text, joined with a blank line. */
  description: string[];
  price: string;
  stock: number;
  status: ProductStatus;
  featured?: boolean;
  /** Category slug. */
  category: string;
  /** Brand name. */
  brand: string;
  /** Tag slugs. */
  tags: string[];
  /** Spec key → value (ENUM values must be one of the definition's options). */
  specs: Record<string, SpecValue>;
  /** [lucide icon name, text]. */
  highlights: Array<[string, string]>;
  /** [question, answer]. */
  faqs?: Array<[string, string]>;
  images: ImageSeed[];
}

export interface DocumentSeed {
  /** File name without extension: assets/documents/<key>.pdf, stored at documents/<key>.pdf. */
  key: string;
  title: string;
  kind: DocumentKind;
  version: string;
  effectiveDate: string;
  description: string;
  /** Products the document is linked to: by SKU, or every product in a category. */
  skus?: string[];
  categories?: string[];
}

export interface RelationshipSeed {
  from: string;
  to: string;
  type: RelationshipType;
  note?: string;
  /** Note for the inverse row (notes are directional, so the inverse has none unless given). */
  inverseNote?: string;
}

export interface DistributorSeed {
  name: string;
  /** Base URL; the product's SKU (lowercase) is appended. */
  baseUrl: string;
  /** Category slugs whose active products this distributor stocks. */
  categories: string[];
  /** Further SKUs it stocks outside those categories. */
  skus?: string[];
}

export interface GalleryItemSeed {
  sku: string;
  /** Index into the product's images. */
  image: number;
  title: string;
  caption: string;
  description: string;
  featured?: boolean;
}

export interface PageSeed {
  title: string;
  slug: string;
  status: 'draft' | 'published';
  metaTitle: string;
  metaDescription: string;
  content: string;
}
