// CMS pages and the home-page gallery.
import type { GalleryItemSeed, PageSeed } from '../types';

export const PAGES: PageSeed[] = [
  {
    title: 'Become a Distributor',
    slug: 'distributor-program',
    status: 'published',
    metaTitle: 'Become a Torchworks Distributor | Torchworks Torch Company',
    metaDescription:
      'Stock Torchworks air/acetylene and duplex soldering torches. Distributor pricing, training for your counter staff and fast warranty support from our New Jersey shop.',
    content: `# Become a Distributor

Torchworks torches have been sold through plumbing, HVAC and roofing supply houses since 1968. If your customers solder copper or sheet metal, we would like to work with you.

## What you get

- **Distributor pricing** on the full Torchworks, BlueCone and Ironbound range.
- **Counter training**: a short session, in person in the Northeast or online, on matching tips, regulators and cylinders to the job.
- **Point-of-sale material**: the product catalog, the tip selection chart and the torch safety guide, as PDFs and in print.
- **Warranty handled quickly**: send us the RMA and we repair or replace within the one-year warranty, usually the same week.
- **A listing** on our product pages, so contractors can find you from the torch they want.

## What we ask

- A trade counter serving plumbing, HVAC, refrigeration, roofing or metalworking customers.
- Stock of our core range: the AA-100, a duplex torch, the common tips and both regulators.
- Staff who can explain the 15 PSI acetylene rule and the cylinder sizes to customers.

## How to apply

Use the [contact form](/contact?type=distributor); it opens with the distributor inquiry selected. Tell us your company, your branches and the trades you serve, and we will get back to you.

Quotes are valid for 30 days. Standard terms are Net 30 for approved accounts.
`,
  },
  {
    title: 'Hands-On Torch Training',
    slug: 'torch-training',
    status: 'draft',
    metaTitle: 'Hands-On Torch Training for Apprentices and Crews | Torchworks',
    metaDescription:
      'Half-day training on air/acetylene and duplex soldering torches: set-up, leak testing, tip selection and safe hot work.',
    content: `# Hands-On Torch Training

*Draft: dates and locations to be confirmed.*

A half-day session for apprentices and crews on safe, efficient soldering with air/acetylene and duplex torches.

## Topics

1. Cylinders, regulators and the 15 PSI rule
2. Leak testing and daily hose checks
3. Choosing the right tip for the tube size
4. Soldering ½″ to 3″ copper with single and twin flames
5. Fire watch and hot-work permits

Sessions are held at distributor branches in New Jersey, New York and Pennsylvania.
`,
  },
];

export const HOME_GALLERY = {
  name: 'Duplex Home Page',
  slug: 'duplex-home-page',
  title: 'Duplex soldering torches at work',
  description: 'Twin-flame soldering torches for copper from ½″ to 3″.',
};

export const HOME_GALLERY_ITEMS: GalleryItemSeed[] = [
  {
    sku: 'TW-DX-150',
    image: 2,
    title: 'Twin flames',
    caption: 'Two opposed flames heat both sides of the joint at once',
    description:
      'The DXT-150 fork places one flame on each side of the fitting, so the joint heats evenly all round.',
    featured: true,
  },
  {
    sku: 'TW-DX-150',
    image: 0,
    title: 'Duplex 150',
    caption: 'Our best-known duplex torch, for copper up to 1½″',
    description: 'The Duplex 150 with its DXT-150 twin tip.',
  },
  {
    sku: 'TW-DX-300',
    image: 1,
    title: 'Duplex 300 on 3″ copper',
    caption: 'Heavy twin flames for 2″ to 3″ mains',
    description: 'The Duplex 300 heating a 3″ copper fitting evenly without moving the flame around it.',
  },
  {
    sku: 'TW-DX-75',
    image: 1,
    title: 'Duplex 75 in tight spaces',
    caption: 'A compact fork for ½″ and ¾″ lines',
    description: 'The Duplex 75 fits between closely spaced refrigeration and water lines.',
  },
  {
    sku: 'TW-KT-DX',
    image: 0,
    title: 'Duplex Pro Kit',
    caption: 'Everything for ½″ to 3″ copper in one case',
    description:
      'The Duplex 150, three twin tips, a 15 PSI regulator, hose and accessories in a red hard case.',
  },
];
