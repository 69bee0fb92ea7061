// Product relationships, one side each: the inverse (COMPONENT_OF, ACCESSORY_FOR, …) is written
// with it (document 001 §3 lists the pairs).
import type { RelationshipSeed } from '../types';

const kit = (from: string, parts: Array<[string, string?]>): RelationshipSeed[] =>
  parts.map(([to, note]) => ({ from, to, type: 'COMPONENT', ...(note ? { note } : {}) }));

const each = (
  from: string[],
  to: string[],
  type: RelationshipSeed['type'],
  note?: string,
): RelationshipSeed[] =>
  from.flatMap((f) => to.map((t) => ({ from: f, to: t, type, ...(note ? { note } : {}) })));

export const RELATIONSHIPS: RelationshipSeed[] = [
  // Kit contents.
  ...kit('TW-KT-MC', [
    ['TW-AA-100', 'Supplied with the T-4 tip fitted'],
    ['TW-T2'],
    ['TW-T3'],
    ['TW-T4', 'Fitted to the handle'],
    ['TW-RG-15MC', 'Preset to 15 PSI'],
    ['IB-HS-12'],
    ['BC-ST-1'],
    ['BC-TC-13'],
    ['TW-CS-AA'],
  ]),
  ...kit('TW-KT-B', [
    ['TW-AA-200SL', 'Supplied with the T-5 swirl tip fitted'],
    ['TW-T5S', 'Fitted to the handle'],
    ['TW-T8S'],
    ['TW-T11S'],
    ['TW-RG-15B', 'Preset to 15 PSI'],
    ['IB-HS-25'],
    ['BC-ST-3'],
    ['BC-TC-13'],
    ['TW-CS-AA'],
  ]),
  ...kit('TW-KT-DX', [
    ['TW-DX-150', 'Supplied with the DXT-150 twin tip fitted'],
    ['TW-DXT-75'],
    ['TW-DXT-150', 'Fitted to the handle'],
    ['TW-DXT-300'],
    ['TW-RG-15B', 'Preset to 15 PSI'],
    ['IB-HS-25'],
    ['BC-ST-3'],
    ['BC-TC-LG', 'Sized for duplex nozzles'],
    ['TW-CS-DX'],
  ]),

  // Tips and accessories for the torches.
  ...each(['TW-AA-100'], ['TW-T2', 'TW-T3', 'TW-T5S', 'TW-T8S'], 'ACCESSORY'),
  { from: 'TW-AA-100', to: 'TW-T11S', type: 'ACCESSORY', note: 'Needs a B cylinder' },
  ...each(['TW-AA-200SL'], ['TW-T4', 'TW-T8S', 'TW-T11S'], 'ACCESSORY'),
  ...each(['TW-AA-300', 'TW-AA-500X'], ['TW-T5S', 'TW-T11S'], 'ACCESSORY'),
  { from: 'TW-AA-300', to: 'TW-R10', type: 'ACCESSORY', note: 'For flashing, gutters and seams' },
  { from: 'TW-AA-500X', to: 'TW-R10', type: 'ACCESSORY' },
  ...each(['TW-AA-100', 'TW-AA-300', 'TW-AA-500X'], ['BC-ST-1', 'BC-ST-3', 'BC-TC-13'], 'ACCESSORY'),
  { from: 'TW-AA-100', to: 'TW-CS-AA', type: 'ACCESSORY' },
  { from: 'TW-AA-200SL', to: 'BC-FL-10', type: 'ACCESSORY', note: 'Fits the self-lighting head' },
  { from: 'TW-AA-200SL', to: 'BC-TC-13', type: 'ACCESSORY' },
  { from: 'TW-DX-75', to: 'TW-DXT-150', type: 'ACCESSORY', note: 'For 1″ to 1½″ copper' },
  { from: 'TW-DX-150', to: 'TW-DXT-75', type: 'ACCESSORY', note: 'For ½″ and ¾″ copper' },
  { from: 'TW-DX-150', to: 'TW-DXT-300', type: 'ACCESSORY', note: 'For 2″ to 3″ copper' },
  { from: 'TW-DX-300', to: 'TW-DXT-150', type: 'ACCESSORY' },
  ...each(['TW-DX-75', 'TW-DX-150', 'TW-DX-300'], ['BC-ST-3', 'BC-TC-LG', 'TW-CS-DX'], 'ACCESSORY'),
  { from: 'BC-ST-1', to: 'BC-FL-10', type: 'ACCESSORY' },
  { from: 'BC-ST-3', to: 'BC-FL-10', type: 'ACCESSORY' },

  // Replacement tips and parts.
  { from: 'TW-AA-100', to: 'TW-T4', type: 'REPLACEMENT', note: 'The tip supplied with the torch' },
  { from: 'TW-AA-200SL', to: 'TW-T5S', type: 'REPLACEMENT', note: 'The tip supplied with the torch' },
  { from: 'TW-AA-300', to: 'TW-T8S', type: 'REPLACEMENT', note: 'The tip supplied with the torch' },
  { from: 'TW-DX-75', to: 'TW-DXT-75', type: 'REPLACEMENT', note: 'The twin tip supplied with the torch' },
  { from: 'TW-DX-150', to: 'TW-DXT-150', type: 'REPLACEMENT', note: 'The twin tip supplied with the torch' },
  { from: 'TW-DX-300', to: 'TW-DXT-300', type: 'REPLACEMENT', note: 'The twin tip supplied with the torch' },
  ...each(['TW-AA-100', 'TW-AA-300', 'TW-DX-150', 'TW-DX-300', 'TW-DX-100'], ['TW-RP-VS'], 'REPLACEMENT'),
  ...each(['TW-AA-100', 'TW-AA-200SL', 'TW-AA-300', 'TW-DX-150'], ['TW-RP-OR'], 'REPLACEMENT'),
  { from: 'TW-AA-200SL', to: 'TW-RP-TF', type: 'REPLACEMENT' },
  ...each(
    ['TW-T2', 'TW-T3', 'TW-T4', 'TW-T5S', 'TW-T8S', 'TW-T11S', 'TW-R10'],
    ['TW-RP-OR'],
    'REPLACEMENT',
    'Tip seat O-ring',
  ),
  {
    from: 'TW-T11S',
    to: 'TW-T8S',
    type: 'SIMILAR',
    note: 'One size smaller',
    inverseNote: 'One size larger',
  },
  { from: 'IB-HS-12', to: 'IB-RK-B', type: 'REPLACEMENT', note: 'For re-ending a damaged hose' },
  { from: 'IB-HS-25', to: 'IB-RK-B', type: 'REPLACEMENT', note: 'For re-ending a damaged hose' },

  // Gas supply that works with each torch.
  ...each(['TW-AA-100'], ['TW-RG-15MC', 'TW-RG-15B', 'IB-HS-12', 'IB-HS-25'], 'COMPATIBLE'),
  ...each(
    ['TW-AA-200SL', 'TW-AA-300', 'TW-AA-500X', 'TW-DX-75', 'TW-DX-150', 'TW-DX-300'],
    ['TW-RG-15B', 'IB-HS-25'],
    'COMPATIBLE',
  ),
  { from: 'TW-AA-200SL', to: 'IB-HS-12', type: 'COMPATIBLE' },
  { from: 'TW-RG-15MC', to: 'IB-HS-12', type: 'COMPATIBLE' },
  { from: 'TW-RG-15MC', to: 'IB-HS-25', type: 'COMPATIBLE' },
  { from: 'TW-RG-15B', to: 'IB-HS-12', type: 'COMPATIBLE' },
  { from: 'TW-RG-15B', to: 'IB-HS-25', type: 'COMPATIBLE' },
  { from: 'TW-DX-100', to: 'TW-DXT-150', type: 'COMPATIBLE', note: 'Current twin tips fit the Duplex 100' },

  // Similar torches and alternatives.
  { from: 'TW-AA-100', to: 'TW-AA-200SL', type: 'SIMILAR', note: 'Self-lighting version' },
  { from: 'TW-AA-100', to: 'TW-AA-300', type: 'SIMILAR', note: 'For larger tips' },
  { from: 'TW-AA-300', to: 'TW-AA-500X', type: 'SIMILAR', note: 'Longer reach' },
  { from: 'TW-DX-150', to: 'TW-DX-75', type: 'SIMILAR', note: 'Compact, for ½″ and ¾″' },
  { from: 'TW-DX-150', to: 'TW-DX-300', type: 'SIMILAR', note: 'For 2″ to 3″ copper' },
  { from: 'TW-AA-200SL', to: 'TW-DX-150', type: 'SIMILAR', note: 'Twin flames for 1″ to 1½″' },
  { from: 'TW-KT-MC', to: 'TW-KT-B', type: 'SIMILAR', note: 'For larger copper on a B cylinder' },
  { from: 'TW-KT-B', to: 'TW-KT-DX', type: 'SIMILAR', note: 'Twin-flame outfit' },
  { from: 'BC-ST-1', to: 'BC-ST-3', type: 'SIMILAR' },
  { from: 'BC-TC-13', to: 'BC-TC-LG', type: 'SIMILAR', note: 'For large and duplex tips' },
  { from: 'TW-CS-AA', to: 'TW-CS-DX', type: 'SIMILAR' },
  { from: 'TW-RG-15MC', to: 'TW-RG-15MCX', type: 'UPGRADE_TO', note: 'Adds a cylinder-contents gauge' },
  {
    from: 'TW-DX-100',
    to: 'TW-DX-150',
    type: 'UPGRADE_TO',
    note: 'Replaces the Duplex 100',
    inverseNote: 'Replaces the discontinued Duplex 100',
  },
  { from: 'BC-TR-1', to: 'TW-CS-AA', type: 'UPGRADE_TO', note: 'Replaces the canvas tip roll' },
];
