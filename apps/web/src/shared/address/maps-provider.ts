import { MIN_ADDRESS_QUERY_LENGTH } from '@portal/domain/constants/address-search';
import { MAPS_SCRIPT_MAX_RETRIES } from '@portal/domain/constants/limits';
import {
  findStateByAbbreviation,
  type UsStateAbbreviation,
  usStates,
  zipBelongsToState,
} from '@portal/domain/constants/us-states';
import type { AddressSuggestion, AddressSuggestions } from '@portal/domain/schemas/address-suggestions';
import { apiRequest, isApiRequestError } from '@/lib/api-client';

/**
 * The maps service behind the address search (spec §7: geocoding and place predictions, restricted to
 * the US, spec §5): the built-in one works offline in the browser; with a maps key on the server, the
 * server's maps service answers. `predict` rejects when the service cannot be reached.
 */
export interface MapsProvider {
  predict(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]>;
}

export interface ParsedAddress {
  street: string;
  city: string;
  state: UsStateAbbreviation;
  postalCode: string;
}

const ZIP_AT_END = /^(.*?)[\s,]+(\d{5}(?:-\d{4})?)$/;
const COUNTRY_AT_END = /[\s,]+(?:usa|us|u\.s\.a?\.?|united states(?: of america)?)\.?$/i;

/** Every way a state can be written (abbreviation or full name), longest first so "West Virginia" wins over "Virginia". */
const stateSpellings = usStates
  .flatMap((state) => [
    { text: state.abbreviation.toLowerCase(), state: state.abbreviation },
    { text: state.name.toLowerCase(), state: state.abbreviation },
  ])
  .sort((a, b) => b.text.length - a.text.length);

function splitStateAtEnd(text: string): { state: UsStateAbbreviation; rest: string } | null {
  const lower = text.toLowerCase();
  for (const spelling of stateSpellings) {
    if (!lower.endsWith(spelling.text)) continue;
    const rest = text.slice(0, text.length - spelling.text.length);
    // The state must be a word of its own: "Austin, TX" or "Austin TX", never the end of "Phoenix".
    if (rest !== '' && !/[\s,]$/.test(rest)) continue;
    return { state: spelling.state, rest: rest.replace(/[\s,]+$/, '') };
  }
  return null;
}

/**
 * Reads a typed US address — "500 Congress Ave, Austin, TX 78701" — into its fields: street, city,
 * state (abbreviation or name) and ZIP code, with an optional ", USA" at the end. The street and the city
 * must be separated by a comma. Returns null when it cannot tell the parts apart, when the state is not a
 * US state or territory, or when the ZIP code is not in that state.
 */
export function parseUsAddress(input: string): ParsedAddress | null {
  const text = input.replace(/\s+/g, ' ').trim().replace(COUNTRY_AT_END, '').trim();
  const zipMatch = ZIP_AT_END.exec(text);
  if (!zipMatch) return null;
  const [, beforeZip = '', postalCode = ''] = zipMatch;
  const split = splitStateAtEnd(beforeZip.replace(/[\s,]+$/, ''));
  if (!split) return null;
  const parts = split.rest
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length < 2) return null;
  const city = parts.at(-1) ?? '';
  const street = parts.slice(0, -1).join(', ');
  if (!/[a-z]/i.test(street) || !/[a-z]/i.test(city) || /\d/.test(city)) return null;
  if (!zipBelongsToState(postalCode, split.state)) return null;
  return { street, city, state: split.state, postalCode };
}

/** The one-line form of an address: "500 Congress Ave, Austin, TX 78701". */
export function formatOneLineAddress(address: {
  street: string;
  city: string;
  state: string;
  postalCode: string;
}): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.postalCode}`;
}

/**
 * The built-in maps provider: no network, no key. It suggests the typed address itself once it reads as
 * a complete US address whose ZIP code is in its state, and nothing otherwise.
 */
export const offlineMapsProvider: MapsProvider = {
  async predict(query, signal) {
    if (signal?.aborted) throw signal.reason;
    if (query.trim().length < MIN_ADDRESS_QUERY_LENGTH) return [];
    const parsed = parseUsAddress(query);
    if (!parsed) return [];
    const state = findStateByAbbreviation(parsed.state)?.abbreviation ?? parsed.state;
    const address = { ...parsed, state };
    return [{ id: 'offline-0', label: formatOneLineAddress(address), ...address }];
  },
};

/** The server's maps service (Google Places when the deployment has a key): GET /api/address-suggestions/. */
export const serverMapsProvider: MapsProvider = {
  async predict(query, signal) {
    if (query.trim().length < MIN_ADDRESS_QUERY_LENGTH) return [];
    const answer = await apiRequest<AddressSuggestions>(
      `/api/address-suggestions/?q=${encodeURIComponent(query)}`,
      signal ? { signal } : {},
    );
    return answer.suggestions;
  },
};

/** The pause before asking the maps service again (the spec sets the number of retries, not their pace). */
export const MAPS_RETRY_DELAY_MS = 500;

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * `provider`, asked again up to MAPS_SCRIPT_MAX_RETRIES times (spec part 1 §8, §9: "after 3 load
 * retries"), MAPS_RETRY_DELAY_MS apart, when the maps service cannot be reached or fails; it rejects only
 * once the last retry failed. A cancelled lookup, or a query the service refuses (a 4xx answer, the same
 * the next time), is not asked again.
 */
export function withRetries(provider: MapsProvider, retries: number = MAPS_SCRIPT_MAX_RETRIES): MapsProvider {
  return {
    async predict(query, signal) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await provider.predict(query, signal);
        } catch (error) {
          const refused = isApiRequestError(error) && error.isClientError;
          if (attempt >= retries || signal?.aborted || refused) throw error;
        }
        await pause(MAPS_RETRY_DELAY_MS, signal);
      }
    },
  };
}

/** The server's maps service as the address search asks it: retried before the search says it failed. */
const retriedServerMapsProvider = withRetries(serverMapsProvider);

/** The community's address search: the server's when it has a maps service, else offline parsing. */
export function mapsProviderOf(community: { address_search: string }): MapsProvider {
  return community.address_search === 'google_places' ? retriedServerMapsProvider : offlineMapsProvider;
}
