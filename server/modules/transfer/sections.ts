// The import workbook's format, shared by the template, the export and the import (document 000
// §3 "Import result"): one sheet per section, rows refer to each other by natural keys (slugs, SKUs,
// spec keys, document URLs), never by database ids. The Products sheet alone, saved as CSV, is the
// CSV format. Headers match case- and punctuation-insensitively ("Short Description" =
// "shortDescription" = "short_description").
import {
  DOCUMENT_KINDS,
  LANGUAGE_CODES,
  PRODUCT_STATUSES,
  RELATIONSHIP_TYPES,
  SPEC_DATA_TYPES,
} from '../../../core/constants';
import { IMPORT_SECTION_KEYS, type ImportSectionKey } from '../../../core/schemas/transfer';

export const IMPORT_SECTIONS = IMPORT_SECTION_KEYS;
export type SectionKey = ImportSectionKey;

export interface ColumnDef {
  /** Field name in the section's rows. */
  key: string;
  header: string;
  required?: boolean;
  /** Fixed values (a data validation list in the template). */
  list?: readonly string[];
  note: string;
  width?: number;
}

export interface SectionDef {
  key: SectionKey;
  sheet: string;
  description: string;
  columns: ColumnDef[];
  /**
   * Two example rows that import cleanly into an empty system (they refer to each other). Every key
   * and unique name of an example starts with "example"/"Example" (SKUs with "EX-", document URLs
   * under https://example.com/example-docs/), so importing the untouched template into a real
   * catalogue adds the examples and never changes a real row (#14).
   */
  examples: Array<Record<string, string | number | boolean>>;
}

/** Lists inside one cell (images, enum options, product SKUs of a document) are separated by "|". */
export const LIST_SEPARATOR = '|';
const BOOLEANS = ['TRUE', 'FALSE'] as const;

export const SECTIONS: SectionDef[] = [
  {
    key: 'specCategories',
    sheet: 'Spec Categories',
    description: 'Groups of specifications (for example Performance, Dimensions). Key: Slug.',
    columns: [
      { key: 'name', header: 'Name', required: true, note: 'Unique name.', width: 24 },
      {
        key: 'slug',
        header: 'Slug',
        required: true,
        note: 'Unique key: lowercase letters, digits, hyphens.',
      },
      { key: 'description', header: 'Description', note: 'Optional.', width: 40 },
      { key: 'color', header: 'Color', note: 'Hex colour such as #8B5CF6 (default).' },
      { key: 'sort', header: 'Sort', note: 'Whole number; lower comes first (default 0).' },
    ],
    examples: [
      {
        name: 'Example Performance',
        slug: 'example-performance',
        description: 'How the torch performs',
        color: '#8B5CF6',
        sort: 1,
      },
      {
        name: 'Example Dimensions',
        slug: 'example-dimensions',
        description: 'Sizes and weights',
        color: '#06B6D4',
        sort: 2,
      },
    ],
  },
  {
    key: 'tagCategories',
    sheet: 'Tag Categories',
    description: 'Groups of tags (for example Application). Key: Slug (made from the name when empty).',
    columns: [
      { key: 'name', header: 'Name', required: true, note: 'Unique name.', width: 24 },
      { key: 'slug', header: 'Slug', note: 'Unique key; made from the name when empty.' },
      { key: 'description', header: 'Description', note: 'Optional.', width: 40 },
      { key: 'color', header: 'Color', note: 'Hex colour such as #6B7280 (default).' },
      { key: 'sort', header: 'Sort', note: 'Whole number (default 0).' },
    ],
    examples: [
      {
        name: 'Example Application',
        slug: 'example-application',
        description: 'What the torch is used for',
        color: '#10B981',
        sort: 1,
      },
      {
        name: 'Example Industry',
        slug: 'example-industry',
        description: 'Trades served',
        color: '#F59E0B',
        sort: 2,
      },
    ],
  },
  {
    key: 'specDefinitions',
    sheet: 'Spec Definitions',
    description: 'Specifications a product can carry. Key: Key.',
    columns: [
      {
        key: 'key',
        header: 'Key',
        required: true,
        note: 'Unique: lowercase letters, digits and underscores.',
      },
      { key: 'label', header: 'Label', required: true, note: 'Shown to visitors.', width: 24 },
      {
        key: 'dataType',
        header: 'Data Type',
        list: SPEC_DATA_TYPES,
        note: 'STRING (default), NUMBER, BOOLEAN or ENUM.',
      },
      { key: 'unit', header: 'Unit', note: 'Optional, for NUMBER values (for example mm).' },
      {
        key: 'enumOptions',
        header: 'Enum Options',
        note: 'For ENUM: the options separated by |.',
        width: 30,
      },
      {
        key: 'category',
        header: 'Category',
        note: 'Slug of a spec category (sheet Spec Categories), or empty.',
      },
      { key: 'description', header: 'Description', note: 'Optional.', width: 30 },
      { key: 'required', header: 'Required', list: BOOLEANS, note: 'TRUE or FALSE (default).' },
      { key: 'sortOrder', header: 'Sort Order', note: 'Whole number (default 0).' },
      {
        key: 'filterable',
        header: 'Filterable',
        list: BOOLEANS,
        note: 'TRUE: offered as a catalogue filter.',
      },
    ],
    examples: [
      {
        key: 'example_max_temperature',
        label: 'Example Max Temperature',
        dataType: 'NUMBER',
        unit: '°C',
        enumOptions: '',
        category: 'example-performance',
        description: 'Highest flame temperature',
        required: 'FALSE',
        sortOrder: 1,
        filterable: 'FALSE',
      },
      {
        key: 'example_tip_size',
        label: 'Example Tip Size',
        dataType: 'ENUM',
        unit: '',
        enumOptions: 'Small|Medium|Large',
        category: 'example-dimensions',
        description: 'Size of the supplied tip',
        required: 'FALSE',
        sortOrder: 2,
        filterable: 'TRUE',
      },
    ],
  },
  {
    key: 'categories',
    sheet: 'Categories',
    description: 'Product categories. Key: Slug. Parent refers to another category slug.',
    columns: [
      { key: 'name', header: 'Name', required: true, note: 'Category name.', width: 24 },
      {
        key: 'slug',
        header: 'Slug',
        required: true,
        note: 'Unique key: lowercase letters, digits, hyphens.',
      },
      { key: 'description', header: 'Description', note: 'Optional.', width: 40 },
      { key: 'parent', header: 'Parent', note: 'Slug of the parent category, empty for top level.' },
    ],
    examples: [
      { name: 'Example Torches', slug: 'example-torches', description: 'Complete torch kits', parent: '' },
      {
        name: 'Example Tips',
        slug: 'example-tips',
        description: 'Replacement tips',
        parent: 'example-torches',
      },
    ],
  },
  {
    key: 'brands',
    sheet: 'Brands',
    description: 'Brands. Key: Slug (made from the name when empty).',
    columns: [
      { key: 'name', header: 'Name', required: true, note: 'Unique brand name.', width: 24 },
      { key: 'slug', header: 'Slug', note: 'Unique key; made from the name when empty.' },
      { key: 'description', header: 'Description', note: 'Optional.', width: 40 },
      { key: 'website', header: 'Website', note: 'http(s) address, optional.', width: 30 },
      { key: 'logoUrl', header: 'Logo URL', note: 'http(s) address or stored file, optional.', width: 30 },
    ],
    examples: [
      {
        name: 'Example Flame Co',
        slug: 'example-flame-co',
        description: 'Torch maker',
        website: 'https://example.com',
        logoUrl: '',
      },
      {
        name: 'Example Gas Works',
        slug: 'example-gas-works',
        description: 'Gas fittings',
        website: 'https://example.org',
        logoUrl: '',
      },
    ],
  },
  {
    key: 'tags',
    sheet: 'Tags',
    description: 'Tags. Key: Slug. Category refers to a tag category slug.',
    columns: [
      { key: 'name', header: 'Name', required: true, note: 'Unique tag name.', width: 24 },
      { key: 'slug', header: 'Slug', note: 'Unique key; made from the name when empty.' },
      { key: 'description', header: 'Description', note: 'Optional.', width: 40 },
      { key: 'color', header: 'Color', note: 'Hex colour such as #3B82F6 (default).' },
      { key: 'category', header: 'Category', note: 'Slug of a tag category, or empty.' },
    ],
    examples: [
      {
        name: 'Example Plumbing',
        slug: 'example-plumbing',
        description: 'For plumbers',
        color: '#3B82F6',
        category: 'example-application',
      },
      {
        name: 'Example HVAC',
        slug: 'example-hvac',
        description: 'Heating and cooling',
        color: '#EF4444',
        category: 'example-industry',
      },
    ],
  },
  {
    key: 'products',
    sheet: 'Products',
    description:
      'Products. Key: SKU. Category and Brand refer to slugs. A column left out of the sheet is left unchanged on update.',
    columns: [
      {
        key: 'sku',
        header: 'SKU',
        required: true,
        note: 'Unique product code: the key of every other sheet.',
      },
      { key: 'name', header: 'Name', required: true, note: 'Product name.', width: 30 },
      { key: 'slug', header: 'Slug', note: 'Unique URL slug; made from the name when empty.', width: 24 },
      {
        key: 'category',
        header: 'Category',
        required: true,
        note: 'Slug of the category (sheet Categories).',
      },
      { key: 'brand', header: 'Brand', note: 'Slug or name of the brand, or empty.' },
      {
        key: 'status',
        header: 'Status',
        list: PRODUCT_STATUSES,
        note: 'active, inactive or draft (default).',
      },
      { key: 'price', header: 'Price', note: 'Decimal with at most 2 decimals, or empty.' },
      { key: 'stock', header: 'Stock', note: 'Whole number, 0 or more (default 0).' },
      { key: 'featured', header: 'Featured', list: BOOLEANS, note: 'TRUE or FALSE (default).' },
      { key: 'mpn', header: 'MPN', note: 'Manufacturer part number, optional.' },
      { key: 'subtitle', header: 'Subtitle', note: 'Optional.', width: 30 },
      { key: 'shortDescription', header: 'Short Description', note: 'Optional.', width: 40 },
      { key: 'description', header: 'Description', note: 'Optional, Markdown allowed.', width: 50 },
      {
        key: 'images',
        header: 'Images',
        note: 'Up to 5 image addresses separated by |; the first is the main image.',
        width: 40,
      },
    ],
    examples: [
      {
        sku: 'EX-TORCH-1',
        name: 'Example Torch Kit',
        slug: 'example-torch-kit',
        category: 'example-torches',
        brand: 'example-flame-co',
        status: 'active',
        price: '149.50',
        stock: 12,
        featured: 'TRUE',
        mpn: 'EFC-100',
        subtitle: 'Air/acetylene kit',
        shortDescription: 'A complete kit for soldering copper pipe.',
        description: 'Everything needed to start soldering.',
        images: '',
      },
      {
        sku: 'EX-TIP-2',
        name: 'Example Tip No. 2',
        slug: 'example-tip-no-2',
        category: 'example-tips',
        brand: 'example-gas-works',
        status: 'draft',
        price: '19.99',
        stock: 40,
        featured: 'FALSE',
        mpn: '',
        subtitle: '',
        shortDescription: 'A replacement tip.',
        description: '',
        images: '',
      },
    ],
  },
  {
    key: 'specifications',
    sheet: 'Specifications',
    description: 'Specification values: one row per product and specification. Key: SKU + Spec Key.',
    columns: [
      { key: 'sku', header: 'SKU', required: true, note: 'SKU of the product.' },
      {
        key: 'specKey',
        header: 'Spec Key',
        required: true,
        note: 'Key of the specification (sheet Spec Definitions).',
      },
      {
        key: 'value',
        header: 'Value',
        required: true,
        note: 'NUMBER: a number; BOOLEAN: TRUE/FALSE; ENUM: one of the options.',
        width: 24,
      },
    ],
    examples: [
      { sku: 'EX-TORCH-1', specKey: 'example_max_temperature', value: 2300 },
      { sku: 'EX-TIP-2', specKey: 'example_tip_size', value: 'Small' },
    ],
  },
  {
    key: 'highlights',
    sheet: 'Highlights',
    description: 'Key selling points of a product. Key: SKU + Text.',
    columns: [
      { key: 'sku', header: 'SKU', required: true, note: 'SKU of the product.' },
      { key: 'text', header: 'Text', required: true, note: 'The highlight.', width: 40 },
      { key: 'icon', header: 'Icon', note: 'Optional icon name.' },
      { key: 'sort', header: 'Sort', note: 'Whole number (default 0).' },
    ],
    examples: [
      { sku: 'EX-TORCH-1', text: 'Lights instantly', icon: 'flame', sort: 1 },
      { sku: 'EX-TORCH-1', text: 'Five-year warranty', icon: 'shield', sort: 2 },
    ],
  },
  {
    key: 'documents',
    sheet: 'Documents',
    description: 'Documents and the products they belong to. Key: URL.',
    columns: [
      {
        key: 'url',
        header: 'URL',
        required: true,
        note: 'http(s) address or stored file (/api/storage/...).',
        width: 40,
      },
      { key: 'title', header: 'Title', required: true, note: 'Document title.', width: 30 },
      {
        key: 'kind',
        header: 'Kind',
        list: DOCUMENT_KINDS,
        note: 'SDS, SPEC (default), MANUAL, WARRANTY, BROCHURE or CERTIFICATE.',
      },
      {
        key: 'language',
        header: 'Language',
        list: LANGUAGE_CODES,
        note: 'en (default), es, fr, de, it, pt, zh or ja.',
      },
      { key: 'version', header: 'Version', note: 'Optional.' },
      { key: 'effectiveDate', header: 'Effective Date', note: 'Optional date (YYYY-MM-DD).' },
      { key: 'description', header: 'Description', note: 'Optional.', width: 30 },
      {
        key: 'products',
        header: 'Products',
        note: 'SKUs of the products to link, separated by |.',
        width: 30,
      },
    ],
    examples: [
      {
        url: 'https://example.com/example-docs/torch-kit-manual.pdf',
        title: 'Example Torch Kit Manual',
        kind: 'MANUAL',
        language: 'en',
        version: '1.0',
        effectiveDate: '2026-01-15',
        description: 'Setup and safety',
        products: 'EX-TORCH-1',
      },
      {
        url: 'https://example.com/example-docs/acetylene-sds.pdf',
        title: 'Example Acetylene SDS',
        kind: 'SDS',
        language: 'en',
        version: '',
        effectiveDate: '',
        description: '',
        products: 'EX-TORCH-1|EX-TIP-2',
      },
    ],
  },
  {
    key: 'faqs',
    sheet: 'FAQs',
    description: 'Questions and answers of a product. Key: SKU + Question.',
    columns: [
      { key: 'sku', header: 'SKU', required: true, note: 'SKU of the product.' },
      { key: 'question', header: 'Question', required: true, note: 'The question.', width: 40 },
      { key: 'answer', header: 'Answer', required: true, note: 'The answer.', width: 50 },
      { key: 'sort', header: 'Sort', note: 'Whole number (default 0).' },
    ],
    examples: [
      { sku: 'EX-TORCH-1', question: 'Which gas does it use?', answer: 'Acetylene with air.', sort: 1 },
      { sku: 'EX-TIP-2', question: 'Which torches does it fit?', answer: 'The Example Torch Kit.', sort: 1 },
    ],
  },
  {
    key: 'relationships',
    sheet: 'Relationships',
    description:
      'Links between products. Key: From SKU + To SKU + Type. The inverse link (e.g. ACCESSORY_FOR) is added automatically.',
    columns: [
      {
        key: 'fromSku',
        header: 'From SKU',
        required: true,
        note: 'SKU of the product the link starts from.',
      },
      { key: 'toSku', header: 'To SKU', required: true, note: 'SKU of the linked product.' },
      { key: 'type', header: 'Type', required: true, list: RELATIONSHIP_TYPES, note: 'Relationship type.' },
      { key: 'note', header: 'Note', note: 'Optional.', width: 30 },
    ],
    examples: [
      { fromSku: 'EX-TORCH-1', toSku: 'EX-TIP-2', type: 'ACCESSORY', note: 'Spare tip' },
      { fromSku: 'EX-TIP-2', toSku: 'EX-TORCH-1', type: 'COMPATIBLE_WITH', note: '' },
    ],
  },
  {
    key: 'productTags',
    sheet: 'Product Tags',
    description: 'Tags of each product, one row per product and tag. Key: SKU + Tag.',
    columns: [
      { key: 'sku', header: 'SKU', required: true, note: 'SKU of the product.' },
      { key: 'tag', header: 'Tag', required: true, note: 'Slug of the tag (sheet Tags).' },
    ],
    examples: [
      { sku: 'EX-TORCH-1', tag: 'example-plumbing' },
      { sku: 'EX-TIP-2', tag: 'example-hvac' },
    ],
  },
  {
    key: 'distributorLinks',
    sheet: 'Distributor Links',
    description: 'Where to buy a product. Key: SKU + Distributor.',
    columns: [
      { key: 'sku', header: 'SKU', required: true, note: 'SKU of the product.' },
      { key: 'distributorName', header: 'Distributor', required: true, note: 'Distributor name.', width: 24 },
      {
        key: 'url',
        header: 'URL',
        required: true,
        note: 'http(s) address of the product at the distributor.',
        width: 40,
      },
      { key: 'sort', header: 'Sort', note: 'Whole number (default 0).' },
    ],
    examples: [
      {
        sku: 'EX-TORCH-1',
        distributorName: 'Example Supply',
        url: 'https://supply.example.com/torch',
        sort: 1,
      },
      { sku: 'EX-TIP-2', distributorName: 'Example Supply', url: 'https://supply.example.com/tip', sort: 1 },
    ],
  },
];

export const SECTION_BY_KEY = Object.fromEntries(SECTIONS.map((s) => [s.key, s])) as Record<
  SectionKey,
  SectionDef
>;

/** "Short Description", "short_description" and "shortDescription" are the same header. */
export function normalizeHeader(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const SHEET_INDEX = new Map<string, SectionDef>();
for (const section of SECTIONS) {
  SHEET_INDEX.set(normalizeHeader(section.sheet), section);
  SHEET_INDEX.set(normalizeHeader(section.key), section);
}

/** The section a sheet name stands for (unknown sheets, such as Instructions, are ignored). */
export function sectionForSheet(name: string): SectionDef | undefined {
  return SHEET_INDEX.get(normalizeHeader(name));
}

/** Column key for a header cell of a section, or undefined for unknown columns. */
export function columnForHeader(section: SectionDef, header: string): ColumnDef | undefined {
  const n = normalizeHeader(header);
  return section.columns.find((c) => normalizeHeader(c.header) === n || normalizeHeader(c.key) === n);
}

/**
 * Spreadsheet formula injection: a text starting with = + - @ (or a tab/CR) is prefixed with an
 * apostrophe on export; the import removes exactly that apostrophe, so the round trip is exact.
 */
const DANGEROUS = /^'*[=+\-@\t\r]/;
export function neutralizeCell(text: string): string {
  return DANGEROUS.test(text) ? `'${text}` : text;
}
export function restoreCell(text: string): string {
  return text.startsWith("'") && DANGEROUS.test(text.slice(1)) ? text.slice(1) : text;
}
