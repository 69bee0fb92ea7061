// Import, export and backup payloads (document 000 §3 "Import result" and "Import options", §7;
// document 001 §7 backup).
import { z } from 'zod';
import { maxChars } from './messages';

export const IMPORT_SECTION_KEYS = [
  'specCategories',
  'tagCategories',
  'specDefinitions',
  'categories',
  'brands',
  'tags',
  'products',
  'specifications',
  'highlights',
  'documents',
  'faqs',
  'relationships',
  'productTags',
  'distributorLinks',
] as const;
export type ImportSectionKey = (typeof IMPORT_SECTION_KEYS)[number];

/** Labels of the sections in the result panel (the sheet names of the template). */
export const IMPORT_SECTION_LABELS: Record<ImportSectionKey, string> = {
  specCategories: 'Spec Categories',
  tagCategories: 'Tag Categories',
  specDefinitions: 'Spec Definitions',
  categories: 'Categories',
  brands: 'Brands',
  tags: 'Tags',
  products: 'Products',
  specifications: 'Specifications',
  highlights: 'Highlights',
  documents: 'Documents',
  faqs: 'FAQs',
  relationships: 'Relationships',
  productTags: 'Product Tags',
  distributorLinks: 'Distributor Links',
};

/** Import options (sent with the upload as multipart text fields "true"/"false"). */
export const IMPORT_OPTION_DEFAULTS = {
  updateExisting: true,
  sendNotifications: false,
  createBackup: false,
} as const;
export type ImportOptions = { [K in keyof typeof IMPORT_OPTION_DEFAULTS]: boolean };

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', 'on', 'off', '1', '0'], { message: 'Import options must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === 'on' || v === '1'));

export const importOptionFields = z.strictObject({
  updateExisting: flag(IMPORT_OPTION_DEFAULTS.updateExisting),
  sendNotifications: flag(IMPORT_OPTION_DEFAULTS.sendNotifications),
  createBackup: flag(IMPORT_OPTION_DEFAULTS.createBackup),
});

/** The import dialog's options as the form holds them (booleans; sent as text fields above). */
export const importOptionsForm = z.strictObject({
  updateExisting: z.boolean(),
  sendNotifications: z.boolean(),
  createBackup: z.boolean(),
});

export const importSectionResult = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  /** Rows matching existing data that were left alone (updateExisting false). */
  skipped: z.number().int(),
  errors: z.array(z.string()),
});
export type ImportSectionResult = z.infer<typeof importSectionResult>;

export const importResult = z.object({
  /** Products created. */
  imported: z.number().int(),
  /** Products updated. */
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Every error: sheet, row, column and reason. */
  errors: z.array(z.string()),
  details: z.object(
    Object.fromEntries(IMPORT_SECTION_KEYS.map((k) => [k, importSectionResult])) as Record<
      ImportSectionKey,
      typeof importSectionResult
    >,
  ),
  /** File name of the backup taken before the import (createBackup), kept in DATA_DIR/backups. */
  backup: z.string().nullable(),
  /** Whether the summary e-mail was sent (sendNotifications). */
  notified: z.boolean(),
});
export type ImportResult = z.infer<typeof importResult>;

export const exportQuery = z.strictObject({
  format: z.enum(['xlsx', 'csv'], { message: 'format must be xlsx or csv' }).optional().default('xlsx'),
  search: z.string().trim().max(200, maxChars(200)).optional(),
  /** Category id or slug (subcategories included), as the products list sends it. */
  categories: z.string().max(2000, maxChars(2000)).optional(),
  status: z.enum(['all', 'active', 'inactive', 'draft']).optional().default('all'),
  tags: z.string().max(2000, maxChars(2000)).optional(),
});
export type ExportQuery = z.input<typeof exportQuery>;

export const IMPORT_TEMPLATE_FILE_NAME = 'product-import-template.xlsx';
export const BACKUP_DEFAULT_FILE_NAME = 'app-storage-backup.zip';
