import type { SeedDeps } from './index';

/** Placeholder until the demo catalogue lands (same commit series). */
export async function seedDemoCatalogue(_deps: SeedDeps): Promise<Record<string, number>> {
  return {};
}
