// Component tests fail on any console.error or console.warn (React's warnings about keys, act(),
// controlled/uncontrolled inputs and failed prop types arrive there). setup-dom.ts calls watchConsole()
// before and takeConsoleProblems() after each test; a test that provokes an expected message says so
// with allowConsole(/pattern/).
import { format } from 'node:util';
import { vi } from 'vitest';

/** Environment limits, not bugs: happy-dom does not know the HTML `<search>` element (Chromium does). */
const ENVIRONMENT_NOISE = [/The tag <search> is unrecognized in this browser/];

/** ANALYTICS-11: with consent but no measurement id configured, the sender warns once (by design). */
export const MISSING_ANALYTICS_ID = /no measurement id is configured/;

let problems: string[] = [];
let allowed: RegExp[] = [];

export function watchConsole() {
  problems = [];
  allowed = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = format(...args);
      if (![...ENVIRONMENT_NOISE, ...allowed].some((pattern) => pattern.test(text)))
        problems.push(`console.${level}: ${text}`);
    });
  }
}

/** Lets the current test write console messages matching `pattern` (an expected error, not a bug). */
export function allowConsole(pattern: RegExp) {
  allowed.push(pattern);
}

export function takeConsoleProblems(): string[] {
  const found = problems;
  problems = [];
  allowed = [];
  vi.mocked(console.error).mockRestore?.();
  vi.mocked(console.warn).mockRestore?.();
  return found;
}
