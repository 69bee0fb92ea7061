// Specification groups and definitions. flame_class, solder_capacity and system_type are the public
// catalogue's filters (document 001 §2.14, §3): their keys and options are spelled as specified.
import { TAG_CATEGORY_PALETTE } from '../../../../core/constants';
import type { SpecCategorySeed, SpecDefinitionSeed } from '../types';

const colour = (name: (typeof TAG_CATEGORY_PALETTE)[number]['name']) =>
  TAG_CATEGORY_PALETTE.find((c) => c.name === name)!.value;

export const SPEC_CATEGORIES: SpecCategorySeed[] = [
  { name: 'General', description: 'What the product is and what it works with.', color: colour('blue') },
  { name: 'Performance', description: 'Flame, heat and capacity.', color: colour('orange') },
  { name: 'Construction', description: 'Materials, dimensions and weight.', color: colour('gray') },
  {
    name: 'Gas Supply',
    description: 'Pressures, connections and hoses between the cylinder and the torch.',
    color: colour('red'),
  },
];

export const SPEC_DEFINITIONS: SpecDefinitionSeed[] = [
  {
    key: 'system_type',
    label: 'System Type',
    description: 'The torch system the product belongs to.',
    dataType: 'ENUM',
    category: 'General',
    enumOptions: ['Air/Acetylene', 'Duplex Soldering Torch'],
    required: true,
    filterable: true,
  },
  {
    key: 'flame_class',
    label: 'Flame Class',
    description:
      'Flame size from very fine (small parts, thin stock) to extra heavy (large tube and heavy sheet).',
    dataType: 'ENUM',
    category: 'Performance',
    enumOptions: ['Very Fine', 'Fine', 'Medium', 'Heavy', 'Extra Heavy'],
    required: true,
    filterable: true,
  },
  {
    key: 'solder_capacity',
    label: 'Soldering Capacity',
    description:
      'Largest copper tube (nominal size) the tip solders with soft solder under normal shop conditions.',
    dataType: 'ENUM',
    category: 'Performance',
    unit: 'in',
    enumOptions: ['0.5', '0.75', '1.5', '2', '3', '½″ to 3″'],
    filterable: true,
  },
  {
    key: 'flame_temperature',
    label: 'Flame Temperature',
    description: 'Approximate temperature of an air/acetylene flame just beyond the inner cone.',
    dataType: 'NUMBER',
    category: 'Performance',
    unit: '°F',
  },
  {
    key: 'recommended_cylinder',
    label: 'Acetylene Cylinder',
    description:
      'Smallest cylinder that supplies the product at full flame without drawing more than one-seventh of its contents per hour.',
    dataType: 'STRING',
    category: 'Gas Supply',
  },
  {
    key: 'max_tube_size',
    label: 'Max Tube Size (Brazing)',
    description: 'Largest copper tube the tip will bring to brazing temperature (silver-bearing filler).',
    dataType: 'NUMBER',
    category: 'Performance',
    unit: 'in',
  },
  {
    key: 'operating_pressure',
    label: 'Operating Pressure',
    description: 'Acetylene pressure at the torch inlet. Never use acetylene above 15 PSI.',
    dataType: 'NUMBER',
    category: 'Gas Supply',
    unit: 'PSI',
  },
  {
    key: 'max_inlet_pressure',
    label: 'Max Inlet Pressure',
    description: 'Highest cylinder pressure the regulator inlet is rated for.',
    dataType: 'NUMBER',
    category: 'Gas Supply',
    unit: 'PSI',
  },
  {
    key: 'connection_type',
    label: 'Connection',
    description: 'Thread or valve connection at the product’s inlet.',
    dataType: 'STRING',
    category: 'Gas Supply',
  },
  {
    key: 'hose_length',
    label: 'Hose Length',
    dataType: 'NUMBER',
    description: 'Length of the hose assembly, fitting to fitting.',
    category: 'Gas Supply',
    unit: 'ft',
  },
  {
    key: 'self_igniting',
    label: 'Self-Igniting',
    description: 'Lights from a built-in flint without a separate striker.',
    dataType: 'BOOLEAN',
    category: 'General',
  },
  {
    key: 'tip_material',
    label: 'Tip Material',
    description: 'Material of the tip tube and nozzle.',
    dataType: 'STRING',
    category: 'Construction',
  },
  {
    key: 'handle_material',
    label: 'Handle Material',
    dataType: 'STRING',
    description: 'Material of the grip and valve body.',
    category: 'Construction',
  },
  {
    key: 'tip_length',
    label: 'Tip Length',
    description: 'Overall length of the tip from the thread to the nozzle.',
    dataType: 'NUMBER',
    category: 'Construction',
    unit: 'in',
  },
  {
    key: 'weight',
    label: 'Weight',
    description: 'Shipping weight of the item without packaging.',
    dataType: 'NUMBER',
    category: 'Construction',
    unit: 'oz',
  },
];
