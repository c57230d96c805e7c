import { zipBelongsToState } from '@portal/domain/constants/us-states';
import { type AddressSuggestion, addressSuggestionSchema } from '@portal/domain/schemas/address-suggestions';
import { type AddressLookup, AddressLookupUnavailable } from './address-lookup.js';

const PLACES_API = 'https://places.googleapis.com/v1';
/** Google bills a details request per prediction: the list shows a handful at most. */
const MAX_SUGGESTIONS = 5;
const REQUEST_TIMEOUT_MS = 4000;

interface AddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}

interface AutocompleteAnswer {
  suggestions?: Array<{ placePrediction?: { placeId?: string } }>;
}

interface PlaceAnswer {
  id?: string;
  addressComponents?: AddressComponent[];
}

export interface GooglePlacesOptions {
  apiKey: string;
  fetch?: typeof globalThis.fetch;
}

function component(components: AddressComponent[], type: string, form: 'longText' | 'shortText') {
  return components.find((entry) => entry.types?.includes(type))?.[form] ?? '';
}

/** A place's address in our fields, or null when it is not a complete US street address. */
export function suggestionFromPlace(place: PlaceAnswer): AddressSuggestion | null {
  const components = place.addressComponents ?? [];
  if (component(components, 'country', 'shortText') !== 'US') return null;
  const street = [
    component(components, 'street_number', 'longText'),
    component(components, 'route', 'shortText'),
  ]
    .filter((part) => part !== '')
    .join(' ');
  const city =
    component(components, 'locality', 'longText') ||
    component(components, 'sublocality', 'longText') ||
    component(components, 'postal_town', 'longText');
  const state = component(components, 'administrative_area_level_1', 'shortText');
  const postalCode = component(components, 'postal_code', 'longText');
  if (!street || !city || !zipBelongsToState(postalCode, state)) return null;
  const parsed = addressSuggestionSchema.safeParse({
    id: place.id ?? `${street} ${postalCode}`,
    label: `${street}, ${city}, ${state} ${postalCode}`,
    street,
    city,
    state,
    postalCode,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Google Places API (New): autocomplete restricted to US addresses, then each prediction's address
 * components. The key stays on the server; the browser only talks to our API.
 */
export function createGooglePlacesLookup({
  apiKey,
  fetch = globalThis.fetch,
}: GooglePlacesOptions): AddressLookup {
  async function call<T>(path: string, init: RequestInit, signal?: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(`${PLACES_API}${path}`, {
        ...init,
        headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': apiKey, ...init.headers },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new AddressLookupUnavailable(`Google Places could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new AddressLookupUnavailable(`Google Places answered ${response.status}`);
    return (await response.json()) as T;
  }

  return {
    async predict(query, signal) {
      const answer = await call<AutocompleteAnswer>(
        '/places:autocomplete',
        {
          method: 'POST',
          body: JSON.stringify({
            input: query,
            includedRegionCodes: ['us'],
            includedPrimaryTypes: ['street_address', 'premise'],
          }),
        },
        signal,
      );
      const placeIds = (answer.suggestions ?? [])
        .flatMap((suggestion) => suggestion.placePrediction?.placeId ?? [])
        .slice(0, MAX_SUGGESTIONS);
      const places = await Promise.all(
        placeIds.map((placeId) =>
          call<PlaceAnswer>(
            `/places/${encodeURIComponent(placeId)}`,
            { headers: { 'X-Goog-FieldMask': 'id,addressComponents' } },
            signal,
          ),
        ),
      );
      return places.flatMap((place) => suggestionFromPlace(place) ?? []);
    },
  };
}
