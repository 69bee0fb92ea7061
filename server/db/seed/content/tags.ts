// Tag groups and tags. Group colours come from TAG_CATEGORY_PALETTE, tag colours from TAG_COLOR_PRESETS.
import { TAG_CATEGORY_PALETTE, TAG_COLOR_PRESETS } from '../../../../core/constants';
import type { TagGroupSeed } from '../types';

const group = (name: (typeof TAG_CATEGORY_PALETTE)[number]['name']) =>
  TAG_CATEGORY_PALETTE.find((c) => c.name === name)!.value;
const [blue, green, amber, red, violet, cyan, orange, lime, pink, gray] = TAG_COLOR_PRESETS;

export const TAG_GROUPS: TagGroupSeed[] = [
  {
    name: 'Applications',
    description:
      'The trades and jobs a product is made for. Shown as "By Application" in the public catalogue.',
    color: group('orange'),
    tags: [
      {
        name: 'HVAC & Plumbing',
        description: 'Soft-soldering and brazing copper supply, drain and refrigerant lines.',
        color: blue,
      },
      {
        name: 'Roofing',
        description: 'Soldering copper and lead-coated flashing, gutters, valleys and seams.',
        color: orange,
      },
      {
        name: 'Fabricators & Artisans',
        description: 'Sheet-metal shops, metal sculptors, sign makers and restoration work.',
        color: violet,
      },
      {
        name: 'Refrigeration',
        description: 'Brazing and soldering small-diameter refrigerant tubing in the field.',
        color: cyan,
      },
      {
        name: 'Jewelry & Crafts',
        description: 'Fine flames for small parts, stained glass came and craft soldering.',
        color: pink,
      },
    ],
  },
  {
    name: 'Features',
    description: 'What sets a product apart in use.',
    color: group('blue'),
    tags: [
      {
        name: 'Self-Lighting',
        description: 'Lights from a built-in flint when the trigger is squeezed; no separate striker needed.',
        color: amber,
      },
      {
        name: 'Swirl Flame',
        description: 'Swirl tips spin the flame so it wraps around the tube for faster, more even heat.',
        color: blue,
      },
      {
        name: 'Lightweight',
        description: 'Under one pound at the hand, for long days and overhead work.',
        color: lime,
      },
      {
        name: 'Pressure Regulated',
        description: 'Delivers a steady 15 PSI to the torch for a consistent flame.',
        color: green,
      },
      {
        name: 'Twin Flame',
        description: 'Two opposed flames heat both sides of the joint at once.',
        color: red,
      },
    ],
  },
  {
    name: 'Cylinder',
    description: 'Which acetylene cylinder a regulator or kit connects to.',
    color: group('red'),
    tags: [
      {
        name: 'MC Cylinder',
        description: 'Small 10 cu ft acetylene cylinders with the CGA 200 valve outlet.',
        color: red,
      },
      {
        name: 'B Cylinder',
        description: 'Standard 40 cu ft acetylene cylinders with the CGA 520 valve outlet.',
        color: red,
      },
    ],
  },
];

/** Tags outside any group. */
export const UNGROUPED_TAGS: TagGroupSeed['tags'] = [
  {
    name: 'Replacement Part',
    description: 'A part that keeps an existing torch or outfit in service.',
    color: gray,
  },
];
