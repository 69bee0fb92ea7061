// Brands (document 000 §3, §5, §7).
import { z } from 'zod';
import {
  isoDateTime,
  optionalFileLink,
  optionalHttpUrl,
  optionalText,
  patchOf,
  requiredText,
} from './common';

export const brandInput = z.strictObject({
  name: requiredText('Brand name is required', 200),
  description: optionalText(5000),
  website: optionalHttpUrl(),
  logoUrl: optionalFileLink(),
});
export type BrandInput = z.input<typeof brandInput>;

/** PATCH: any of the fields. */
export const brandPatch = patchOf(brandInput.shape);
export type BrandPatch = z.input<typeof brandPatch>;

export const brandResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  createdAt: isoDateTime,
  productCount: z.number().int(),
});
export type Brand = z.input<typeof brandResponse>;
