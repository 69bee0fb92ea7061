// The product category tree (two levels). Slugs are derived with categorySlug() when written.
import type { CategorySeed } from '../types';

export const CATEGORIES: CategorySeed[] = [
  {
    name: 'Torches',
    description:
      'Air/acetylene and duplex soldering torches for copper tubing, sheet metal and fabrication work. Every handle takes our interchangeable tips.',
    children: [
      {
        name: 'Air/Acetylene Torches',
        description:
          'Single-flame torch handles that mix acetylene with the surrounding air at the tip. Light, quick to set up and sized by the tip you fit.',
      },
      {
        name: 'Duplex Soldering Torches',
        description:
          'Twin-flame torches whose forked tip heats both sides of a copper joint at once, for even heat on larger tubing and fittings.',
      },
    ],
  },
  {
    name: 'Torch Tips',
    description:
      'Interchangeable air/acetylene and duplex tips from very fine to extra heavy. Match the tip to the tube size and the job.',
  },
  {
    name: 'Regulators',
    description: 'Acetylene regulators preset to a steady 15 PSI delivery pressure, for MC and B cylinders.',
  },
  {
    name: 'Hoses & Fittings',
    description: 'Red fuel-gas hose assemblies with B-size left-hand fittings, and the parts to repair them.',
  },
  {
    name: 'Kits',
    description:
      'Complete torch outfits in a fitted case: handle, tips, regulator, hose, striker and tip cleaner, ready to connect to a cylinder.',
  },
  {
    name: 'Accessories',
    description: 'The small things that keep a torch working: strikers, flints, tip cleaners and cases.',
    children: [
      {
        name: 'Strikers & Igniters',
        description: 'Flint strikers and replacement flints for lighting air/acetylene torches safely.',
      },
      {
        name: 'Tip Cleaners',
        description:
          'Cleaning wires and files to clear carbon and spatter from tip orifices without enlarging them.',
      },
      {
        name: 'Cases',
        description:
          'Hard cases and tool rolls that protect torches, tips and regulators on the truck and on the roof.',
      },
    ],
  },
  {
    name: 'Replacement Parts',
    description: 'Valve stems, O-rings and trigger assemblies to keep older Torchworks handles in service.',
  },
];
