// Preview of a draft (#19): signed links and the public answers with the draft applied. A shared link
// carries `?preview=<token>`: the record, its expiry and an HMAC-SHA256 of both under a key derived
// from the app's secret (SECRET_KEY or DATA_DIR/secret.key), so nobody can make or stretch one.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { displaySpecValue } from '../../../core/rules/spec-values';
import { productLd } from '../../../core/rules/structured-data';
import { secretKey } from '../../auth/secret-box';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { brands, categories, specCategories, specDefinitions } from '../../db/schema';
import { productDetails } from '../catalogue/details';
import { getProduct } from '../products/service';
import { productDraftRow } from './products';
import type { EntityType } from './store';

export interface PreviewClaim {
  type: EntityType;
  id: number;
  /** Expiry, milliseconds since the epoch. */
  expiresAt: number;
}

export type PreviewCheck =
  | { ok: true; claim: PreviewClaim }
  | { ok: false; status: 403 | 410; message: string };

export const PREVIEW_INVALID = 'This preview link is not valid. Ask for a new link.';
export const PREVIEW_EXPIRED = 'This preview link has expired. Ask for a new link.';

function previewKey(config: Pick<Config, 'secretKey' | 'dataDir'>): Buffer {
  // A key of its own (not the encryption key itself) for signing links.
  return createHmac('sha256', secretKey(config)).update('preview-links-v1').digest();
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signPreview(config: Pick<Config, 'secretKey' | 'dataDir'>, claim: PreviewClaim): string {
  const payload = Buffer.from(
    JSON.stringify({ t: claim.type, i: claim.id, e: Math.floor(claim.expiresAt / 1000) }),
  ).toString('base64url');
  return `${payload}.${sign(previewKey(config), payload)}`;
}

/** Checks a token: 403 when it was not made here (or was changed), 410 once expired. */
export function verifyPreview(
  config: Pick<Config, 'secretKey' | 'dataDir'>,
  token: string,
  now = Date.now(),
): PreviewCheck {
  const invalid = { ok: false as const, status: 403 as const, message: PREVIEW_INVALID };
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return invalid;
  const expected = Buffer.from(sign(previewKey(config), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return invalid;
  let parsed: { t?: unknown; i?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  if (
    (parsed.t !== 'product' && parsed.t !== 'page') ||
    !Number.isInteger(parsed.i) ||
    !Number.isInteger(parsed.e)
  )
    return invalid;
  const claim: PreviewClaim = {
    type: parsed.t,
    id: parsed.i as number,
    expiresAt: (parsed.e as number) * 1000,
  };
  if (claim.expiresAt <= now) return { ok: false, status: 410, message: PREVIEW_EXPIRED };
  return { ok: true, claim };
}

/** A shared link for a record, valid PREVIEW_LINK_DAYS. */
export function previewLink(
  config: Pick<Config, 'secretKey' | 'dataDir' | 'publicUrl' | 'previewLinkDays'>,
  type: EntityType,
  id: number,
  path: string,
  now = Date.now(),
) {
  const expiresAt = now + config.previewLinkDays * 86_400_000;
  const token = signPreview(config, { type, id, expiresAt });
  return { url: `${config.publicUrl}${path}?preview=${token}`, expiresAt: new Date(expiresAt) };
}

/**
 * The public product answer (GET /api/products/slug/{slug}/details) of the published product with its
 * draft's fields and specification values applied, whatever the product's status.
 */
export async function previewProductDetails(db: DbOrTx, productId: number, publicUrl: string) {
  const product = await getProduct(db, productId);
  const [details, row] = await Promise.all([
    productDetails(db, product.slug, { publicUrl, includeUnpublished: true }),
    productDraftRow(db, productId),
  ]);
  if (!row) return details;
  const fields = row.data.fields;
  const next = { ...details, ...fields } as typeof details;
  if (fields.categoryId !== undefined && fields.categoryId !== product.categoryId) {
    const [c] = await db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(eq(categories.id, fields.categoryId));
    next.category = c ?? null;
  }
  if (fields.brandId !== undefined && fields.brandId !== product.brandId) {
    const [b] = fields.brandId
      ? await db
          .select({ id: brands.id, name: brands.name, slug: brands.slug, logoUrl: brands.logoUrl })
          .from(brands)
          .where(eq(brands.id, fields.brandId))
      : [];
    next.brand = b ?? null;
  }
  if (row.data.specs) {
    const specs = row.data.specs;
    const defs = specs.length
      ? await db
          .select({ definition: specDefinitions, categoryName: specCategories.name })
          .from(specDefinitions)
          .leftJoin(specCategories, eq(specCategories.id, specDefinitions.categoryId))
          .where(
            inArray(
              specDefinitions.id,
              specs.map((s) => s.definitionId),
            ),
          )
          .orderBy(asc(specDefinitions.sortOrder), asc(specDefinitions.label))
      : [];
    next.specs = defs
      .map(({ definition, categoryName }) => ({
        id: definition.id,
        displayValue: displaySpecValue(
          definition.dataType,
          specs.find((s) => s.definitionId === definition.id)!,
          definition.unit,
        ),
        specDefinition: {
          key: definition.key,
          label: definition.label,
          description: definition.description,
          category: categoryName,
          dataType: definition.dataType,
          unit: definition.unit,
        },
      }))
      .filter((s) => s.displayValue !== '');
  }
  next.structuredData = productLd({ ...product, ...fields, brand: next.brand }, publicUrl);
  return next;
}
