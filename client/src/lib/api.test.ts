import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiJson,
  apiRequest,
  errorMessage,
  failureMessage,
  getQueryFn,
  isRetryable,
  pathFromQueryKey,
  setReauthenticate,
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

describe('ended session: 401 → sign in again → retry (#14)', () => {
  afterEach(() => vi.restoreAllMocks());

  function sequence(...answers: Array<[number, unknown]>) {
    const fetchMock = vi.fn(async () => {
      const [status, body] = answers.shift() ?? [500, { error: 'no more answers' }];
      return new Response(JSON.stringify(body), { status });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('#14: a write that gets 401 waits for the sign-in, then is sent once more with the same body', async () => {
    const fetchMock = sequence([401, { error: 'Not authenticated' }], [201, { id: 3, name: 'Typed' }]);
    const reauth = vi.fn(async () => true);
    const remove = setReauthenticate(reauth);
    try {
      await expect(apiJson('POST', '/api/brands', { name: 'Typed' })).resolves.toEqual({
        id: 3,
        name: 'Typed',
      });
    } finally {
      remove();
    }
    expect(reauth).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]).toEqual(fetchMock.mock.calls[0]);
    expect((fetchMock.mock.calls[1] as unknown[])[1]).toMatchObject({
      method: 'POST',
      body: '{"name":"Typed"}',
    });
  });

  it('#14: queries re-authenticate too; several 401s at once share one sign-in', async () => {
    const fetchMock = sequence(
      [401, { error: 'Not authenticated' }],
      [401, { error: 'Not authenticated' }],
      [200, { a: 1 }],
      [200, { b: 2 }],
    );
    let signIn!: (ok: boolean) => void;
    const reauth = vi.fn(() => new Promise<boolean>((resolve) => (signIn = resolve)));
    const remove = setReauthenticate(reauth);
    try {
      const query = getQueryFn({ on401: 'throw' });
      const both = Promise.all([query({ queryKey: ['/api/a'] }), query({ queryKey: ['/api/b'] })]);
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      signIn(true);
      const results = await both;
      expect(results).toHaveLength(2);
    } finally {
      remove();
    }
    expect(reauth).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('#14: when the sign-in is cancelled, or a retry is refused again, the 401 stands', async () => {
    sequence([401, { error: 'Not authenticated' }]);
    let remove = setReauthenticate(async () => false);
    await expect(apiJson('PATCH', '/api/brands/1', { name: 'x' })).rejects.toMatchObject({ status: 401 });
    remove();
    const fetchMock = sequence([401, { error: 'Not authenticated' }], [401, { error: 'Not authenticated' }]);
    const reauth = vi.fn(async () => true);
    remove = setReauthenticate(reauth);
    await expect(apiJson('PATCH', '/api/brands/1', { name: 'x' })).rejects.toMatchObject({ status: 401 });
    remove();
    expect(reauth).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('#14: no sign-in dialog without a signed-in screen, for a wrong password, or for the signed-out probe', async () => {
    const reauth = vi.fn(async () => true);
    sequence([401, { error: 'Not authenticated' }]);
    await expect(apiJson('POST', '/api/brands', {})).rejects.toMatchObject({ status: 401 });
    const remove = setReauthenticate(reauth);
    try {
      sequence([401, { error: 'Invalid email or password' }]);
      await expect(apiJson('POST', '/api/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
        status: 401,
      });
      sequence([401, { error: 'Invalid code' }]);
      await expect(apiJson('POST', '/api/login/2fa', { code: '123456' })).rejects.toMatchObject({
        status: 401,
      });
      sequence([401, { error: 'Not authenticated' }]);
      await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/user'] })).resolves.toBeNull();
    } finally {
      remove();
    }
    expect(reauth).not.toHaveBeenCalled();
  });
});

describe('isRetryable and failureMessage (#16)', () => {
  const retry = 'Failed to save brand. Please try again.';
  const refused = (status: number, message: string | null = 'A brand with this name already exists') =>
    new ApiError(status, `${status}: x`, message);

  it('a 4xx is an answer about the request: its own reason, no "try again"', () => {
    for (const status of [400, 403, 404, 409, 413, 415]) {
      expect(isRetryable(refused(status))).toBe(false);
      expect(failureMessage(refused(status), retry)).toBe('A brand with this name already exists');
    }
    expect(failureMessage(refused(400, null), retry)).toBe('The request was refused (400).');
  });

  it('5xx, 408, 429 and no answer at all may pass on a retry', () => {
    for (const status of [500, 502, 503, 408]) {
      expect(isRetryable(refused(status, 'Internal Server Error'))).toBe(true);
      expect(failureMessage(refused(status, 'Internal Server Error'), retry)).toBe(retry);
    }
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(failureMessage(new TypeError('Failed to fetch'), retry)).toBe(retry);
    // 429: the server says when.
    expect(failureMessage(refused(429, 'Too many attempts; try again in 5 minutes'), retry)).toBe(
      'Too many attempts; try again in 5 minutes',
    );
  });
});
