// Air/acetylene and duplex soldering torches.
import type { ProductSeed } from '../../types';
import { ACETYLENE_TORCH, CAT } from './shared';

const AA_FAQS: Array<[string, string]> = [
  [
    'Which cylinder do I need, MC or B?',
    'The small MC cylinder (10 cu ft) is fine for the T-2, T-3 and T-4 tips. Anything from the T-5 swirl tip up needs a B cylinder (40 cu ft) or larger, because acetylene should not be drawn faster than about one-seventh of the cylinder contents per hour.',
  ],
  [
    'Why must the pressure stay at 15 PSI?',
    'Free acetylene becomes unstable above 15 PSI. Our regulators are preset to deliver a steady 15 PSI, which is also the pressure every Torchworks tip is sized for, so you get the flame the chart promises.',
  ],
  [
    'Can I use the tips from my old torch?',
    'Torchworks handles take Torchworks T- and R-series tips. Tips made for other brands often use a different thread or seat and may leak; we do not recommend adapting them.',
  ],
];

export const TORCHES: ProductSeed[] = [
  {
    sku: 'TW-AA-100',
    mpn: 'AA100-T4',
    name: 'Torchworks AA-100 Air/Acetylene Torch',
    subtitle: 'General-purpose handle with a T-4 fine tip',
    shortDescription:
      'Our everyday air/acetylene torch for ½″ and ¾″ copper: a light handle with a smooth needle valve, supplied with the T-4 tip.',
    description: [
      'The AA-100 is the torch most of our plumbing and refrigeration customers start with. The handle weighs 11 oz, the knurled valve knob sits where your thumb expects it, and the needle valve opens smoothly from a pilot flame to full heat, so you can set the flame once and keep working.',
      'It ships with the T-4 fine tip, sized for soft-soldering tubing up to ¾″. Every T- and R-series tip threads on by hand and seals on an O-ring, so changing to a smaller tip for refrigeration work or a swirl tip for larger copper takes seconds and no wrench.',
      'Connect it to a 15 PSI acetylene regulator with a B-size left-hand hose fitting. On an MC cylinder the AA-100 is a compact service outfit; on a B cylinder it takes every tip up to the T-11.',
      'Each AA-100 is assembled and leak-tested in our New Jersey shop before it is boxed, and is covered by our one-year warranty.',
    ],
    price: '96.00',
    stock: 64,
    status: 'active',
    featured: true,
    category: CAT.airAcetylene,
    brand: 'Torchworks',
    tags: ['hvac-plumbing', 'refrigeration', 'lightweight'],
    specs: {
      system_type: 'Air/Acetylene',
      flame_class: 'Fine',
      solder_capacity: '0.75',
      ...ACETYLENE_TORCH,
      recommended_cylinder: 'MC or B',
      self_igniting: false,
      handle_material: 'Glass-filled nylon grip, brass valve body',
      weight: 11,
    },
    highlights: [
      ['flame', 'Supplied with the T-4 tip for copper up to ¾″'],
      ['feather', 'Only 11 oz at the hand'],
      ['wrench', 'Tips change by hand: O-ring seal, no wrench needed'],
      ['shield-check', 'Leak-tested before it leaves our shop'],
    ],
    faqs: AA_FAQS,
    images: [
      { view: 'lit-side-view', label: 'lit, side view', picture: 'tw-kt-mc-aa-100-handle.png' },
      {
        view: 'soldering-copper-coupling',
        label: 'soldering a copper coupling',
        picture: 'tw-aa-100-soldering-copper-coupling.png',
      },
    ],
  },
  {
    sku: 'TW-AA-200SL',
    mpn: 'AA200SL-T5',
    name: 'Torchworks AA-200 Self-Lighting Torch',
    subtitle: 'Squeeze-to-light handle with a T-5 swirl tip',
    shortDescription:
      'Squeeze the trigger and the torch lights from its own flint; let go and the flame goes out. Supplied with the T-5 swirl tip for copper up to 1½″.',
    description: [
      'The AA-200 lights itself. A flint in the head of the handle sparks as the trigger opens the gas, so you never reach for a striker on a ladder or in a crawl space, and the flame goes out as soon as you let go. A separate needle valve sets the flame size and remembers it between joints.',
      'It ships with the T-5 swirl tip. The swirl nozzle spins the flame so it wraps around the tube, heating the fitting evenly from more than one side and bringing ½″ to 1½″ copper up to soldering temperature quickly.',
      'The flint is replaceable from the front of the handle with a coin; spare flints and a complete trigger assembly are available. Use the AA-200 with a 15 PSI regulator on a B cylinder.',
    ],
    price: '168.00',
    stock: 41,
    status: 'active',
    featured: true,
    category: CAT.airAcetylene,
    brand: 'Torchworks',
    tags: ['hvac-plumbing', 'self-lighting', 'swirl-flame'],
    specs: {
      system_type: 'Air/Acetylene',
      flame_class: 'Medium',
      solder_capacity: '1.5',
      ...ACETYLENE_TORCH,
      recommended_cylinder: 'B or larger',
      self_igniting: true,
      handle_material: 'Glass-filled nylon grip, brass valve body, stainless trigger',
      weight: 14,
    },
    highlights: [
      ['zap', 'Lights itself when you squeeze the trigger'],
      ['hand', 'Flame goes out when you let go'],
      ['wind', 'T-5 swirl tip wraps heat around the fitting'],
      ['gauge', 'Separate needle valve holds your flame setting'],
    ],
    faqs: [
      [
        'How many lights does a flint give?',
        'It depends on how firmly the trigger is squeezed, but a flint usually lasts several weeks of daily work. When sparks get weak, replace the flint; the BlueCone 10-pack fits.',
      ],
      [
        'Can I lock the trigger open?',
        'No. The flame goes out when the trigger is released, on purpose. For long heating jobs use the AA-100 or AA-300 with a striker.',
      ],
      AA_FAQS[0]!,
      AA_FAQS[1]!,
    ],
    images: [
      {
        view: 'lit-side-view',
        label: 'lit, side view',
        picture: 'tw-kt-b-aa-200-self-lighting-handle.png',
      },
      {
        view: 'soldering-copper-coupling',
        label: 'soldering a copper coupling',
        picture: 'tw-aa-200sl-soldering-copper-coupling.png',
      },
    ],
  },
  {
    sku: 'TW-AA-300',
    mpn: 'AA300-T8',
    name: 'Torchworks AA-300 Heavy-Duty Torch',
    subtitle: 'Heavy handle with a T-8 swirl tip for roofing and 2″ copper',
    shortDescription:
      'A heavier handle with a larger valve for the big tips: supplied with the T-8 swirl tip for copper up to 2″ and for sheet-metal soldering.',
    description: [
      'The AA-300 is built for the larger tips. Its valve passes more gas than the AA-100 without becoming touchy at low settings, and the longer grip keeps your hand further from the heat when you work with the T-8, T-11 or R-10 roofing tip.',
      'Roofers use it with the R-10 tip to solder copper and lead-coated flashing, gutters and standing seams; mechanical contractors fit the T-11 for 3″ copper. It ships with the T-8 swirl tip, a good all-round size for 1½″ and 2″ tubing.',
      'Run the AA-300 from a B cylinder or larger through a 15 PSI regulator. The valve stem can be replaced in the field if it is ever damaged.',
    ],
    price: '128.00',
    stock: 28,
    status: 'active',
    category: CAT.airAcetylene,
    brand: 'Torchworks',
    tags: ['roofing', 'hvac-plumbing', 'swirl-flame'],
    specs: {
      system_type: 'Air/Acetylene',
      flame_class: 'Heavy',
      solder_capacity: '2',
      ...ACETYLENE_TORCH,
      recommended_cylinder: 'B or larger',
      self_igniting: false,
      handle_material: 'Glass-filled nylon grip, brass valve body',
      weight: 15,
    },
    highlights: [
      ['flame', 'Supplied with the T-8 swirl tip for copper up to 2″'],
      ['home', 'Takes the R-10 tip for flashing, gutters and seams'],
      ['ruler', 'Longer grip keeps your hand away from the heat'],
      ['wrench', 'Field-replaceable valve stem'],
    ],
    faqs: [
      [
        'Is the AA-300 a good roofing torch?',
        'Yes, with the R-10 roofing tip. It gives a wide, soft flame for soldering copper and lead-coated sheet. It is not a torch-down roofing burner for modified bitumen; use a propane roofing torch for that.',
      ],
      AA_FAQS[0]!,
      AA_FAQS[2]!,
    ],
    images: [
      { view: 'lit-side-view', label: 'lit, side view', picture: 'tw-aa-300-lit-side-view.png' },
      {
        view: 'swirl-flame-close-up',
        label: 'swirl flame close-up',
        picture: 'tw-aa-300-swirl-flame-close-up.png',
      },
    ],
  },
  {
    sku: 'TW-AA-500X',
    mpn: 'AA500X-T11',
    name: 'Torchworks AA-500 Extended-Reach Torch',
    subtitle: '18-inch stem for overhead and deep-cavity work',
    shortDescription:
      'An AA-300 valve and grip on an 18-inch brass stem, for joints above a ceiling grid or deep inside a chase. Supplied with the T-11 swirl tip.',
    description: [
      'The AA-500 puts the flame 18 inches ahead of your hand. It is meant for joints you cannot get close to: copper above a ceiling grid, in a pipe chase or behind equipment, and roof drains where you would otherwise lie on the membrane.',
      'The handle and valve are the same as the AA-300, and it takes every T- and R-series tip. It will ship with the T-11 swirl tip for copper up to 3″.',
      'In development: final stem length and weight are being confirmed with field testers before release.',
    ],
    price: '142.00',
    stock: 0,
    status: 'draft',
    category: CAT.airAcetylene,
    brand: 'Torchworks',
    tags: ['roofing', 'fabricators-artisans'],
    specs: {
      system_type: 'Air/Acetylene',
      flame_class: 'Extra Heavy',
      solder_capacity: '3',
      ...ACETYLENE_TORCH,
      recommended_cylinder: 'B or larger',
      self_igniting: false,
      weight: 19,
    },
    highlights: [
      ['move-horizontal', '18-inch stem reaches joints you cannot get close to'],
      ['flame', 'Supplied with the T-11 swirl tip for copper up to 3″'],
      ['wrench', 'Same valve and grip as the AA-300'],
    ],
    images: [
      {
        view: 'lit-side-view',
        label: 'lit, side view',
        picture: 'tw-aa-500x-lit-side-view.png',
      },
    ],
  },
  {
    sku: 'TW-DX-75',
    mpn: 'DX75-DXT75',
    name: 'Torchworks Duplex 75 Compact Soldering Torch',
    subtitle: 'Twin-flame torch for ½″ and ¾″ lines in tight spaces',
    shortDescription:
      'A compact duplex torch whose forked tip heats both sides of a ½″ or ¾″ joint at once, so the solder flows all the way round.',
    description: [
      'A single flame heats the side of the fitting it points at; the far side lags behind, and that is where joints fail. The Duplex 75 puts one flame on each side. Slip the fork over the tube and the whole circumference of the fitting comes up to temperature together.',
      'The compact fork fits between closely spaced lines and against walls, which makes it popular with refrigeration and mini-split installers as well as plumbers working on ½″ and ¾″ copper.',
      'The handle is the same as our AA-series, so it feels familiar. Run it from a 15 PSI regulator on a B cylinder.',
    ],
    price: '214.00',
    stock: 22,
    status: 'active',
    category: CAT.duplex,
    brand: 'Torchworks',
    tags: ['hvac-plumbing', 'refrigeration', 'twin-flame', 'lightweight'],
    specs: {
      system_type: 'Duplex Soldering Torch',
      flame_class: 'Medium',
      solder_capacity: '0.75',
      ...ACETYLENE_TORCH,
      recommended_cylinder: 'B or larger',
      self_igniting: false,
      handle_material: 'Glass-filled nylon grip, brass valve body',
      weight: 13,
    },
    highlights: [
      ['flame', 'Two opposed flames heat the whole joint at once'],
      ['minimize-2', 'Compact fork fits between close lines'],
      ['snowflake', 'Suited to refrigeration and mini-split line sets'],
      ['shield-check', 'Leak-tested before it leaves our shop'],
    ],
    faqs: [
      [
        'What sizes does the Duplex 75 handle?',
        'Copper tube up to ¾″ nominal. For 1″ to 1½″ fit the DXT-150 twin tip, or choose the Duplex 150.',
      ],
      [
        'Can I braze with it?',
        'Yes, on small lines: it brings ½″ copper to brazing temperature with a silver-bearing filler. For larger brazed joints use a bigger tip.',
      ],
    ],
    images: [
      { view: 'lit-side-view', label: 'lit, side view', picture: 'tw-dx-75-lit-side-view.png' },
      {
        view: 'heating-copper-joint',
        label: 'heating a copper joint',
        picture: 'tw-dx-75-heating-copper-joint.png',
      },
    ],
  },
  {
    sku: 'TW-DX-150',
    mpn: 'DX150-DXT150',
    name: 'Torchworks Duplex 150 Soldering Torch',
    subtitle: 'Twin-flame torch for copper up to 1½″',
    shortDescription:
      'Our best-known duplex torch: two opposed flames wrap a 1″ to 1½″ fitting in heat for fast, even soldering with fewer cold spots.',
    description: [
      'The Duplex 150 is the torch our company is known for. Its forked DXT-150 tip puts a flame on each side of the tube, so the fitting heats evenly all the way round and solder is drawn into the joint from every side instead of running out of the bottom.',
      'On 1″ to 1½″ copper that means less time per joint and fewer reworks, because the joint fills the first time.',
      'The twin tip is interchangeable: fit the DXT-75 for ¾″ work or the DXT-300 for 2″ to 3″ copper. The handle and valve are the same trusted design as our AA-series torches.',
      'Run it from a 15 PSI regulator on a B cylinder. Assembled and tested in New Jersey, with a one-year warranty.',
    ],
    price: '264.00',
    stock: 35,
    status: 'active',
    featured: true,
    category: CAT.duplex,
    brand: 'Torchworks',
    tags: ['hvac-plumbing', 'twin-flame'],
    specs: {
      system_type: 'Duplex Soldering Torch',
      flame_class: 'Heavy',
      solder_capacity: '1.5',
      ...ACETYLENE_TORCH,
      recommended_cylinder: 'B or larger',
      self_igniting: false,
      handle_material: 'Glass-filled nylon grip, brass valve body',
      weight: 14,
    },
    highlights: [
      ['flame', 'Twin flames heat both sides of the fitting together'],
      ['timer', 'Faster, more even heat on 1″ to 1½″ copper'],
      ['repeat', 'Interchangeable twin tips from ¾″ to 3″'],
      ['gauge', 'Made for a steady 15 PSI supply'],
      ['shield-check', 'Leak-tested, one-year warranty'],
    ],
    faqs: [
      [
        'How is a duplex torch different from a swirl tip?',
        'A swirl tip spins one flame around the tube; the duplex fork uses two flames aimed at opposite sides. On larger copper the duplex heats the far side of the fitting sooner, which is where single-flame joints usually come up short.',
      ],
      [
        'Does the fork fit over insulated pipe?',
        'The fork goes over bare copper. Cut the insulation back well clear of the joint and protect nearby insulation and building materials with a heat shield.',
      ],
      [
        'Which cylinder should I use?',
        'A B cylinder (40 cu ft) or larger. The duplex tips draw more gas than an MC cylinder can safely supply.',
      ],
    ],
    images: [
      { view: 'lit-side-view', label: 'lit, side view', picture: 'tw-kt-dx-duplex-150-handle.png' },
      {
        view: 'heating-copper-joint',
        label: 'heating a 1½″ copper joint',
        picture: 'tw-dx-150-heating-copper-joint.png',
      },
      {
        view: 'twin-flame-close-up',
        label: 'twin flames close-up',
        picture: 'tw-dx-150-twin-flame-close-up.png',
      },
    ],
  },
  {
    sku: 'TW-DX-300',
    mpn: 'DX300-DXT300',
    name: 'Torchworks Duplex 300 Heavy-Duty Soldering Torch',
    subtitle: 'Twin-flame torch for copper up to 3″',
    shortDescription:
      'The heavy duplex: a wide DXT-300 fork and the AA-300 valve for soldering 2″ to 3″ copper mains evenly and without chasing the heat.',
    description: [
      'Soldering 3″ copper with a single flame means walking the flame round the fitting and hoping the back side keeps up. The Duplex 300 heats both sides at once with two heavy flames on a wide fork, so large joints come up to temperature evenly.',
      'It uses the larger AA-300 valve to supply both flames at full heat. Typical work is 2″ to 3″ water mains, risers, and heating loops; fabricators also use it on copper and brass assemblies.',
      'Run the Duplex 300 from a B cylinder or larger through a 15 PSI regulator. For long runs of 3″ joints, ask your gas supplier about a larger cylinder.',
    ],
    price: '339.00',
    stock: 18,
    status: 'active',
    featured: true,
    category: CAT.duplex,
    brand: 'Torchworks',
    tags: ['hvac-plumbing', 'fabricators-artisans', 'twin-flame'],
    specs: {
      system_type: 'Duplex Soldering Torch',
      flame_class: 'Extra Heavy',
      solder_capacity: '3',
      ...ACETYLENE_TORCH,
      recommended_cylinder: 'B or larger',
      self_igniting: false,
      handle_material: 'Glass-filled nylon grip, brass valve body',
      weight: 18,
    },
    highlights: [
      ['flame', 'Two heavy flames for 2″ to 3″ copper'],
      ['gauge', 'Large AA-300 valve feeds both flames at full heat'],
      ['factory', 'Also used on copper and brass fabrications'],
      ['shield-check', 'Leak-tested, one-year warranty'],
    ],
    faqs: [
      [
        'Can the Duplex 300 run from an MC cylinder?',
        'No. It needs a B cylinder or larger; an MC cylinder cannot deliver acetylene fast enough for the DXT-300 tip.',
      ],
      [
        'Will it solder 4″ copper?',
        'It is rated for copper up to 3″. Larger joints need more heat than an air/acetylene torch of this size delivers evenly.',
      ],
    ],
    images: [
      { view: 'lit-side-view', label: 'lit, side view', picture: 'tw-dx-300-lit-side-view.png' },
      {
        view: 'heating-large-copper-joint',
        label: 'heating 3″ copper',
        picture: 'tw-dx-300-heating-large-copper-joint.png',
      },
    ],
  },
  {
    sku: 'TW-DX-100',
    mpn: 'DX100',
    name: 'Torchworks Duplex 100 Soldering Torch',
    subtitle: 'Discontinued: replaced by the Duplex 150',
    shortDescription:
      'The original Torchworks duplex torch. No longer made; the Duplex 150 replaces it and takes the same twin tips.',
    description: [
      'The Duplex 100 was our first twin-flame soldering torch and many are still in daily use. It has been replaced by the Duplex 150, which has an improved valve and a stronger fork.',
      'Twin tips DXT-75, DXT-150 and DXT-300 fit the Duplex 100. Replacement valve stems remain available while stock lasts.',
    ],
    price: '239.00',
    stock: 3,
    status: 'inactive',
    category: CAT.duplex,
    brand: 'Torchworks',
    tags: ['hvac-plumbing', 'twin-flame'],
    specs: {
      system_type: 'Duplex Soldering Torch',
      flame_class: 'Heavy',
      solder_capacity: '1.5',
      ...ACETYLENE_TORCH,
      recommended_cylinder: 'B or larger',
      self_igniting: false,
    },
    highlights: [
      ['info', 'Discontinued: see the Duplex 150'],
      ['repeat', 'Takes the current DXT twin tips'],
    ],
    // It looked like its successor, so it shares the Duplex 150 drawing.
    images: [{ view: 'side-view', label: 'side view', picture: 'tw-kt-dx-duplex-150-handle.png' }],
  },
];
