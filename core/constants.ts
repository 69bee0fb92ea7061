// The business constants of the specification: limits, palettes, kinds, languages, labels.
// Everything user-visible here is spelled exactly as the specification writes it.

export const MIN_PASSWORD_LENGTH = 8;

export const ROLES = ['viewer', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  viewer: 'Viewer',
  editor: 'Editor',
  admin: 'Administrator',
};
/** Rank for "at least this role" checks. */
export const ROLE_RANK: Record<Role, number> = { viewer: 1, editor: 2, admin: 3 };

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PRODUCT_STATUSES = ['active', 'inactive', 'draft'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  draft: 'Draft',
};

export const PAGE_SIZES = [12, 24, 48, 96] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 24;
export const PUBLIC_DEFAULT_PAGE_SIZE = 12;
export const PAGINATION_WINDOW = 5;

export const MAX_PRODUCT_IMAGES = 5;
export const MAX_DOCUMENT_FILES = 10;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * Decompression-bomb guard for images (#16): at most this many megapixels are decoded. High enough for
 * every camera a catalogue uses (the largest medium-format backs give 151 MP, full frame 61 MP); docs/decisions.md has
 * the memory measured per size.
 */
export const MAX_IMAGE_MEGAPIXELS = 160;
export const IMAGE_TOO_LARGE_MESSAGE = `Image too large: at most ${MAX_IMAGE_MEGAPIXELS} megapixels`;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const IMPORT_PROGRESS_FIXED = 75;

export const TAG_COLOR_PRESETS = [
  '#3B82F6',
  '#10B981',
  '#F59E0B',
  '#EF4444',
  '#8B5CF6',
  '#06B6D4',
  '#F97316',
  '#84CC16',
  '#EC4899',
  '#6B7280',
] as const;
export const DEFAULT_TAG_COLOR = '#3B82F6';
/** The product editor shows untagged colours in gray; the public side falls back to blue. */
export const EDITOR_TAG_COLOR = '#6B7280';

export const TAG_CATEGORY_PALETTE = [
  { name: 'gray', value: '#6B7280' },
  { name: 'red', value: '#EF4444' },
  { name: 'orange', value: '#F97316' },
  { name: 'yellow', value: '#EAB308' },
  { name: 'green', value: '#22C55E' },
  { name: 'blue', value: '#3B82F6' },
  { name: 'purple', value: '#8B5CF6' },
  { name: 'pink', value: '#EC4899' },
] as const;
export const DEFAULT_TAG_CATEGORY_COLOR = '#6B7280';
export const DEFAULT_SPEC_CATEGORY_COLOR = '#8B5CF6';

export const SPEC_DATA_TYPES = ['STRING', 'NUMBER', 'BOOLEAN', 'ENUM'] as const;
export type SpecDataType = (typeof SPEC_DATA_TYPES)[number];
/** RELATIONSHIP_LIST appears only on the public side (values rendered as markup). */
export const PUBLIC_SPEC_DATA_TYPES = [...SPEC_DATA_TYPES, 'RELATIONSHIP_LIST'] as const;
export type PublicSpecDataType = (typeof PUBLIC_SPEC_DATA_TYPES)[number];

export const DOCUMENT_KINDS = ['SDS', 'SPEC', 'MANUAL', 'WARRANTY', 'BROCHURE', 'CERTIFICATE'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  SDS: 'Safety Data Sheet',
  SPEC: 'Specification Sheet',
  MANUAL: 'User Manual',
  WARRANTY: 'Warranty Information',
  BROCHURE: 'Product Brochure',
  CERTIFICATE: 'Certificate',
};
/** The public site labels only these kinds and shows the others raw. */
export const PUBLIC_DOCUMENT_KIND_LABELS: Partial<Record<string, string>> = {
  SDS: 'Safety Data Sheet',
  SPEC: 'Specification Sheet',
  MANUAL: 'User Manual',
  WARRANTY: 'Warranty Information',
};

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Spanish' },
  { code: 'fr', label: 'French' },
  { code: 'de', label: 'German' },
  { code: 'it', label: 'Italian' },
  { code: 'pt', label: 'Portuguese' },
  { code: 'zh', label: 'Chinese' },
  { code: 'ja', label: 'Japanese' },
] as const;
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]];

export const RELATIONSHIP_TYPES = [
  'COMPONENT',
  'COMPONENT_OF',
  'ACCESSORY',
  'ACCESSORY_FOR',
  'COMPATIBLE',
  'COMPATIBLE_WITH',
  'SIMILAR',
  'ALTERNATIVE',
  'UPGRADE_FROM',
  'UPGRADE_TO',
  'REPLACEMENT',
  'REPLACEMENT_FOR',
  'BUNDLE',
  'BUNDLE_ITEM',
] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];
export const RELATIONSHIP_TYPE_LABELS: Record<RelationshipType, string> = {
  COMPONENT: 'Kit Component',
  COMPONENT_OF: 'Component Of',
  ACCESSORY: 'Accessory',
  ACCESSORY_FOR: 'Accessory For',
  COMPATIBLE: 'Compatible',
  COMPATIBLE_WITH: 'Compatible With',
  SIMILAR: 'Similar',
  ALTERNATIVE: 'Alternative',
  UPGRADE_FROM: 'Upgrade From',
  UPGRADE_TO: 'Upgrade To',
  REPLACEMENT: 'Replacement Part',
  REPLACEMENT_FOR: 'Replacement For',
  BUNDLE: 'Bundle Contains',
  BUNDLE_ITEM: 'Bundle Item',
};

export const SEO_SCORE_FALLBACK = 50;
export const SEO_SCORE_BANDS = [
  { min: 80, label: 'Excellent', color: 'green' },
  { min: 60, label: 'Good', color: 'blue' },
  { min: 40, label: 'Fair', color: 'yellow' },
  { min: 0, label: 'Poor', color: 'red' },
] as const;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Queries never go stale; unused entries are dropped after 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const DEFINITIONS_STALE_TIME_MS = 5 * 60 * 1000;

export const CONTACT_TYPES = [
  'general',
  'product',
  'distributor',
  'support',
  'quote',
  'partnership',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
/** Server-side limits of the contact form (characters). */
export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  phone: 50,
  message: 5000,
  productSku: 100,
};

/** The quote list (#20): at most this many lines, each quantity within these bounds. */
export const QUOTE_LIMITS = { lines: 100, minQuantity: 1, maxQuantity: 100_000, name: 500 };
/** Where the browser keeps the quote list (#20), and the event the page sends when it changes. */
export const QUOTE_STORAGE_KEY = 'torchworks.quote';
export const QUOTE_CHANGED = 'torchworks:quote';

export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  general: 'General Inquiry',
  product: 'Product Information',
  distributor: 'Find a Distributor',
  support: 'Technical Support',
  quote: 'Request a Quote',
  partnership: 'Partnership',
};

export const CONTACT_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const PAGE_STATUSES = ['draft', 'published'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export const REDIRECT_TYPES = [301, 302] as const;

export const COOKIE_CONSENT_VERSION = '1.0';
export const COOKIE_CONSENT_STORAGE_KEY = 'torchworks-cookie-consent';
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
export const COOKIE_CONSENT_MAX_AGE_DAYS = 365;

export const MOBILE_BREAKPOINT_PX = 768;
export const GALLERY_DESKTOP_BREAKPOINT_PX = 1024;
/** The public gallery's thumbnail strip scrolls by this share of its visible width. */
export const GALLERY_THUMBNAIL_SCROLL_SHARE = 0.75;
/** Media tags shown before "+N": grid cards and list rows. */
export const MEDIA_TAGS_SHOWN = { grid: 3, list: 2 } as const;
export const ZOOM_LENS_PX = 100;
export const ZOOM_FACTOR = 3;
export const STRUCTURED_DATA_MAX_PRODUCTS = 20;
export const CURRENCY = 'USD';

export const ANALYTICS_RANGES = ['7d', '30d', '90d'] as const;
export const ANALYTICS_EVENTS = [
  'page_view',
  'search',
  'form_submit',
  'file_download',
  'view_catalog',
  'distributor_inquiry',
  'view_item',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];
export const ANALYTICS_RETENTION_DAYS = 730;

/**
 * The 403 of every call but the set-up while an administrator must set up two-factor sign-in first.
 * Here, not in core/schemas: the storefront's query client reads it and must not carry zod.
 */
export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Two-factor authentication is required for administrators. Set it up under Account security.';
