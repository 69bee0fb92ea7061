// Turns a Drawing into a complete SVG document (1200 × 1200, logos 600 × 600) on a light studio
// backdrop. Rendering to pixels happens in ../images.ts.
import {
  flameSize,
  flintsPart,
  hoseCoil,
  hosePartsPart,
  oRingsPart,
  regulatorPart,
  strikerPart,
  tipCleanerPart,
  tipPart,
  torchPart,
  triggerPart,
  valveStemPart,
} from './components';
import { CANVAS, canvas, glow, hexNutV, IMAGE_SIZE, n, rad, rod, shadow } from './svg';
import type { Drawing, Shell } from './types';

export type { Drawing } from './types';

export const LOGO_SIZE = 600;

const place = (x: number, y: number, scale: number, body: string, rotate = 0) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate}) scale(${n(scale)})">${body}</g>`;

/**
 * The transform that rotates a drawing's bounding box by `tilt`, scales it to fit a box of
 * `boxW` × `boxH` (never above `cap`) and centres it on (cx, cy).
 */
function fitInto(
  b: { minX: number; minY: number; maxX: number; maxY: number },
  tilt: number,
  box: { w: number; h: number; cap: number; cx?: number; cy?: number },
): { transform: string; scale: number } {
  const c = Math.abs(Math.cos(rad(tilt)));
  const sn = Math.abs(Math.sin(rad(tilt)));
  const w = b.maxX - b.minX;
  const h = b.maxY - b.minY;
  const scale = Math.min(box.cap, box.w / (w * c + h * sn), box.h / (w * sn + h * c));
  const mx = (b.minX + b.maxX) / 2;
  const my = (b.minY + b.maxY) / 2;
  return {
    scale,
    transform: `translate(${box.cx ?? 600} ${box.cy ?? 580}) rotate(${tilt}) scale(${n(scale)}) translate(${n(-mx)} ${n(-my)})`,
  };
}

function torchScene(d: Extract<Drawing, { kind: 'torch' }>): string {
  const pipe = d.scene !== 'studio' && d.family === 'duplex';
  const torch = torchPart({ ...d, pipe });
  const work = torch.workPoint;
  if (d.scene === 'closeup') {
    // Duplex: the fork around the pipe. Air/acetylene: the nozzle and the length of its flame.
    let focus = { x: work.x, y: work.y };
    if (d.family === 'aa') {
      const nozzle = torch.nozzles[0]!;
      const reach = flameSize(d.tip, d.tipSize).length * 0.42;
      focus = {
        x: nozzle.x + reach * Math.cos(rad(nozzle.angle)),
        y: nozzle.y + reach * Math.sin(rad(nozzle.angle)),
      };
    }
    const s = d.family === 'duplex' ? 2.1 : 1.6;
    return canvas(
      `<g transform="translate(600 600) scale(${s}) translate(${n(-focus.x)} ${n(-focus.y)})">${torch.svg}</g>`,
    );
  }
  if (d.scene === 'pipe' && d.family === 'aa') {
    // A horizontal copper line with a coupling; the torch comes in from the upper left.
    const r = 26 + d.tipSize * 5;
    const py = 800;
    const target = { x: 760, y: py - r * 1.25 };
    const s = 0.72;
    const theta = 58 - work.angle;
    const c = Math.cos(rad(theta));
    const sn = Math.sin(rad(theta));
    const tx = target.x - s * (c * work.x - sn * work.y);
    const ty = target.y - s * (sn * work.x + c * work.y);
    const line = `${shadow(600, py + r + 60, 560, 40)}${rod(-20, py, 1240, r * 2, 'copper', 4)}${rod(680, py, 160, r * 2.5, 'copper', 8)}<path d="M680 ${n(py - r * 1.25)}v${n(r * 2.5)}M840 ${n(py - r * 1.25)}v${n(r * 2.5)}" stroke="#e5e7eb" stroke-width="6"/>`;
    const hot = d.flame ? glow(760, py - r * 0.4, r * 2.4) : '';
    return canvas(
      `${line}${hot}<g transform="translate(${n(tx)} ${n(ty)}) rotate(${n(theta)}) scale(${s})">${torch.svg}</g>`,
    );
  }
  const tilt = d.family === 'duplex' ? -14 : -22;
  const studio = fitInto(torch, tilt, { w: 1100, h: 900, cap: 1.15 });
  if (pipe) {
    // Duplex in use: closer in, the pipe at the right of the frame, the hose leaving it on the left.
    const s = studio.scale * 1.25;
    return canvas(
      `${shadow(560, 980, 520, 40)}<g transform="translate(800 560) rotate(${tilt}) scale(${n(s)}) translate(${n(-work.x)} ${n(-work.y)})">${torch.svg}</g>`,
    );
  }
  return canvas(
    `${shadow(600, 960, 500 * studio.scale, 44)}<g transform="${studio.transform}">${torch.svg}</g>`,
  );
}

function tipScene(d: Extract<Drawing, { kind: 'tip' }>): string {
  const tip = tipPart(d.style, d.size, 0);
  const half = d.style === 'duplex' ? tip.maxY : 40;
  const { transform } = fitInto({ minX: 0, minY: -half, maxX: tip.maxX, maxY: tip.maxY }, -22, {
    w: 960,
    h: 760,
    cap: 2.4,
  });
  return canvas(`${shadow(600, 900, 440, 40)}<g transform="${transform}">${tip.svg}</g>`);
}

function regulatorScene(d: Extract<Drawing, { kind: 'regulator' }>): string {
  const regulator = regulatorPart(d.inlet, d.gauges);
  if (d.view === 'front') return canvas(`${shadow(600, 960, 380, 40)}${place(620, 700, 1.15, regulator)}`);
  // Installed on the valve of an acetylene cylinder, the hose leaving the outlet.
  const cylinder = `<rect x="110" y="720" width="440" height="600" rx="60" fill="url(#cylinder-x)"/><path d="M110 860C110 720 200 640 330 640C460 640 550 720 550 860Z" fill="url(#cylinder-x)"/>${hexNutV(330, 590, 120, 60)}<rect x="280" y="510" width="100" height="90" rx="12" fill="url(#brass-x)"/><rect x="296" y="456" width="68" height="64" rx="8" fill="url(#steel-x)"/>`;
  const hose = `<path d="M770 830C770 980 900 1040 1260 1060" fill="none" stroke="#7f1d1d" stroke-width="34" stroke-linecap="round"/><path d="M770 830C770 980 900 1040 1260 1060" fill="none" stroke="#dc2626" stroke-width="24" stroke-linecap="round"/>`;
  return canvas(
    `${shadow(330, 1180, 300, 30)}${cylinder}${hose}${rod(370, 560, 110, 40, 'brass')}${place(770, 560, 0.9, regulator)}`,
  );
}

function kitScene(d: Extract<Drawing, { kind: 'kit' }>): string {
  const shell = `shell-${d.shell}`;
  let lid = `<rect x="150" y="110" width="900" height="360" rx="40" fill="url(#${shell})"/><rect x="178" y="136" width="844" height="306" rx="26" fill="url(#lid)"/>`;
  let dots = '';
  for (let y = 160; y < 430; y += 34) for (let x = 200; x < 1010; x += 34) dots += `M${x} ${y}h1`;
  lid += `<path d="${dots}" stroke="#71717a" stroke-opacity="0.5" stroke-width="14" stroke-linecap="round"/>`;
  const hinge = `<rect x="230" y="466" width="740" height="22" rx="8" fill="url(#steel)"/>`;
  const base = `<rect x="120" y="480" width="960" height="560" rx="44" fill="url(#${shell})"/><rect x="150" y="508" width="900" height="500" rx="28" fill="url(#foam)"/>`;
  const cut = (x: number, y: number, w: number, h: number) =>
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="22" fill="#18181b" opacity="0.7"/>`;
  const torch = torchPart({
    family: d.family,
    grip: d.grip,
    tip: d.family === 'duplex' ? 'duplex' : 'standard',
    tipSize: 3,
    trigger: d.trigger,
    flame: false,
  });
  const ts = 640 / (torch.maxX - torch.minX);
  let items = cut(168, 530, 700, 170) + place(168 - torch.minX * ts, 600, ts, torch.svg);
  const rowH = 290 / d.tips.length;
  d.tips.forEach((size, i) => {
    const y = 706 + rowH * (i + 0.5);
    const tip = tipPart(d.family === 'duplex' ? 'duplex' : size >= 4 ? 'swirl' : 'standard', size, 0);
    const s = Math.min(0.5, 330 / tip.maxX, (rowH - 14) / (2 * tip.maxY));
    items += cut(176, y - rowH / 2 + 6, 360, rowH - 12) + place(190, y, s, tip.svg);
  });
  items +=
    cut(880, 528, 160, 250) + place(960, 690, 0.3, regulatorPart(d.family === 'duplex' ? 'b' : 'mc', 1));
  items += cut(600, 780, 270, 210) + place(735, 885, 0.26, hoseCoil(4));
  items += cut(890, 800, 150, 190) + place(965, 885, 0.2, strikerPart(1), -90);
  return canvas(`${shadow(600, 1060, 520, 36)}${lid}${hinge}${base}${items}`);
}

function caseScene(shell: Shell): string {
  const fill = `shell-${shell}`;
  return canvas(`${shadow(600, 930, 470, 40)}
<path d="M470 360C470 250 730 250 730 360" fill="none" stroke="#111827" stroke-width="46" stroke-linecap="round"/>
<path d="M470 360C470 262 730 262 730 360" fill="none" stroke="#4b5563" stroke-width="12" stroke-linecap="round" stroke-opacity="0.6"/>
<rect x="160" y="350" width="880" height="560" rx="56" fill="url(#${fill})"/>
<path d="M160 540H1040" stroke="#000" stroke-opacity="0.35" stroke-width="6"/>
<path d="M220 420H980M220 470H980M220 640H980M220 700H980M220 760H980M220 820H980" stroke="#ffffff" stroke-opacity="0.08" stroke-width="14" stroke-linecap="round"/>
<rect x="300" y="500" width="90" height="90" rx="14" fill="url(#steel-x)" stroke="#374151" stroke-width="4"/><rect x="810" y="500" width="90" height="90" rx="14" fill="url(#steel-x)" stroke="#374151" stroke-width="4"/>
<circle cx="345" cy="545" r="12" fill="#374151"/><circle cx="855" cy="545" r="12" fill="#374151"/>`);
}

function toolRollScene(): string {
  const strap = (x: number) =>
    `<rect x="${x}" y="470" width="64" height="260" rx="12" fill="#5b3a1e"/><rect x="${x + 8}" y="560" width="48" height="60" rx="8" fill="none" stroke="#d1d5db" stroke-width="8"/>`;
  return canvas(
    `${shadow(600, 820, 470, 40)}${rod(200, 600, 800, 250, 'canvas', 40)}<ellipse cx="1000" cy="600" rx="40" ry="125" fill="#cfb28a" stroke="#7c5c36" stroke-width="6"/><path d="M1000 600m-28 0a28 90 0 1 0 56 0a28 90 0 1 0 -56 0" fill="none" stroke="#9a7a4f" stroke-width="6"/>${strap(400)}${strap(740)}<path d="M230 560H960M230 650H960" stroke="#6e5230" stroke-opacity="0.35" stroke-width="4" stroke-dasharray="14 10"/>`,
  );
}

function logo(mark: 'torchworks' | 'bluecone' | 'ironbound'): string {
  const c = CANVAS / 2;
  const flamePath =
    'M600 250C690 370 800 470 800 640C800 770 710 860 600 860C490 860 400 770 400 640C400 540 450 470 500 410C510 500 540 560 590 590C570 470 560 360 600 250Z';
  if (mark === 'torchworks') {
    return canvas(
      `<rect x="140" y="140" width="920" height="920" rx="180" fill="url(#logo-orange)"/><path d="${flamePath}" fill="#ffffff"/><path d="M600 600C650 660 680 700 680 760C680 810 645 850 600 850C555 850 520 810 520 760C520 710 560 670 600 600Z" fill="#c2410c"/><rect x="330" y="900" width="540" height="40" rx="20" fill="#ffffff" opacity="0.85"/>`,
      LOGO_SIZE,
    );
  }
  if (mark === 'bluecone') {
    return canvas(
      `<circle cx="${c}" cy="${c}" r="470" fill="url(#logo-blue)"/><path d="M600 220C700 380 790 520 790 680C790 800 705 890 600 890C495 890 410 800 410 680C410 520 500 380 600 220Z" fill="#bfdbfe"/><path d="M600 470L690 830H510Z" fill="#ffffff"/><path d="M600 560L650 800H550Z" fill="#60a5fa"/>`,
      LOGO_SIZE,
    );
  }
  const hex = Array.from({ length: 6 }, (_, i) => {
    const a = rad(60 * i - 90);
    return `${n(c + 470 * Math.cos(a))} ${n(c + 470 * Math.sin(a))}`;
  }).join('L');
  return canvas(
    `<path d="M${hex}Z" fill="url(#logo-graphite)"/><circle cx="${c}" cy="${c}" r="290" fill="none" stroke="url(#brass-x)" stroke-width="70"/><path d="M600 400C660 480 710 540 710 630C710 700 660 750 600 750C540 750 490 700 490 630C490 560 530 510 560 470C565 530 580 560 600 575C590 510 585 450 600 400Z" fill="#f59e0b"/>`,
    LOGO_SIZE,
  );
}

/** The complete SVG document for a drawing, and its pixel size. */
export function drawSvg(d: Drawing): { svg: string; size: number } {
  const full = (svg: string) => ({ svg, size: IMAGE_SIZE });
  switch (d.kind) {
    case 'torch':
      return full(torchScene(d));
    case 'tip':
      return full(tipScene(d));
    case 'regulator':
      return full(regulatorScene(d));
    case 'hose':
      return full(canvas(`${shadow(600, 900, 470, 46)}${place(600, 600, 1, hoseCoil(d.loops))}`));
    case 'hose-parts':
      return full(canvas(`${shadow(600, 880, 430, 40)}${place(640, 620, 1.5, hosePartsPart())}`));
    case 'kit':
      return full(kitScene(d));
    case 'case':
      return full(caseScene(d.shell));
    case 'tool-roll':
      return full(toolRollScene());
    case 'striker':
      return full(canvas(`${shadow(600, 860, 400, 36)}${place(620, 600, 1.35, strikerPart(d.flints), -8)}`));
    case 'flints':
      return full(canvas(`${shadow(600, 1020, 330, 30)}${place(600, 600, 1.1, flintsPart())}`));
    case 'tip-cleaner':
      return full(canvas(`${shadow(600, 1000, 260, 30)}${place(600, 680, 1.25, tipCleanerPart(d.large))}`));
    case 'valve-stem':
      return full(canvas(`${shadow(600, 820, 430, 34)}${place(640, 600, 1.3, valveStemPart(), -10)}`));
    case 'o-rings':
      return full(canvas(`${shadow(600, 930, 430, 36)}${place(600, 600, 1.3, oRingsPart())}`));
    case 'trigger':
      return full(canvas(`${shadow(600, 860, 400, 34)}${place(600, 620, 1.4, triggerPart())}`));
    case 'logo':
      return { svg: logo(d.mark), size: LOGO_SIZE };
  }
}
