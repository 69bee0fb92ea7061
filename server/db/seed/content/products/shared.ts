// Small helpers the product files share: category slugs and stock torch figures.
import { categorySlug } from '../../../../../core/rules/slug';

export const CAT = {
  airAcetylene: categorySlug('Air/Acetylene Torches'),
  duplex: categorySlug('Duplex Soldering Torches'),
  tips: categorySlug('Torch Tips'),
  regulators: categorySlug('Regulators'),
  hoses: categorySlug('Hoses & Fittings'),
  kits: categorySlug('Kits'),
  strikers: categorySlug('Strikers & Igniters'),
  tipCleaners: categorySlug('Tip Cleaners'),
  cases: categorySlug('Cases'),
  parts: categorySlug('Replacement Parts'),
} as const;

/** Stock acetylene torch figures shared by every air/acetylene and duplex handle. */
export const ACETYLENE_TORCH = {
  flame_temperature: 4200,
  operating_pressure: 15,
  connection_type: 'B-size, 9/16″-18 LH (fuel gas)',
} as const;
