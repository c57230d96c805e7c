import type { AddressSuggestion } from '@portal/domain/schemas/address-suggestions';
import { expect, it } from 'vitest';
import { type AddressLookup, AddressLookupUnavailable } from '../../src/providers/maps/address-lookup.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

const congressAve: AddressSuggestion = {
  id: 'place-1',
  label: '500 Congress Ave, Austin, TX 78701',
  street: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
};

/** Answers "500 Congress" and fails for "outage", like a maps service having a bad day. */
const lookup: AddressLookup = {
  async predict(query) {
    if (query === 'outage while typing') throw new AddressLookupUnavailable('Google Places answered 503');
    return query.startsWith('500 Congress') ? [congressAve] : [];
  },
};

describeApi(
  'GET /api/address-suggestions/ with a maps service configured',
  (context) => {
    it('tells the browser to search through the server', async () => {
      const response = await context().app.inject({ method: 'GET', url: '/api/communities/maple-court/' });
      expect(response.json().address_search).toBe('google_places');
    });

    it("answers a signed-in applicant with the service's addresses", async () => {
      const { token } = await signUp(context().app);
      const response = await context().app.inject({
        method: 'GET',
        url: `/api/address-suggestions/?q=${encodeURIComponent('500 Congress Ave')}`,
        headers: withToken(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ suggestions: [congressAve] });
    });

    it('asks for a query of reasonable length', async () => {
      const { token } = await signUp(context().app);
      for (const q of ['', '%20%20', 'x'.repeat(201)]) {
        const response = await context().app.inject({
          method: 'GET',
          url: `/api/address-suggestions/?q=${q}`,
          headers: withToken(token),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error_type).toBe('ValidationError');
      }
    });

    it('needs a signed-in user: the service is billed per request', async () => {
      const response = await context().app.inject({
        method: 'GET',
        url: '/api/address-suggestions/?q=500%20Congress',
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers 502 with the spec’s maps failure message when the service is down', async () => {
      const { token } = await signUp(context().app);
      const response = await context().app.inject({
        method: 'GET',
        url: `/api/address-suggestions/?q=${encodeURIComponent('outage while typing')}`,
        headers: withToken(token),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error_type: 'ServerError',
        code: 'maps_unavailable',
        message: 'Oops, something went wrong. Please try again in a bit.',
      });
    });
  },
  { addressLookup: lookup },
);

describeApi('address search without a maps service', (context) => {
  it('leaves the search to the browser and offers no proxy', async () => {
    const config = await context().app.inject({ method: 'GET', url: '/api/communities/maple-court/' });
    expect(config.json().address_search).toBe('built_in');
    const { token } = await signUp(context().app);
    const response = await context().app.inject({
      method: 'GET',
      url: '/api/address-suggestions/?q=500%20Congress%20Ave',
      headers: withToken(token),
    });
    expect(response.statusCode).toBe(404);
  });
});
