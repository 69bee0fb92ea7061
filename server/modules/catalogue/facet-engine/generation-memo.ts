// Values derived from a facet index, kept for as long as the index is unchanged: each engine's map is
// emptied when its generation moves on (any product change, a reload).
import type { FacetEngine } from './engine';

export class GenerationMemo<K, V> {
  private readonly held = new WeakMap<FacetEngine, { generation: number; values: Map<K, V> }>();

  /** The values held for `engine`'s current generation (an empty map after a change). */
  for(engine: FacetEngine): Map<K, V> {
    let held = this.held.get(engine);
    if (held?.generation !== engine.generation) {
      held = { generation: engine.generation, values: new Map() };
      this.held.set(engine, held);
    }
    return held.values;
  }
}
