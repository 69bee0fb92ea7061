// #21: the storefront's icon factory (client/src/storefront/light-icon.ts, put in place of lucide's by
// the storefront build) renders exactly lucide-react's markup, under Preact as the server renders.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLightIcon from '../../client/src/storefront/light-icon';

// The icons the storefront uses, as lucide's own modules (their drawing data and their component).
const modules = import.meta.glob(
  [
    '../../node_modules/lucide-react/dist/esm/icons/{x,search,flame,menu,chevron-down,chevron-left,chevron-right,loader-circle,image,package-search,circle-check,mail,map-pin,phone,download,zoom-in,sliders-horizontal,git-compare-arrows}.mjs',
  ],
  { eager: true },
) as Record<
  string,
  { default: (props: object) => unknown; __iconData: Parameters<typeof createLightIcon>[0] }
>;

describe('#21 light icons', () => {
  it('#21: every storefront icon renders as lucide renders it, with any props the storefront passes', () => {
    const entries = Object.entries(modules);
    expect(entries.length).toBe(18);
    for (const [file, lucide] of entries) {
      const Light = createLightIcon(lucide.__iconData);
      for (const props of [
        {},
        { className: 'h-4 w-4 text-slate-500' },
        { className: 'h-4 w-4 text-slate-500' },
        { 'data-testid': 'icon' },
        { 'aria-label': 'Close', className: 'h-5 w-5' },
        { size: 16, strokeWidth: 1.5 },
      ]) {
        const expected = renderToString(createElement(lucide.default as never, props));
        expect(expected).toMatch(
          /^<svg [^>]*class="lucide lucide-[a-z-]+[^"]*"[^>]*><(path|circle|rect|line)/,
        );
        expect(renderToString(createElement(Light as never, props)), `${file} ${JSON.stringify(props)}`).toBe(
          expected,
        );
      }
    }
  });
});
