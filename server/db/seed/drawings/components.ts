// The parts a scene is assembled from, each drawn in its own coordinates (the torch along +x with
// its axis on y = 0, the regulator around the centre of its body, …) so scenes can place and scale them.

import { flame, hexNut, hexNutV, knurl, n, post, rad, rod, thread, tube } from './svg';
import type { Grip, TipStyle } from './types';

export interface TipPart {
  svg: string;
  /** Where the flame starts and in which direction it points (degrees, SVG orientation). */
  nozzles: Array<{ x: number; y: number; angle: number }>;
  /** The copper pipe the twin flames of a duplex tip meet on. */
  pipe?: { x: number; y: number; r: number };
  maxX: number;
  maxY: number;
}

const clampSize = (size: number) => Math.min(6, Math.max(1, size));

/** Flame proportions by tip style and size. */
export function flameSize(style: TipStyle, size: number): { length: number; width: number } {
  const s = clampSize(size);
  if (style === 'roofing') return { length: 360, width: 150 };
  if (style === 'swirl') return { length: 150 + s * 40, width: 62 + s * 14 };
  if (style === 'duplex') return { length: 60 + s * 8, width: 44 + s * 7 };
  return { length: 110 + s * 34, width: 38 + s * 10 };
}

/**
 * A torch tip starting at x0 on the axis: threaded base nut, air-intake collar (air/acetylene tips
 * draw their air in through these ports), the tube, a bend and the nozzle. Duplex tips fork into two
 * arms whose nozzles face each other across the pipe.
 */
export function tipPart(style: TipStyle, size: number, x0: number): TipPart {
  const s = clampSize(size);
  if (style === 'duplex') return duplexFork(s, x0);
  const tw = 10 + s * 3.2;
  let svg = hexNut(x0, 0, 42, tw + 24) + thread(x0 + 4, 0, 34, tw + 24, 9);
  const collar = x0 + 42;
  svg += rod(collar, 0, 56, tw + 14, 'brass');
  svg += `<rect x="${n(collar + 12)}" y="${n(-(tw + 14) * 0.28)}" width="10" height="${n((tw + 14) * 0.56)}" rx="4" fill="#1f2937"/><rect x="${n(collar + 32)}" y="${n(-(tw + 14) * 0.28)}" width="10" height="${n((tw + 14) * 0.56)}" rx="4" fill="#1f2937"/>`;
  const start = collar + 56;
  const straight = style === 'roofing' ? 360 : 120 + s * 26;
  const angle = style === 'roofing' ? 10 : 28;
  const c = 44 + s * 4;
  const tail = style === 'roofing' ? 40 : 34 + s * 8;
  const x1 = start + straight;
  const bx = x1 + c + c * Math.cos(rad(angle));
  const by = c * Math.sin(rad(angle));
  const ex = bx + tail * Math.cos(rad(angle));
  const ey = by + tail * Math.sin(rad(angle));
  svg += tube(
    `M${n(start - 4)} 0L${n(x1)} 0Q${n(x1 + c)} 0 ${n(bx)} ${n(by)}L${n(ex)} ${n(ey)}`,
    tw,
    'brass',
  );
  let head: string;
  let headLen: number;
  if (style === 'swirl') {
    headLen = 44 + s * 5;
    const hw = tw + 24;
    head = `${rod(-8, 0, headLen, hw, 'brass', 10)}${thread(2, 0, headLen - 14, hw, 11)}<rect x="${n(headLen - 12)}" y="${n(-hw * 0.36)}" width="8" height="${n(hw * 0.72)}" rx="3" fill="#3b2a08"/>`;
  } else if (style === 'roofing') {
    headLen = 86;
    const a = tw / 2 + 4;
    const b = tw / 2 + 30;
    head = `<path d="M-8 ${n(-a)}L${headLen} ${n(-b)}L${headLen} ${n(b)}L-8 ${n(a)}Z" fill="url(#brass)"/><ellipse cx="${headLen}" cy="0" rx="9" ry="${n(b)}" fill="#3b2a08"/>`;
  } else {
    headLen = 26 + s * 3;
    head = `${rod(-6, 0, headLen, tw + 8, 'brass', 5)}<rect x="${n(headLen - 8)}" y="${n(-(tw + 8) * 0.3)}" width="6" height="${n((tw + 8) * 0.6)}" rx="2" fill="#3b2a08"/>`;
  }
  svg += `<g transform="translate(${n(ex)} ${n(ey)}) rotate(${angle})">${head}</g>`;
  const nx = ex + headLen * Math.cos(rad(angle));
  const ny = ey + headLen * Math.sin(rad(angle));
  return { svg, nozzles: [{ x: nx, y: ny, angle }], maxX: nx, maxY: ny + tw };
}

function duplexFork(s: number, x0: number): TipPart {
  const spread = 104 + s * 16;
  const reach = 150 + s * 14;
  const tw = 12 + s * 2.6;
  const px = x0 + reach + 58;
  let svg = hexNut(x0, 0, 42, tw + 26) + thread(x0 + 4, 0, 34, tw + 26, 9);
  const xs = x0 + 42;
  const arm = (sign: number) =>
    `M${n(xs + 20)} 0C${n(xs + 80)} 0 ${n(xs + 70)} ${n(sign * spread)} ${n(xs + 150)} ${n(sign * spread)}L${n(px - 50)} ${n(sign * spread)}Q${n(px)} ${n(sign * spread)} ${n(px)} ${n(sign * (spread - 44))}`;
  svg += tube(arm(-1), tw, 'brass') + tube(arm(1), tw, 'brass');
  svg += `<rect x="${n(xs - 4)}" y="${n(-(tw + 16) / 2)}" width="64" height="${n(tw + 16)}" rx="10" fill="url(#brass)"/>`;
  const headLen = 24 + s * 2;
  const hw = tw + 8;
  for (const sign of [-1, 1]) {
    const y = sign * (spread - 44);
    svg += `<g transform="translate(${n(px)} ${n(y)}) rotate(${sign < 0 ? 90 : -90})">${rod(-6, 0, headLen, hw, 'brass', 5)}<rect x="${n(headLen - 8)}" y="${n(-hw * 0.3)}" width="6" height="${n(hw * 0.6)}" rx="2" fill="#3b2a08"/></g>`;
  }
  const ny = spread - 44 - headLen;
  return {
    svg,
    nozzles: [
      { x: px, y: -ny, angle: 90 },
      { x: px, y: ny, angle: -90 },
    ],
    pipe: { x: px, y: 0, r: Math.max(20, ny - 30) },
    maxX: px + hw,
    maxY: spread + tw,
  };
}

/** A copper pipe seen end-on (running away from the viewer) with a coupling, for duplex scenes. */
export function pipeEnd(x: number, y: number, r: number, heated: boolean): string {
  const body = `<g transform="translate(${n(x)} ${n(y)}) rotate(-32)"><rect x="0" y="${n(-r)}" width="520" height="${n(2 * r)}" fill="url(#copper)"/><rect x="0" y="${n(-r * 1.22)}" width="${n(r * 2.6)}" height="${n(r * 2.44)}" rx="6" fill="url(#copper)"/><path d="M${n(r * 2.6)} ${n(-r * 1.22)}v${n(r * 2.44)}" stroke="#e5e7eb" stroke-width="5" stroke-opacity="0.85"/></g>`;
  const face = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.22)}" fill="#b4632f" stroke="#5a230b" stroke-width="4"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#c97a46" stroke="#7c2d12" stroke-width="3"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.8)}" fill="#2a1206"/>`;
  const hot = heated
    ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 2.1)}" fill="url(#glow)" opacity="0.85"/>`
    : '';
  return body + face + hot;
}

export interface TorchOptions {
  family: 'aa' | 'duplex';
  grip: Grip;
  tip: TipStyle;
  tipSize: number;
  trigger?: boolean;
  extended?: boolean;
  flame: boolean;
  pipe?: boolean;
}

export interface TorchPart extends TipPart {
  minX: number;
  minY: number;
  /** The point the flame works on: just past the inner cone (air/acetylene) or the pipe (duplex). */
  workPoint: { x: number; y: number; angle: number };
}

/**
 * A torch along +x: red fuel hose, inlet nut, knurled valve knob, the grip (with the striker lever
 * of a self-lighting handle), the brass stem and the tip, with its flame when lit.
 */
export function torchPart(o: TorchOptions): TorchPart {
  let svg = tube('M-230 70C-150 70 -90 0 -10 0', 30, 'hose');
  svg += hexNut(-14, 0, 52, 48) + rod(38, 0, 30, 28, 'brass');
  svg += rod(66, 0, 74, 92, 'rubber', 12) + knurl(66, 0, 74, 92, 8, 0.45);
  const gripX = 140;
  const gripW = 320;
  if (o.trigger) {
    svg += `<path d="M${gripX + 70} 30C${gripX + 140} 96 ${gripX + 230} 100 ${gripX + 300} 54L${gripX + 312} 40L${gripX + 290} 34C${gripX + 230} 74 ${gripX + 150} 70 ${gripX + 96} 26Z" fill="url(#steel)" stroke="#374151" stroke-width="3"/>`;
  }
  svg += rod(gripX, 0, gripW, 86, `grip-${o.grip}`, 34) + knurl(gripX + 20, 0, gripW - 40, 86, 26, 0.3);
  svg += `<rect x="${gripX + 16}" y="-28" width="${gripW - 32}" height="8" rx="4" fill="#ffffff" opacity="0.16"/>`;
  let x = gripX + gripW;
  if (o.trigger) {
    svg += `${rod(x - 4, 0, 58, 66, 'chrome', 10)}<circle cx="${x + 26}" cy="26" r="9" fill="#1f2937"/>`;
    x += 54;
  }
  svg += rod(x, 0, 40, 54, 'chrome', 8);
  x += 40;
  const stem = o.extended ? 330 : 100;
  svg += rod(x - 2, 0, stem + 4, 20, 'brass', 6);
  x += stem;
  const tip = tipPart(o.tip, o.tipSize, x);
  let body = '';
  if (o.pipe && tip.pipe) body += pipeEnd(tip.pipe.x, tip.pipe.y, tip.pipe.r, o.flame);
  body += svg + tip.svg;
  const f = flameSize(o.tip, o.tipSize);
  let maxX = tip.maxX;
  let maxY = Math.max(90, tip.maxY);
  let work = { x: tip.nozzles[0]!.x, y: tip.nozzles[0]!.y, angle: tip.nozzles[0]!.angle };
  if (o.flame) {
    for (const nozzle of tip.nozzles) {
      const length = tip.pipe ? Math.max(40, Math.abs(nozzle.y) - tip.pipe.r + 24) : f.length;
      body += `<g transform="translate(${n(nozzle.x)} ${n(nozzle.y)}) rotate(${nozzle.angle})">${flame(length, f.width, o.tip === 'swirl')}</g>`;
      if (!tip.pipe) {
        maxX = Math.max(maxX, nozzle.x + length * Math.cos(rad(nozzle.angle)));
        maxY = Math.max(maxY, nozzle.y + length * Math.sin(rad(nozzle.angle)) + f.width / 2);
      }
    }
    if (!tip.pipe) {
      const nozzle = tip.nozzles[0]!;
      const reach = f.length * (o.tip === 'swirl' ? 0.3 : 0.38);
      work = {
        x: nozzle.x + reach * Math.cos(rad(nozzle.angle)),
        y: nozzle.y + reach * Math.sin(rad(nozzle.angle)),
        angle: nozzle.angle,
      };
    }
  }
  if (tip.pipe) work = { x: tip.pipe.x, y: tip.pipe.y, angle: 0 };
  return { ...tip, svg: body, minX: -245, minY: -Math.max(70, tip.maxY), maxX, maxY, workPoint: work };
}

/** A point on a gauge dial: value 0…1 sweeps 270° clockwise from lower left to lower right. */
function dialPoint(cx: number, cy: number, r: number, v: number): [number, number] {
  const a = rad(135 + 270 * v);
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** A pressure gauge: chrome bezel, dial with ticks, a red zone above the working mark, the needle. */
export function gauge(cx: number, cy: number, r: number, needle: number, redFrom = 0.55): string {
  let ticks = '';
  for (let i = 0; i <= 30; i++) {
    const v = i / 30;
    const major = i % 5 === 0;
    const [x1, y1] = dialPoint(cx, cy, r * 0.8, v);
    const [x2, y2] = dialPoint(cx, cy, r * (major ? 0.64 : 0.72), v);
    ticks += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }
  const arc = (v0: number, v1: number, rr: number) => {
    const [x0, y0] = dialPoint(cx, cy, rr, v0);
    const [x1, y1] = dialPoint(cx, cy, rr, v1);
    const large = (v1 - v0) * 270 > 180 ? 1 : 0;
    return `M${n(x0)} ${n(y0)}A${n(rr)} ${n(rr)} 0 ${large} 1 ${n(x1)} ${n(y1)}`;
  };
  const [nx, ny] = dialPoint(cx, cy, r * 0.7, needle);
  const [tx, ty] = dialPoint(cx, cy, r * 0.16, needle + 0.5);
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#chrome)" stroke="#4b5563" stroke-width="3"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.88)}" fill="url(#dial)" stroke="#94a3b8" stroke-width="2"/>
<path d="${arc(0, redFrom - 0.12, r * 0.84)}" fill="none" stroke="#22c55e" stroke-width="${n(r * 0.07)}"/>
<path d="${arc(redFrom, 1, r * 0.84)}" fill="none" stroke="#dc2626" stroke-width="${n(r * 0.07)}"/>
<path d="${ticks}" stroke="#1f2937" stroke-width="${n(Math.max(2, r * 0.022))}" stroke-linecap="round"/>
<path d="M${n(tx)} ${n(ty)}L${n(nx)} ${n(ny)}" stroke="#dc2626" stroke-width="${n(r * 0.045)}" stroke-linecap="round"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.09)}" fill="#111827"/>
<path d="M${n(cx - r * 0.62)} ${n(cy - r * 0.3)}A${n(r * 0.7)} ${n(r * 0.7)} 0 0 1 ${n(cx + r * 0.2)} ${n(cy - r * 0.66)}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${n(r * 0.08)}" stroke-linecap="round"/>`;
}

/**
 * A preset 15 PSI acetylene regulator around the centre of its brass body: delivery gauge on top with
 * its needle on the working mark, cylinder inlet (CGA 200 for MC, CGA 520 for B) on the left, sealed
 * bonnet on the right, B-size hose outlet below. With two gauges the second shows cylinder pressure.
 */
export function regulatorPart(inlet: 'mc' | 'b', gauges: 1 | 2): string {
  let svg = '';
  if (inlet === 'mc') {
    svg += rod(-250, 0, 130, 34, 'brass', 8) + hexNut(-292, 0, 62, 66) + thread(-286, 0, 50, 66, 9);
  } else {
    svg += rod(-270, 0, 150, 42, 'brass', 8) + hexNut(-330, 0, 74, 88) + thread(-324, 0, 62, 88, 10);
  }
  svg += post(0, 90, 44, 70, 'brass') + hexNutV(0, 150, 68, 46) + post(0, 194, 26, 34, 'brass', 6);
  svg +=
    rod(118, 0, 70, 118, 'rubber', 14) + knurl(128, 0, 54, 118, 9, 0.4) + rod(184, 0, 44, 90, 'rubber', 12);
  svg += `<rect x="-140" y="-78" width="270" height="176" rx="36" fill="url(#brass)"/><circle cx="-6" cy="10" r="42" fill="url(#brass-x)" stroke="#6d4f0f" stroke-opacity="0.35" stroke-width="3"/>`;
  if (gauges === 2) {
    svg += post(-96, -190, 40, 116, 'brass') + gauge(-150, -272, 112, 0.58, 0.8);
    svg += post(72, -190, 44, 116, 'brass') + gauge(96, -282, 150, 0.5);
  } else {
    svg += post(0, -180, 46, 106, 'brass') + gauge(0, -300, 176, 0.5);
  }
  return svg;
}

/** A coiled red fuel-gas hose with brass fittings at both ends, around the origin. */
export function hoseCoil(loops: number): string {
  let svg = '';
  const rx = 300;
  const ry = 160;
  for (let k = 0; k < loops; k++) {
    const cx = (k - (loops - 1) / 2) * 14;
    const cy = (k - (loops - 1) / 2) * -9;
    svg += tube(
      `M${n(cx - rx)} ${n(cy)}A${rx} ${ry} 0 1 0 ${n(cx + rx)} ${n(cy)}A${rx} ${ry} 0 1 0 ${n(cx - rx)} ${n(cy)}Z`,
      30,
      'hose',
    );
  }
  const first = (-(loops - 1) / 2) * 14;
  const last = ((loops - 1) / 2) * 14;
  svg += tube(`M${n(first - rx + 4)} 40C${n(first - rx - 10)} 150 ${n(-380)} 230 -430 240`, 30, 'hose');
  svg += `<g transform="translate(-430 240) rotate(180)">${rod(-6, 0, 36, 26, 'brass')}${hexNut(28, 0, 48, 46)}${thread(30, 0, 42, 46)}</g>`;
  svg += tube(`M${n(last + rx - 4)} ${n(-60)}C${n(last + rx + 40)} -150 380 -220 430 -230`, 30, 'hose');
  svg += `<g transform="translate(430 -230)">${rod(-6, 0, 36, 26, 'brass')}${hexNut(28, 0, 48, 46)}${thread(30, 0, 42, 46)}</g>`;
  return svg;
}

/** A flint striker: spring-steel bow, a file cup on one leg, the flint (or a three-flint turret) on the other. */
export function strikerPart(flints: 1 | 3): string {
  let svg = tube('M-250 -130L150 -76C250 -62 300 -30 300 0C300 36 250 50 150 48L-250 40', 24, 'steel');
  svg += `<g transform="translate(-282 -112)"><path d="M-70 -26L70 -26L44 60L-44 60Z" fill="url(#steel-x)" stroke="#374151" stroke-width="3"/><path d="M-52 -12L52 -12M-46 6L46 6M-40 24L40 24M-34 42L34 42" stroke="#374151" stroke-width="3" stroke-opacity="0.55"/></g>`;
  if (flints === 3) {
    svg += `<circle cx="-282" cy="52" r="56" fill="url(#steel-x)" stroke="#374151" stroke-width="3"/>`;
    for (const [dx, dy] of [
      [0, -34],
      [-30, 18],
      [30, 18],
    ] as const) {
      svg += `<circle cx="${-282 + dx}" cy="${52 + dy}" r="14" fill="#4b5563" stroke="#1f2937" stroke-width="3"/>`;
    }
    svg += `<circle cx="-282" cy="52" r="9" fill="#9ca3af"/>`;
  } else {
    svg +=
      post(-282, 10, 42, 66, 'brass', 8) +
      `<rect x="-293" y="-6" width="22" height="20" rx="4" fill="#4b5563"/>`;
  }
  return svg;
}

/** A tip-cleaner case with its cleaning wires fanned out. */
export function tipCleanerPart(large: boolean): string {
  const count = large ? 6 : 12;
  let wires = '';
  for (let i = 0; i < count; i++) {
    const a = rad(-90 + (i - (count - 1) / 2) * (large ? 11 : 6.5));
    const len = 230 + ((i * 37) % 110);
    const x0 = -60 + (i * 120) / Math.max(1, count - 1);
    const x1 = x0 + len * Math.cos(a);
    const y1 = -40 + len * Math.sin(a);
    wires += `<path d="M${n(x0)} -40L${n(x1)} ${n(y1)}" stroke="#6b7280" stroke-width="${large ? 9 : 5}" stroke-linecap="round"/><circle cx="${n(x1)}" cy="${n(y1)}" r="${large ? 12 : 8}" fill="none" stroke="#6b7280" stroke-width="${large ? 6 : 4}"/>`;
  }
  return `${wires}<rect x="-120" y="-60" width="240" height="340" rx="40" fill="url(#aluminium-x)" stroke="#64748b" stroke-width="4"/><rect x="-96" y="-34" width="192" height="34" rx="10" fill="#94a3b8"/><rect x="-80" y="40" width="160" height="200" rx="24" fill="#1d4ed8" opacity="0.85"/><path d="M-60 90h120M-60 140h120M-60 190h120" stroke="#bfdbfe" stroke-width="8" stroke-linecap="round"/>`;
}

/** A blister card of replacement flints. */
export function flintsPart(): string {
  let flints = '';
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 5; c++) {
      const x = -180 + c * 90;
      const y = -60 + r * 170;
      flints +=
        post(x, y, 40, 96, 'steel', 10) +
        `<rect x="${x - 20}" y="${y}" width="40" height="18" rx="8" fill="#4b5563"/>`;
    }
  }
  return `<rect x="-300" y="-380" width="600" height="760" rx="28" fill="#f8fafc" stroke="#cbd5e1" stroke-width="6"/><rect x="-300" y="-380" width="600" height="150" rx="28" fill="#1d4ed8"/><circle cx="0" cy="-320" r="26" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/><rect x="-250" y="-130" width="500" height="420" rx="34" fill="#e2e8f0"/>${flints}<rect x="-250" y="-130" width="500" height="420" rx="34" fill="#ffffff" fill-opacity="0.28" stroke="#ffffff" stroke-width="6"/>`;
}

/** A torch valve stem assembly: knurled knob, packing nut, threaded stem and needle point. */
export function valveStemPart(): string {
  return `${rod(-190, 0, 430, 36, 'brass', 8)}${thread(40, 0, 150, 36, 9)}<path d="M240 -18L320 0L240 18Z" fill="url(#brass)"/>${rod(-370, 0, 150, 150, 'rubber', 24)}${knurl(-360, 0, 130, 150, 10, 0.45)}${rod(-224, 0, 40, 64, 'chrome', 8)}${hexNut(-70, 0, 84, 88)}${rod(8, 0, 14, 44, 'rubber', 6)}`;
}

/** A clear parts box of O-rings in three sizes. */
export function oRingsPart(): string {
  const rings: Array<[number, number, number]> = [
    [-200, -110, 70],
    [-40, -130, 54],
    [120, -100, 70],
    [240, -150, 40],
    [-230, 70, 40],
    [-90, 60, 70],
    [80, 90, 54],
    [230, 60, 40],
    [-10, -20, 40],
  ];
  let svg =
    '<rect x="-350" y="-250" width="700" height="500" rx="34" fill="#e2e8f0" stroke="#94a3b8" stroke-width="6"/>';
  svg += '<path d="M-350 -80H350M-350 80H350M-120 -250V250M120 -250V250" stroke="#94a3b8" stroke-width="4"/>';
  for (const [x, y, r] of rings) {
    svg += `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${n(r * 0.72)}" fill="none" stroke="#111827" stroke-width="${n(r * 0.26)}"/><path d="M${n(x - r * 0.6)} ${n(y - r * 0.5)}A${r} ${n(r * 0.72)} 0 0 1 ${n(x + r * 0.3)} ${n(y - r * 0.7)}" fill="none" stroke="#6b7280" stroke-width="4"/>`;
  }
  return `${svg}<rect x="-350" y="-250" width="700" height="500" rx="34" fill="#ffffff" fill-opacity="0.22"/>`;
}

/** The self-lighting handle's trigger lever, return spring and flint holder. */
export function triggerPart(): string {
  let spring = 'M-40 -120';
  for (let i = 0; i < 9; i++) spring += `l${i % 2 ? -36 : 36} 22`;
  return `<path d="M-320 40C-180 170 60 180 300 60L320 20L280 10C60 110 -160 110 -280 10Z" fill="url(#steel)" stroke="#374151" stroke-width="4"/><circle cx="-300" cy="24" r="20" fill="#374151"/><path d="${spring}" fill="none" stroke="#9ca3af" stroke-width="10" stroke-linejoin="round"/>${post(230, -170, 48, 110, 'brass', 8)}<rect x="216" y="-196" width="28" height="30" rx="6" fill="#4b5563"/>`;
}

/** Hose repair parts: B-size nuts, barbed nipples, ferrules and a splice. */
export function hosePartsPart(): string {
  let svg = '';
  for (const y of [-200, -60]) {
    svg += `${hexNut(-320, y, 90, 84)}${thread(-310, y, 76, 84, 10)}`;
    svg += `${rod(-150, y, 200, 34, 'brass', 8)}<path d="M-40 ${y - 17}l40 -8v50l-40 -8M20 ${y - 17}l40 -8v50l-40 -8" fill="#c99a2e" stroke="#6d4f0f" stroke-width="3"/>`;
    svg += `${rod(160, y, 120, 64, 'brass', 10)}<path d="M190 ${y - 32}v64M230 ${y - 32}v64" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>`;
  }
  svg += `${rod(-220, 130, 440, 36, 'brass', 10)}${hexNut(-40, 130, 80, 72)}`;
  for (const x of [-200, -150, -100, 60, 110, 160]) {
    svg += `<path d="M${x} 112l30 -10v56l-30 -10Z" fill="#c99a2e" stroke="#6d4f0f" stroke-width="3"/>`;
  }
  return svg;
}
