import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetToasts } from '../../client/src/lib/toast';
import { takeConsoleProblems, watchConsole } from './console';

beforeEach(() => {
  watchConsole();
  // A request no test answered gets the same 404 as an unmatched mockApi route, never the network.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    return new Response(JSON.stringify({ error: `No mock for ${url.pathname}` }), { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  const problems = takeConsoleProblems();
  if (problems.length > 0)
    throw new Error(
      `The test wrote to console.error / console.warn (fix the code, or allowConsole(/pattern/) if expected):\n${problems.join('\n---\n')}`,
    );
});
