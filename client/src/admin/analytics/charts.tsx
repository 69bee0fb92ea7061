// Two small charts drawn by hand (no chart library): a line of views per day as inline SVG, and
// horizontal bars for ranked lists.
import { useEffect, useRef, useState } from 'react';

export interface DayPoint {
  date: string;
  views: number;
}

function shortDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The width the chart really has, so text and strokes keep their size on a phone and a desktop. */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** A y-axis top that halves into a whole number (3 → 4, 7 → 8, 37 → 40), so the middle line is a real value. */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const top = [1, 2, 4, 5, 6, 8, 10].map((m) => m * magnitude).find((t) => t >= max && t % 2 === 0);
  return top ?? 2 * Math.ceil(max / 2);
}

/** Views per day as a line with a shaded area; the y scale starts at 0. */
export function LineChart({ points, label }: { points: DayPoint[]; label: string }) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const height = 200;
  const pad = { top: 12, right: 12, bottom: 24, left: 36 };
  const max = niceMax(Math.max(0, ...points.map((p) => p.views)));
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const x = (i: number) => pad.left + (points.length <= 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => pad.top + innerH - (v / max) * innerH;
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(p.views).toFixed(1)}`)
    .join(' ');
  const area = points.length
    ? `${line} L${x(points.length - 1).toFixed(1)} ${pad.top + innerH} L${x(0).toFixed(1)} ${pad.top + innerH} Z`
    : '';
  const total = points.reduce((n, p) => n + p.views, 0);
  const first = points[0];
  const last = points.at(-1);
  const ticks = max === 1 ? [0, 1] : [0, 0.5, 1];
  return (
    <div ref={ref} className="w-full">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="block max-w-full"
        role="img"
        aria-label={`${label}: ${total} in total${first && last ? `, ${shortDate(first.date)} to ${shortDate(last.date)}` : ''}`}
        data-testid="views-chart"
      >
        {ticks.map((f) => (
          <g key={f}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={pad.top + innerH * (1 - f)}
              y2={pad.top + innerH * (1 - f)}
              stroke="#e2e8f0"
              strokeWidth={1}
            />
            <text
              x={pad.left - 6}
              y={pad.top + innerH * (1 - f) + 4}
              textAnchor="end"
              fontSize={11}
              fill="#64748b"
            >
              {Math.round(max * f)}
            </text>
          </g>
        ))}
        <path d={area} fill="#fb923c" fillOpacity={0.15} />
        <path
          d={line}
          fill="none"
          stroke="#c2410c"
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {points.length <= Math.floor(width / 12) &&
          points.map((p, i) => (
            <circle key={p.date} cx={x(i)} cy={y(p.views)} r={2.5} fill="#c2410c">
              <title>{`${shortDate(p.date)}: ${p.views}`}</title>
            </circle>
          ))}
        {first && (
          <text x={x(0)} y={height - 6} fontSize={11} fill="#64748b" textAnchor="start">
            {shortDate(first.date)}
          </text>
        )}
        {last && points.length > 1 && (
          <text x={x(points.length - 1)} y={height - 6} fontSize={11} fill="#64748b" textAnchor="end">
            {shortDate(last.date)}
          </text>
        )}
      </svg>
    </div>
  );
}

export interface BarItem {
  key: string;
  label: string;
  value: number;
  detail?: string;
}

/** Ranked values as horizontal bars scaled to the largest. */
export function BarList({ items, label }: { items: BarItem[]; label: string }) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ul className="grid gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-slate-800">{item.label}</span>
            <span className="shrink-0 tabular-nums text-slate-600">
              {item.value.toLocaleString('en-US')}
              {item.detail && <span className="ml-1 text-xs text-slate-400">{item.detail}</span>}
            </span>
          </div>
          <div className="h-2 rounded-full bg-slate-100">
            <div
              className="h-2 rounded-full bg-brand-500"
              style={{ width: `${Math.max(2, (item.value / max) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
