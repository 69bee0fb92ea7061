// Small helpers the product files share: category slugs and drawing shorthands.
import { categorySlug } from '../../../../../core/rules/slug';
import type { Drawing, Grip, TipStyle } from '../../drawings/types';

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

type TorchExtras = { trigger?: boolean; extended?: boolean; flame?: boolean };

export function aaTorch(
  scene: 'studio' | 'pipe' | 'closeup',
  grip: Grip,
  tip: TipStyle,
  tipSize: number,
  extras: TorchExtras = {},
): Drawing {
  return { kind: 'torch', family: 'aa', grip, tip, tipSize, scene, flame: extras.flame ?? true, ...extras };
}

export function duplexTorch(scene: 'studio' | 'pipe' | 'closeup', grip: Grip, tipSize: number): Drawing {
  return { kind: 'torch', family: 'duplex', grip, tip: 'duplex', tipSize, scene, flame: true };
}

/** Stock acetylene torch figures shared by every air/acetylene and duplex handle. */
export const ACETYLENE_TORCH = {
  flame_temperature: 4200,
  operating_pressure: 15,
  connection_type: 'B-size, 9/16″-18 LH (fuel gas)',
} as const;
