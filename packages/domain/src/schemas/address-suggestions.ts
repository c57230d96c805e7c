import { z } from 'zod';
import { type UsStateAbbreviation, usStates } from '../constants/us-states.js';

const stateAbbreviations = usStates.map((state) => state.abbreviation) as [
  UsStateAbbreviation,
  ...UsStateAbbreviation[],
];

/** A US postal address found by the maps service, in the applicant's address fields' terms. */
export const addressSuggestionSchema = z.object({
  /** Stable within one answer; used for the option's id. */
  id: z.string(),
  /** The whole address on one line, as the list shows it. */
  label: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.enum(stateAbbreviations),
  postalCode: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressSuggestionsSchema = z.object({ suggestions: z.array(addressSuggestionSchema) });
export type AddressSuggestions = z.infer<typeof addressSuggestionsSchema>;

// The web app reads these from constants/ (no zod with the page); the API's route imports them from here.
export { MAX_ADDRESS_QUERY_LENGTH, MIN_ADDRESS_QUERY_LENGTH } from '../constants/address-search.js';

/** Which maps service the address search uses: the offline parser, or Google Places through our API. */
export const addressSearchProviders = ['built_in', 'google_places'] as const;
export type AddressSearchProvider = (typeof addressSearchProviders)[number];
