// What a product illustration shows. Plain data, so that the same drawing can be recognised (and
// encoded only once) when several products use it.

export type Grip = 'black' | 'red' | 'orange' | 'blue';
export type TipStyle = 'standard' | 'swirl' | 'roofing' | 'duplex';
export type Shell = 'black' | 'red';

export type Drawing =
  | {
      kind: 'torch';
      family: 'aa' | 'duplex';
      grip: Grip;
      tip: TipStyle;
      /** 1 (very fine) … 6 (extra heavy): tube diameter, length and flame size. */
      tipSize: number;
      trigger?: boolean;
      extended?: boolean;
      flame: boolean;
      /** studio: the whole torch; pipe: heating a copper joint; closeup: the flame end only. */
      scene: 'studio' | 'pipe' | 'closeup';
    }
  | { kind: 'tip'; style: TipStyle; size: number }
  | { kind: 'regulator'; inlet: 'mc' | 'b'; gauges: 1 | 2; view: 'front' | 'installed' }
  | { kind: 'hose'; loops: number }
  | { kind: 'hose-parts' }
  | { kind: 'kit'; family: 'aa' | 'duplex'; shell: Shell; grip: Grip; tips: number[]; trigger?: boolean }
  | { kind: 'case'; shell: Shell }
  | { kind: 'tool-roll' }
  | { kind: 'striker'; flints: 1 | 3 }
  | { kind: 'flints' }
  | { kind: 'tip-cleaner'; large: boolean }
  | { kind: 'valve-stem' }
  | { kind: 'o-rings' }
  | { kind: 'trigger' }
  | { kind: 'logo'; mark: 'torchworks' | 'bluecone' | 'ironbound' };
