// Component-test rendering: the real providers (query client with the spec's defaults, tooltips,
// toasts) around a memory router, and a fetch stub that answers API calls by "METHOD /path".
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../../client/src/components/ui/toaster';
import { TooltipProvider } from '../../client/src/components/ui/tooltip';
import { createQueryClient } from '../../client/src/lib/query-client';

export type ApiAnswer = [status: number, body?: unknown] | Promise<[number, unknown?]>;
export type ApiHandler = ApiAnswer | ((body: unknown, url: URL) => ApiAnswer);

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers fetch calls from a table keyed "GET /api/user" (the path without its query string). */
export function mockApi(routes: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
    calls.push({ method, path: url.pathname + url.search, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler)
      return new Response(JSON.stringify({ error: `No mock for ${method} ${url.pathname}` }), {
        status: 404,
      });
    const [status, payload] = await (typeof handler === 'function' ? handler(body, url) : handler);
    return new Response(payload === undefined ? null : JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/**
 * A list paged on the server (#21), as GET answers it: `search` keeps the rows whose `text` contains it
 * (case-insensitive), then `page` and `limit` (default 24) cut one page, with the total under the search.
 */
export function pagedList<T>(key: string, rows: readonly T[], text: (row: T) => string): ApiHandler {
  return (_body, url) => {
    const term = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const hits = rows.filter((row) => text(row).toLowerCase().includes(term));
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 24);
    return [
      200,
      {
        [key]: hits.slice((page - 1) * limit, page * limit),
        total: hits.length,
        totalPages: Math.max(1, Math.ceil(hits.length / limit)),
        page,
        limit,
      },
    ];
  };
}

/** A promise that never settles: keeps a request pending to observe spinners. */
export const pending = (): Promise<[number, unknown?]> => new Promise(() => {});

export function renderWithProviders(ui: React.ReactElement, options: { path?: string } = {}) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, location, queryClient, currentPath: () => location.history?.at(-1) ?? '' };
}

export const adminUser = {
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  role: 'admin' as const,
  status: 'active' as const,
  totpEnabled: false,
  passwordUpdatedAt: null,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Opens a Radix select (our Select) by keyboard and picks an option by its label. */
export async function chooseOption(trigger: HTMLElement, option: string) {
  const { fireEvent, screen } = await import('@testing-library/react');
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
