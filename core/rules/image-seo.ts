// SEO for images: readable file names, generated alt text, and a 0–100 score with its reasons.
//
// The score (documented in docs/decisions.md):
//   file name  40 — lowercase words joined by hyphens (10), at least 3 words (10),
//                   names the product or a keyword (10), 10–60 characters (10)
//   alt text   40 — present (15), 10–125 characters (15), names the product or a keyword (10)
//   context    20 — a display name or caption (10), at least one tag (10)
// Bands: 80+ Excellent, 60+ Good, 40+ Fair, below 40 Poor.
import { SEO_SCORE_BANDS } from '../constants';
import { hyphenSlug } from './slug';

export interface ImageSeoInput {
  filename: string;
  alt?: string | null;
  displayName?: string | null;
  caption?: string | null;
  tags?: string[];
  /** Product name, SKU, category, brand: words the image should be found by. */
  keywords?: string[];
}

const STOP_WORDS = new Set([
  'img',
  'image',
  'dsc',
  'photo',
  'pic',
  'copy',
  'final',
  'new',
  'untitled',
  'screenshot',
  'the',
  'and',
  'of',
]);

/** Camera and phone sequence names (IMG_2041, DSC0001, PXL_20240101) say nothing about the image. */
const CAMERA_NAME = /^(img|dsc|dscn|dcim|pxl|mvimg|p|gopr|vid|screenshot)\d+$/;

function words(text: string): string[] {
  return hyphenSlug(text)
    .split('-')
    .filter((w) => w.length > 1 && !/^\d+$/.test(w) && !CAMERA_NAME.test(w));
}

function mentionsKeyword(text: string, keywords: string[]): boolean {
  const haystack = new Set(words(text));
  return keywords.some((k) => words(k).some((w) => haystack.has(w) && !STOP_WORDS.has(w)));
}

export function imageSeoScore(input: ImageSeoInput): number {
  const keywords = (input.keywords ?? []).filter(Boolean);
  const base = input.filename.replace(/\.[a-z0-9]+$/i, '');
  const alt = (input.alt ?? '').trim();
  let score = 0;
  if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(base)) score += 10;
  if (words(base).filter((w) => !STOP_WORDS.has(w)).length >= 3) score += 10;
  if (keywords.length > 0 ? mentionsKeyword(base, keywords) : words(base).length >= 4) score += 10;
  if (base.length >= 10 && base.length <= 60) score += 10;
  if (alt) score += 15;
  if (alt.length >= 10 && alt.length <= 125) score += 15;
  if (alt && (keywords.length > 0 ? mentionsKeyword(alt, keywords) : words(alt).length >= 4)) score += 10;
  if ((input.displayName ?? '').trim() || (input.caption ?? '').trim()) score += 10;
  if ((input.tags ?? []).some((t) => t.trim())) score += 10;
  return Math.max(0, Math.min(100, score));
}

export function seoBand(score: number): (typeof SEO_SCORE_BANDS)[number] {
  return SEO_SCORE_BANDS.find((b) => score >= b.min) ?? SEO_SCORE_BANDS[SEO_SCORE_BANDS.length - 1]!;
}

export interface ProductContext {
  name?: string | null;
  sku?: string | null;
  category?: string | null;
  brand?: string | null;
}

/** Lowercase, hyphenated, readable: brand, product name, SKU, then what the file name adds. At most 80 characters. */
export function seoFilenameBase(originalName: string, context: ProductContext = {}): string {
  const fromFile = words(originalName.replace(/\.[a-z0-9]+$/i, '')).filter((w) => !STOP_WORDS.has(w));
  const name = context.name ? hyphenSlug(context.name) : '';
  const sku = context.sku ? hyphenSlug(context.sku) : '';
  const brand = context.brand ? hyphenSlug(context.brand) : '';
  const parts = [
    brand && !name.startsWith(brand) ? brand : '',
    name,
    sku && !name.includes(sku) ? sku : '',
  ].filter(Boolean);
  const seen = new Set(parts.join('-').split('-'));
  const extra = fromFile.filter((w) => !seen.has(w)).slice(0, 4);
  let base = [...parts, ...extra].filter(Boolean).join('-');
  if (!base) base = context.category ? hyphenSlug(context.category) : 'image';
  if (base.length > 80) base = base.slice(0, 80).replace(/-[^-]*$/, '');
  return base || 'image';
}

/** "Brand Product Name (SKU) – category" style alt text, or a readable version of the file name. */
export function generateAltText(originalName: string, context: ProductContext = {}): string {
  if (context.name) {
    const brand =
      context.brand && !context.name.toLowerCase().includes(context.brand.toLowerCase())
        ? `${context.brand} `
        : '';
    const sku =
      context.sku && !context.name.toLowerCase().includes(context.sku.toLowerCase())
        ? ` (${context.sku})`
        : '';
    const category = context.category ? ` – ${context.category}` : '';
    return `${brand}${context.name}${sku}${category}`.slice(0, 125);
  }
  const readable = words(originalName.replace(/\.[a-z0-9]+$/i, ''))
    .filter((w) => !STOP_WORDS.has(w))
    .join(' ');
  return readable ? readable.charAt(0).toUpperCase() + readable.slice(1) : 'Product image';
}

/** The display name of a file: its name without extension, separators as spaces. */
export function displayNameFromFile(originalName: string): string {
  return originalName
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();
}
