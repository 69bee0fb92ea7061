// axe-core accessibility scan of the current page: serious and critical violations, as short lines.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { projectRoot } from './harness';

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the site's CSP forbids injected <script> tags.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate(fs.readFileSync(path.join(projectRoot, 'node_modules/axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: Array<{ target: string[] }> };
    type Axe = { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> };
    const result = await (window as unknown as { axe: Axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.targets.join(', ')}`);
}
