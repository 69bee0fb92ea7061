// Every product of the demo catalogue, in the order they are written (later rows are newer).
import type { ProductSeed } from '../../types';
import { ACCESSORIES } from './accessories';
import { GAS_SUPPLY } from './gas-supply';
import { KITS } from './kits';
import { TIPS } from './tips';
import { TORCHES } from './torches';

export const PRODUCTS: ProductSeed[] = [...ACCESSORIES, ...GAS_SUPPLY, ...TIPS, ...KITS, ...TORCHES];
