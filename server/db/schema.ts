// Every table of the system. Money is numeric(10,2), spec numbers numeric(10,4); both travel as strings.
// Delete behaviour is deliberate per foreign key: links cascade with their owner, shared entities
// (categories, media in galleries) restrict and are guarded by their service with a clear 409.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password: text('password').notNull(),
    role: text('role').notNull().default('viewer'),
    status: text('status').notNull().default('active'),
    passwordUpdatedAt: timestamp('password_updated_at', { withTimezone: true }),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    totpRecoveryCodes: text('totp_recovery_codes').array().notNull().default(sql`'{}'::text[]`),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // The users list's order (#21, migration 0017).
    index('users_created_id_idx').on(t.createdAt, t.id),
    check('users_role_check', sql`${t.role} in ('viewer','editor','admin')`),
    check('users_status_check', sql`${t.status} in ('active','inactive')`),
  ],
);

/** Sessions are stored by the SHA-256 of the cookie value; the raw id never touches the database. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set while a sign-in waits for its second factor; such a session grants nothing. */
    mfaPending: boolean('mfa_pending').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Reset tokens are stored hashed (SHA-256) in `token`. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every app process (sign-in, forgot-password, contact form). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/** Site-wide settings (for example: two-factor sign-in required for admins). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- catalogue structure

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    // Sibling names are unique (#14): two "Accessories" under one parent would look identical in lists.
    // Enforced at commit by the deferred constraint trigger categories_sibling_name_unique (migration
    // 0003): the import inserts new categories first and sets their parents after, in one transaction.
    index('categories_sibling_name_idx').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(btrim(${t.name}))`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    website: text('website'),
    logoUrl: text('logo_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_name_lower_unique').on(sql`lower(btrim(${t.name}))`)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').notNull().unique(),
    mpn: text('mpn'),
    subtitle: text('subtitle'),
    description: text('description'),
    shortDescription: text('short_description'),
    price: numeric('price', { precision: 10, scale: 2 }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    stock: integer('stock').notNull().default(0),
    status: text('status').notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_status_check', sql`${t.status} in ('active','inactive','draft')`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    index('products_category_idx').on(t.categoryId, t.status),
    index('products_brand_idx').on(t.brandId),
    // Names sort case-insensitively in byte order: the same on PGlite and PostgreSQL, and several
    // times faster than a locale collation (docs/decisions.md).
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_status_created_idx').on(t.status, t.createdAt, t.id),
    index('products_name_idx').using('btree', sql`lower(${t.name}) collate "C"`, t.id),
    index('products_status_name_idx').using('btree', t.status, sql`lower(${t.name}) collate "C"`, t.id),
    index('products_status_price_idx').using(
      'btree',
      t.status,
      t.price,
      sql`lower(${t.name}) collate "C"`,
      t.id,
    ),
    index('products_featured_idx').on(t.featured).where(sql`${t.featured}`),
    // "Which products show this media file?" (the media library's uses, #18): `images && array[…]`.
    index('products_images_idx').using('gin', t.images),
  ],
);

export const tagCategories = pgTable(
  'tag_categories',
  {
    id: id(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    color: text('color').notNull().default('#6B7280'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tag_categories_name_lower_unique').on(sql`lower(btrim(${t.name}))`)],
);

export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    color: text('color').notNull().default('#3B82F6'),
    categoryId: integer('category_id').references(() => tagCategories.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tags_category_idx').on(t.categoryId),
    uniqueIndex('tags_name_lower_unique').on(sql`lower(btrim(${t.name}))`),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tagId] }),
    index('product_tags_tag_idx').on(t.tagId, t.productId),
  ],
);

export const specCategories = pgTable(
  'spec_categories',
  {
    id: id(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    color: text('color').notNull().default('#8B5CF6'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('spec_categories_name_lower_unique').on(sql`lower(btrim(${t.name}))`)],
);

export const specDefinitions = pgTable(
  'spec_definitions',
  {
    id: id(),
    key: text('key').notNull().unique(),
    label: text('label').notNull(),
    description: text('description'),
    unit: text('unit'),
    dataType: text('data_type').notNull().default('STRING'),
    enumOptions: text('enum_options').array().notNull().default(sql`'{}'::text[]`),
    categoryId: integer('category_id').references(() => specCategories.id, { onDelete: 'set null' }),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Offered as a filter section of the public catalogue. */
    filterable: boolean('filterable').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'spec_definitions_data_type_check',
      sql`${t.dataType} in ('STRING','NUMBER','BOOLEAN','ENUM','RELATIONSHIP_LIST')`,
    ),
    index('spec_definitions_category_idx').on(t.categoryId),
    uniqueIndex('spec_definitions_category_label_unique').on(
      sql`coalesce(${t.categoryId}, 0)`,
      sql`lower(btrim(${t.label}))`,
    ),
  ],
);

export const productSpecValues = pgTable(
  'product_spec_values',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specDefinitionId: integer('spec_definition_id')
      .notNull()
      .references(() => specDefinitions.id, { onDelete: 'cascade' }),
    valueString: text('value_string'),
    valueNumber: numeric('value_number', { precision: 10, scale: 4 }),
    valueBoolean: boolean('value_boolean'),
    valueEnum: text('value_enum'),
    /** The value's filter slug (see core/rules/spec-values), kept in step on every write. */
    valueSlug: text('value_slug'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_spec_values_product_definition_key').on(t.productId, t.specDefinitionId),
    index('product_spec_values_definition_slug_idx').on(t.specDefinitionId, t.valueSlug, t.productId),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The catalogue's filter keys per product in one narrow row: what the public filters and facet counts
 * scan (GIN on the arrays), instead of joining the wide products table with its link tables. Kept in
 * step by statement-level triggers on products, product_tags and product_spec_values (migration
 * 0002), so no code path can forget it. spec_keys holds "<definition id>:<value slug>" of the values
 * of filterable definitions.
 */
export const productFacets = pgTable(
  'product_facets',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    categoryId: integer('category_id').notNull(),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::int[]`),
    specKeys: text('spec_keys').array().notNull().default(sql`'{}'::text[]`),
    // The sort keys, so a filtered page is the top of the matching facet rows: walking a products
    // sort index instead can read most of the table when the matches sort late.
    nameKey: text('name_key').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // The words of the name, SKU and MPN (search_name_doc, no positions or weights): search ranks the
    // name tiers on this narrow row, so a relevance page never sorts every matching document (#17).
    nameDoc: tsvector('name_doc').notNull().default(sql`''::tsvector`),
  },
  (t) => [
    index('product_facets_status_category_idx').on(t.status, t.categoryId),
    index('product_facets_tag_ids_idx').using('gin', t.tagIds),
    index('product_facets_spec_keys_idx').using('gin', t.specKeys),
    index('product_facets_name_doc_idx').using('gin', t.nameDoc),
    index('product_facets_status_name_idx').on(t.status, sql`${t.nameKey} collate "C"`, t.productId),
    // The same walk when every status is searched (the admin's list).
    index('product_facets_name_idx').on(sql`${t.nameKey} collate "C"`, t.productId),
  ],
);

/**
 * The search document of each product (#17), kept in step by triggers (migration 0004) on every write
 * path that keeps product_facets: name, SKU and MPN (weight A, with the codes' compact forms "aa200"),
 * brand, category, tags and specification values with units (B), subtitle and short description (C).
 * Folded (lower case, accents and punctuation gone) and indexed twice: English stems and plain words.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    doc: tsvector('doc').notNull(),
    /** The compact SKU and MPN (letters and digits only), for "exact SKU first". */
    codes: text('codes').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('product_search_doc_idx').using('gin', t.doc)],
);

/**
 * Which products' facet rows each transaction changed (#21): the in-memory facet index of every app
 * server reads the changes of transactions it may not have seen (catalogue/facet-engine/engine.ts). A
 * row without a product says "reload everything" (a TRUNCATE). Written by triggers on product_facets
 * (migration 0011), kept a day.
 */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });
export const facetChanges = pgTable(
  'facet_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    productId: integer('product_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('facet_changes_xid_idx').on(t.xid), index('facet_changes_at_idx').on(t.at)],
);

/** The answer cache's shared invalidation log (#21): tags of the cached answers a write affected. */
export const cacheInvalidations = pgTable(
  'cache_invalidations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    tags: text('tags').array().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cache_invalidations_xid_idx').on(t.xid), index('cache_invalidations_at_idx').on(t.at)],
);

/**
 * Which transactions changed categories, tags, tag groups or specification definitions (#21): every app
 * server holds these in memory for the public catalogue and reloads them when its facet index's sync
 * sees a transaction here it has not seen (catalogue/reference-data.ts). Written by statement triggers
 * (migration 0019), one row per transaction, kept a day.
 */
export const referenceChanges = pgTable(
  'reference_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reference_changes_xid_idx').on(t.xid), index('reference_changes_at_idx').on(t.at)],
);

/** Every word of the search documents (4+ characters, not only digits): the typo corrections' vocabulary. */
/**
 * Products whose search documents wait to be rebuilt: while `search.defer` is on (a bulk write, see
 * search/index-maintenance.ts) the triggers only note ids here, and one flush rebuilds each product once.
 */
export const searchPending = pgTable('search_pending', {
  productId: integer('product_id').primaryKey(),
});

/** Products whose facet rows wait to be written, the same way (migration 0018). */
export const facetsPending = pgTable('facets_pending', {
  productId: integer('product_id').primaryKey(),
});

export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** Synonym groups editors maintain (#17): every term of a group finds what any other term finds. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: id(),
  terms: text('terms').array().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- product content

export const documents = pgTable(
  'documents',
  {
    id: id(),
    kind: text('kind').notNull().default('SPEC'),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    language: text('language').notNull().default('en'),
    version: text('version'),
    effectiveDate: date('effective_date'),
    /** Set for files uploaded into our file store. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    mimeType: text('mime_type'),
    size: integer('size'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'documents_kind_check',
      sql`${t.kind} in ('SDS','SPEC','MANUAL','WARRANTY','BROCHURE','CERTIFICATE')`,
    ),
    index('documents_url_idx').on(t.url),
  ],
);

export const productDocuments = pgTable(
  'product_documents',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_documents_product_document_key').on(t.productId, t.documentId),
    index('product_documents_document_idx').on(t.documentId),
  ],
);

export const highlights = pgTable(
  'highlights',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('highlights_product_idx').on(t.productId, t.sort)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faqs_product_idx').on(t.productId, t.sort)],
);

export const relationships = pgTable(
  'relationships',
  {
    id: id(),
    fromProductId: integer('from_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    toProductId: integer('to_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('relationships_from_to_type_key').on(t.fromProductId, t.toProductId, t.type),
    index('relationships_to_idx').on(t.toProductId),
    check('relationships_not_self_check', sql`${t.fromProductId} <> ${t.toProductId}`),
    check(
      'relationships_type_check',
      sql`${t.type} in ('COMPONENT','COMPONENT_OF','ACCESSORY','ACCESSORY_FOR','COMPATIBLE','COMPATIBLE_WITH','SIMILAR','ALTERNATIVE','UPGRADE_FROM','UPGRADE_TO','REPLACEMENT','REPLACEMENT_FOR','BUNDLE','BUNDLE_ITEM')`,
    ),
  ],
);

export const distributorLinks = pgTable(
  'distributor_links',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    distributorName: text('distributor_name').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('distributor_links_product_idx').on(t.productId),
    index('distributor_links_name_idx').on(t.distributorName),
  ],
);

// ---------------------------------------------------------------- media, pages, galleries

export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    url: text('url').notNull().unique(),
    originalName: text('original_name').notNull(),
    displayName: text('display_name'),
    seoFilename: text('seo_filename').notNull(),
    alt: text('alt').notNull().default(''),
    autoGeneratedAlt: text('auto_generated_alt'),
    caption: text('caption'),
    description: text('description'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    seoScore: integer('seo_score').notNull().default(0),
    directoryPath: text('directory_path').notNull().default('images'),
    /** { thumbnail, mobile, desktop } URLs of the WebP variants. */
    optimizedVariants: jsonb('optimized_variants').$type<{
      thumbnail: string;
      mobile: string;
      desktop: string;
    }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('media_files_seo_score_check', sql`${t.seoScore} between 0 and 100`),
    index('media_files_created_idx').on(t.createdAt),
  ],
);

export const pages = pgTable(
  'pages',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    content: text('content').notNull().default(''),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    status: text('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('pages_status_check', sql`${t.status} in ('draft','published')`),
    // The pages list's order (#21, migration 0017).
    index('pages_title_id_idx').on(t.title, t.id),
  ],
);

// ---------------------------------------------------------------- drafts and schedules (#19)

/**
 * Unpublished changes of a product or a page on top of its published row (docs/decisions.md "Drafts,
 * preview and scheduled publishing"): `data` holds the changed fields (and, for a product, its draft
 * specification values). One per record; cascades with it.
 */
export const drafts = pgTable(
  'drafts',
  {
    id: id(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The published row's updated_at when the draft was started: later live edits are pointed out. */
    baseUpdatedAt: timestamp('base_updated_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userLabel: text('user_label'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('drafts_one_target_check', sql`(${t.productId} is null) <> (${t.pageId} is null)`),
    uniqueIndex('drafts_product_key').on(t.productId),
    uniqueIndex('drafts_page_key').on(t.pageId),
  ],
);

/** When a product or page is published and/or unpublished by the scheduler job. */
export const publishSchedules = pgTable(
  'publish_schedules',
  {
    id: id(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    /** Why the last scheduled change could not be applied (a slug taken meanwhile …). */
    error: text('error'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userLabel: text('user_label'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('publish_schedules_one_target_check', sql`(${t.productId} is null) <> (${t.pageId} is null)`),
    uniqueIndex('publish_schedules_product_key').on(t.productId),
    uniqueIndex('publish_schedules_page_key').on(t.pageId),
    index('publish_schedules_due_idx')
      .on(sql`least(${t.publishAt}, ${t.unpublishAt})`)
      .where(sql`${t.publishAt} is not null or ${t.unpublishAt} is not null`),
  ],
);

export const galleries = pgTable(
  'galleries',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    title: text('title'),
    description: text('description'),
    pageSlug: text('page_slug'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('galleries_name_lower_unique').on(sql`lower(btrim(${t.name}))`),
    // The galleries list's order (#21, migration 0017).
    index('galleries_order_idx').on(t.sortOrder, t.name, t.id),
  ],
);

export const galleryItems = pgTable(
  'gallery_items',
  {
    id: id(),
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    mediaFileId: integer('media_file_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'restrict' }),
    title: text('title'),
    caption: text('caption'),
    description: text('description'),
    altText: text('alt_text'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isVisible: boolean('is_visible').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gallery_items_gallery_idx').on(t.galleryId, t.sortOrder),
    index('gallery_items_media_idx').on(t.mediaFileId),
  ],
);

// ---------------------------------------------------------------- site operations

export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    fromPath: text('from_path').notNull().unique(),
    toPath: text('to_path').notNull(),
    redirectType: integer('redirect_type').notNull().default(301),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description'),
    hitCount: integer('hit_count').notNull().default(0),
    lastHit: timestamp('last_hit', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('redirects_type_check', sql`${t.redirectType} in (301, 302)`),
    // The redirects list's search (#21, migration 0017): the expressions of searchAny() in db/paging.ts.
    index('redirects_search_trgm_idx').using(
      'gin',
      sql`lower(coalesce(${t.fromPath}, '')) gin_trgm_ops`,
      sql`lower(coalesce(${t.toPath}, '')) gin_trgm_ops`,
      sql`lower(coalesce(${t.description}, '')) gin_trgm_ops`,
    ),
  ],
);

/** One line of a quote request as stored (the product may later change or go). */
export interface QuoteLineRow {
  productId: number;
  sku: string;
  name: string;
  quantity: number;
}

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    type: text('type').notNull().default('general'),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    /** The product a "Get Quote" / "Find Distributor" enquiry started from. */
    productSku: text('product_sku'),
    /** A quote request's lines (#20), a snapshot of what the buyer asked for: null for other enquiries. */
    lines: jsonb('lines').$type<QuoteLineRow[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'contacts_type_check',
      sql`${t.type} in ('general','product','distributor','support','quote','partnership')`,
    ),
    check('contacts_status_check', sql`${t.status} in ('new','in_progress','closed')`),
    index('contacts_created_idx').on(t.createdAt),
    index('contacts_status_idx').on(t.status, t.createdAt),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    path: text('path'),
    /** Anonymous visitor id: a hash of (daily salt, address, user agent); it cannot be reversed or linked across days. */
    visitorId: text('visitor_id'),
    referrer: text('referrer'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_created_idx').on(t.createdAt),
    index('analytics_events_name_created_idx').on(t.name, t.createdAt),
  ],
);

// ---------------------------------------------------------------- history (#19)

/**
 * The audit log (#19): every write through the API and every security event, with who, when, from
 * where and the result. Written by server/http/audit.ts (one insert per request); never holds a
 * request body except the few non-secret fields listed there. Pruned after AUDIT_RETENTION_DAYS.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for an anonymous request (a failed sign-in) or once the user is deleted (user_label stays). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userLabel: text('user_label'),
    action: text('action').notNull(),
    method: text('method'),
    /** The route pattern (/api/products/:id), never the raw address: tokens in paths stay out. */
    route: text('route'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    result: text('result').notNull(),
    status: integer('status'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_user_at_idx').on(t.userId, t.at),
    index('audit_log_action_at_idx').on(t.action, t.at),
    index('audit_log_target_at_idx').on(t.targetType, t.at),
  ],
);

/**
 * Revisions (#19): a snapshot of a record with its child rows after each change, written in the
 * transaction of the change (server/modules/revisions). No foreign key to the record: the history
 * of a deleted record stays readable.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: createdAt(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userLabel: text('user_label'),
    /** editor | api | import | restore | baseline (the state found before the first recorded change). */
    source: text('source').notNull(),
    /** create | update | delete | restore */
    action: text('action').notNull(),
    /** The revision a restore went back to; the import's job or file; other context. */
    note: jsonb('note').$type<Record<string, unknown>>(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('revisions_entity_idx').on(t.entityType, t.entityId, t.id)],
);

// ---------------------------------------------------------------- background jobs

/**
 * The job queue (imports, docs/decisions.md "Background jobs"): claimed with FOR UPDATE SKIP LOCKED,
 * kept alive by a heartbeat; a running job whose heartbeat stopped is marked failed by the next claim.
 * Import history is this table's import rows.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    /** What the job needs (options, the stored file's key and name). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Rows done per section, written with the heartbeat. */
    progress: jsonb('progress').$type<Record<string, unknown>>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    /** The HTTP status the error would have had as an answer (400 unreadable file, 413 too big, 500). */
    errorStatus: integer('error_status'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    workerId: text('worker_id'),
    /** Attempts made so far; a kind that retries goes back to the queue until its delays are used up. */
    attempts: integer('attempts').notNull().default(0),
    /** Not claimed before this time (a retry's delay). */
    runAfter: timestamp('run_after', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('queued','running','succeeded','failed')`),
    index('jobs_status_idx').on(t.status, t.id),
    index('jobs_kind_created_idx').on(t.kind, t.createdAt),
  ],
);
