// Regulators, hoses and fittings: everything between the cylinder and the torch.
import type { ProductSeed } from '../../types';
import { CAT } from './shared';

const REGULATOR_FAQS: Array<[string, string]> = [
  [
    'Can I adjust the delivery pressure?',
    'No, and that is deliberate. The regulator is set to 15 PSI at our shop and sealed. 15 PSI is the most acetylene should ever be used at, and it is the pressure every Torchworks tip is sized for.',
  ],
  [
    'How do I check for leaks?',
    'With the cylinder valve open and the torch valve closed, brush a leak-detection solution or soapy water on every connection. Bubbles mean a leak: close the cylinder valve and tighten or replace the fitting. Never look for leaks with a flame.',
  ],
  [
    'How far should I open the cylinder valve?',
    'No more than 1½ turns, and leave the valve key on the cylinder so it can be closed quickly in an emergency.',
  ],
];

export const GAS_SUPPLY: ProductSeed[] = [
  {
    sku: 'TW-RG-15MC',
    mpn: 'RG15-CGA200',
    name: 'Torchworks 15 PSI Acetylene Regulator, MC Cylinder',
    subtitle: 'Preset 15 PSI delivery, CGA 200 inlet',
    shortDescription:
      'A preset regulator for MC acetylene cylinders that holds a steady 15 PSI at the torch, from a full cylinder to a nearly empty one.',
    description: [
      'Our regulators do one thing: deliver acetylene at a steady 15 PSI. The pressure is set and sealed at our shop, so nobody on the crew can turn it up past the safe limit for acetylene, and the flame you set in the morning is the flame you get in the afternoon.',
      'This model fits the CGA 200 valve of the small MC cylinder, the cylinder most service technicians carry. The delivery gauge shows 15 PSI at a glance, with the range above it marked in red.',
      'The outlet takes any hose with a B-size left-hand fuel-gas fitting. Each regulator is leak-tested and its delivery pressure checked before it ships.',
    ],
    price: '104.00',
    stock: 45,
    status: 'active',
    category: CAT.regulators,
    brand: 'Torchworks',
    tags: ['pressure-regulated', 'mc-cylinder', 'hvac-plumbing', 'refrigeration'],
    specs: {
      operating_pressure: 15,
      max_inlet_pressure: 400,
      connection_type: 'CGA 200 (MC cylinder)',
      recommended_cylinder: 'MC',
      weight: 22,
    },
    highlights: [
      ['gauge', 'Holds a steady 15 PSI at the torch'],
      ['lock', 'Preset and sealed: cannot be turned above 15 PSI'],
      ['cylinder', 'CGA 200 inlet for MC cylinders'],
      ['shield-check', 'Leak-tested and pressure-checked before shipping'],
    ],
    faqs: REGULATOR_FAQS,
    images: [
      {
        view: 'front-view',
        label: 'front view',
        picture: 'tw-rg-15mc-front-view.png',
      },
      {
        view: 'installed-on-cylinder-valve',
        label: 'fitted to a cylinder',
        picture: 'tw-rg-15mc-installed-on-cylinder-valve.png',
      },
    ],
  },
  {
    sku: 'TW-RG-15B',
    mpn: 'RG15-CGA520',
    name: 'Torchworks 15 PSI Acetylene Regulator, B Cylinder',
    subtitle: 'Preset 15 PSI delivery, CGA 520 inlet',
    shortDescription:
      'The regulator for B acetylene cylinders: preset to a steady 15 PSI, with the flow for swirl tips and duplex torches.',
    description: [
      'The B-cylinder regulator is the one contractors and roofers run all day. Like every Torchworks regulator it is preset to 15 PSI and sealed, and it holds that pressure as the cylinder empties, so large swirl tips and duplex torches keep a full, steady flame.',
      'It fits the CGA 520 valve of the standard B cylinder (40 cu ft). The outlet takes any hose with a B-size left-hand fuel-gas fitting.',
      'Each regulator is leak-tested and its delivery pressure checked before it ships; a certificate of conformance is available for your records.',
    ],
    price: '109.00',
    stock: 52,
    status: 'active',
    featured: true,
    category: CAT.regulators,
    brand: 'Torchworks',
    tags: ['pressure-regulated', 'b-cylinder', 'hvac-plumbing', 'roofing'],
    specs: {
      operating_pressure: 15,
      max_inlet_pressure: 400,
      connection_type: 'CGA 520 (B cylinder)',
      recommended_cylinder: 'B',
      weight: 24,
    },
    highlights: [
      ['gauge', 'Holds a steady 15 PSI at the torch'],
      ['lock', 'Preset and sealed: cannot be turned above 15 PSI'],
      ['flame', 'Flow for swirl tips and duplex torches'],
      ['cylinder', 'CGA 520 inlet for B cylinders'],
    ],
    faqs: [
      ...REGULATOR_FAQS,
      [
        'Will this regulator fit an MC cylinder?',
        'No. MC cylinders use the smaller CGA 200 valve; use the MC version of this regulator. Do not use adapters between cylinder connections.',
      ],
    ],
    images: [
      {
        view: 'front-view',
        label: 'front view',
        picture: 'tw-rg-15b-front-view.png',
      },
      {
        view: 'installed-on-cylinder-valve',
        label: 'fitted to a cylinder',
        picture: 'tw-rg-15b-installed-on-cylinder-valve.png',
      },
    ],
  },
  {
    sku: 'TW-RG-15MCX',
    mpn: 'RG15X-CGA200',
    name: 'Torchworks 15 PSI Two-Gauge Regulator, MC Cylinder',
    subtitle: 'Preset 15 PSI with a cylinder-contents gauge',
    shortDescription:
      'The MC regulator with a second gauge that shows cylinder pressure, so you know before the job whether the cylinder will last.',
    description: [
      'Same preset, sealed 15 PSI delivery as our MC regulator, with a second gauge on the inlet side. Cylinder pressure gives a rough idea of how much acetylene is left, so you can swap cylinders before a job rather than halfway through it.',
      'In development: field samples are with service technicians. Specifications may change before release.',
    ],
    price: '139.00',
    stock: 0,
    status: 'draft',
    category: CAT.regulators,
    brand: 'Torchworks',
    tags: ['pressure-regulated', 'mc-cylinder'],
    specs: {
      operating_pressure: 15,
      max_inlet_pressure: 400,
      connection_type: 'CGA 200 (MC cylinder)',
      recommended_cylinder: 'MC',
    },
    highlights: [
      ['gauge', 'Second gauge shows cylinder pressure'],
      ['lock', 'Preset and sealed at 15 PSI'],
    ],
    faqs: [REGULATOR_FAQS[0]!, REGULATOR_FAQS[1]!],
    images: [
      {
        view: 'front-view',
        label: 'front view',
        picture: 'tw-rg-15mcx-front-view.png',
      },
    ],
  },
  {
    sku: 'IB-HS-12',
    mpn: 'IBH-12-BB',
    name: 'Ironbound 12 ft Acetylene Hose Assembly',
    subtitle: '¼″ red fuel-gas hose, B-size fittings both ends',
    shortDescription:
      'A 12-foot red fuel-gas hose with crimped B-size left-hand fittings, the standard length for service kits.',
    description: [
      'Twelve feet is enough to leave the cylinder on the floor and work at ceiling height without dragging it along. The ¼″ inside diameter feeds every Torchworks tip.',
      'Red hose is the colour for fuel gas; the brass fittings are B-size, 9/16″-18 left-hand thread, with the notched nut that marks a fuel-gas connection. Fittings are crimped, not clamped.',
      'Inspect the hose before each use and replace it if the cover is cut, burned, blistered or soft. Never repair a damaged hose with tape.',
    ],
    price: '38.00',
    stock: 75,
    status: 'active',
    category: CAT.hoses,
    brand: 'Ironbound',
    tags: ['hvac-plumbing', 'refrigeration'],
    specs: {
      hose_length: 12,
      connection_type: 'B-size, 9/16″-18 LH both ends',
      operating_pressure: 15,
      weight: 26,
    },
    highlights: [
      ['ruler', '12 ft, the standard service-kit length'],
      ['link', 'B-size left-hand fittings both ends'],
      ['shield-check', 'Crimped fittings, not clamps'],
    ],
    images: [{ view: 'coiled', label: 'coiled', picture: 'ib-hs-12-coiled.png' }],
  },
  {
    sku: 'IB-HS-25',
    mpn: 'IBH-25-BB',
    name: 'Ironbound 25 ft Acetylene Hose Assembly',
    subtitle: '¼″ red fuel-gas hose, B-size fittings both ends',
    shortDescription: 'A 25-foot fuel-gas hose for roofs, risers and job sites where the cylinder stays put.',
    description: [
      'On a roof or a riser the cylinder stays in one safe place and the torch travels. Twenty-five feet of ¼″ hose lets you work along a gutter run or up two floors of copper without moving the cylinder.',
      'B-size, 9/16″-18 left-hand fittings on both ends, crimped. Red fuel-gas hose; do not use it for oxygen.',
    ],
    price: '59.50',
    stock: 48,
    status: 'active',
    category: CAT.hoses,
    brand: 'Ironbound',
    tags: ['roofing', 'hvac-plumbing'],
    specs: {
      hose_length: 25,
      connection_type: 'B-size, 9/16″-18 LH both ends',
      operating_pressure: 15,
      weight: 50,
    },
    highlights: [
      ['ruler', '25 ft: leave the cylinder in one safe place'],
      ['link', 'B-size left-hand fittings both ends'],
      ['shield-check', 'Crimped fittings, not clamps'],
    ],
    images: [{ view: 'coiled', label: 'coiled', picture: 'ib-hs-25-coiled.png' }],
  },
  {
    sku: 'IB-RK-B',
    mpn: 'IBRK-B',
    name: 'Ironbound B-Size Hose Repair Kit',
    subtitle: 'Nuts, nipples, ferrules and a splice for ¼″ hose',
    shortDescription:
      'Brass B-size left-hand nuts, nipples and ferrules, plus a hose splice, for re-ending a fuel-gas hose.',
    description: [
      'When the end of a hose is damaged, cut it back past the damage and fit a new end. The kit holds two B-size left-hand nuts, two nipples, two ferrules for ¼″ hose and one splice.',
      'Ferrules must be crimped with a proper crimping tool. If you are unsure, replace the whole hose assembly instead.',
    ],
    price: '12.75',
    stock: 90,
    status: 'active',
    category: CAT.hoses,
    brand: 'Ironbound',
    tags: ['replacement-part'],
    specs: { connection_type: 'B-size, 9/16″-18 LH' },
    highlights: [
      ['package', 'Two complete hose ends and a splice'],
      ['link', 'B-size left-hand (fuel gas)'],
      ['wrench', 'Needs a crimping tool for the ferrules'],
    ],
    images: [{ view: 'kit-contents', label: 'kit contents', picture: 'ib-rk-b-kit-contents.png' }],
  },
];
