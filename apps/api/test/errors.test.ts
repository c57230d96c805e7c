import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeApi } from './support/test-app.js';

describeApi('bad input', (context) => {
  it('answers malformed JSON with 400 ValidationError', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/communities/',
      headers: { 'content-type': 'application/json' },
      payload: '{"unclosed": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error_type: 'ValidationError',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers an unknown API route with 404 NotFound in the error shape', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/no-such-thing/?token=secret' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error_type: 'NotFound',
      message: 'No route matches GET /api/no-such-thing/.',
    });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/communities/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error_type: 'ValidationError',
      message: 'The request body is too large.',
    });
  });

  it('never answers 500 to random paths, methods and bodies', async () => {
    const { app } = context();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.constantFrom('/api/communities/', '/api/communities/maple-court/', '/api/health', '/api/'),
        fc.string({ maxLength: 40 }),
        fc.oneof(fc.json(), fc.string({ maxLength: 100 })),
        async (method, base, suffix, payload) => {
          const response = await app.inject({
            method,
            url: base + encodeURIComponent(suffix),
            headers: { 'content-type': 'application/json' },
            payload: method === 'GET' || method === 'DELETE' ? undefined : payload,
          });
          expect(response.statusCode).toBeLessThan(500);
          expect(response.headers['content-type']).toContain('application/json');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('sends security headers with a content security policy', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });
});
