// Air/acetylene tips (T- and R-series) and duplex twin tips. Sizes follow one chart: the tip
// selection chart document is built from these same figures.
import type { ProductSeed } from '../../types';
import { CAT } from './shared';

interface TipInput {
  sku: string;
  name: string;
  subtitle: string;
  shortDescription: string;
  description: string[];
  price: string;
  stock: number;
  duplex?: boolean;
  flameClass: string;
  capacity?: string;
  brazeUpTo?: number;
  length: number;
  cylinder: string;
  tags: string[];
  highlights: Array<[string, string]>;
}

function tip(t: TipInput): ProductSeed {
  return {
    sku: t.sku,
    mpn: t.sku.replace(/^TW-/, ''),
    name: t.name,
    subtitle: t.subtitle,
    shortDescription: t.shortDescription,
    description: t.description,
    price: t.price,
    stock: t.stock,
    status: 'active',
    category: CAT.tips,
    brand: 'Torchworks',
    tags: t.tags,
    specs: {
      system_type: t.duplex ? 'Duplex Soldering Torch' : 'Air/Acetylene',
      flame_class: t.flameClass,
      ...(t.capacity ? { solder_capacity: t.capacity } : {}),
      ...(t.brazeUpTo ? { max_tube_size: t.brazeUpTo } : {}),
      tip_length: t.length,
      tip_material: t.duplex ? 'Brass fork, brass nozzles' : 'Brass tube, brass nozzle',
      operating_pressure: 15,
      recommended_cylinder: t.cylinder,
    },
    highlights: t.highlights,
    images: [{ view: 'tip', label: 'tip', picture: `${t.sku.toLowerCase()}-tip.png` }],
  };
}

const FITS_AA = 'Fits every Torchworks AA-series handle';
const FITS_DX = 'Fits the Duplex 75, 100, 150 and 300';

export const TIPS: ProductSeed[] = [
  tip({
    sku: 'TW-T2',
    name: 'Torchworks T-2 Very Fine Tip',
    subtitle: 'Pinpoint flame for small parts and ¼″ lines',
    shortDescription:
      'The smallest tip in the range: a narrow, quiet flame for refrigeration capillaries, small fittings, jewelry and craft work.',
    description: [
      'The T-2 gives a short, pointed flame that puts heat exactly where you aim it. Refrigeration technicians use it on capillary tubes and ¼″ lines near valves and sensors; jewelers and stained-glass artists use it for small solder joints.',
      'Soft-solders copper up to ½″ and brazes up to ¼″. Runs happily from an MC cylinder.',
    ],
    price: '21.50',
    stock: 120,
    flameClass: 'Very Fine',
    capacity: '0.5',
    brazeUpTo: 0.25,
    length: 5.5,
    cylinder: 'MC or B',
    tags: ['jewelry-crafts', 'refrigeration'],
    highlights: [
      ['crosshair', 'Narrow flame for small, close work'],
      ['snowflake', 'Suited to capillary tubes and ¼″ refrigerant lines'],
      ['wrench', FITS_AA],
    ],
  }),
  tip({
    sku: 'TW-T3',
    name: 'Torchworks T-3 Fine Tip',
    subtitle: 'Fine flame for ⅜″ and ½″ copper',
    shortDescription:
      'A fine flame for ⅜″ and ½″ copper, small brass fittings and refrigeration service work.',
    description: [
      'The T-3 is the service technician’s tip: small enough to work near plastic valve parts and wiring, big enough to solder ½″ copper without waiting.',
      'Soft-solders copper up to ½″ and brazes up to ⅜″. Works from an MC or B cylinder.',
    ],
    price: '21.50',
    stock: 140,
    flameClass: 'Fine',
    capacity: '0.5',
    brazeUpTo: 0.375,
    length: 6,
    cylinder: 'MC or B',
    tags: ['refrigeration', 'hvac-plumbing'],
    highlights: [
      ['target', 'Controlled heat near valves and wiring'],
      ['flame', 'Solders copper up to ½″'],
      ['wrench', FITS_AA],
    ],
  }),
  tip({
    sku: 'TW-T4',
    name: 'Torchworks T-4 Fine Tip',
    subtitle: 'The standard tip for ½″ and ¾″ copper',
    shortDescription:
      'The tip supplied with the AA-100: a fine, steady flame for ½″ and ¾″ copper water lines.',
    description: [
      'The T-4 is the size most plumbers leave on the torch. It heats ½″ and ¾″ fittings quickly without overheating the flux, and it is still small enough for close work near walls.',
      'Soft-solders copper up to ¾″ and brazes up to ½″. The largest tip we recommend on an MC cylinder.',
    ],
    price: '23.00',
    stock: 160,
    flameClass: 'Fine',
    capacity: '0.75',
    brazeUpTo: 0.5,
    length: 6.5,
    cylinder: 'MC or B',
    tags: ['hvac-plumbing'],
    highlights: [
      ['flame', 'Solders copper up to ¾″'],
      ['cylinder', 'Largest tip for an MC cylinder'],
      ['wrench', FITS_AA],
    ],
  }),
  tip({
    sku: 'TW-T5S',
    name: 'Torchworks T-5 Swirl Tip',
    subtitle: 'Swirl flame for copper up to 1½″',
    shortDescription:
      'A swirl tip that wraps the flame around the tube: quick, even heat on 1″ to 1½″ copper.',
    description: [
      'Inside the T-5 nozzle, angled ports spin the gas so the flame curls around the tube instead of hitting one side. The fitting heats more evenly and solder flows round the joint sooner.',
      'Soft-solders copper up to 1½″ and brazes up to ⅞″. Supplied with the AA-200; needs a B cylinder.',
    ],
    price: '31.00',
    stock: 110,
    flameClass: 'Medium',
    capacity: '1.5',
    brazeUpTo: 0.875,
    length: 7.5,
    cylinder: 'B or larger',
    tags: ['hvac-plumbing', 'swirl-flame'],
    highlights: [
      ['wind', 'Swirl flame wraps around the tube'],
      ['flame', 'Solders copper up to 1½″'],
      ['wrench', FITS_AA],
    ],
  }),
  tip({
    sku: 'TW-T8S',
    name: 'Torchworks T-8 Swirl Tip',
    subtitle: 'Heavy swirl flame for 2″ copper and sheet metal',
    shortDescription: 'A heavy swirl tip for 1½″ and 2″ copper, and for soldering sheet copper on the roof.',
    description: [
      'The T-8 is the all-rounder for larger work. Mechanical contractors use it on 1½″ and 2″ copper; roofers use it where the R-10 is too wide, such as soldering downspout outlets and small flashings.',
      'Soft-solders copper up to 2″ and brazes up to 1⅛″. Supplied with the AA-300; needs a B cylinder.',
    ],
    price: '38.50',
    stock: 85,
    flameClass: 'Heavy',
    capacity: '2',
    brazeUpTo: 1.125,
    length: 8.5,
    cylinder: 'B or larger',
    tags: ['hvac-plumbing', 'roofing', 'swirl-flame'],
    highlights: [
      ['wind', 'Heavy swirl flame'],
      ['flame', 'Solders copper up to 2″'],
      ['wrench', FITS_AA],
    ],
  }),
  tip({
    sku: 'TW-T11S',
    name: 'Torchworks T-11 Swirl Tip',
    subtitle: 'Extra-heavy swirl flame for copper up to 3″',
    shortDescription: 'Our largest air/acetylene tip: an extra-heavy swirl flame for 2½″ and 3″ copper.',
    description: [
      'The T-11 delivers the most heat of any T-series tip. Use it on 2½″ and 3″ copper, large brass valves and heavy fittings that soak up heat.',
      'Soft-solders copper up to 3″ and brazes up to 1⅝″. Needs a B cylinder or larger; for long runs of large joints ask your gas supplier about a bigger cylinder.',
    ],
    price: '49.00',
    stock: 40,
    flameClass: 'Extra Heavy',
    capacity: '3',
    brazeUpTo: 1.625,
    length: 9.5,
    cylinder: 'B or larger',
    tags: ['hvac-plumbing', 'swirl-flame'],
    highlights: [
      ['flame', 'Solders copper up to 3″'],
      ['wind', 'Extra-heavy swirl flame'],
      ['wrench', 'Fits the AA-200, AA-300 and AA-500'],
    ],
  }),
  tip({
    sku: 'TW-R10',
    name: 'Torchworks R-10 Roofing & Sheet-Metal Tip',
    subtitle: 'Wide, soft flame for flashing, gutters and seams',
    shortDescription:
      'A long tip with a flared nozzle that spreads a wide, soft flame along seams in copper and lead-coated sheet.',
    description: [
      'Sheet metal needs heat spread along a seam, not concentrated on a spot. The R-10’s flared nozzle gives a broad flame that tins and sweats seams in copper, lead-coated copper and terne-coated sheet without burning through.',
      'The 12-inch tube keeps your hand out of the heat on gutters and valleys. It is a soldering tip, not a torch-down burner for roofing membranes.',
    ],
    price: '44.00',
    stock: 36,
    flameClass: 'Heavy',
    length: 12,
    cylinder: 'B or larger',
    tags: ['roofing', 'fabricators-artisans'],
    highlights: [
      ['home', 'Solders flashing, gutters, valleys and standing seams'],
      ['move-horizontal', 'Wide flame spreads heat along the seam'],
      ['ruler', '12-inch tube keeps your hand clear'],
    ],
  }),
  tip({
    sku: 'TW-DXT-75',
    duplex: true,
    name: 'Torchworks DXT-75 Duplex Twin Tip',
    subtitle: 'Compact fork for ½″ and ¾″ copper',
    shortDescription: 'The compact twin tip for duplex torches: two medium flames for ½″ and ¾″ copper.',
    description: [
      'The DXT-75 is the fork supplied with the Duplex 75. Its narrow spread fits between closely spaced lines and heats ½″ and ¾″ fittings from both sides.',
      'Soft-solders copper up to ¾″ and brazes up to ½″.',
    ],
    price: '58.00',
    stock: 30,
    flameClass: 'Medium',
    capacity: '0.75',
    brazeUpTo: 0.5,
    length: 7,
    cylinder: 'B or larger',
    tags: ['hvac-plumbing', 'refrigeration', 'twin-flame'],
    highlights: [
      ['flame', 'Two flames for ½″ and ¾″ copper'],
      ['minimize-2', 'Narrow fork for tight spaces'],
      ['wrench', FITS_DX],
    ],
  }),
  tip({
    sku: 'TW-DXT-150',
    duplex: true,
    name: 'Torchworks DXT-150 Duplex Twin Tip',
    subtitle: 'Standard fork for 1″ to 1½″ copper',
    shortDescription: 'The standard twin tip of the Duplex 150: two heavy flames for 1″ to 1½″ copper.',
    description: [
      'The DXT-150 is the fork most duplex users own. It heats 1″ to 1½″ fittings evenly from both sides so the solder line fills all the way round.',
      'Soft-solders copper up to 1½″ and brazes up to ⅞″.',
    ],
    price: '69.00',
    stock: 34,
    flameClass: 'Heavy',
    capacity: '1.5',
    brazeUpTo: 0.875,
    length: 8,
    cylinder: 'B or larger',
    tags: ['hvac-plumbing', 'twin-flame'],
    highlights: [
      ['flame', 'Two flames for 1″ to 1½″ copper'],
      ['repeat', 'Supplied with the Duplex 150'],
      ['wrench', FITS_DX],
    ],
  }),
  tip({
    sku: 'TW-DXT-300',
    duplex: true,
    name: 'Torchworks DXT-300 Duplex Twin Tip',
    subtitle: 'Wide fork for 2″ to 3″ copper',
    shortDescription:
      'The wide twin tip for 2″ to 3″ copper: two extra-heavy flames that heat large fittings evenly.',
    description: [
      'The DXT-300 is the fork supplied with the Duplex 300. Its wide spread clears 3″ fittings and its two extra-heavy flames bring large joints up to temperature without chasing the heat round the pipe.',
      'Soft-solders copper up to 3″ and brazes up to 1⅜″. Use it from a B cylinder or larger.',
    ],
    price: '84.00',
    stock: 20,
    flameClass: 'Extra Heavy',
    capacity: '3',
    brazeUpTo: 1.375,
    length: 9.5,
    cylinder: 'B or larger',
    tags: ['hvac-plumbing', 'twin-flame'],
    highlights: [
      ['flame', 'Two extra-heavy flames for 2″ to 3″ copper'],
      ['maximize-2', 'Wide fork clears 3″ fittings'],
      ['wrench', FITS_DX],
    ],
  }),
];
