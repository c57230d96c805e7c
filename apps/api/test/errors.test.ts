import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  finishPagesBeforeIncome,
  type StartedApplication,
  startApplicationFor,
} from './factories/transactions.js';
import { withToken } from './factories/users.js';
import { describeApi } from './support/test-app.js';
import { multipartBody } from './uploads/multipart-body.js';

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
      code: 'body_not_json',
      message: 'The request body is not valid JSON.',
    });
  });

  it.each([
    '/api/communities/%00/',
    '/api/communities/%00/units/',
    '/api/community/%00/fee-sheet-pdf/',
    '/api/funnel_terms/%00',
    '/api/communities/maple-court%0A/',
    '/api/communities/maple-court%C2%85/',
    '/api/rental-fees-agreement/?community=maple%1Fcourt',
  ])('refuses a control character in the path or query of %s with 400', async (url) => {
    const response = await context().app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error_type).toBe('ValidationError');
    expect(Object.values(body.errors)).toEqual([['This value contains a control character.']]);
  });

  describe('bodies of a signed-in applicant', () => {
    const CONTROL_IN_TEXT = 'This text contains a control character (only tabs and line breaks are allowed).';
    let application: StartedApplication;
    beforeAll(async () => {
      application = await startApplicationFor(context().app, context().database.db);
      await finishPagesBeforeIncome(context().app, application);
    });
    /** The military-status page keeps free-form `data`, so any nesting and any string reach the route. */
    const completePage = (data: unknown) =>
      context().app.inject({
        method: 'POST',
        url: `/api/page-complete/${application.transactionId}/`,
        headers: withToken(application.user.token),
        payload: { page: 'military-status', data: { military_status: 'none', ...(data as object) } },
      });

    it('refuses control characters, lone surrogates and nesting past the limit with 400', async () => {
      const withNul = await completePage({ notes: [{ text: 'a\u0000b' }] });
      expect(withNul.statusCode).toBe(400);
      expect(withNul.json()).toEqual({
        error_type: 'ValidationError',
        code: 'invalid_fields',
        message: 'Some of the information sent is not valid.',
        errors: { 'data.notes.0.text': [CONTROL_IN_TEXT] },
      });
      const inKey = await completePage({ 'bell\u0007': 'x' });
      expect(inKey.json().errors).toEqual({ 'data.bell\u0007': [CONTROL_IN_TEXT] });
      const loneSurrogate = await completePage({ note: 'x\ud800' });
      expect(loneSurrogate.json().errors).toEqual({ 'data.note': ['This text is not valid Unicode.'] });
      let deep: unknown = 'deep';
      for (let level = 0; level < 40; level += 1) deep = [deep];
      const tooDeep = await completePage({ deep });
      expect(tooDeep.statusCode).toBe(400);
      expect(tooDeep.json().errors).toEqual({
        non_field_errors: ['The request body nests deeper than 32 levels.'],
      });
    });

    it('lets tabs and line breaks through', async () => {
      expect((await completePage({ note: 'line one\r\n\tline two' })).statusCode).toBe(200);
    });

    it.each([
      ['POST', '/api/transactions/', { unit_id: 2 ** 31 }],
      ['PATCH', '/api/transactions/{id}/', { unit_id: 2 ** 31 }],
      [
        'POST',
        '/api/quote/',
        { transaction_id: 2 ** 31, unit_id: 1, lease_term: 12, move_in_date: '2026-12-15' },
      ],
    ] as const)('refuses an id past PostgreSQL integer with 400 (%s %s)', async (method, url, payload) => {
      const response = await context().app.inject({
        method,
        url: url.replace('{id}', String(application.transactionId)),
        headers: withToken(application.user.token),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_type).toBe('ValidationError');
    });

    it('checks multipart form fields too', async () => {
      const form = multipartBody([
        { name: 'report_no_income_assets', value: 'false' },
        { name: 'income_or_asset_type', value: '105' },
        { name: 'estimated_amount', value: '1200' },
        { name: 'other', value: 'a\u0000b' },
      ]);
      const response = await context().app.inject({
        method: 'POST',
        url: `/api/transaction/${application.transactionId}/financial-sources/`,
        headers: { ...form.headers, ...withToken(application.user.token) },
        payload: form.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ other: [CONTROL_IN_TEXT] });
    });
  });

  it('answers an address that is not valid percent-encoding in the error shape', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/communities/%ff/' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error_type: 'ValidationError',
      code: 'address_not_encoded',
      message: 'The address is not validly percent-encoded.',
    });
  });

  it('answers a path segment past the router limit with 414 in the error shape', async () => {
    const response = await context().app.inject({
      method: 'GET',
      url: `/api/communities/${'x'.repeat(300)}/`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      error_type: 'ValidationError',
      code: 'address_part_too_long',
      message: 'A part of the address is too long.',
    });
  });

  it('answers an unknown API route with 404 NotFound in the error shape', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/no-such-thing/?token=secret' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error_type: 'NotFound',
      code: 'no_route',
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
      code: 'body_too_large',
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
