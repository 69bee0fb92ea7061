import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiJson,
  apiRequest,
  errorMessage,
  getQueryFn,
  pathFromQueryKey,
  toQueryString,
} from './api';
import { createQueryClient } from './query-client';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = 'Status') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('API client (document 000 §7)', () => {
  it('API-07 API-08: joins key parts with slashes; object parts become the query string without empty values', () => {
    expect(pathFromQueryKey(['/api/products', 12, 'specs'])).toBe('/api/products/12/specs');
    expect(
      pathFromQueryKey([
        '/api/products',
        { search: 'torch', page: 2, status: '', categories: ['a', 'b'], x: null },
      ]),
    ).toBe('/api/products?search=torch&page=2&categories=a%2Cb');
    expect(toQueryString({ a: undefined, b: [] })).toBe('');
  });

  it('API-09 API-10 AUTH-45: sends cookies, reads JSON, and turns a 401 into null or an error', async () => {
    const fetchMock = stubFetch(401, '{"error":"Not authenticated"}', 'Unauthorized');
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/user'] })).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/user', { credentials: 'include' });
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/user'] })).rejects.toThrow(
      '401: {"error":"Not authenticated"}',
    );
    stubFetch(200, '{"id":1}');
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/user'] })).resolves.toEqual({ id: 1 });
  });

  it('API-11 API-12 API-16: the write helper sends JSON with its content type and cookies', async () => {
    const fetchMock = stubFetch(200, '{}');
    await apiRequest('POST', '/api/brands', { name: 'X' });
    expect(fetchMock).toHaveBeenCalledWith('/api/brands', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"X"}',
      credentials: 'include',
    });
    await apiRequest('DELETE', '/api/brands/1');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/brands/1', {
      method: 'DELETE',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
    stubFetch(201, '{"id":7,"name":"X"}');
    await expect(apiJson('POST', '/api/brands', { name: 'X' })).resolves.toEqual({ id: 7, name: 'X' });
  });

  it('API-17: a failure reads "status: text", or the status text when the body is empty', async () => {
    stubFetch(409, '{"error":"A product with this slug already exists"}', 'Conflict');
    const err = await apiRequest('POST', '/api/products', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('409: {"error":"A product with this slug already exists"}');
    expect(errorMessage(err, 'Failed')).toBe('A product with this slug already exists');
    stubFetch(502, '', 'Bad Gateway');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: Bad Gateway');
    expect(errorMessage(new Error('boom'), 'Failed to create product')).toBe('Failed to create product');
  });

  it('API-13 API-14 API-15: queries never go stale, no focus refetch, no polling, no retries, 5-minute gc', () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(mutations?.retry).toBe(false);
  });
});
