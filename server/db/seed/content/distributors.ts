// Fictional distributors and what they stock. Links go to example.com.

import type { DistributorSeed } from '../types';
import { CAT } from './products/shared';

export const DISTRIBUTORS: DistributorSeed[] = [
  {
    name: 'Garden State Plumbing Supply',
    baseUrl: 'https://www.example.com/garden-state-plumbing-supply/catalog/',
    categories: [
      CAT.airAcetylene,
      CAT.duplex,
      CAT.tips,
      CAT.regulators,
      CAT.hoses,
      CAT.kits,
      CAT.strikers,
      CAT.tipCleaners,
    ],
  },
  {
    name: 'Northeast HVAC Wholesale',
    baseUrl: 'https://www.example.com/northeast-hvac-wholesale/item/',
    categories: [CAT.airAcetylene, CAT.duplex, CAT.regulators, CAT.hoses, CAT.kits],
    skus: ['TW-T2', 'TW-T3', 'TW-T4', 'TW-T5S', 'TW-DXT-75', 'BC-ST-1', 'BC-TC-13'],
  },
  {
    name: "Roofers' Depot",
    baseUrl: 'https://www.example.com/roofers-depot/products/',
    categories: [],
    skus: [
      'TW-AA-300',
      'TW-R10',
      'TW-T8S',
      'TW-RG-15B',
      'IB-HS-25',
      'TW-KT-B',
      'BC-ST-1',
      'BC-ST-3',
      'BC-TC-LG',
      'TW-CS-AA',
    ],
  },
  {
    name: 'Keystone Industrial Supply',
    baseUrl: 'https://www.example.com/keystone-industrial-supply/p/',
    categories: [CAT.duplex, CAT.parts, CAT.cases],
    skus: ['TW-DXT-75', 'TW-DXT-150', 'TW-DXT-300', 'TW-KT-DX', 'TW-T11S', 'IB-RK-B'],
  },
];
