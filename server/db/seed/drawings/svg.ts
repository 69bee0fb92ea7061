// SVG building blocks for the product illustrations: the studio backdrop, material gradients and
// small shapes (tubes, nuts, knurling, flames). No text anywhere: no font is guaranteed to exist.

/** Drawing coordinates: every scene is laid out on a 1200 × 1200 grid. */
export const CANVAS = 1200;
/**
 * Pixel size of the rendered product images. The image pipeline encodes four WebP files per image
 * (original and desktop at full size, mobile, thumbnail): about 0.35 s of CPU at 1200 px and 0.27 s at
 * 1000 px on this machine's cores, so 1000 px keeps the first start quick with little visible loss.
 */
export const IMAGE_SIZE = 1000;

/** Compact number formatting for path data. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

type Stops = readonly string[];

const MATERIALS: Record<string, Stops> = {
  brass: ['#6d4f0f', '#c99a2e', '#f7e3a0', '#d6a93f', '#8a6516', '#5a400b'],
  steel: ['#374151', '#9ca3af', '#f3f4f6', '#c4c9d1', '#6b7280', '#2f3742'],
  chrome: ['#4b5563', '#d1d5db', '#ffffff', '#e5e7eb', '#9ca3af', '#374151'],
  copper: ['#6b2a0e', '#c2652f', '#f8c9a8', '#e08a57', '#9c4a1f', '#5a230b'],
  rubber: ['#030712', '#1f2937', '#4b5563', '#2b3441', '#111827', '#030712'],
  hose: ['#450a0a', '#991b1b', '#f87171', '#dc2626', '#7f1d1d', '#3f0a0a'],
  aluminium: ['#6b7280', '#cbd5e1', '#f8fafc', '#e2e8f0', '#94a3b8', '#64748b'],
  'grip-black': ['#030712', '#1f2937', '#6b7280', '#374151', '#111827', '#030712'],
  'grip-red': ['#450a0a', '#991b1b', '#f87171', '#dc2626', '#7f1d1d', '#3f0a0a'],
  'grip-orange': ['#431407', '#c2410c', '#fdba74', '#ea580c', '#9a3412', '#431407'],
  'grip-blue': ['#0a1a4a', '#1e40af', '#93c5fd', '#2563eb', '#1e3a8a', '#0a1a4a'],
  'shell-black': ['#111827', '#1f2937', '#4b5563', '#374151', '#1f2937', '#0b0f14'],
  'shell-red': ['#5f0f0f', '#b91c1c', '#f87171', '#dc2626', '#991b1b', '#4c0b0b'],
  canvas: ['#7c5c36', '#b08a5a', '#e7d3b0', '#cfb28a', '#9a7a4f', '#6e5230'],
  cylinder: ['#3f0a0a', '#7f1d1d', '#d97777', '#991b1b', '#6b1515', '#3a0909'],
};

const OFFSETS = [0, 0.18, 0.42, 0.58, 0.82, 1];

function linear(id: string, stops: Stops, vertical: boolean): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const body = stops.map((c, i) => `<stop offset="${OFFSETS[i]}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" ${dir}>${body}</linearGradient>`;
}

/** Every gradient a drawing may reference. `url(#brass)` shades a horizontal part, `url(#brass-x)` a vertical one. */
export function defs(): string {
  const materials = Object.entries(MATERIALS)
    .map(([id, stops]) => linear(id, stops, true) + linear(`${id}-x`, stops, false))
    .join('');
  return `<defs>${materials}
<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdfdfe"/><stop offset="0.62" stop-color="#eef2f6"/><stop offset="1" stop-color="#dfe5ec"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#0f172a" stop-opacity="0.28"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff7ed" stop-opacity="0.95"/><stop offset="0.35" stop-color="#fb923c" stop-opacity="0.75"/><stop offset="1" stop-color="#ea580c" stop-opacity="0"/></radialGradient>
<radialGradient id="dial" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e2e8f0"/></radialGradient>
<linearGradient id="flame-outer" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#bfdbfe" stop-opacity="0.95"/><stop offset="0.35" stop-color="#3b82f6" stop-opacity="0.7"/><stop offset="0.75" stop-color="#7c3aed" stop-opacity="0.32"/><stop offset="1" stop-color="#f97316" stop-opacity="0"/></linearGradient>
<linearGradient id="flame-inner" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#7dd3fc"/><stop offset="1" stop-color="#0ea5e9" stop-opacity="0.7"/></linearGradient>
<linearGradient id="logo-orange" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#9a3412"/></linearGradient>
<linearGradient id="logo-blue" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient>
<linearGradient id="logo-graphite" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4b5563"/><stop offset="1" stop-color="#111827"/></linearGradient>
<linearGradient id="foam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f3f46"/><stop offset="1" stop-color="#27272a"/></linearGradient>
<linearGradient id="lid" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#18181b"/><stop offset="1" stop-color="#3f3f46"/></linearGradient>
</defs>`;
}

/** The studio: a light sweep (a full-canvas radial light doubles the render time, so there is none) and the drawing. */
export function canvas(body: string, size = IMAGE_SIZE): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${CANVAS} ${CANVAS}">${defs()}<rect width="${CANVAS}" height="${CANVAS}" fill="url(#backdrop)"/>${body}</svg>`;
}

export function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#shadow)"/>`;
}

/** A horizontal cylinder centred on y, shaded top to bottom. */
export function rod(x: number, y: number, w: number, h: number, material: string, rx = h * 0.18): string {
  return `<rect x="${n(x)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="url(#${material})"/>`;
}

/** A vertical cylinder centred on x, shaded left to right. */
export function post(x: number, y: number, w: number, h: number, material: string, rx = w * 0.18): string {
  return `<rect x="${n(x - w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="url(#${material}-x)"/>`;
}

/** Side view of a hex nut on a horizontal axis: three visible faces. */
export function hexNut(x: number, y: number, w: number, h: number, material = 'brass'): string {
  const top = y - h / 2;
  return `${rod(x, y, w, h, material, 4)}<path d="M${n(x)} ${n(top + h * 0.27)}h${n(w)}M${n(x)} ${n(top + h * 0.73)}h${n(w)}" stroke="#000" stroke-opacity="0.22" stroke-width="2"/>`;
}

/** Side view of a hex nut on a vertical axis. */
export function hexNutV(x: number, y: number, w: number, h: number, material = 'brass'): string {
  const left = x - w / 2;
  return `${post(x, y, w, h, material, 4)}<path d="M${n(left + w * 0.27)} ${n(y)}v${n(h)}M${n(left + w * 0.73)} ${n(y)}v${n(h)}" stroke="#000" stroke-opacity="0.22" stroke-width="2"/>`;
}

/** Fine lines across a horizontal part: knurling on a knob or a grip. */
export function knurl(x: number, y: number, w: number, h: number, step = 9, opacity = 0.28): string {
  let d = '';
  for (let i = x + step / 2; i < x + w; i += step) d += `M${n(i)} ${n(y - h / 2 + 3)}v${n(h - 6)}`;
  return `<path d="${d}" stroke="#000" stroke-opacity="${opacity}" stroke-width="2"/>`;
}

/** Slanted thread lines on a horizontal part. */
export function thread(x: number, y: number, w: number, h: number, step = 8): string {
  let d = '';
  for (let i = x; i < x + w - 4; i += step) d += `M${n(i)} ${n(y + h / 2 - 2)}l5 ${n(-(h - 4))}`;
  return `<path d="${d}" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>`;
}

/** A bent tube along a path: dark edge, body colour and a highlight, like a metal tube under a soft light. */
export function tube(d: string, width: number, material: 'brass' | 'copper' | 'steel' | 'hose'): string {
  const colours = {
    brass: ['#6d4f0f', '#c99a2e', '#f7e3a0'],
    copper: ['#5a230b', '#c2652f', '#f8c9a8'],
    steel: ['#374151', '#9ca3af', '#f3f4f6'],
    hose: ['#3f0a0a', '#b91c1c', '#fca5a5'],
  }[material];
  const [edge, body, light] = colours;
  return `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="${d}" stroke="${edge}" stroke-width="${n(width)}"/><path d="${d}" stroke="${body}" stroke-width="${n(width * 0.78)}"/><path d="${d}" stroke="${light}" stroke-width="${n(width * 0.22)}" stroke-opacity="0.75" transform="translate(0 ${n(-width * 0.17)})"/></g>`;
}

/**
 * An air/acetylene flame pointing along +x from the origin: a translucent outer envelope and the
 * bright inner cone. A swirl flame is fuller and shows the spiral of the mixed gas.
 */
export function flame(length: number, width: number, swirl = false): string {
  const w = width / 2;
  const L = length;
  const outer = `M0 ${n(-w * 0.55)}C${n(L * 0.25)} ${n(-w * 1.05)} ${n(L * 0.72)} ${n(-w * 0.7)} ${n(L)} 0C${n(L * 0.72)} ${n(w * 0.7)} ${n(L * 0.25)} ${n(w * 1.05)} 0 ${n(w * 0.55)}Z`;
  const coneLen = L * (swirl ? 0.26 : 0.33);
  const inner = `M0 ${n(-w * 0.42)}Q${n(coneLen * 0.7)} ${n(-w * 0.4)} ${n(coneLen)} 0Q${n(coneLen * 0.7)} ${n(w * 0.4)} 0 ${n(w * 0.42)}Z`;
  let spiral = '';
  if (swirl) {
    for (let k = 0; k < 3; k++) {
      const x0 = L * (0.18 + k * 0.17);
      spiral += `M${n(x0)} ${n(-w * 0.75)}C${n(x0 + L * 0.1)} ${n(-w * 0.2)} ${n(x0 - L * 0.02)} ${n(w * 0.25)} ${n(x0 + L * 0.1)} ${n(w * 0.72)}`;
    }
    spiral = `<path d="${spiral}" fill="none" stroke="#dbeafe" stroke-opacity="0.55" stroke-width="${n(Math.max(2, width * 0.035))}" stroke-linecap="round"/>`;
  }
  return `<path d="${outer}" fill="url(#flame-outer)"/>${spiral}<path d="${inner}" fill="url(#flame-inner)"/>`;
}

export function glow(cx: number, cy: number, r: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#glow)"/>`;
}

export const rad = (deg: number): number => (deg * Math.PI) / 180;
