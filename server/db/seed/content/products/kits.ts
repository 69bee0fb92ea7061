// Complete outfits. Their contents are listed as COMPONENT relationships in ../relationships.ts.
import type { ProductSeed } from '../../types';
import { ACETYLENE_TORCH, CAT } from './shared';

export const KITS: ProductSeed[] = [
  {
    sku: 'TW-KT-MC',
    mpn: 'KTMC-AA100',
    name: 'Torchworks Service Torch Kit, MC Cylinder',
    subtitle: 'AA-100 torch, three fine tips, MC regulator and 12 ft hose in a hard case',
    shortDescription:
      'Everything a service technician needs to solder and braze small copper, in one case: AA-100 torch, T-2, T-3 and T-4 tips, MC regulator, hose, striker and tip cleaner.',
    description: [
      'The Service Kit is built around the small MC cylinder, which rides easily in a van and up a ladder. It covers refrigeration lines, capillaries and ½″ to ¾″ water lines: the work most service calls involve.',
      'In the case: the AA-100 handle with the T-4 tip fitted, T-2 and T-3 tips, the 15 PSI MC regulator, a 12 ft hose with B-size fittings, a single-flint striker and a tip-cleaner set. Everything has its own place in the foam, so you can see at a glance if anything is missing.',
      'Add an MC acetylene cylinder from your gas supplier and you are ready to work.',
    ],
    price: '339.00',
    stock: 26,
    status: 'active',
    category: CAT.kits,
    brand: 'Torchworks',
    tags: ['refrigeration', 'hvac-plumbing', 'mc-cylinder', 'pressure-regulated'],
    specs: {
      system_type: 'Air/Acetylene',
      flame_class: 'Fine',
      solder_capacity: '0.75',
      ...ACETYLENE_TORCH,
      connection_type: 'CGA 200 (MC cylinder)',
      recommended_cylinder: 'MC',
      self_igniting: false,
      hose_length: 12,
      weight: 104,
    },
    highlights: [
      ['package', 'Torch, 3 tips, regulator, hose, striker and tip cleaner'],
      ['cylinder', 'Made for the portable MC cylinder'],
      ['snowflake', 'Covers refrigeration lines and ½″ to ¾″ copper'],
      ['briefcase', 'Fitted hard case with a place for every part'],
    ],
    faqs: [
      [
        'Is the acetylene cylinder included?',
        'No. Acetylene cylinders are filled, owned or leased through gas suppliers; any MC cylinder from your local supplier fits the regulator in this kit.',
      ],
      [
        'Can I add larger tips later?',
        'Yes, the AA-100 takes every T-series tip. Tips from the T-5 up need a B cylinder and the B regulator, so for regular large work consider the Contractor Kit.',
      ],
    ],
    images: [
      {
        view: 'open-case',
        label: 'open case with contents',
        picture: 'tw-kt-mc-open-case.png',
      },
      { view: 'aa-100-handle', label: 'AA-100 torch', picture: 'tw-kt-mc-aa-100-handle.png' },
    ],
  },
  {
    sku: 'TW-KT-B',
    mpn: 'KTB-AA200',
    name: 'Torchworks Contractor Torch Kit, B Cylinder',
    subtitle: 'Self-lighting AA-200, swirl tips to 3″, B regulator and 25 ft hose',
    shortDescription:
      'The contractor’s outfit for copper from ½″ to 3″: self-lighting AA-200 torch, T-5, T-8 and T-11 swirl tips, B regulator, 25 ft hose and accessories in a hard case.',
    description: [
      'The Contractor Kit is for crews that solder everything from branch lines to 3″ mains. The self-lighting AA-200 saves reaching for a striker on every joint, and the three swirl tips cover ½″ to 3″ copper.',
      'In the case: the AA-200 handle with the T-5 swirl tip fitted, T-8 and T-11 swirl tips, the 15 PSI B regulator, a 25 ft hose with B-size fittings, a triple-flint striker for the larger tips and a tip-cleaner set.',
      'Connect a B acetylene cylinder from your gas supplier.',
    ],
    price: '489.00',
    stock: 19,
    status: 'active',
    category: CAT.kits,
    brand: 'Torchworks',
    tags: ['hvac-plumbing', 'roofing', 'b-cylinder', 'self-lighting', 'swirl-flame', 'pressure-regulated'],
    specs: {
      system_type: 'Air/Acetylene',
      flame_class: 'Extra Heavy',
      solder_capacity: '3',
      ...ACETYLENE_TORCH,
      connection_type: 'CGA 520 (B cylinder)',
      recommended_cylinder: 'B or larger',
      self_igniting: true,
      hose_length: 25,
      weight: 150,
    },
    highlights: [
      ['zap', 'Self-lighting AA-200 torch'],
      ['wind', 'Three swirl tips for ½″ to 3″ copper'],
      ['ruler', '25 ft hose keeps the cylinder in one safe place'],
      ['briefcase', 'Fitted hard case'],
    ],
    faqs: [
      [
        'Is the acetylene cylinder included?',
        'No. Get a B cylinder from your local gas supplier; the regulator fits its CGA 520 valve.',
      ],
      [
        'Why a triple-flint striker?',
        'The big swirl tips need a good spark to light cleanly at full flow. With three flints you can turn to a fresh one without stopping work.',
      ],
    ],
    images: [
      {
        view: 'open-case',
        label: 'open case with contents',
        picture: 'tw-kt-b-open-case.png',
      },
      {
        view: 'aa-200-self-lighting-handle',
        label: 'AA-200 self-lighting torch',
        picture: 'tw-kt-b-aa-200-self-lighting-handle.png',
      },
    ],
  },
  {
    sku: 'TW-KT-DX',
    mpn: 'KTDX-150',
    name: 'Torchworks Duplex Pro Kit',
    subtitle: 'Duplex 150 with three twin tips for ½″ to 3″ copper',
    shortDescription:
      'Our complete duplex outfit: the Duplex 150 with DXT-75, DXT-150 and DXT-300 twin tips, B regulator, 25 ft hose and accessories in a red hard case.',
    description: [
      'The Duplex Pro Kit gives you twin-flame heat across the whole range of copper a mechanical contractor meets: ½″ and ¾″ with the DXT-75, 1″ to 1½″ with the DXT-150 and 2″ to 3″ with the DXT-300.',
      'In the case: the Duplex 150 handle with the DXT-150 fitted, DXT-75 and DXT-300 twin tips, the 15 PSI B regulator, a 25 ft hose, a triple-flint striker and a large-bore tip cleaner sized for duplex nozzles.',
      'Connect a B acetylene cylinder from your gas supplier. Each torch and regulator in the kit is leak-tested before packing.',
    ],
    price: '629.00',
    stock: 12,
    status: 'active',
    featured: true,
    category: CAT.kits,
    brand: 'Torchworks',
    tags: ['hvac-plumbing', 'twin-flame', 'b-cylinder', 'pressure-regulated'],
    specs: {
      system_type: 'Duplex Soldering Torch',
      flame_class: 'Extra Heavy',
      solder_capacity: '½″ to 3″',
      ...ACETYLENE_TORCH,
      connection_type: 'CGA 520 (B cylinder)',
      recommended_cylinder: 'B or larger',
      self_igniting: false,
      hose_length: 25,
      weight: 168,
    },
    highlights: [
      ['flame', 'Twin-flame heat from ½″ to 3″ copper'],
      ['layers', 'Three interchangeable twin tips'],
      ['gauge', 'Preset 15 PSI B regulator'],
      ['briefcase', 'Red hard case with fitted foam'],
      ['shield-check', 'Every torch and regulator leak-tested'],
    ],
    faqs: [
      ['Is the acetylene cylinder included?', 'No. Get a B cylinder or larger from your local gas supplier.'],
      [
        'How long does it take to change twin tips?',
        'Under a minute once the tip has cooled: unscrew by hand, check the O-ring, screw the next tip on hand-tight and leak-test.',
      ],
    ],
    images: [
      {
        view: 'open-case',
        label: 'open case with contents',
        picture: 'tw-kt-dx-open-case.png',
      },
      { view: 'duplex-150-handle', label: 'Duplex 150 torch', picture: 'tw-kt-dx-duplex-150-handle.png' },
    ],
  },
];
