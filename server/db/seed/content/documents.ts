// The documents of the demo catalogue, rendered to PDF by ../pdf.ts. Charts and spec sheets are
// built from the product data, so a document never disagrees with the catalogue.
import type { DocumentSeed, PdfBlock, ProductSeed } from '../types';
import { CAT } from './products/shared';
import { SPEC_DEFINITIONS } from './specs';

const UNITS = new Map(SPEC_DEFINITIONS.map((d) => [d.key, d.unit]));

/** A spec value as a data sheet prints it: "15 PSI", "0.75 in", "Yes", or a dash. */
function spec(p: ProductSeed, key: string): string {
  const value = p.specs[key];
  if (value === undefined) return '–';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const unit = UNITS.get(key);
  if (key === 'solder_capacity') return String(value).includes('″') ? String(value) : `${value}″`;
  return unit && typeof value === 'number' ? `${value} ${unit}` : String(value);
}

const active = (products: ProductSeed[], category: string) =>
  products.filter((p) => p.category === category && p.status === 'active');

const money = (price: string) => `$${price}`;

/** Product families in catalogue order. */
const CATALOG_ORDER = [
  CAT.airAcetylene,
  CAT.duplex,
  CAT.kits,
  CAT.tips,
  CAT.regulators,
  CAT.hoses,
  CAT.strikers,
  CAT.tipCleaners,
  CAT.cases,
  CAT.parts,
];

const ACETYLENE_RULES: string[] = [
  'Never use acetylene at a pressure above 15 PSI (103 kPa). Torchworks regulators are preset to 15 PSI and sealed.',
  'Do not draw acetylene faster than about one-seventh of the cylinder contents per hour. Use a B cylinder or larger for swirl tips and duplex torches.',
  'Store, transport and use acetylene cylinders upright, secured against falling. If a cylinder has been on its side, stand it upright and let it settle before use, as your gas supplier directs.',
  'Open the cylinder valve slowly, no more than 1½ turns, and leave the valve key in place.',
  'Keep acetylene away from copper (in alloys above 65% copper), silver and mercury: they can form explosive acetylides. Torchworks torches use brass rated for acetylene service.',
];

const TORCH_SAFETY: PdfBlock[] = [
  { type: 'h2', text: 'Before you light' },
  {
    type: 'bullets',
    items: [
      'Wear safety glasses with side shields and filter lenses (shade 2 for soldering, shade 3 or 4 for brazing), gloves and flame-resistant clothing.',
      'Clear the area of combustibles or protect them with a heat shield. Have a charged fire extinguisher within reach.',
      'Check the hose for cuts, burns and soft spots. Replace damaged hose; never tape it.',
      'Leak-test every connection with a leak-detection solution or soapy water, never with a flame.',
      'Work with good ventilation. Acetylene displaces oxygen in confined spaces; flux and solder fumes should not be breathed.',
    ],
  },
  { type: 'h2', text: 'Lighting and shutting down' },
  {
    type: 'bullets',
    items: [
      'Open the cylinder valve slowly (no more than 1½ turns). The regulator delivers a steady 15 PSI.',
      'Open the torch valve about a quarter turn and light the gas immediately with a flint striker held to the side of the tip. Never use matches or a pocket lighter.',
      'Adjust the flame with the torch valve until the inner cone is sharp and steady.',
      'To shut down, close the torch valve. At the end of the day close the cylinder valve, open the torch valve to bleed the hose, then close it again.',
    ],
  },
  { type: 'h2', text: 'After hot work' },
  {
    type: 'p',
    text: 'Heat travels along copper and into walls, insulation and roof decks. Keep a fire watch after hot work for as long as your site rules, your insurer and NFPA 51B require, and check hidden spaces behind the work before you leave.',
  },
];

const WARRANTY_TERMS: PdfBlock[] = [
  { type: 'h2', text: 'What is covered' },
  {
    type: 'p',
    text: 'Torchworks Torch Company warrants Torchworks torches, tips, regulators, kits and cases to be free from defects in materials and workmanship for one (1) year from the date of purchase from an authorised distributor, when used and maintained as described in their instructions.',
  },
  { type: 'h2', text: 'What we will do' },
  {
    type: 'p',
    text: 'If a covered product fails because of a defect during the warranty period, we will repair or replace it at our option, at no charge for parts or labour, and pay return shipping to you.',
  },
  { type: 'h2', text: 'What is not covered' },
  {
    type: 'bullets',
    items: [
      'Normal wear: flints, O-rings, tip orifices enlarged by cleaning, hose covers.',
      'Damage from misuse, accidents, dropping, overheating, or use above 15 PSI.',
      'Products altered or repaired by anyone other than Torchworks, or fitted with other makers’ tips.',
      'Regulators whose factory seal has been broken.',
    ],
  },
  { type: 'h2', text: 'How to make a claim' },
  {
    type: 'p',
    text: 'Contact your distributor or Torchworks customer service for a Return Material Authorisation (RMA) number, then send the product with proof of purchase and the RMA number. Returns without an RMA number cannot be processed.',
  },
  {
    type: 'note',
    text: 'This warranty gives you specific legal rights, and you may also have other rights which vary from state to state.',
  },
];

export const DOCUMENTS: DocumentSeed[] = [
  {
    key: 'acetylene-safety-data-sheet',
    title: 'Acetylene Safety Data Sheet (Reference Summary)',
    kind: 'SDS',
    version: '3.0',
    effectiveDate: '2025-01-06',
    description:
      'A reference summary of the hazards of dissolved acetylene for users of Torchworks equipment. Always follow the SDS supplied with your cylinder.',
    subtitle: 'Dissolved acetylene (C2H2) in cylinders for air/acetylene torches',
    categories: [CAT.airAcetylene, CAT.duplex, CAT.kits, CAT.regulators],
    body: () => [
      {
        type: 'note',
        text: 'Torchworks does not supply acetylene. This summary helps users of our torches understand the gas; it does not replace the Safety Data Sheet of your gas supplier, which is the governing document for the cylinder you use.',
      },
      { type: 'h2', text: '1. Identification' },
      {
        type: 'table',
        widths: [1, 2],
        header: ['Item', 'Detail'],
        rows: [
          ['Product', 'Acetylene, dissolved (in acetone within a porous mass)'],
          ['Formula / CAS', 'C2H2 / 74-86-2'],
          ['Use', 'Fuel gas for soldering, brazing and heating'],
          ['Emergency', 'Call 911. Then contact your gas supplier at the number on the cylinder label.'],
        ],
      },
      { type: 'h2', text: '2. Hazards' },
      {
        type: 'bullets',
        items: [
          'Extremely flammable gas (H220). Forms explosive mixtures with air over a very wide range.',
          'May react explosively even in the absence of air at elevated pressure or temperature (H230).',
          'Contains gas under pressure; may explode if heated (H280).',
          'Can displace oxygen and cause rapid suffocation in confined spaces.',
        ],
      },
      { type: 'h2', text: '4. First aid' },
      {
        type: 'p',
        text: 'Inhalation: move the person to fresh air without putting yourself at risk; if breathing is difficult, give oxygen if trained to do so and get medical help. Skin or eye contact with the gas is not expected to cause injury; treat burns from fire in the usual way.',
      },
      { type: 'h2', text: '5. Fire fighting' },
      {
        type: 'p',
        text: 'If it is safe to do so, stop the flow of gas by closing the cylinder valve. Do not put out a leaking gas flame unless the leak can be stopped. Cool cylinders exposed to fire with water from a protected position; fusible plugs in the cylinder melt at about 212 °F (100 °C). Evacuate the area if a cylinder is heated.',
      },
      { type: 'h2', text: '7. Handling and storage' },
      { type: 'bullets', items: ACETYLENE_RULES },
      { type: 'h2', text: '9. Physical properties' },
      {
        type: 'table',
        widths: [1, 1],
        header: ['Property', 'Value'],
        rows: [
          ['Appearance', 'Colourless gas'],
          ['Odour', 'Garlic-like (commercial grade); pure acetylene is odourless'],
          ['Sublimation point', '−119 °F (−84 °C)'],
          ['Relative density (air = 1)', '0.91'],
          ['Flammable limits in air', '2.5 % to 100 % by volume'],
          ['Auto-ignition temperature', 'about 581 °F (305 °C)'],
        ],
      },
      { type: 'h2', text: '10. Stability and reactivity' },
      {
        type: 'p',
        text: 'Stable as supplied in the cylinder, where it is dissolved in acetone. As a free gas above 15 PSI, or when heated, it can decompose explosively. Incompatible with oxidisers, halogens, copper (alloys above 65% copper), silver and mercury.',
      },
    ],
  },
  {
    key: 'spec-sheet-air-acetylene-torches',
    title: 'Air/Acetylene Torches: Specification Sheet',
    kind: 'SPEC',
    version: '2.1',
    effectiveDate: '2025-03-03',
    description: 'Specifications of the AA-series torch handles and the air/acetylene kits.',
    subtitle: 'AA-100, AA-200, AA-300 and the Service and Contractor kits',
    categories: [CAT.airAcetylene],
    skus: ['TW-KT-MC', 'TW-KT-B'],
    body: (products) => {
      const rows = [
        ...active(products, CAT.airAcetylene),
        ...products.filter((p) => ['TW-KT-MC', 'TW-KT-B'].includes(p.sku)),
      ];
      return [
        {
          type: 'p',
          text: 'All AA-series handles run on acetylene at 15 PSI, take every Torchworks T- and R-series tip, and connect to a hose with a B-size left-hand fuel-gas fitting.',
        },
        { type: 'h2', text: 'Handles and kits' },
        {
          type: 'table',
          widths: [1.2, 2.6, 1.1, 1, 1.1, 0.9],
          header: ['SKU', 'Product', 'Flame class', 'Solders up to', 'Cylinder', 'Weight'],
          rows: rows.map((p) => [
            p.sku,
            p.name.replace('Torchworks ', ''),
            spec(p, 'flame_class'),
            spec(p, 'solder_capacity'),
            spec(p, 'recommended_cylinder'),
            spec(p, 'weight'),
          ]),
        },
        { type: 'h2', text: 'Common data' },
        {
          type: 'table',
          widths: [1, 2],
          header: ['Item', 'Value'],
          rows: [
            ['Fuel gas', 'Acetylene, mixed with air at the tip'],
            ['Operating pressure', '15 PSI (from a Torchworks preset regulator)'],
            ['Flame temperature', 'approx. 4,200 °F just beyond the inner cone'],
            ['Inlet', 'B-size, 9/16″-18 left-hand (fuel gas)'],
            ['Tip seal', 'Hand-tight thread with O-ring'],
            ['Warranty', 'One year'],
          ],
        },
      ];
    },
  },
  {
    key: 'spec-sheet-duplex-soldering-torches',
    title: 'Duplex Soldering Torches: Specification Sheet',
    kind: 'SPEC',
    version: '2.0',
    effectiveDate: '2025-03-03',
    description: 'Specifications of the Duplex 75, 150 and 300 and the DXT twin tips.',
    subtitle: 'Twin-flame torches and twin tips for ½″ to 3″ copper',
    categories: [CAT.duplex],
    skus: ['TW-KT-DX', 'TW-DXT-75', 'TW-DXT-150', 'TW-DXT-300'],
    body: (products) => {
      const torches = active(products, CAT.duplex);
      const tips = products.filter((p) => p.sku.startsWith('TW-DXT-'));
      return [
        {
          type: 'p',
          text: 'A duplex torch divides the gas between two nozzles on a fork, so that two opposed flames heat both sides of a copper joint at the same time. All duplex handles take all DXT twin tips.',
        },
        { type: 'h2', text: 'Torches' },
        {
          type: 'table',
          widths: [1.1, 3, 1.2, 1.1, 0.9],
          header: ['SKU', 'Product', 'Flame class', 'Solders up to', 'Weight'],
          rows: torches.map((p) => [
            p.sku,
            p.name.replace('Torchworks ', ''),
            spec(p, 'flame_class'),
            spec(p, 'solder_capacity'),
            spec(p, 'weight'),
          ]),
        },
        { type: 'h2', text: 'Twin tips' },
        {
          type: 'table',
          widths: [1.1, 3, 1.2, 1.1, 1.1],
          header: ['SKU', 'Tip', 'Flame class', 'Solders up to', 'Brazes up to'],
          rows: tips.map((p) => [
            p.sku,
            p.name.replace('Torchworks ', ''),
            spec(p, 'flame_class'),
            spec(p, 'solder_capacity'),
            spec(p, 'max_tube_size'),
          ]),
        },
        {
          type: 'note',
          text: 'Duplex torches need a B acetylene cylinder or larger and a regulator delivering 15 PSI.',
        },
      ];
    },
  },
  {
    key: 'spec-sheet-regulators-hoses',
    title: 'Regulators and Hoses: Specification Sheet',
    kind: 'SPEC',
    version: '1.4',
    effectiveDate: '2024-11-18',
    description: 'Connections, pressures and lengths of Torchworks regulators and Ironbound hose assemblies.',
    subtitle: 'Preset 15 PSI acetylene regulators and B-size fuel-gas hoses',
    categories: [CAT.regulators, CAT.hoses],
    body: (products) => [
      { type: 'h2', text: 'Regulators' },
      {
        type: 'table',
        widths: [1.2, 3, 1.8, 1, 1],
        header: ['SKU', 'Product', 'Inlet', 'Delivery', 'Max inlet'],
        rows: active(products, CAT.regulators).map((p) => [
          p.sku,
          p.name.replace('Torchworks ', ''),
          spec(p, 'connection_type'),
          spec(p, 'operating_pressure'),
          spec(p, 'max_inlet_pressure'),
        ]),
      },
      {
        type: 'p',
        text: 'Delivery pressure is set to 15 PSI at the factory and sealed. The outlet is a B-size, 9/16″-18 left-hand fuel-gas connection.',
      },
      { type: 'h2', text: 'Hoses and fittings' },
      {
        type: 'table',
        widths: [1.2, 3.2, 1, 2.4],
        header: ['SKU', 'Product', 'Length', 'Fittings'],
        rows: active(products, CAT.hoses).map((p) => [
          p.sku,
          p.name.replace('Ironbound ', ''),
          spec(p, 'hose_length'),
          spec(p, 'connection_type'),
        ]),
      },
    ],
  },
  {
    key: 'manual-air-acetylene-torches',
    title: 'Air/Acetylene Torch User Manual',
    kind: 'MANUAL',
    version: '4.2',
    effectiveDate: '2024-09-02',
    description: 'Assembly, lighting, flame adjustment, shutdown and care of AA-series torches.',
    subtitle: 'AA-100, AA-200 Self-Lighting, AA-300 and AA-500',
    categories: [CAT.airAcetylene],
    skus: ['TW-KT-MC', 'TW-KT-B'],
    body: () => [
      { type: 'h2', text: 'Assembly' },
      {
        type: 'bullets',
        items: [
          'Fit the 15 PSI regulator to the cylinder valve (CGA 200 for MC, CGA 520 for B) and tighten with a wrench.',
          'Connect the hose to the regulator outlet and to the torch inlet. Both are left-hand threads: turn anticlockwise to tighten.',
          'Screw the tip into the handle hand-tight. The O-ring seals; do not use a wrench.',
          'Open the cylinder valve slowly and leak-test every connection with soapy water.',
        ],
      },
      ...TORCH_SAFETY.slice(2, 4),
      { type: 'h2', text: 'AA-200 Self-Lighting' },
      {
        type: 'p',
        text: 'Squeeze the trigger fully: the gas opens and the flint sparks in one movement. Set the flame size with the needle valve, not the trigger. Release the trigger to put the flame out. Replace the flint when sparks become weak.',
      },
      { type: 'h2', text: 'Care and troubleshooting' },
      {
        type: 'table',
        widths: [1.3, 2],
        header: ['Symptom', 'What to do'],
        rows: [
          [
            'Flame pops or goes out',
            'Clean the nozzle with the correct tip-cleaner wire; check the tip is tight and the O-ring undamaged.',
          ],
          [
            'Yellow, smoky flame',
            'Air ports on the tip are blocked: clean them. Check the cylinder is not nearly empty.',
          ],
          ['Weak flame on a large tip', 'The cylinder is too small for the tip. Use a B cylinder or larger.'],
          ['Valve will not shut off', 'Stop using the torch. Replace the valve stem assembly.'],
        ],
      },
    ],
  },
  {
    key: 'manual-duplex-soldering-torches',
    title: 'Duplex Soldering Torch User Manual',
    kind: 'MANUAL',
    version: '3.1',
    effectiveDate: '2024-09-02',
    description: 'Set-up, twin-tip changes and soldering technique for Duplex torches.',
    subtitle: 'Duplex 75, Duplex 150, Duplex 300 and DXT twin tips',
    categories: [CAT.duplex],
    skus: ['TW-KT-DX'],
    body: () => [
      { type: 'h2', text: 'Set-up' },
      {
        type: 'bullets',
        items: [
          'Use a B acetylene cylinder or larger with a 15 PSI Torchworks regulator.',
          'Choose the twin tip for the tube size: DXT-75 up to ¾″, DXT-150 up to 1½″, DXT-300 up to 3″.',
          'Screw the twin tip into the handle hand-tight and leak-test before lighting.',
        ],
      },
      { type: 'h2', text: 'Soldering with two flames' },
      {
        type: 'p',
        text: 'Light both nozzles with a striker held below the fork. Slip the fork over the tube with the fitting between the nozzles and hold it still: you do not need to move the flame around the joint. When the flux bubbles and the copper reaches temperature, feed solder at the top of the joint and let it be drawn round.',
      },
      {
        type: 'note',
        text: 'Changing tips: let the tip cool completely, close the torch valve, unscrew the tip by hand and check the O-ring before fitting the next one.',
      },
      ...TORCH_SAFETY.slice(4),
    ],
  },
  {
    key: 'regulator-instructions',
    title: 'Acetylene Regulator Installation and Operating Instructions',
    kind: 'MANUAL',
    version: '2.3',
    effectiveDate: '2024-06-10',
    description: 'Fitting, leak-testing and using Torchworks 15 PSI preset regulators.',
    subtitle: '15 PSI preset regulators for MC (CGA 200) and B (CGA 520) cylinders',
    categories: [CAT.regulators],
    body: () => [
      { type: 'h2', text: 'Fitting the regulator' },
      {
        type: 'bullets',
        items: [
          'Check the regulator matches the cylinder valve. Never use adapters between cylinder connections.',
          'Wipe the valve outlet clean. Do not use oil or grease on any fitting.',
          'Fit the regulator and tighten the inlet nut firmly with a wrench.',
          'Stand to the side of the regulator and open the cylinder valve slowly, no more than 1½ turns.',
          'Leak-test the inlet and outlet with soapy water or a leak-detection solution.',
        ],
      },
      { type: 'h2', text: 'In use' },
      {
        type: 'p',
        text: 'The delivery gauge should read 15 PSI. The pressure is preset and sealed; there is no adjusting screw. If the gauge reads above the green band, close the cylinder valve and return the regulator for inspection.',
      },
      { type: 'h2', text: 'Acetylene rules' },
      { type: 'bullets', items: ACETYLENE_RULES },
    ],
  },
  {
    key: 'limited-warranty',
    title: 'Torchworks One-Year Limited Warranty',
    kind: 'WARRANTY',
    version: '2.0',
    effectiveDate: '2024-01-02',
    description:
      'The terms of the one-year limited warranty on Torchworks torches, tips, regulators, kits and cases.',
    subtitle: 'Torches, tips, regulators, kits and cases sold under the Torchworks name',
    categories: [CAT.airAcetylene, CAT.duplex, CAT.regulators, CAT.kits],
    body: () => WARRANTY_TERMS,
  },
  {
    key: 'duplex-brochure',
    title: 'Duplex Soldering Torches',
    kind: 'BROCHURE',
    version: '2025',
    effectiveDate: '2025-02-03',
    description: 'Why two flames: a short introduction to Torchworks duplex soldering torches.',
    subtitle: 'Two flames. Even heat. Joints that fill the first time.',
    categories: [CAT.duplex],
    skus: ['TW-KT-DX'],
    body: (products) => [
      {
        type: 'p',
        text: 'For more than 50 years Torchworks has made torches for the trades in our New Jersey shop. The duplex soldering torch is the one our customers ask for by name.',
      },
      { type: 'h2', text: 'Why two flames' },
      {
        type: 'p',
        text: 'A single flame heats the side of a fitting it points at, and the far side lags behind. On larger copper that is where joints come up short. A duplex torch puts one flame on each side, so the whole fitting reaches temperature together and the solder is drawn all the way round.',
      },
      { type: 'h2', text: 'The range' },
      {
        type: 'table',
        widths: [2.6, 1.2, 3],
        header: ['Torch', 'Solders up to', 'Typical work'],
        rows: active(products, CAT.duplex).map((p) => [
          p.name.replace('Torchworks ', ''),
          spec(p, 'solder_capacity'),
          p.subtitle,
        ]),
      },
      {
        type: 'bullets',
        items: [
          'Runs on acetylene at a steady 15 PSI from our preset regulators.',
          'Interchangeable twin tips from ¾″ to 3″.',
          'Assembled and leak-tested in New Jersey; one-year warranty.',
        ],
      },
    ],
  },
  {
    key: 'certificate-of-conformance-regulators',
    title: 'Certificate of Conformance: 15 PSI Acetylene Regulators',
    kind: 'CERTIFICATE',
    version: '1.2',
    effectiveDate: '2025-01-06',
    description: 'Manufacturer’s statement of the tests every Torchworks regulator passes before shipment.',
    subtitle: 'Models TW-RG-15MC and TW-RG-15B',
    categories: [CAT.regulators],
    body: () => [
      {
        type: 'p',
        text: 'Torchworks Torch Company certifies that each regulator of the models listed above has been assembled, inspected and tested at our New Jersey facility before shipment, as follows:',
      },
      {
        type: 'bullets',
        items: [
          'Delivery pressure set to 15 PSI and the adjustment sealed.',
          'Inlet, body and outlet leak-tested at full cylinder pressure.',
          'Creep test: delivery pressure checked for rise with the outlet closed.',
          'Inlet connection checked against its CGA designation (200 for MC, 520 for B).',
        ],
      },
      {
        type: 'p',
        text: 'Records of these tests are kept by serial number and are available to customers on request.',
      },
      { type: 'field', label: 'Serial number:' },
      { type: 'field', label: 'Tested by:' },
      { type: 'field', label: 'Date:' },
    ],
  },
  // The four support downloads of the public footer (document 001 §2.12).
  {
    key: 'product-catalog',
    title: 'Torchworks Product Catalog',
    kind: 'BROCHURE',
    version: '2025.1',
    effectiveDate: '2025-01-06',
    description: 'Every current Torchworks, BlueCone and Ironbound product with its SKU and list price.',
    subtitle: 'Air/acetylene torches, duplex soldering torches, tips, regulators, hoses and accessories',
    body: (products) => [
      {
        type: 'p',
        text: 'Torchworks Torch Company is a family business in New Jersey, founded in 1968. We make professional air/acetylene and duplex soldering torches for HVAC and plumbing, roofing, fabricators and artisans. Prices are manufacturer’s suggested list prices in US dollars; ask your distributor for a quote.',
      },
      {
        type: 'table',
        widths: [1.3, 4.2, 1.4, 1],
        header: ['SKU', 'Product', 'Solders up to', 'MSRP'],
        rows: CATALOG_ORDER.flatMap((category) => active(products, category)).map((p) => [
          p.sku,
          p.name,
          p.specs.solder_capacity ? spec(p, 'solder_capacity') : '–',
          money(p.price),
        ]),
      },
    ],
  },
  {
    key: 'torch-safety-guide',
    title: 'Torch Safety Guide',
    kind: 'MANUAL',
    version: '3.0',
    effectiveDate: '2024-04-01',
    description:
      'Safe set-up, lighting, shutdown and hot-work practice for air/acetylene and duplex torches.',
    subtitle: 'For everyone who uses an air/acetylene or duplex soldering torch',
    categories: [CAT.airAcetylene, CAT.duplex],
    body: () => [
      ...TORCH_SAFETY,
      { type: 'h2', text: 'Acetylene rules' },
      { type: 'bullets', items: ACETYLENE_RULES },
    ],
  },
  {
    key: 'warranty-registration',
    title: 'Warranty Registration Form',
    kind: 'WARRANTY',
    version: '1.1',
    effectiveDate: '2024-01-02',
    description: 'Register a Torchworks product for the one-year limited warranty.',
    subtitle: 'Complete and return to Torchworks customer service, or register with your distributor',
    body: () => [
      {
        type: 'p',
        text: 'Registering is optional; your warranty applies with proof of purchase either way. A registration lets us contact you about service bulletins for your product.',
      },
      { type: 'field', label: 'Name:' },
      { type: 'field', label: 'Company:' },
      { type: 'field', label: 'E-mail:' },
      { type: 'field', label: 'Phone:' },
      { type: 'field', label: 'Product SKU:' },
      { type: 'field', label: 'Serial number (regulators):' },
      { type: 'field', label: 'Date of purchase:' },
      { type: 'field', label: 'Purchased from (distributor):' },
      ...WARRANTY_TERMS.slice(0, 2),
    ],
  },
  {
    key: 'tip-selection-chart',
    title: 'Tip Selection Chart',
    kind: 'SPEC',
    version: '2.2',
    effectiveDate: '2025-03-03',
    description: 'Which Torchworks tip to use for each tube size and job, and which cylinder it needs.',
    subtitle: 'T-series, R-series and DXT twin tips at 15 PSI acetylene',
    categories: [CAT.tips],
    body: (products) => [
      {
        type: 'p',
        text: 'Choose the smallest tip that brings the joint to temperature quickly. A tip that is too small overheats the flux before the fitting is hot; one that is too large wastes gas and can damage nearby materials.',
      },
      {
        type: 'table',
        widths: [1.3, 2.6, 1.2, 1.1, 1.1, 1.2],
        header: ['Tip', 'Type', 'Flame class', 'Solders up to', 'Brazes up to', 'Cylinder'],
        rows: active(products, CAT.tips).map((p) => [
          p.sku.replace('TW-', ''),
          p.name.replace('Torchworks ', ''),
          spec(p, 'flame_class'),
          spec(p, 'solder_capacity'),
          spec(p, 'max_tube_size'),
          spec(p, 'recommended_cylinder'),
        ]),
      },
      {
        type: 'note',
        text: 'Soldering sizes are for soft solder on nominal copper tube; brazing sizes for silver-bearing filler. An MC cylinder supplies tips up to the T-4; larger tips need a B cylinder or larger.',
      },
    ],
  },
];
