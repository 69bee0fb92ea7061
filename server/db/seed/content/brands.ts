// Brands: the house brand, its consumables line and its hose-and-fittings line (all fictional).
import type { BrandSeed } from '../types';

export const BRANDS: BrandSeed[] = [
  {
    name: 'Torchworks',
    description:
      'The house brand of the Torchworks Torch Company, a family business in New Jersey making air/acetylene and duplex soldering torches since 1968. Handles, tips, regulators and kits are designed and assembled in our own shop.',
    website: 'https://www.example.com/torchworks',
    logo: 'torchworks-brand-logo.png',
  },
  {
    name: 'BlueCone',
    description:
      'Torchworks’ line of everyday consumables and accessories: strikers, flints, tip cleaners and tool rolls, made to fit Torchworks torches and most other air/acetylene outfits.',
    website: 'https://www.example.com/bluecone',
    logo: 'bluecone-brand-logo.png',
  },
  {
    name: 'Ironbound',
    description:
      'Hoses, fittings and repair parts for fuel-gas lines, named after the Newark neighbourhood where the line started. Sold and supported by Torchworks.',
    website: 'https://www.example.com/ironbound-fittings',
    logo: 'ironbound-brand-logo.png',
  },
];
