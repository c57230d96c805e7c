import { describe, expect, it } from 'vitest';
import { AddressLookupUnavailable } from '../../src/providers/maps/address-lookup.js';
import { createGooglePlacesLookup, suggestionFromPlace } from '../../src/providers/maps/google-places.js';

const congressAve = {
  id: 'place-1',
  addressComponents: [
    { longText: '500', shortText: '500', types: ['street_number'] },
    { longText: 'Congress Avenue', shortText: 'Congress Ave', types: ['route'] },
    { longText: 'Austin', shortText: 'Austin', types: ['locality', 'political'] },
    { longText: 'Texas', shortText: 'TX', types: ['administrative_area_level_1', 'political'] },
    { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
    { longText: '78701', shortText: '78701', types: ['postal_code'] },
  ],
};

interface Call {
  url: string;
  init: RequestInit;
}

/** A stand-in for Google's two endpoints, recording what it was asked. */
function fakeGoogle(places: Record<string, unknown>, status = 200) {
  const calls: Call[] = [];
  const fetch = (async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    if (status !== 200) return new Response('{}', { status });
    if (String(url).endsWith('/places:autocomplete')) {
      const suggestions = Object.keys(places).map((placeId) => ({ placePrediction: { placeId } }));
      return Response.json({ suggestions });
    }
    const id = decodeURIComponent(String(url).split('/places/')[1] ?? '');
    return Response.json(places[id]);
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('suggestionFromPlace', () => {
  it('reads street, city, state and ZIP code from the address components', () => {
    expect(suggestionFromPlace(congressAve)).toEqual({
      id: 'place-1',
      label: '500 Congress Ave, Austin, TX 78701',
      street: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
    });
  });

  it.each([
    ['outside the US', { country: { longText: 'Canada', shortText: 'CA', types: ['country'] } }],
    ['without a street', { route: { types: ['neighborhood'] }, street_number: { types: ['floor'] } }],
    ['whose ZIP code is not in its state', { postal_code: { longText: '10001', types: ['postal_code'] } }],
  ])('drops a place %s', (_case, replacements: Record<string, object>) => {
    const components = congressAve.addressComponents.map((entry) => {
      const type = entry.types[0] ?? '';
      return replacements[type] ?? entry;
    });
    expect(suggestionFromPlace({ ...congressAve, addressComponents: components })).toBeNull();
  });
});

describe('createGooglePlacesLookup', () => {
  it('asks for US addresses with the key in a header, then each prediction’s address components', async () => {
    const google = fakeGoogle({ 'place-1': congressAve });
    const lookup = createGooglePlacesLookup({ apiKey: 'test-key', fetch: google.fetch });
    const found = await lookup.predict('500 Congress');
    expect(found.map((suggestion) => suggestion.label)).toEqual(['500 Congress Ave, Austin, TX 78701']);
    const [autocomplete, details] = google.calls;
    expect(autocomplete?.url).toBe('https://places.googleapis.com/v1/places:autocomplete');
    expect(JSON.parse(String(autocomplete?.init.body))).toMatchObject({
      input: '500 Congress',
      includedRegionCodes: ['us'],
    });
    expect(autocomplete?.init.headers).toMatchObject({ 'X-Goog-Api-Key': 'test-key' });
    expect(details?.url).toBe('https://places.googleapis.com/v1/places/place-1');
    expect(details?.init.headers).toMatchObject({ 'X-Goog-FieldMask': 'id,addressComponents' });
    // The key never travels in a URL, where proxies and logs would keep it.
    expect(google.calls.every((call) => !call.url.includes('test-key'))).toBe(true);
  });

  it('looks up at most five predictions', async () => {
    const many = Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`p${index}`, congressAve]));
    const google = fakeGoogle(many);
    await createGooglePlacesLookup({ apiKey: 'k', fetch: google.fetch }).predict('500 Congress');
    expect(google.calls).toHaveLength(1 + 5);
  });

  it('reports an error answer or an unreachable service as unavailable', async () => {
    const refused = createGooglePlacesLookup({ apiKey: 'k', fetch: fakeGoogle({}, 403).fetch });
    await expect(refused.predict('500 Congress')).rejects.toBeInstanceOf(AddressLookupUnavailable);
    const offline = createGooglePlacesLookup({
      apiKey: 'k',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof globalThis.fetch,
    });
    await expect(offline.predict('500 Congress')).rejects.toBeInstanceOf(AddressLookupUnavailable);
  });
});
