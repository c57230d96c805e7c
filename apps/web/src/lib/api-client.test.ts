import type { CommunityList } from '@portal/domain/schemas/community';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, isNotFoundError } from './api-client';
import { setShownLanguage } from './language';

function answer(status: number, body: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status, headers: { 'Content-Type': contentType } }));
}

const list = {
  communities: [
    {
      id: 1,
      slug: 'maple-court',
      display_name: 'Maple Court Apartments',
      normalized_street_address: '1200 Maple Ave, Austin, TX 78701',
      logo: '/api/logos/maple-court.svg',
      background: '#FFFFFF',
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('GETs same-origin JSON with credentials and answers its JSON', async () => {
    const fetch = answer(200, list);
    vi.stubGlobal('fetch', fetch);

    await expect(apiRequest<CommunityList>('/api/communities/')).resolves.toEqual(list);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/communities/');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ Accept: 'application/json' });
    expect(init.body).toBeUndefined();
  });

  it('asks for the API’s messages in the language the app shows', async () => {
    const fetch = answer(200, list);
    vi.stubGlobal('fetch', fetch);
    setShownLanguage('es');
    try {
      await apiRequest<CommunityList>('/api/communities/');
    } finally {
      setShownLanguage('en');
    }
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'Accept-Language': 'es' });
  });

  it('sends FormData as it is, leaving its multipart Content-Type to the browser', async () => {
    const fetch = answer(200, list);
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.7']), 'paystub.pdf');

    await apiRequest<CommunityList>('/api/uploads/', { method: 'POST', body: form });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends a JSON body with its content type', async () => {
    const fetch = answer(200, list);
    vi.stubGlobal('fetch', fetch);

    await apiRequest<CommunityList>('/api/communities/', { method: 'POST', body: { a: 1 } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('throws ApiRequestError with the status and the API error body', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { error_type: 'ValidationError', message: 'Bad input', errors: { email: ['Required'] } }),
    );

    const error = await apiRequest<CommunityList>('/api/communities/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    const apiError = error as ApiRequestError;
    expect(apiError.status).toBe(400);
    expect(apiError.errorType).toBe('ValidationError');
    expect(apiError.message).toBe('Bad input');
    expect(apiError.fieldErrors).toEqual({ email: ['Required'] });
    expect(apiError.isClientError).toBe(true);
  });

  it('recognises a 404 NotFound', async () => {
    vi.stubGlobal('fetch', answer(404, { error_type: 'NotFound', message: 'No such community' }));
    const error = await apiRequest<CommunityList>('/api/communities/').catch((e: unknown) => e);
    expect(isNotFoundError(error)).toBe(true);
  });

  it('keeps the status when the error body is not the API shape (a proxy page, say)', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>', 'text/html'));
    const error = (await apiRequest<CommunityList>('/api/communities/').catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect(error.status).toBe(502);
    expect(error.body).toBeNull();
    expect(error.isClientError).toBe(false);
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = (await apiRequest<CommunityList>('/api/communities/').catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(0);
  });

  it('keeps no body when a JSON error is not the API shape', async () => {
    vi.stubGlobal('fetch', answer(503, { error_type: 'Overloaded', message: 'Try later' }));
    const error = (await apiRequest('/api/communities/').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(503);
    expect(error.body).toBeNull();
  });

  it('answers undefined for an answer without a body (204)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(
      apiRequest<undefined>('/api/transactions/1/', { method: 'DELETE' }),
    ).resolves.toBeUndefined();
  });
});
